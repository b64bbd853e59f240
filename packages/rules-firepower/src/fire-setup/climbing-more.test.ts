import { createMatch } from "@tactica/engine";
import type { MapDocument } from "@tactica/map";
import { describe, expect, it } from "vitest";
import { run, soldier, tryCommand } from "../conformance/match-fixture";
import { toAuthoredSampleScenario } from "../scenarios/authored-sample";
import type { FirepowerScenario } from "./scenario-schema";
import { stand, variant, withSoldier } from "../play/authored-match.fixture";
import type { SoldierSpec } from "../play/authored-match.fixture";
import { advancedLosFrom, toSoldierViewpoint } from "../combat/advanced-los";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";

const cmd = (type: string, payload: Record<string, unknown>) => ({ type, seat: "A", payload });
const up = (on?: "tree" | "side") => cmd("climb_up", { soldier: "A1", ...(on ? { on } : {}) });
const fresh = (s: FirepowerState) => withSoldier(s, "A1", { mf: 0, nonCombatMf: 0, hexesEntered: 0 });
const far = [stand("B9", "4H1", 6)];

/** An Advanced match on the authored map (or a variant) with scenario extras, side A's Impulse in `hex`. */
function match(a: SoldierSpec[], b: SoldierSpec[], hex: string, extra: Partial<FirepowerScenario> = {}, map?: MapDocument): FirepowerState {
  const base = toAuthoredSampleScenario(map);
  const made = createMatch(firepowerRuleset, { scenario: { ...base, ...extra, sides: { A: { ...base.sides.A, soldiers: a }, B: { ...base.sides.B, soldiers: b } } } });
  if (!made.ok) throw new Error(`${made.error.code}: ${made.error.message}`);
  const drawn = run(made.state as FirepowerState, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
  return run(drawn, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex } });
}

describe("firepower 8.2.2, 11.1.11.1: scenario tree heights", () => {
  it("firepower 11.1.11.1: with the scenario's trees 10 heights high a soldier climbs to a head height of 8, and the event says the height is the scenario's", () => {
    let s = run(match([stand("A1", "4B4", 1)], far, "4B4", { treeHeight: 10 }), up("tree"));
    const events: unknown[] = [];
    for (let i = 0; i < 5; i += 1) { const r = tryCommand(fresh(s), up()); if (!r.ok) throw new Error(r.error.code); s = r.state; events.push(...r.events); }
    expect(soldier(s, "A1").up).toMatchObject({ height: 8, hold: "tree", top: 6 });
    expect(events[0]).toMatchObject({ type: "climb/height", data: { treeHeight: 10, provenance: "scenario" } });
    expect(tryCommand(fresh(s), up())).toMatchObject({ ok: false, error: { code: "climb/at_top", message: "a tree 10 heights high is climbed to a head height of 8" } });
  });

  it("firepower 11.1.11.1: without a scenario tree height the placeholder 6 stands (head height 4 at most) and the event says placeholder", () => {
    const first = tryCommand(match([stand("A1", "4B4", 1)], far, "4B4"), up("tree"));
    expect(first).toMatchObject({ ok: true, events: [{ type: "climb/height", data: { treeHeight: 6, provenance: "placeholder" } }] });
  });

  it("firepower 8.2.2: a scenario tree height must be a whole number of heights from 1 to 40", () => {
    const base = toAuthoredSampleScenario();
    for (const treeHeight of [0, 2.5, 41]) expect(createMatch(firepowerRuleset, { scenario: { ...base, treeHeight } }).ok).toBe(false);
    expect(createMatch(firepowerRuleset, { scenario: { ...base, treeHeight: 12 } }).ok).toBe(true);
  });

  it("firepower 8.2.2, 12.1: the Advanced LOS across a tree uses the scenario's tree height, no longer the placeholder", () => {
    const look = (extra: Partial<FirepowerScenario>) => {
      const s = match([stand("A1", "4B3", 4)], [stand("B1", "4B5", 1)], "4B3", extra);
      return JSON.stringify(advancedLosFrom(boardOf(s.game), s.game, soldier(s, "A1"), toSoldierViewpoint(soldier(s, "B1"))));
    };
    expect(look({})).toContain("tree height 6");
    expect(look({ treeHeight: 9 })).not.toContain("tree height 6");
  });
});

// Building A (4F2, 4F3: storeys 0 and 1, walls 4 heights a storey) with a flat roof level at 8, or without one.
const base = boardOf(toAuthoredSampleScenario());
const ROOFED = variant((d) => ({ ...d, buildings: (d.buildings ?? []).map((b) => ({ ...b, levels: [...b.levels, { storey: 2, name: "A roof", floor: 8, ceiling: 8, roof: true }] })) }));
const roofGone = (s: FirepowerState, id: string): FirepowerState => {
  const hex = base.hexOf(id);
  if (!hex) throw new Error(id);
  return { ...s, game: { ...s.game, buildingDamage: [{ hex, walls: 0, openings: 0, roof: 4, roofDestroyed: true }] } };
};
const climbToTop = (start: FirepowerState, times: number) => { let s = start; for (let i = 0; i < times; i += 1) s = run(fresh(s), up(i === 0 ? "side" : undefined)); return s; };

describe("firepower 11.1.11.2: climbing an inside wall where the roof is destroyed", () => {
  const upstairs = (map: MapDocument | undefined) => match([stand("A1", "4F3", 1, { storey: 1 })], far, "4F3", {}, map);

  it("firepower 11.1.11.2: under a destroyed roof a soldier on the top storey climbs the inside wall (2 MF a height) and over onto the next hex's roof", () => {
    const s = roofGone(upstairs(ROOFED), "4F3");
    const first = tryCommand(s, up("side"));
    expect(first).toMatchObject({ ok: true, events: [{ type: "climb/height", data: { hold: "building", top: 4, mf: 2 } }] });
    const top = climbToTop(s, 4);
    expect(soldier(top, "A1").up).toMatchObject({ hold: "building", height: 6, top: 4 });
    const over = run(fresh(top), cmd("climb_over", { soldier: "A1" }));
    expect(soldier(over, "A1")).toMatchObject({ hex: base.hexOf("4F2"), storey: 2 });
    expect(soldier(over, "A1").up).toBeUndefined();
  });

  it("firepower 11.1.11.2: with the roof whole, or from a lower storey, there is no inside wall to climb", () => {
    expect(tryCommand(upstairs(ROOFED), up("side"))).toMatchObject({ ok: false, error: { code: "climb/nothing" } });
    const ground = roofGone(match([stand("A1", "4F3", 1)], far, "4F3", {}, ROOFED), "4F3");
    expect(tryCommand(ground, up("side"))).toMatchObject({ ok: false, error: { code: "climb/nothing" } });
  });

  it("firepower 11.1.11.2 (maps with no roof level): the inside wall is climbed to the top storey's ceiling, but there is no roof to climb over onto", () => {
    const top = climbToTop(roofGone(upstairs(undefined), "4F3"), 4);
    expect(soldier(top, "A1").up).toMatchObject({ hold: "building", top: 4 });
    expect(tryCommand(fresh(top), cmd("climb_over", { soldier: "A1" }))).toMatchObject({ ok: false, error: { code: "climb/no_roof" } });
  });
});
