import { createMatch, createRulingsPack, eventsFor, viewFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { CrewWeaponSpec } from "../tables/crew-weapon-chart";
import { crewWeaponsOf } from "./crews";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { mfAllowance } from "../core/soldiers";
import type { FirepowerState } from "../state/types";
import { cmd, endPhase, hexId, impulseAt, man, man_, V1, vehicleScenario, withMan } from "./vehicles.fixture";
type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];

function match(a: Spec[], b: Spec[]): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario(a, b), rules: "advanced" } });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return impulseAt(made.state as FirepowerState, "A", a[0]?.hex ?? "");
}
const applied = (s: FirepowerState, command: ReturnType<typeof cmd>) => {
  const r = tryCommand(s, command);
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  return { state: r.state as FirepowerState, events: r.events };
};
/** The state with a soldier's Impulse spent on nothing the table shows: all his MF gone, no fire after. */
const spentAll = (s: FirepowerState, id: string) => withMan(s, id, { mf: mfAllowance(man_(s, id)), afterFireMf: 0 });
const soldierSeen = (s: FirepowerState, viewer: string, id: string) => JSON.stringify((viewFor(firepowerRuleset, s, viewer).game as FirepowerState["game"]).soldiers.find((x) => x.id === id));
const gameSeen = (s: FirepowerState, viewer: string) => JSON.stringify(viewFor(firepowerRuleset, s, viewer).game);

const rifleman: Spec = { ...man("A1", 1, 4, 3), rgn: { rounds: 2, loaded: false } };
const grenadier: Spec = { ...man("A2", 1, 5, 3), launcher: { weapon: "HRG", rounds: { H: 2 } } };
const enemies = [man("B1", 4, 4, 6)];

describe("loading written secretly (firepower 11.1.12)", () => {
  it("firepower 11.1.12: a rifle grenade loaded: the loading side sees rgn/loaded, the other side and spectators only that A1 wrote a task (no loading, item or ammunition)", () => {
    const s = match([rifleman, grenadier], enemies);
    const r = applied(s, cmd("load_rgn", "A", { soldier: "A1" }));
    expect(eventsFor(firepowerRuleset, r.state, r.events, "A").map((e) => e.type)).toEqual(["soldier/task_written", "rgn/loaded"]);
    for (const other of ["B", "spectator"]) {
      const seen = eventsFor(firepowerRuleset, r.state, r.events, other);
      expect(seen.map(({ type, data }) => ({ type, data }))).toEqual([{ type: "soldier/task_written", data: { soldier: "A1", rule: "Firepower 11.1" } }]);
      expect(JSON.stringify(seen)).not.toMatch(/load|rgn|HRG/i);
      // Their view of A1 has no loaded mark, and the whole game view is the one of A1 spending his MF on anything unseen.
      expect(soldierSeen(r.state, other, "A1")).not.toMatch(/loaded/);
      expect(gameSeen(r.state, other)).toBe(gameSeen(spentAll(s, "A1"), other));
    }
    expect(soldierSeen(r.state, "A", "A1")).toContain('"rgn":{"rounds":2,"loaded":true}');
  });

  it("firepower 11.1.12, 12.4.1.2: an HRG loaded as a rifle grenade, and unloaded again, shows the other side only two written tasks", () => {
    const s = match([grenadier, rifleman], enemies);
    const loaded = applied(s, cmd("load_rgn", "A", { soldier: "A2", item: "HRG" }));
    expect(eventsFor(firepowerRuleset, loaded.state, loaded.events, "A").map((e) => [e.type, (e.data as { item?: string }).item])).toEqual([["soldier/task_written", undefined], ["rgn/loaded", "HRG"]]);
    expect(eventsFor(firepowerRuleset, loaded.state, loaded.events, "B").map((e) => e.type)).toEqual(["soldier/task_written"]);
    expect(soldierSeen(loaded.state, "A", "A2")).toContain('"hrgLoaded":true');
    expect(soldierSeen(loaded.state, "B", "A2")).not.toMatch(/loaded/i);
    expect(gameSeen(loaded.state, "B")).toBe(gameSeen(spentAll(s, "A2"), "B"));
    const next = withMan(loaded.state, "A2", { mf: 0 });
    const unloaded = applied(next, cmd("load_rgn", "A", { soldier: "A2", item: "HRG", unload: true }));
    expect(eventsFor(firepowerRuleset, unloaded.state, unloaded.events, "A").map((e) => e.type)).toEqual(["soldier/task_written", "rgn/unloaded"]);
    const bare = (x: { state: FirepowerState; events: Parameters<typeof eventsFor>[2] }) => eventsFor(firepowerRuleset, x.state, x.events, "B").map(({ type, data }) => ({ type, data }));
    expect(bare(unloaded)).toEqual(bare(loaded));
    expect(gameSeen(unloaded.state, "B")).toBe(gameSeen(spentAll(next, "A2"), "B"));
  });

  it("firepower 11.1.12: a crewed weapon's loading is a written task to the other side; its view of the weapon has no loaded, reloading or loading phase", () => {
    const specs: CrewWeaponSpec[] = [{ id: "W1", side: "B", weapon: "MPL19", crew: ["B1"] }];
    const made = createMatch(firepowerRuleset, { scenario: vehicleScenario([man("A11", 2, 3, 3)], [man("B1", 4, 2, 6), man("B2", 4, 2, 6)], [V1], { crewWeapons: specs }), rulings: createRulingsPack({ id: "secret-load", ruleset: "firepower", options: {} }) });
    if (!made.ok) throw new Error(made.error.code);
    const s = impulseAt(made.state as FirepowerState, "B", hexId(4, 2));
    // A lone crewman fires (10.1.2.2): the weapon must be loaded separately before it fires again.
    const fired = run(s, cmd("fire_crewed", "B", { weapon: "W1", gunner: "B1", targets: ["V1"] }), [10]);
    const later = impulseAt(endPhase(impulseAt(endPhase(fired), "A", hexId(0, 4))), "B", hexId(4, 2));
    const r = applied(later, cmd("load_crewed", "B", { weapon: "W1", crewman: "B1" }));
    expect(crewWeaponsOf(r.state.game)[0]?.loaded).toBe(true);
    expect(eventsFor(firepowerRuleset, r.state, r.events, "B").map((e) => e.type)).toEqual(["soldier/task_written", "crew/loaded"]);
    for (const other of ["A", "spectator"]) {
      const seen = eventsFor(firepowerRuleset, r.state, r.events, other);
      expect(seen.map((e) => e.type)).toEqual(["soldier/task_written"]);
      expect(JSON.stringify(seen)).not.toMatch(/load|W1|MPL/i);
      const weapons = JSON.stringify((viewFor(firepowerRuleset, r.state, other).game as { crewWeapons?: unknown }).crewWeapons);
      expect(weapons).toContain('"id":"W1"');
      expect(weapons).not.toMatch(/loaded|reloading|loadPhase/);
      expect(gameSeen(r.state, other)).toBe(gameSeen(spentAll(later, "B1"), other));
    }
    expect(JSON.stringify((viewFor(firepowerRuleset, r.state, "B").game as { crewWeapons?: unknown }).crewWeapons)).toContain('"loaded":true');
  });

  it("firepower 11.1.12: once the game has a result the record is public, and every view shows the loading", () => {
    const s = match([{ ...rifleman, rgn: { rounds: 2, loaded: true } }], enemies);
    expect(soldierSeen(s, "B", "A1")).not.toMatch(/loaded/);
    const over: FirepowerState = { ...s, game: { ...s.game, result: { vp: { A: 0, B: 0 }, eliminated: { A: 0, B: 0 }, across: { A: 0, B: 0 }, winner: "draw" } } };
    expect(soldierSeen(over, "B", "A1")).toContain('"loaded":true');
  });
  it("firepower 11.1.12, 16.5: a written order and a secret loading look the same to the other side (same note, same spent Impulse)", () => {
    const s = match([rifleman, grenadier], enemies);
    const withOrders = { ...s, options: { ...s.options, "firepower/written_orders": "on" } };
    const loaded = applied(withOrders, cmd("load_rgn", "A", { soldier: "A1" }));
    const ordered = applied(withOrders, cmd("write_order", "A", { soldier: "A1", kind: "tracking", target: "B1" }));
    const seen = (x: { state: FirepowerState; events: Parameters<typeof eventsFor>[2] }) => eventsFor(firepowerRuleset, x.state, x.events, "B").map(({ type, data }) => ({ type, data }));
    expect(seen(ordered)).toEqual(seen(loaded));
    expect(seen(ordered)).toEqual([{ type: "soldier/task_written", data: { soldier: "A1", rule: "Firepower 11.1" } }]);
    expect(soldierSeen(ordered.state, "B", "A1")).toBe(soldierSeen(loaded.state, "B", "A1"));
  });
});
