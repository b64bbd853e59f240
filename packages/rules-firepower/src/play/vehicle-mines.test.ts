import { eventsFor, legalActionsFor, viewFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { firepowerRuleset } from "./firepower-ruleset";
import type { FirepowerGame, FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt, man, man_, vehicle, vehicleMatch } from "../weapons/vehicles.fixture";

const SETUP = { areas: { A: { qAtMost: 3 }, B: { qAtLeast: 4 } }, first: "A" as const, mines: { A: 0, B: 2 }, mineTypes: ["VMN2" as const, "PMN2" as const] };

/** A sets up (nothing to place); B lays `mines` (place_mine payloads) and ends its set-up; then play starts. */
function laid(mines: Record<string, unknown>[], b = [man("B1", 5, 2, 6)], a = [man("A11", 3, 2, 3)]): { state: FirepowerState; events: { type: string }[] } {
  let s = run(vehicleMatch(a, b, undefined, { setup: SETUP }), cmd("end_setup", "A"));
  const events: { type: string }[] = [];
  for (const m of mines) {
    const r = tryCommand(s, cmd("place_mine", "B", m));
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: run(s, cmd("end_setup", "B")), events };
}

const VMN = { hex: hexId(2, 2), type: "VMN2" };
const CLAYMORE = { hex: hexId(4, 2), type: "PMN2", facing: 6, trigger: hexId(5, 2) };
const minesOf = (s: FirepowerState, viewer: string) => (viewFor(firepowerRuleset, s, viewer).game as FirepowerGame).mines ?? [];

describe("anti-vehicle mines and Claymores (firepower 12.4.4, 8.8.9)", () => {
  it("firepower 12.4.4.2: a VMN2 under an entering vehicle hits its bottom and tracks automatically: penetration 6 blasts inside and destroys T tracks", () => {
    const s = impulseAt(laid([VMN]).state, "A", hexId(1, 2));
    // Inside blast (placeholder 6): A7 A8 A9, weapons 15 36 1, engine, radio, sights.
    const r = tryCommand(s, cmd("vehicle_move", "A", { vehicle: "V1" }), [1, 10, 10, 10, 10, 10, 10, 10, 10]);
    if (!r.ok) throw new Error(r.error.code);
    const hits = r.events.filter((e) => e.type === "vehicle/hit").map((e) => e.data);
    expect(hits).toMatchObject([{ face: "B", armour: 1, penetration: 6, penetrated: true, blast: 6, blastProvenance: "placeholder" }, { face: "TRK", penetrated: true, tracks: "destroyed" }]);
    expect(man_(r.state, "A7").eliminated).toBe(true);
    expect(man_(r.state, "A8").status).toBe("stunned");
    expect(vehicle(r.state, "V1").damage.tracks).toBe(1);
    expect(tryCommand(r.state, cmd("vehicle_turn", "A", { vehicle: "V1", facing: 2 }))).toMatchObject({ ok: false, error: { code: "vehicle/immobile" } });
    expect(minesOf(r.state, "A")).toMatchObject([{ type: "VMN2", exploded: true }]);
  });

  it("firepower 12.4.4, 12.4.4.2: a soldier does not set off a VMN; a vehicle does not set off a PMN1", () => {
    const s = impulseAt(laid([VMN], [man("B1", 5, 2, 6)], [man("A11", 1, 2, 3)]).state, "A", hexId(1, 2));
    const walked = run(run(s, cmd("dismount", "A", { soldier: "A10" })), cmd("move", "A", { soldier: "A10" }));
    expect(man_(walked, "A10").hex).toEqual({ q: 2, r: 2 });
    expect(minesOf(walked, "B")).toMatchObject([{ type: "VMN2", exploded: false }]);
  });

  it("firepower 12.4.4.1.2: a soldier in a PMN2's trigger hex fires it for all his MF: soldiers in its arc roll blast 8 with its (placeholder) range modifiers", () => {
    const s = impulseAt(laid([CLAYMORE]).state, "B", hexId(5, 2));
    // In the arc, in soldier order: A1 (range 4, +3), A11 (range 1, +0), A10 (the rider, range 3, +2); the men shut in V1 are not reached.
    const r = tryCommand(s, cmd("detonate_mine", "B", { soldier: "B1", mine: "BM1" }), [10, 5, 10]);
    if (!r.ok) throw new Error(r.error.code);
    const rolls = (r.events[0]?.data as { rolls: { soldier: string; result: string; total: number }[] }).rolls;
    expect(rolls).toEqual([
      expect.objectContaining({ soldier: "A1", total: 3, result: "suppressed" }), expect.objectContaining({ soldier: "A11", total: 0, result: "eliminated" }),
      expect.objectContaining({ soldier: "A10", total: 2, result: "suppressed" }),
    ]);
    expect(man_(r.state, "B1")).toMatchObject({ mf: 4, combatUsed: true });
    expect(tryCommand(r.state, cmd("detonate_mine", "B", { soldier: "B1", mine: "BM1" }))).toMatchObject({ ok: false, error: { code: "mine/no_trigger" } });
  });

  it("firepower 12.4.4.1.2: a trip wire fires its Claymore when the first unit enters one of its six hexes", () => {
    const wire = [hexId(3, 1), hexId(3, 2), hexId(3, 3), hexId(3, 4), hexId(3, 5), hexId(3, 6)];
    const s = impulseAt(laid([{ hex: hexId(4, 2), type: "PMN2", facing: 6, tripwire: wire }], [man("B1", 5, 2, 6)], [man("A11", 2, 2, 3)]).state, "A", hexId(2, 2));
    const r = tryCommand(s, cmd("move", "A", { soldier: "A11" }), [10, 1, 10]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.find((e) => e.type === "mine/exploded")?.data).toMatchObject({ mine: "BM1", type: "PMN2" });
    expect(man_(r.state, "A11").eliminated).toBe(true);
  });

  it("firepower 19.1.9, 2.4: crewmen and passengers set up aboard their vehicle, not elsewhere", () => {
    const s = vehicleMatch([], [man("B1", 5, 2, 6)], undefined, { setup: SETUP });
    expect(tryCommand(s, cmd("place_soldier", "A", { soldier: "A7", hex: hexId(0, 3), facing: 3, posture: "stand" }))).toMatchObject({ ok: false, error: { code: "setup/aboard_vehicle" } });
    expect(legalActionsFor(firepowerRuleset, s, "A").some((c) => c.type === "place_soldier" && (c.payload as { soldier: string }).soldier === "A9")).toBe(false);
  });

  it("firepower 8.8.9: a PMN2 needs a facing and either a trigger hex within 10 hexes or six contiguous trip-wire hexes", () => {
    const s = run(vehicleMatch([], [man("B1", 5, 2, 6)], undefined, { setup: SETUP }), cmd("end_setup", "A"));
    expect(tryCommand(s, cmd("place_mine", "B", { hex: hexId(4, 2), type: "PMN2", trigger: hexId(5, 2) }))).toMatchObject({ ok: false, error: { code: "mine/claymore_facing" } });
    expect(tryCommand(s, cmd("place_mine", "B", { hex: hexId(4, 2), type: "PMN2", facing: 6 }))).toMatchObject({ ok: false, error: { code: "mine/claymore_wire" } });
    const gap = [hexId(3, 1), hexId(3, 2), hexId(3, 4), hexId(3, 5), hexId(3, 6), hexId(3, 7)];
    expect(tryCommand(s, cmd("place_mine", "B", { hex: hexId(4, 2), type: "PMN2", facing: 6, tripwire: gap }))).toMatchObject({ ok: false, error: { code: "mine/tripwire_contiguous" } });
    expect(tryCommand(s, cmd("place_mine", "B", { hex: hexId(4, 2), type: "PMN1" }))).toMatchObject({ ok: false, error: { code: "mine/type_not_issued" } });
  });

  it("firepower 8.8.9, 3.3: the other side never learns of VMN or PMN2 mines, their trigger hexes or trip wires: not from views, events, legal actions or answers", () => {
    const here = laid([VMN, CLAYMORE]);
    const there = laid([{ hex: hexId(5, 5), type: "VMN2" }, { hex: hexId(4, 6), type: "PMN2", facing: 5, trigger: hexId(5, 6) }]);
    for (const viewer of ["A", "spectator"]) {
      expect(minesOf(here.state, viewer)).toEqual([]);
      expect(viewFor(firepowerRuleset, here.state, viewer)).toEqual(viewFor(firepowerRuleset, there.state, viewer));
    }
    expect(minesOf(here.state, "B").map((m) => m.type)).toEqual(["VMN2", "PMN2"]);
    expect(eventsFor(firepowerRuleset, here.state, here.events as never, "A")).toEqual([]);
    const inA = (s: FirepowerState) => impulseAt(s, "A", hexId(1, 2));
    expect(legalActionsFor(firepowerRuleset, inA(here.state), "A")).toEqual(legalActionsFor(firepowerRuleset, inA(there.state), "A"));
    // Probing B's mine ids with A's soldiers gets the one answer a missing mine gets.
    const probe = (mine: string) => tryCommand(inA(here.state), cmd("detonate_mine", "A", { soldier: "A11", mine }));
    expect(probe("BM1")).toEqual(probe("ZZ9"));
  });
});
