import type { Command } from "@tactica/engine";
import { createMatch, createRulingsPack, legalActionsFor, recordedDiceFactory, replayMatch } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "./scenario-schema";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { hexAhead } from "../core/geometry";
import { offMapOf } from "./map-entry";
import { playBotMatch, playRecordedRandom } from "../play/play-match.fixture";
import { soldiersAt } from "../core/soldiers";
import type { FirepowerState } from "../state/types";
import { scoreVictory } from "../turn/victory";
import { moralePhase } from "./optional-morale";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const board = boardOf("firepower-sample-2-panel");
const [LO, HI] = board.qRange;
const rows = [...Array(80).keys()].map((r) => r - 40);
const rightRows = rows.filter((r) => board.has({ q: HI, r }));
const RIGHT = board.idOf({ q: HI, r: rightRows[0]! }), RIGHT2 = board.idOf({ q: HI, r: rightRows[1]! });
const LEFT = board.idOf({ q: LO, r: rows.find((r) => board.has({ q: LO, r }))! });
const INNER = board.idOf({ q: HI - 1, r: rightRows[0]! });

const man = (id: string, hex: string, facing: number, extra: Partial<Spec> = {}): Spec => ({ id, weapon: "RFL", hex, facing, posture: "stand", ...extra });

/** Side A's squad X waits off the map to enter by `mapSide` (from `turn`, if given). */
function scenario(a: Spec[], b: Spec[], entry: { mapSide: "2/3" | "5/6"; squads: string[]; turn?: number } | undefined, rules: "basic" | "advanced" = "advanced", turns = 1): FirepowerScenario {
  const base = toTestScenario(a, b);
  return { ...base, turns, rules, sides: { ...base.sides, A: { ...base.sides.A, ...(rules === "advanced" ? { squads: { X: { chits: 3, impulses: 2 }, ...(a.some((x) => x.squad === "Y") ? { Y: { chits: 3, impulses: 2 } } : {}) } } : {}), ...(entry ? { entry } : {}) } } };
}

function drawn(sc: FirepowerScenario): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: sc });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return run(made.state, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
}

const START_OFF: Command = { type: "turn/start_impulse", seat: "A", payload: { squad: "X", hex: "off:A" } };
const enter = (id: string, hex: string): Command => ({ type: "enter_map", seat: "A", payload: { soldier: id, hex } });
const END: Command = { type: "turn/end_impulse", seat: "A", payload: {} };
const twoWaiting = () => scenario([man("A1", INNER, 1, { squad: "X" }), man("A2", INNER, 1, { squad: "X" })], [man("B1", LEFT, 2)], { mapSide: "2/3", squads: ["X"] });

describe("firepower 10.2: entering the mapboard from off the map", () => {
  it("firepower 10.2: a squad held off the map has no hex in play, scores nothing, and is shown to both sides as waiting to enter", () => {
    const s = drawn(twoWaiting());
    expect(offMapOf(soldier(s, "A1"))).toEqual({ mapSide: "2/3" });
    expect(soldier(s, "A1")).toMatchObject({ eliminated: true, exited: true });
    expect(soldiersAt(s.game, board.hexOf(INNER)!).map((x) => x.id)).toEqual([]);
    expect(scoreVictory(s.game).eliminated.A).toBe(0);
    expect(legalActionsFor(firepowerRuleset, s, "A").filter((c) => c.type === "turn/start_impulse")).toEqual([START_OFF]);
    // Nothing of an off-board squad is secret: the other side's view carries the same public mark.
    for (const seat of ["B", "spectator"]) {
      const view = firepowerRuleset.view(s, seat) as FirepowerState["game"];
      expect(offMapOf(view.soldiers.find((x) => x.id === "A2")!)).toEqual({ mapSide: "2/3" });
    }
  });

  it("firepower 10.2: in its off-map Impulse the squad enters edge hexes of its side for the clear-hex cost, all before the Impulse ends, and fires no shot that Impulse Phase", () => {
    const s = run(drawn(twoWaiting()), START_OFF);
    expect(s.game.impulse).toMatchObject({ hexId: "off:A", soldiers: ["A1", "A2"] });
    const legal = legalActionsFor(firepowerRuleset, s, "A");
    expect(legal).toContainEqual(enter("A1", RIGHT));
    expect(legal).toContainEqual(enter("A2", RIGHT2));
    expect(legal.some((c) => c.type === "enter_map" && (c.payload as { hex: string }).hex === LEFT)).toBe(false);
    expect(tryCommand(s, END)).toMatchObject({ ok: false, error: { code: "entry/all_together", rule: "Firepower 10.2" } });
    const r = tryCommand(s, enter("A1", RIGHT));
    if (!r.ok) throw new Error(r.error.code);
    const a1 = soldier(r.state, "A1");
    expect(a1).toMatchObject({ eliminated: false, mf: 1, combatUsed: true });
    expect(a1.exited).toBeUndefined();
    expect(offMapOf(a1)).toBeUndefined();
    expect(board.idOf(a1.hex)).toBe(RIGHT);
    expect(board.has(hexAhead(a1.hex, a1.facing))).toBe(true);
    expect(r.events).toContainEqual(expect.objectContaining({ type: "entry/entered", data: expect.objectContaining({ soldier: "A1", hex: RIGHT, mapSide: "2/3", mf: 1, rule: "Firepower 10.2" }) }));
    // Still the squad's Impulse: the entered man may move on, but may not fire that Impulse Phase.
    expect(tryCommand(r.state, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } })).toMatchObject({ ok: false, error: { code: "fire/combat_used" } });
    expect(tryCommand(r.state, END)).toMatchObject({ ok: false, error: { code: "entry/all_together" } });
    const both = run(r.state, enter("A2", RIGHT));
    expect(tryCommand(both, END).ok).toBe(true);
  });

  it("firepower 10.2: entry is refused off the scenario's side, into a non-edge or enemy hex, before the scenario's Turn, outside the off-map Impulse; bad input changes nothing", () => {
    const s = run(drawn(scenario([man("A1", INNER, 1, { squad: "X" })], [man("B1", RIGHT2, 2)], { mapSide: "2/3", squads: ["X"] })), START_OFF);
    expect(tryCommand(s, enter("A1", LEFT))).toMatchObject({ ok: false, error: { code: "entry/not_edge_hex" } });
    expect(tryCommand(s, enter("A1", INNER))).toMatchObject({ ok: false, error: { code: "entry/not_edge_hex" } });
    expect(tryCommand(s, enter("A1", RIGHT2))).toMatchObject({ ok: false, error: { code: "entry/enemy_hex" } });
    expect(tryCommand(s, enter("B1", RIGHT))).toMatchObject({ ok: false, error: { code: "entry/not_off_map" } });
    expect(tryCommand(s, { type: "enter_map", seat: "A", payload: { soldier: "A1", hex: RIGHT, extra: 1 } })).toMatchObject({ ok: false });
    expect(tryCommand(s, { type: "move", seat: "A", payload: { soldier: "A1" } })).toMatchObject({ ok: false, error: { code: "soldier/unknown" } });
    const late = drawn(scenario([man("A1", INNER, 1, { squad: "X" })], [man("B1", LEFT, 2)], { mapSide: "2/3", squads: ["X"], turn: 2 }, "advanced", 2));
    expect(legalActionsFor(firepowerRuleset, late, "A").filter((c) => c.type === "turn/start_impulse")).toEqual([]);
    expect(tryCommand(run(late, START_OFF), enter("A1", RIGHT))).toMatchObject({ ok: false, error: { code: "entry/too_early" } });
    // The Impulse of the soldiers in a hex is not an entry Impulse.
    const onMap = run(drawn(scenario([man("A1", INNER, 1, { squad: "X" }), man("A2", RIGHT, 1, { squad: "Y" })], [man("B1", LEFT, 2)], { mapSide: "2/3", squads: ["X"] })), { type: "turn/start_impulse", seat: "A", payload: { squad: "Y", hex: RIGHT } });
    expect(tryCommand(onMap, enter("A1", RIGHT2))).toMatchObject({ ok: false, error: { code: "entry/not_in_impulse" } });
  });

  it("firepower 10.2: off-map entry is an Advanced Game scenario rule naming the side's own squads", () => {
    const basic = createMatch(firepowerRuleset, { scenario: scenario([man("A1", INNER, 1)], [man("B1", LEFT, 2)], { mapSide: "2/3", squads: ["A"] }, "basic") });
    expect(basic.ok).toBe(false);
    const unknown = createMatch(firepowerRuleset, { scenario: scenario([man("A1", INNER, 1, { squad: "X" })], [man("B1", LEFT, 2)], { mapSide: "5/6", squads: ["Z"] }) });
    expect(unknown.ok).toBe(false);
  });

  it("firepower 10.2: random legal play with a squad off the map reaches a result, the squad enters, and the record replays to the same hashes", () => {
    const sc = scenario(
      [man("A1", INNER, 1, { squad: "X", rank: "S" }), man("A2", INNER, 1, { squad: "X" }), man("A3", INNER, 1, { squad: "X" })],
      [man("B1", LEFT, 2), man("B2", LEFT, 3)],
      { mapSide: "2/3", squads: ["X"] }, "advanced", 2,
    );
    let entries = 0;
    const { state, record } = playRecordedRandom(sc, "fp-map-entry", {
      onApplied: (command) => {
        if (command.type === "enter_map") entries += 1;
      },
    });
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    expect(entries).toBe(3);
    expect(state.game.soldiers.filter((x) => x.side === "A").every((x) => offMapOf(x) === undefined)).toBe(true);
    const replayed = replayMatch(record, firepowerRuleset, recordedDiceFactory);
    expect(replayed.mismatch).toBeUndefined();
    expect(replayed.hashes).toEqual([record.initialHash, ...record.steps.map((x) => x.stateHash)]);
  }, 60_000);

  it("firepower 10.2: bot against bot, the bot starts the off-map Impulse and brings the whole squad on; the match reaches a result and replays", () => {
    const sc = scenario([man("A1", INNER, 1, { squad: "X" }), man("A2", INNER, 1, { squad: "X" })], [man("B1", LEFT, 2)], { mapSide: "2/3", squads: ["X"] }, "advanced", 2);
    const { state, record } = playBotMatch("fp-map-entry-bots", 5000, sc);
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    expect(record.steps.filter((x) => x.command.type === "enter_map").map((x) => (x.command.payload as { soldier: string }).soldier).sort()).toEqual(["A1", "A2"]);
    const replayed = replayMatch(record, firepowerRuleset, recordedDiceFactory);
    expect(replayed.mismatch).toBeUndefined();
  }, 60_000);

  it("firepower 10.2, 24.1: with Option 24 a squad waiting off the map has lost nobody in the Morale Phase", () => {
    const made = createMatch(firepowerRuleset, { scenario: twoWaiting(), rulings: createRulingsPack({ id: "m", ruleset: "firepower", options: { "firepower/morale": "on" } }) });
    if (!made.ok) throw new Error(made.error.code);
    const phase = moralePhase(made.state.game, createFixedDice([10]));
    expect(phase.game.morale?.X).toMatchObject({ reduced: 0, panicked: false });
    expect(phase.events.some((e) => (e.data as { squad?: string }).squad === "X")).toBe(false);
  });
});
