import { describe, expect, it } from "vitest";
import { FOW_FREE_FOR_ALL, toFowGame } from "../scenarios/index";
import type { FowGame } from "../state/index";
import { compiledTableOf, teamById, withTeam } from "../state/index";
import { planMove } from "./movement";

const IN = 254;
const opening = (): FowGame => {
  const r = toFowGame(FOW_FREE_FOR_ALL);
  if (!r.ok) throw new Error(r.problem.message);
  return r.game;
};
const plan = (g: FowGame, team: string, x: number, y: number, dash = false) =>
  planMove(g, compiledTableOf(g.tableDocument), teamById(g, team)!, { x: x * IN, y: y * IN, angle: 90 }, dash, () => true);

describe("movement on the table (fow Movement; Mobility and Movement Table)", () => {
  it("Tactical 10\"/25cm for a Standard Tank, unaffected by terrain; a step further is refused with the rule", () => {
    const g = opening();
    expect(plan(g, "A-tanks-1", 44, 18)).toMatchObject({ ok: true, speed: "tactical", dashClass: null });
    expect(plan(g, "A-tanks-1", 44, 18.2)).toMatchObject({ ok: false, code: "move/too_far", rule: "fow Movement › Tactical and Dash Speeds" });
  });

  it("Dash speed by the terrain crossed: Cross-country 18\" for the tank; Terrain Dash 8\" once infantry enter the woods [Moving Through Terrain]", () => {
    const g = opening();
    const clear = withTeam(g, "A-tanks-1", { at: { x: 50 * IN, y: 8 * IN, angle: 90 } });
    expect(plan(clear, "A-tanks-1", 50, 26, true)).toMatchObject({ ok: true, speed: "dash", dashClass: "cross-country" });
    expect(plan(clear, "A-tanks-1", 50, 26.2, true)).toMatchObject({ ok: false, code: "move/too_far" });
    // Across the hedge (Terrain for Dash): Terrain Dash, 12"/30cm.
    expect(plan(g, "A-tanks-1", 44, 20, true)).toMatchObject({ ok: true, dashClass: "terrain" });
    expect(plan(g, "A-tanks-1", 44, 20.2, true)).toMatchObject({ ok: false, code: "move/too_far" });
    // Infantry (12" Cross-country Dash, 8" Terrain Dash): 12" into the woods is a Terrain Dash and too far.
    expect(plan(g, "A-rifles-1", 16, 20, true)).toMatchObject({ ok: false, code: "move/too_far" });
    expect(plan(g, "A-rifles-1", 16, 16, true)).toMatchObject({ ok: true, dashClass: "cross-country" });
  });

  it("each Difficult piece entered is one Cross test, with the team's Cross score (3+ for tanks) [Difficult Terrain]", () => {
    const p = plan(opening(), "A-tanks-1", 44, 18);
    expect(p).toMatchObject({ ok: true, cross: 3 });
    expect(p.ok && p.crossTests.map((c) => c.piece)).toEqual(["hedge-north"]);
  });

  it("Impassable terrain and buildings refuse tanks; a team never ends in a lake [Impassable Terrain; Buildings]", () => {
    const g = withTeam(opening(), "A-tanks-1", { at: { x: 58 * IN, y: 12 * IN, angle: 0 } });
    expect(plan(g, "A-tanks-1", 67, 12)).toMatchObject({ ok: false, code: "move/impassable" });
    const w = withTeam(opening(), "A-tanks-1", { at: { x: 60 * IN, y: 26 * IN, angle: 0 } });
    expect(plan(w, "A-tanks-1", 64, 32)).toMatchObject({ ok: false, code: "move/impassable" });
  });

  it("no Dash within 8\"/20cm of an enemy team, and no move within 2\"/5cm of a visible one [Moving Through Teams]", () => {
    const g = withTeam(withTeam(opening(), "B-rifles-1", { at: { x: 50 * IN, y: 30 * IN, angle: 270 } }), "A-tanks-1", { at: { x: 50 * IN, y: 8 * IN, angle: 90 } });
    expect(plan(g, "A-tanks-1", 50, 22, true)).toMatchObject({ ok: false, code: "move/dash_near_enemy" });
    expect(plan(g, "A-tanks-1", 50, 18, true)).toMatchObject({ ok: true });
    const r = withTeam(opening(), "B-rifles-1", { at: { x: 16 * IN, y: 17 * IN, angle: 270 } });
    expect(plan(r, "A-rifles-1", 16, 15)).toMatchObject({ ok: false, code: "move/near_enemy" });
    // An enemy the mover's side cannot see does not stop it (the 2" limit is for visible teams).
    expect(planMove(r, compiledTableOf(r.tableDocument), teamById(r, "A-rifles-1")!, { x: 16 * IN, y: 15 * IN, angle: 90 }, false, () => false)).toMatchObject({ ok: true });
  });

  it("command distance 6\"/15cm: a team ending further from its leader is Out of Command, and may Dash only towards it [Staying In Command]", () => {
    const g = opening();
    expect(plan(g, "A-tanks-2", 40, 17)).toMatchObject({ ok: true, outOfCommand: true });
    expect(plan(g, "A-tanks-2", 42, 10)).toMatchObject({ ok: true, outOfCommand: false });
    expect(plan(g, "A-tanks-2", 40, 19, true)).toMatchObject({ ok: false, code: "move/out_of_command" });
  });
});
