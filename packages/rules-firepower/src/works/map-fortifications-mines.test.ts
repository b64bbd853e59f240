import { apply, createMatch, legalActionsFor } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import type { MapDocument } from "@tactica/map";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { toAuthoredSampleScenario } from "../scenarios/authored-sample";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { variant } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { hexAhead } from "../core/geometry";
import type { FirepowerState } from "../state/types";

const base = boardOf(toAuthoredSampleScenario());
const at = (id: string) => { const h = base.hexOf(id); if (!h) throw new Error(id); return h; };
const cmd = (type: string, seat: string, payload: Record<string, unknown> = {}) => ({ type, seat, payload });
/** 4C3 facing 3 looks into this hex. */
const AHEAD = base.idOf(hexAhead(at("4C3"), 3));

/** The authored sample with a set-up phase: A (nothing to place) first, then B with one PMN1 to lay. */
function settingUp(map: MapDocument): FirepowerState {
  const sc: FirepowerScenario = { ...toAuthoredSampleScenario(map), setup: { areas: { A: { qAtMost: 2 }, B: { qAtLeast: 5 } }, first: "A", mines: { A: 0, B: 1 } } };
  const made = createMatch(firepowerRuleset, { scenario: sc });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return run(made.state, cmd("end_setup", "A"));
}

const withWater = variant((d) => ({ ...d, hexes: [...(d.hexes ?? []), { hex: at("4E5"), id: "4E5", terrain: "water", height: 0 }] }));

describe("where mines may lie (firepower 8.8.9, 12.4.4)", () => {
  it("firepower 8.8.9: mines may be placed in any non-water hex; a water hex is refused and never offered", () => {
    const s = settingUp(withWater);
    expect(tryCommand(s, cmd("place_mine", "B", { hex: "4E5", type: "PMN1" }))).toMatchObject({ ok: false, error: { code: "mine/water", rule: "Firepower 8.8.9" } });
    const offered = legalActionsFor(firepowerRuleset, s, "B").filter((c) => c.type === "place_mine").map((c) => (c.payload as { hex: string }).hex);
    expect(offered).not.toContain("4E5");
    expect(offered).toContain("4E4");
    expect(run(s, cmd("place_mine", "B", { hex: "4E4", type: "PMN1" })).game.mines).toHaveLength(1);
  });

  it("firepower 12.4.4: a map document draws fences on hexsides, so no hex is divided: a soldier crossing the fence into the mined hex sets the mine off", () => {
    // A 1-height fence on the hexside A1 crosses (direction = facing - 1).
    const fenced = variant((d) => ({ ...d, hexsides: [...(d.hexsides ?? []), { hex: at("4C3"), dir: 2, features: [{ type: "fence", height: 1 }] }] }));
    let s = run(settingUp(fenced), cmd("place_mine", "B", { hex: AHEAD, type: "PMN1" }));
    s = run(s, cmd("end_setup", "B"));
    s = run(s, cmd("turn/draw_chit", "A"), [1]);
    s = run(s, cmd("turn/start_impulse", "A", { squad: "A", hex: "4C3" }));
    const r = apply(firepowerRuleset, s, cmd("move", "A", { soldier: "A1" }), createFixedDice([9, 9, 9, 9]));
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.state.game.soldiers.find((x) => x.id === "A1")?.hex).toEqual(at(AHEAD));
    expect(r.events.find((e) => e.type === "mine/exploded")?.data).toMatchObject({ side: "B", type: "PMN1", hex: AHEAD });
  });
});
