import type { Command } from "@tactica/engine";
import { createMatch, legalActionsFor, recordedDiceFactory, replayMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "./scenario-schema";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { hexAhead } from "../core/geometry";
import { boardForDocument } from "../core/board";
import { inImpulse as authoredImpulse, stand, variant } from "../play/authored-match.fixture";
import { createFirepowerAuthoredSampleMap } from "../scenarios/authored-sample";
import { playRecordedRandom } from "../play/play-match.fixture";
import type { FirepowerState } from "../state/types";
import { scoreVictory } from "../turn/victory";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const board = boardOf("firepower-sample-2-panel");
const [LO, HI] = board.qRange;
/** A hex of the right (2/3) edge column and a facing off the map there, and the same on the left (5/6) edge. */
const rightEdge = { q: HI, r: [...Array(40).keys()].map((r) => r - 20).find((r) => board.has({ q: HI, r }) && board.has({ q: HI - 1, r }))! };
const leftEdge = { q: LO, r: [...Array(40).keys()].map((r) => r - 20).find((r) => board.has({ q: LO, r }))! };
const offFacing = (hex: { q: number; r: number }, beyond: (q: number) => boolean) => [1, 2, 3, 4, 5, 6].find((f) => !board.has(hexAhead(hex, f)) && beyond(hexAhead(hex, f).q))!;
const RIGHT = board.idOf(rightEdge), LEFT = board.idOf(leftEdge);
const OFF_RIGHT = offFacing(rightEdge, (q) => q > HI), OFF_LEFT = offFacing(leftEdge, (q) => q < LO);
const INTO_MAP = [1, 2, 3, 4, 5, 6].find((f) => board.has(hexAhead(rightEdge, f)))!;

const man = (id: string, hex: string, facing: number, extra: Partial<Spec> = {}): Spec => ({ id, weapon: "RFL", hex, facing, posture: "stand", ...extra });

/** Advanced scenario where side A may exit by `exits` (one squad X). */
function scenario(a: Spec[], b: Spec[], exits: ("2/3" | "5/6")[] | undefined, rules: "basic" | "advanced" = "advanced", turns = 1): FirepowerScenario {
  const base = toTestScenario(a, b);
  return { ...base, turns, rules, sides: { ...base.sides, A: { ...base.sides.A, ...(rules === "advanced" ? { squads: { X: { chits: 3, impulses: 2 } } } : {}), ...(exits ? { exits } : {}) } } };
}

/** Side A's Impulse started at `hex`. */
function impulseAt(sc: FirepowerScenario, hex: string): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: sc });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return run(run(made.state, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]), { type: "turn/start_impulse", seat: "A", payload: { squad: "X", hex } });
}

const exit = (id: string): Command => ({ type: "exit_map", seat: "A", payload: { soldier: id } });

describe("firepower 10.2: exiting the mapboard by a side the scenario opens", () => {
  it("firepower 10.2: a soldier in an edge hex facing off the map exits for the clear-hex cost; he is out for good and the enemy scores nothing for him", () => {
    const s = impulseAt(scenario([man("A1", RIGHT, OFF_RIGHT, { squad: "X" }), man("A2", RIGHT, OFF_RIGHT, { squad: "X" })], [man("B1", LEFT, 2)], ["2/3"]), RIGHT);
    expect(legalActionsFor(firepowerRuleset, s, "A")).toContainEqual(exit("A1"));
    const r = tryCommand(s, exit("A1"));
    if (!r.ok) throw new Error(r.error.code);
    expect(soldier(r.state, "A1")).toMatchObject({ eliminated: true, exited: true, mf: 1 });
    expect(r.events).toContainEqual(expect.objectContaining({ type: "exit/exited", data: { soldier: "A1", from: RIGHT, mapSide: "2/3", mf: 1, rule: "Firepower 10.2" } }));
    // 7: an exited soldier is no casualty: B gets no VP for him.
    expect(scoreVictory(r.state.game).eliminated.A).toBe(0);
    // Units exit individually: A2 is still on the map and may follow.
    expect(soldier(r.state, "A2")).toMatchObject({ eliminated: false });
    expect(legalActionsFor(firepowerRuleset, r.state, "A")).toContainEqual(exit("A2"));
    // Once exited, he performs nothing more (no re-entry).
    expect(tryCommand(r.state, { type: "move", seat: "A", payload: { soldier: "A1" } })).toMatchObject({ ok: false, error: { code: "soldier/unknown" } });
  });

  it("firepower 10.2: a Prone soldier pays a Prone man's clear-hex cost to exit", () => {
    const s = impulseAt(scenario([man("A1", RIGHT, OFF_RIGHT, { squad: "X", posture: "prone" })], [man("B1", LEFT, 2)], ["2/3"]), RIGHT);
    const r = tryCommand(s, exit("A1"));
    if (!r.ok) throw new Error(r.error.code);
    const standing = tryCommand(impulseAt(scenario([man("A1", RIGHT, OFF_RIGHT, { squad: "X" })], [man("B1", LEFT, 2)], ["2/3"]), RIGHT), exit("A1"));
    if (!standing.ok) throw new Error(standing.error.code);
    expect(soldier(r.state, "A1").mf).toBeGreaterThan(soldier(standing.state, "A1").mf);
  });

  it("firepower 10.2: only on sides the scenario designates, only facing off the map from an edge hex, and never in the Basic Game (4.9)", () => {
    const closed = impulseAt(scenario([man("A1", RIGHT, OFF_RIGHT, { squad: "X" })], [man("B1", LEFT, 2)], ["5/6"]), RIGHT);
    expect(tryCommand(closed, exit("A1"))).toMatchObject({ ok: false, error: { code: "exit/side_closed", rule: "Firepower 10.2" } });
    expect(legalActionsFor(firepowerRuleset, closed, "A").some((c) => c.type === "exit_map")).toBe(false);
    const none = impulseAt(scenario([man("A1", RIGHT, OFF_RIGHT, { squad: "X" })], [man("B1", LEFT, 2)], undefined), RIGHT);
    expect(tryCommand(none, exit("A1"))).toMatchObject({ ok: false, error: { code: "exit/side_closed" } });
    const inward = impulseAt(scenario([man("A1", RIGHT, INTO_MAP, { squad: "X" })], [man("B1", LEFT, 2)], ["2/3"]), RIGHT);
    expect(tryCommand(inward, exit("A1"))).toMatchObject({ ok: false, error: { code: "exit/not_facing_off" } });
    const left = impulseAt(scenario([man("A1", LEFT, OFF_LEFT, { squad: "X" })], [man("B1", RIGHT, 5)], ["2/3"]), LEFT);
    expect(tryCommand(left, exit("A1"))).toMatchObject({ ok: false, error: { code: "exit/side_closed" } });
    // The Basic Game: a scenario with exit sides is refused, and the command refuses too.
    expect(createMatch(firepowerRuleset, { scenario: scenario([man("A1", RIGHT, OFF_RIGHT)], [man("B1", LEFT, 2)], ["2/3"], "basic") }).ok).toBe(false);
    const basic = createMatch(firepowerRuleset, { scenario: scenario([man("A1", RIGHT, OFF_RIGHT)], [man("B1", LEFT, 2)], undefined, "basic") });
    if (!basic.ok) throw new Error(basic.error.code);
    const b = run(run(basic.state, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]), { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: RIGHT } });
    expect(tryCommand(b, exit("A1"))).toMatchObject({ ok: false, error: { code: "exit/basic_game" } });
  });

  it("firepower 10.2: a fence on the edge hexside bars the step off the map (a clear hex is entered); without it he exits", () => {
    const doc = createFirepowerAuthoredSampleMap();
    const ab = boardForDocument(doc);
    const [, hi] = ab.qRange;
    const edge = [...Array(60).keys()].map((r) => ({ q: hi, r: r - 30 })).find((h) => ab.has(h))!;
    const facing = [1, 2, 3, 4, 5, 6].find((f) => hexAhead(edge, f).q > hi)!;
    const opened = (s: FirepowerState): FirepowerState => ({ ...s, game: { ...s.game, mapExits: { A: ["2/3"] } } as FirepowerState["game"] });
    const fenced = variant((d) => ({ ...d, hexsides: [...(d.hexsides ?? []), { hex: edge, dir: facing - 1, features: [{ type: "fence", height: 1 }] }] }));
    const blocked = opened(authoredImpulse([stand("A1", ab.idOf(edge), facing)], [stand("B1", "4A1", 2)], ab.idOf(edge), { map: fenced }));
    expect(tryCommand(blocked, exit("A1"))).toMatchObject({ ok: false, error: { code: "exit/hexside_blocked", rule: "Firepower 10.2" } });
    const clear = opened(authoredImpulse([stand("A1", ab.idOf(edge), facing)], [stand("B1", "4A1", 2)], ab.idOf(edge)));
    expect(tryCommand(clear, exit("A1")).ok).toBe(true);
  });

  it("firepower 10.2: without the MF to enter a clear hex he stays; bad input changes nothing", () => {
    let s = impulseAt(scenario([man("A1", RIGHT, INTO_MAP, { squad: "X" })], [man("B1", LEFT, 2)], ["2/3"]), RIGHT);
    // Spend all 4 MF turning about: 3 turns of 1-3 hexsides at 1 MF each, then one more.
    for (const f of [OFF_RIGHT, INTO_MAP, OFF_RIGHT]) s = run(s, { type: "change_facing", seat: "A", payload: { soldier: "A1", facing: f } });
    s = run(s, { type: "change_posture", seat: "A", payload: { soldier: "A1", posture: "crouch" } });
    expect(soldier(s, "A1").mf).toBeGreaterThanOrEqual(4);
    expect(tryCommand(s, exit("A1"))).toMatchObject({ ok: false, error: { code: "move/no_mf" } });
    expect(tryCommand(s, { type: "exit_map", seat: "A", payload: { soldier: "nobody" } })).toMatchObject({ ok: false });
    expect(tryCommand(s, { type: "exit_map", seat: "A", payload: { soldier: "A1", extra: 1 } })).toMatchObject({ ok: false });
  });

  it("firepower 10.2: random legal play with exits open reaches a result, some soldiers exit, and the record replays to the same hashes", () => {
    const sc = scenario(
      [man("A1", board.idOf({ q: HI - 1, r: rightEdge.r }), 3, { squad: "X", rank: "S" }), man("A2", board.idOf({ q: HI - 1, r: rightEdge.r }), 2, { squad: "X" }), man("A3", RIGHT, OFF_RIGHT, { squad: "X" })],
      [man("B1", LEFT, 2), man("B2", LEFT, 3)],
      ["2/3"], "advanced", 2,
    );
    const { state, record } = playRecordedRandom(sc, "fp-map-exit", {
      // Exit whenever offered (no pick rolled then), else any legal action.
      choose: (legal, roll) => legal.find((c) => c.type === "exit_map") ?? legal[roll(legal.length) - 1]!,
    });
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    expect(state.game.soldiers.some((x) => x.exited === true)).toBe(true);
    const replayed = replayMatch(record, firepowerRuleset, recordedDiceFactory);
    expect(replayed.mismatch).toBeUndefined();
    expect(replayed.hashes).toEqual([record.initialHash, ...record.steps.map((x) => x.stateHash)]);
  }, 60_000);
});
