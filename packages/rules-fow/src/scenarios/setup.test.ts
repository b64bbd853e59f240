import { createMatch, defaultRulings } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { fowRuleset } from "../ruleset";
import { FOW_FREE_FOR_ALL, FOW_SHIPPED_TABLES, toFowGame } from "./index";
import type { FowScenario } from "./index";

const IN = 254;
const made = (sc: FowScenario) => createMatch(fowRuleset, { scenario: sc, rulings: defaultRulings(fowRuleset) });

describe("set-up: the pre-game steps in order (digest 3.1) and deployment [Missions › Deployment]", () => {
  it("runs mission, attacker, objectives, pre-planned artillery, reserves and ambush, deployment, spearhead - in that order", () => {
    const m = made(FOW_FREE_FOR_ALL);
    if (!m.ok) throw new Error(m.error.message);
    const g = m.state.game;
    expect(g.pregame.map((p) => p.step)).toEqual(["mission", "attacker", "objectives", "pre-planned-artillery", "reserves-and-ambush", "deployment", "spearhead"]);
    expect(g.pregame[0]!.detail).toBe("Free For All (Meeting Engagement)");
    expect(g.pregame[3]!.detail).toContain("not allowed in Meeting Engagements");
    // Infantry and Gun teams start in Foxholes, every team Gone to Ground.
    expect(g.teams.every((t) => t.goneToGround)).toBe(true);
    expect(g.teams.filter((t) => t.foxholes).map((t) => t.type)).toEqual(Array(10).fill("infantry"));
    // A Meeting Engagement rolls for the first turn [Missions › Who Has the First Turn].
    expect(m.state.turn.step).toBe("first_turn");
  });

  it("a Counterattack's attacker moves first, without a roll", () => {
    const m = made({ ...FOW_FREE_FOR_ALL, mission: "counterattack" });
    expect(m.ok && [m.state.turn.active, m.state.turn.step, m.state.game.turnOf.A]).toEqual(["A", "starting", 1]);
  });

  it("refuses a team deployed outside its 12\"/30cm deployment area, out of command, or an Ambush the mission does not give", () => {
    const sides = FOW_FREE_FOR_ALL.sides;
    const out = { ...FOW_FREE_FOR_ALL, sides: { ...sides, A: { ...sides.A, units: [{ ...sides.A.units[0]!, teams: [{ x: 44 * IN, y: 20 * IN, angle: 90 }] }, sides.A.units[1]!] } } };
    expect(toFowGame(out)).toMatchObject({ ok: false, problem: { path: "sides.A.units[0].teams[0]" } });
    const far = { ...FOW_FREE_FOR_ALL, sides: { ...sides, A: { ...sides.A, units: [{ ...sides.A.units[0]!, teams: [{ x: 44 * IN, y: 8 * IN, angle: 90 }, { x: 60 * IN, y: 8 * IN, angle: 90 }] }, sides.A.units[1]!] } } };
    expect(toFowGame(far)).toMatchObject({ ok: false, problem: { message: expect.stringContaining("out of command") } });
    const ambush = { ...FOW_FREE_FOR_ALL, sides: { ...sides, A: { ...sides.A, units: [{ ...sides.A.units[0]!, ambush: true }, sides.A.units[1]!] } } };
    expect(toFowGame(ambush)).toMatchObject({ ok: false, problem: { path: "sides.A.units[0].ambush", message: "Free For All gives the attacker no Ambush" } });
  });

  it("plays the table the scenario names: a shipped one by id and version, an inlined one whose id matches, else refuses", () => {
    expect(toFowGame(FOW_FREE_FOR_ALL)).toMatchObject({ ok: true, game: { tableDocument: FOW_SHIPPED_TABLES[0]!.document, unit: "inch" } });
    expect(toFowGame({ ...FOW_FREE_FOR_ALL, table: { id: FOW_FREE_FOR_ALL.table.id, version: 2 } })).toMatchObject({ ok: false, problem: { path: "table" } });
    const inlined = { ...FOW_SHIPPED_TABLES[0]!.document, name: "edited" };
    expect(toFowGame({ ...FOW_FREE_FOR_ALL, tableDocument: inlined })).toMatchObject({ ok: true, game: { tableDocument: { name: "edited" } } });
    expect(toFowGame({ ...FOW_FREE_FOR_ALL, tableDocument: { ...inlined, id: "other" } })).toMatchObject({ ok: false, problem: { path: "tableDocument.id" } });
  });
});
