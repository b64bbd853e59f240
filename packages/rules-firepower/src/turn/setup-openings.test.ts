// Firepower 8.2.5 on the authored sample map: building A (4F2-4F3) has a ground-floor door and an upper window on
// hexside 6 of 4F2. Fixed positions, no dice but the set-up (fixed first side).
import { createMatch } from "@tactica/engine";
import type { MapDocument } from "@tactica/map";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { toAuthoredSampleScenario } from "../scenarios/authored-sample";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { stand, withOpeningsClosed } from "../play/authored-match.fixture";
import type { SoldierSpec } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";

const IN_BUILDING = "4F3";
const OUTSIDE_A = "4A3", OUTSIDE_B = "4H3";

function match(a: SoldierSpec[], b: SoldierSpec[], opts: { defender?: "A" | "B"; setup?: boolean; map?: MapDocument; rules?: "basic" | "advanced" } = {}): FirepowerState {
  const base = toAuthoredSampleScenario(opts.map ?? withOpeningsClosed());
  const scenario: FirepowerScenario = {
    ...base, rules: opts.rules ?? "advanced", sides: { A: { ...base.sides.A, soldiers: a }, B: { ...base.sides.B, soldiers: b } },
    ...(opts.defender ? { defender: opts.defender } : {}),
    ...(opts.setup ? { setup: { areas: { A: {}, B: {} }, first: "A" as const } } : {}),
  };
  const made = createMatch(firepowerRuleset, { scenario });
  if (!made.ok) throw new Error(`${made.error.code}: ${made.error.message}`);
  return made.state as FirepowerState;
}

/** [ground-floor door, upper window] of 4F2 hexside 6: open or not. */
const openings = (s: FirepowerState): [boolean | undefined, boolean | undefined] => {
  const board = boardOf(s.game);
  const hex = board.hexOf("4F2");
  if (!hex) throw new Error("no 4F2");
  return [board.levelSide(hex, 5, 0)?.open, board.levelSide(hex, 5, 1)?.open];
};

const setOpening = (seat: "A" | "B", open: boolean, storey = 0) => ({ type: "setup_opening", seat, payload: { hex: "4F2", side: 6, storey, open } });
const endSetup = (seat: "A" | "B") => ({ type: "end_setup", seat, payload: {} });
const place = (seat: "A" | "B", soldierId: string, hex: string) => ({ type: "place_soldier", seat, payload: { soldier: soldierId, hex } });

describe("firepower 8.2.5: doors and windows start open for the attacker; the defender chooses his", () => {
  it("firepower 8.2.5: the attacker's building starts with every door and window open, though the map draws them closed", () => {
    // B defends, A attacks from inside building A.
    expect(openings(match([stand("A1", IN_BUILDING, 6)], [stand("B1", OUTSIDE_B, 5)], { defender: "B" }))).toEqual([true, true]);
    // The same building held by the defender keeps the map's (his) choice: closed.
    expect(openings(match([stand("A1", OUTSIDE_A, 3)], [stand("B1", IN_BUILDING, 6)], { defender: "B" }))).toEqual([false, false]);
    // A building nobody holds keeps what the map draws.
    expect(openings(match([stand("A1", OUTSIDE_A, 3)], [stand("B1", OUTSIDE_B, 5)], { defender: "B" }))).toEqual([false, false]);
  });

  it("firepower 8.2.5: with no defender named there is no attacker and the doors start as drawn; the Basic Game has no doors to open", () => {
    expect(openings(match([stand("A1", IN_BUILDING, 6)], [stand("B1", OUTSIDE_B, 5)]))).toEqual([false, false]);
    const basic = match([stand("A1", IN_BUILDING, 6)], [stand("B1", OUTSIDE_B, 5)], { defender: "B", rules: "basic" });
    expect(openings(basic)).toEqual([false, false]);
    expect(basic.game.openingsDefender).toBeUndefined();
  });

  it("firepower 8.2.5: in the set-up phase the defender closes or opens his building's door and window; the attacker may not", () => {
    const s = match([stand("A1", OUTSIDE_A, 3)], [stand("B1", IN_BUILDING, 6)], { defender: "B", setup: true, map: toAuthoredSampleScenario().mapDocument });
    expect(openings(s)).toEqual([true, true]);
    // A sets up first and may not touch the doors (not his to choose), even of a building he then walks into.
    expect(tryCommand(s, setOpening("A", false))).toMatchObject({ ok: false, error: { code: "opening/attacker_open" } });
    const bTurn = run(s, endSetup("A"));
    const closed = run(run(bTurn, setOpening("B", false)), setOpening("B", false, 1));
    expect(openings(closed)).toEqual([false, false]);
    expect(tryCommand(closed, setOpening("B", false))).toMatchObject({ ok: false, error: { code: "opening/unchanged" } });
    const reopened = run(closed, setOpening("B", true, 1));
    expect(openings(reopened)).toEqual([false, true]);
    // His choice stands when play begins: the attacker holds no building.
    const done = run(reopened, endSetup("B"));
    expect(done.game.setup?.step).toBe("done");
    expect(openings(done)).toEqual([false, true]);
  });

  it("firepower 8.2.5: the defender chooses only for a building he holds and the attacker does not", () => {
    const empty = run(match([stand("A1", OUTSIDE_A, 3)], [stand("B1", OUTSIDE_B, 5)], { defender: "B", setup: true }), endSetup("A"));
    expect(tryCommand(empty, setOpening("B", true))).toMatchObject({ ok: false, error: { code: "opening/not_held" } });
    const shared = run(match([stand("A1", IN_BUILDING, 6)], [stand("B1", IN_BUILDING, 6)], { defender: "B", setup: true }), endSetup("A"));
    expect(tryCommand(shared, setOpening("B", true))).toMatchObject({ ok: false, error: { code: "opening/attacker_open" } });
    const none = run(match([stand("A1", OUTSIDE_A, 3)], [stand("B1", IN_BUILDING, 6)], { setup: true }), endSetup("A"));
    expect(tryCommand(none, setOpening("B", true))).toMatchObject({ ok: false, error: { code: "opening/no_defender" } });
  });

  it("firepower 8.2.5: an attacker who sets up in a building finds its doors and windows open when the set-up phase ends", () => {
    const s = match([stand("A1", OUTSIDE_A, 3)], [stand("B1", OUTSIDE_B, 5)], { defender: "B", setup: true });
    const inside = run(s, place("A", "A1", IN_BUILDING));
    expect(openings(inside)).toEqual([false, false]); // not yet: play has not begun
    const bTurn = tryCommand(inside, endSetup("A"));
    if (!bTurn.ok) throw new Error(bTurn.error.code);
    expect(openings(bTurn.state)).toEqual([false, false]);
    const done = tryCommand(bTurn.state, endSetup("B"));
    if (!done.ok) throw new Error(done.error.code);
    expect(openings(done.state)).toEqual([true, true]);
    expect(done.events.map((e) => e.type)).toContain("setup/attacker_openings_opened");
    expect(done.events.find((e) => e.type === "setup/attacker_openings_opened")?.data).toEqual({ side: "A", opened: 2, rule: "Firepower 8.2.5" });
  });
});
