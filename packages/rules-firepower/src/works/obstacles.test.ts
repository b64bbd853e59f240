import { apply, createMatch } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { gBlast } from "../combat/g-blast";
import { explodeGrenade } from "../combat/grenade-command";
import { hexAhead } from "../core/geometry";
import type { FirepowerState } from "../state/types";
import type { VehicleSpec } from "../vehicles/vehicles-state";
import { cmd, hexId, impulseAt, man, vehicle, vehicleMatch } from "../weapons/vehicles.fixture";

const board = boardOf("firepower-sample-2-panel");
type Works = NonNullable<FirepowerScenario["works"]>;
type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];

/** The hex in front of (q, r) facing `facing`, as a printed id. */
const ahead = (q: number, r: number, facing: number) => board.idOf(hexAhead({ q, r }, facing));

/** An Advanced match with `works` placed, side A in its Impulse at `impulseHex`. */
function placed(a: Spec[], b: Spec[], works: Works, impulseHex: string, options: Record<string, string> = {}): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario(a, b), rules: "advanced", works } });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return impulseAt({ ...made.state, options: { ...made.state.options, ...options } } as FirepowerState, "A", impulseHex);
}

const move = (sid: string) => ({ type: "move", seat: "A", payload: { soldier: sid } });
const B_FAR = [man("B1", 7, 3, 6)];

describe("wire, abatis and blocks (firepower 8.8.3, 8.8.5)", () => {
  it("firepower 8.8.3: a soldier may not enter a wire or double wire hex; option firepower/wire_entry crossable lets him in at the ordinary cost", () => {
    const front = ahead(1, 3, 3);
    for (const type of ["wire", "double_wire"] as const) {
      const s = placed([man("A1", 1, 3, 3)], B_FAR, [{ hex: front, type }], hexId(1, 3));
      expect(tryCommand(s, move("A1"))).toMatchObject({ ok: false, error: { code: "move/wire", rule: "Firepower 8.8.3" } });
    }
    const clear = run(placed([man("A1", 1, 3, 3)], B_FAR, [], hexId(1, 3)), move("A1"));
    const crossed = run(placed([man("A1", 1, 3, 3)], B_FAR, [{ hex: front, type: "wire" }], hexId(1, 3), { "firepower/wire_entry": "crossable" }), move("A1"));
    expect(board.idOf(soldier(crossed, "A1").hex)).toBe(front);
    expect(soldier(crossed, "A1").mf).toBe(soldier(clear, "A1").mf);
  });

  it("firepower 8.8.5.1, 11.2.1: entering an abatis hex costs twice the MF, and so does moving on out of it", () => {
    const front = ahead(1, 3, 3), next = ahead(hexOf(front).q, hexOf(front).r, 3);
    const clear = run(run(placed([man("A1", 1, 3, 3)], B_FAR, [], hexId(1, 3)), move("A1")), move("A1"));
    let s = placed([man("A1", 1, 3, 3)], B_FAR, [{ hex: front, type: "abatis" }], hexId(1, 3));
    s = run(s, move("A1"));
    const once = soldier(s, "A1").mf;
    const clearOnce = soldier(run(placed([man("A1", 1, 3, 3)], B_FAR, [], hexId(1, 3)), move("A1")), "A1").mf;
    expect(once).toBe(2 * clearOnce);
    s = run(s, move("A1"));
    expect(board.idOf(soldier(s, "A1").hex)).toBe(next);
    expect(soldier(s, "A1").mf).toBe(2 * soldier(clear, "A1").mf);
  });

  it("firepower 8.8.5.3: a ditch is entered and left only by climbing its 5 heights, so a move into or out of it is refused", () => {
    const front = ahead(1, 3, 3);
    const into = placed([man("A1", 1, 3, 3)], B_FAR, [{ hex: front, type: "ditch" }], hexId(1, 3));
    expect(tryCommand(into, move("A1"))).toMatchObject({ ok: false, error: { code: "move/must_climb", rule: "Firepower 8.8.5.3, 11.1.11" } });
    const out = placed([man("A1", 1, 3, 3)], B_FAR, [{ hex: hexId(1, 3), type: "ditch" }], hexId(1, 3));
    expect(tryCommand(out, move("A1"))).toMatchObject({ ok: false, error: { code: "move/must_climb" } });
  });

  it("firepower 8.8.5.2: a soldier in a block hex has +1 cover from every direction and no concealment", () => {
    const shooter: Spec = { id: "A1", weapon: "LMG", hex: hexId(1, 3), facing: 3, posture: "stand" };
    const total = (works: Works) => {
      const s = placed([shooter], [man("B1", 4, 3, 6)], works, hexId(1, 3));
      const r = apply(firepowerRuleset, s, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } }, createFixedDice(Array.from({ length: 12 }, () => 10)));
      if (!r.ok) throw new Error(r.error.code);
      const burst = (r.events[0]?.data as { bursts: { total: number; modifiers: { name: string }[] }[] }).bursts[0];
      return { total: burst?.total ?? Number.NaN, names: burst?.modifiers.map((m) => m.name) ?? [] };
    };
    const open = total([]), blocked = total([{ hex: hexId(4, 3), type: "block" }]);
    expect(blocked.total).toBe(open.total + 1);
    expect(blocked.names).toContain("target in cover");
    expect(blocked.names).not.toContain("target in concealment");
  });

  it("firepower 8.8: wire, abatis and blocks are Advanced Game units, one defensive unit per hex", () => {
    const basic = { ...toTestScenario([man("A1", 1, 3, 3)], B_FAR), works: [{ hex: hexId(2, 3), type: "wire" as const }] };
    const made = createMatch(firepowerRuleset, { scenario: basic });
    expect(made.ok).toBe(false);
    const twice = { ...basic, rules: "advanced" as const, works: [{ hex: hexId(2, 3), type: "wire" as const }, { hex: hexId(2, 3), type: "trench" as const }] };
    expect(createMatch(firepowerRuleset, { scenario: twice }).ok).toBe(false);
  });

  it("firepower 8.8.3: a scenario may not start a soldier in a wire hex; the issue names his hex field", () => {
    const sc = { ...toTestScenario([man("A1", 1, 3, 3)], B_FAR), rules: "advanced" as const, works: [{ hex: hexId(1, 3), type: "double_wire" as const }] };
    const bad = firepowerRuleset.scenario.safeParse(sc);
    expect(bad.error?.issues.find((i) => i.path.join(".") === "sides.A.soldiers.0.hex")?.message).toContain("double wire");
    expect(firepowerRuleset.scenario.safeParse({ ...sc, works: [{ hex: hexId(1, 3), type: "abatis" as const }] }).success).toBe(true);
  });

  it("firepower 8.8.3, 2.4: in a set-up phase no soldier is placed in a wire hex", () => {
    const s = vehicleMatch([], [man("B1", 7, 3, 6)], [], { setup: { areas: { A: { qAtMost: 3 }, B: { qAtLeast: 5 } }, first: "A" }, works: [{ hex: hexId(2, 3), type: "wire" }] });
    expect(tryCommand(s, cmd("place_soldier", "A", { soldier: "A1", hex: hexId(2, 3), facing: 3, posture: "stand" }))).toMatchObject({ ok: false, error: { code: "setup/wire", rule: "Firepower 8.8.3" } });
    expect(tryCommand(s, cmd("place_soldier", "A", { soldier: "A1", hex: hexId(2, 2), facing: 3, posture: "stand" })).ok).toBe(true);
  });
});

describe("blasts against obstacles (firepower 12.3.4.2, 12.3.4.2.1)", () => {
  const wireHex = hexId(3, 3);
  const start = (type: "wire" | "double_wire" | "abatis" | "block") => placed([man("A1", 0, 4, 3)], B_FAR, [{ hex: wireHex, type }], hexId(0, 4));
  const hex = () => hexOf(wireHex);

  it("firepower 12.3.4.2.1: a hand grenade bursting in a wire hex destroys the wire (placeholder terrain value 1, penetration 1) and says so", () => {
    const r = explodeGrenade(start("wire").game, hex(), createFixedDice([]), { options: {}, tables: new Map() });
    expect(r.game.obstacles).toEqual([]);
    expect(r.events[0]?.data).toMatchObject({ obstacle: { type: "wire", destroyed: true, provenance: "placeholder", rule: "Firepower 12.3.4.2, 12.3.4.2.1" } });
  });

  it("firepower 12.3.4.2: double wire takes the damage of one G blast and goes with the second (damage is noted between blasts)", () => {
    const s = start("double_wire");
    const first = gBlast(boardOf(s.game), s.game, hex(), 8, createFixedDice([]), { options: {} });
    expect(first.obstacle).toMatchObject({ type: "double_wire", tv: 2, destroyed: false });
    expect(first.game.obstacles).toEqual([expect.objectContaining({ type: "double_wire", damage: 1 })]);
    const second = gBlast(boardOf(s.game), first.game, hex(), 8, createFixedDice([]), { options: {} });
    expect(second.obstacle).toMatchObject({ tv: 1, destroyed: true });
    expect(second.game.obstacles).toEqual([]);
  });

  it("firepower 12.3.4.2: a block has no terrain value in the text, so blasts leave it in place", () => {
    const s = start("block");
    const r = gBlast(boardOf(s.game), s.game, hex(), 8, createFixedDice([]), { options: {} });
    expect(r.obstacle).toBeUndefined();
    expect(r.game.obstacles).toHaveLength(1);
  });
});

describe("vehicles and obstacles (firepower 8.8.3, 8.8.5.2, 19.2.7.3)", () => {
  // V1 (a tracked BMP1) stands at (1,2) facing 3; TRK1 trucks are wheeled (MW).
  const front = ahead(1, 2, 3);
  const truck: VehicleSpec = { id: "T1", type: "TRK1", side: "A", hex: hexId(1, 2), facing: 3, crew: [{ soldier: "A7", box: 2 }], passengers: [] };

  it("firepower 8.8.3: a vehicle that is not tracked may not enter wire; a tracked one crushes it (19.2.1.2) and the hex reverts to its terrain", () => {
    const wheeled = impulseAt(vehicleMatch([], [man("B1", 7, 3, 6)], [truck], { works: [{ hex: front, type: "wire" }] }), "A", hexId(1, 2));
    expect(tryCommand(wheeled, cmd("vehicle_move", "A", { vehicle: "T1" }))).toMatchObject({ ok: false, error: { code: "vehicle/wire" } });
    const tracked = impulseAt(vehicleMatch([], [man("B1", 7, 3, 6)], undefined, { works: [{ hex: front, type: "wire" }] }), "A", hexId(1, 2));
    const r = tryCommand(tracked, cmd("vehicle_move", "A", { vehicle: "V1" }));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.map((e) => e.type)).toContain("works/wire_crushed");
    expect(r.state.game.obstacles).toEqual([]);
    expect(board.idOf(vehicle(r.state, "V1").hex)).toBe(front);
  });

  it("firepower 19.2.7.3: a tracked vehicle pays twice the MF to enter a double wire hex", () => {
    const mfInto = (works: Works) => {
      const s = impulseAt(vehicleMatch([], [man("B1", 7, 3, 6)], undefined, { works }), "A", hexId(1, 2));
      return vehicle(run(s, cmd("vehicle_move", "A", { vehicle: "V1" })), "V1").mf;
    };
    expect(mfInto([{ hex: front, type: "double_wire" }])).toBe(2 * mfInto([]));
  });

  it("firepower 8.8.5.3: no vehicle may enter a ditch hex", () => {
    const s = impulseAt(vehicleMatch([], [man("B1", 7, 3, 6)], undefined, { works: [{ hex: front, type: "ditch" }] }), "A", hexId(1, 2));
    expect(tryCommand(s, cmd("vehicle_move", "A", { vehicle: "V1" }))).toMatchObject({ ok: false, error: { code: "vehicle/ditch" } });
  });

  it("firepower 8.8.5.2: no vehicle may enter a block hex", () => {
    const s = impulseAt(vehicleMatch([], [man("B1", 7, 3, 6)], undefined, { works: [{ hex: front, type: "block" }] }), "A", hexId(1, 2));
    expect(tryCommand(s, cmd("vehicle_move", "A", { vehicle: "V1" }))).toMatchObject({ ok: false, error: { code: "vehicle/block", rule: "Firepower 8.8.5.2" } });
  });
});

function hexOf(id: string) {
  const h = board.hexOf(id);
  if (!h) throw new Error(`no hex ${id}`);
  return h;
}
