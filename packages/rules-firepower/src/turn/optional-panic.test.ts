import { apply, askBot, applyRecorded, createRulingsPack, legalActionsFor, recordedDiceFactory, replayMatch, startRecordedMatch } from "@tactica/engine";
import { createCommitment, createFixedDice, createRngState, createSeededDice, createVerifiableDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { toTestScenario } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { moralePhase } from "../fire-setup/optional-morale";
import { FIXTURE_SERVER_SEED } from "../play/play-match.fixture";
import { scoreVictory } from "./victory";
import type { FirepowerGame, FirepowerState } from "../state/types";

const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const rfl = (sid: string, hex: string, facing: number, rank: "private" | "S" = "private") => ({ id: sid, weapon: "RFL" as const, hex, facing, posture: "stand" as const, rank });
const six = (side: "A" | "B", q: number, facing: number) => Array.from({ length: 6 }, (_, i) => rfl(`${side}${i + 1}`, id(q, i), facing, i === 0 ? "S" : "private"));
const ON = { "firepower/morale": "on" };
const [minQ] = board.qRange;

type Men = FirepowerScenario["sides"]["A"]["soldiers"];
function match(a: Men = six("A", 1, 3), b: Men = six("B", 7, 6), extra: Partial<FirepowerScenario> = {}): FirepowerState {
  const made = startRecordedMatch(firepowerRuleset, { scenario: { ...toTestScenario(a, b), rules: "advanced", ...extra }, rulings: createRulingsPack({ id: "m", ruleset: "firepower", options: ON }) }, { matchId: "p", serverSeedHash: createCommitment(FIXTURE_SERVER_SEED).serverSeedHash, playerSeeds: [], firstCounter: 0 });
  if (!made.ok) throw new Error(made.error.code);
  return made.state as FirepowerState;
}
const kill = (game: FirepowerGame, ids: string[]): FirepowerGame => ({ ...game, soldiers: game.soldiers.map((s) => (ids.includes(s.id) ? { ...s, eliminated: true } : s)) });
/** Side A's squad panicked (as a Morale Phase would leave it). */
const panicA = (s: FirepowerState): FirepowerState => {
  const m = s.game.morale?.A;
  if (!m) throw new Error("no morale");
  return { ...s, game: { ...s.game, morale: { ...s.game.morale, A: { ...m, reduced: 1, panicked: true } } } };
};
const drawA = (s: FirepowerState) => {
  const r = apply(firepowerRuleset, s, { type: "turn/draw_chit", seat: "A", payload: {} }, createFixedDice([1]));
  if (!r.ok) throw new Error(r.error.code);
  return r;
};
const at = (s: FirepowerState, sid: string) => s.game.soldiers.find((x) => x.id === sid);

describe("Option 24: panic movement, bail-outs and the defender (firepower 24.2)", () => {
  it("firepower 24.2.2: a squad of the side the scenario names the defender takes -1 on its panic check", () => {
    const lost = (s: FirepowerState) => kill(s.game, ["A2", "A3"]);
    // Panic number 8 (placeholder): a 9 panics an ordinary squad, the defender's 9 - 1 = 8 holds.
    expect(moralePhase(lost(match()), createFixedDice([9])).game.morale?.A?.panicked).toBe(true);
    const held = moralePhase(lost(match(undefined, undefined, { defender: "A" })), createFixedDice([9]));
    expect(held.game.morale?.A?.panicked).toBe(false);
    expect(held.events[0]).toMatchObject({ type: "morale/steady", data: { roll: 9, modifier: -1, panicNumber: 8 } });
  });

  it("firepower 24.2.3: when the side's unit is drawn the engine moves a panicked soldier, with all his MF, straight for his own edge; he takes no Impulse", () => {
    const s = panicA(match([rfl("A1", id(5, 3), 3, "S"), rfl("A2", id(5, 4), 3)]));
    const r = drawA(s);
    const moves = r.events.filter((e) => e.type === "morale/panic_move");
    expect(moves.map((e) => (e.data as { soldier: string }).soldier)).toEqual(["A1", "A2"]);
    const a1 = at(r.state as FirepowerState, "A1");
    // A leader's 5 MF (11.1): a turn towards the edge and four clear hexes, each one column nearer his edge (5/6, left).
    const path = (moves[0]?.data as { path: string[] }).path;
    expect(path.length).toBeGreaterThanOrEqual(3);
    path.forEach((h, i) => expect(board.hexOf(h)?.q).toBe(5 - (i + 1)));
    expect(a1?.hex.q).toBe(5 - path.length);
    expect(a1?.acted).toBe(true);
    // He uses his move: no Impulse can start for his squad now (both men acted), and the gate still bars other Actions.
    expect(legalActionsFor(firepowerRuleset, r.state, "A").filter((c) => c.type === "turn/start_impulse")).toEqual([]);
    const unpanicked = drawA(match([rfl("A1", id(5, 3), 3, "S"), rfl("A2", id(5, 4), 3)]));
    expect(unpanicked.events.some((e) => e.type === "morale/panic_move")).toBe(false);
    expect(at(unpanicked.state as FirepowerState, "A1")?.hex).toEqual(board.hexOf(id(5, 3)));
  });

  it("firepower 24.2.3: a panicked soldier on his own edge with MF left exits the map for good, and his exit is no VP for the enemy", () => {
    const s = panicA(match([rfl("A1", id(minQ, 3), 3, "S"), rfl("A2", id(minQ + 1, 3), 3)]));
    const r = drawA(s);
    const a1 = at(r.state as FirepowerState, "A1");
    expect(a1).toMatchObject({ eliminated: true, exited: true });
    expect(r.events.find((e) => e.type === "morale/panic_move" && (e.data as { soldier: string }).soldier === "A1")?.data).toMatchObject({ exited: true, path: [], rule: "Firepower 24.2.3" });
    expect(scoreVictory((r.state as FirepowerState).game).eliminated.A).toBe(0);
  });

  it("firepower 24.2.3, 15.2: a panicked man whose load costs him 2+ MF first discards what lightens him most (11.1.6), then runs", () => {
    const heavy = { ...rfl("A1", id(5, 3), 3, "S"), weapon: "LMG" as const, dmc: 5 };
    const loaded = (options: Record<string, string>) => {
      const s = panicA(match([heavy, rfl("A2", id(5, 4), 3)]));
      return drawA({ ...s, options: { ...s.options, ...options } });
    };
    // LMG 12 + five charges at the placeholder 3 = 27 points: -2 MF. Dropping the charges leaves 12 (-1).
    const r = loaded({ "firepower/equipment_load": "on" });
    expect(r.events.find((e) => e.type === "equipment/discarded")?.data).toMatchObject({ soldier: "A1", item: "DMC", mf: 1 });
    expect(at(r.state as FirepowerState, "A1")).toMatchObject({ loadMf: 1, weapon: "LMG" });
    expect(at(r.state as FirepowerState, "A1")?.dmc).toBeUndefined();
    // Without Option 15.2 nothing weighs on him and he keeps his charges.
    const light = loaded({});
    expect(light.events.some((e) => e.type === "equipment/discarded")).toBe(false);
    expect(at(light.state as FirepowerState, "A1")?.dmc).toBe(5);
  });

  it("firepower 24.2.3: Stunned and Inactive status still prevents panic movement", () => {
    const s = panicA(match([rfl("A1", id(5, 3), 3, "S"), rfl("A2", id(5, 4), 3)]));
    const stunned: FirepowerState = { ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === "A1" ? { ...x, status: "stunned" as const } : x)) } };
    const r = drawA(stunned);
    expect(at(r.state as FirepowerState, "A1")?.hex).toEqual(board.hexOf(id(5, 3)));
    expect(r.events.filter((e) => e.type === "morale/panic_move").map((e) => (e.data as { soldier: string }).soldier)).toEqual(["A2"]);
  });
});

describe("a match where squads panic, bot against bot (firepower 24.2.3)", () => {
  // A rulings pack where every man lost costs a unit and a reduced squad panics on 2+, so panics come early.
  const tables = {
    "firepower/sequence_unit_reduction": { tableId: "firepower/sequence_unit_reduction", version: "pack", source: "organiser", cells: [{ inputs: { men: 6, chits: 3 }, value: { men: 1, chits: 1 } }] },
    "firepower/panic_numbers": { tableId: "firepower/panic_numbers", version: "pack", source: "organiser", cells: [{ inputs: { reduction: 1, chits: 3 }, value: 1 }, { inputs: { reduction: 2, chits: 3 }, value: 1 }] },
  } as unknown as Parameters<typeof createRulingsPack>[0]["tables"];
  const scenario = { ...toTestScenario(six("A", 1, 3), six("B", 6, 6)), rules: "advanced" as const, turns: 4 };
  const dice = { matchId: "fp-panic-1", serverSeedHash: createCommitment(FIXTURE_SERVER_SEED).serverSeedHash, playerSeeds: ["A", "B"], firstCounter: 0 };
  const started = startRecordedMatch(firepowerRuleset, { scenario, rulings: createRulingsPack({ id: "panic", ruleset: "firepower", options: ON, tables }) }, dice);
  if (!started.ok) throw new Error(started.error.code);
  const stream = createVerifiableDice({ serverSeed: FIXTURE_SERVER_SEED, matchId: dice.matchId, playerSeeds: dice.playerSeeds, counter: 0 });
  const botDice = createSeededDice(createRngState("fp-panic-1-bots")).dice;
  let { state, record } = started;
  const events: string[] = [];
  for (let i = 0; i < 5000 && !state.turn.over; i += 1) {
    const command = state.seats.map((seat) => askBot(firepowerRuleset, state, seat, botDice)).find((c) => c !== undefined);
    if (!command) throw new Error(`no bot could act at seq ${state.seq}`);
    const r = applyRecorded(firepowerRuleset, state, record, command, stream);
    if (!r.ok) throw new Error(`${command.type}: ${r.error.code}`);
    ({ state, record } = r);
    events.push(...r.events.map((e) => e.type));
  }

  it("firepower 24.2.3, 7: squads panic and run, the bots play on to a scored result, and the record replays to the same hashes", () => {
    expect(state.turn.over).toBe(true);
    expect((state.game as FirepowerGame).result).not.toBeNull();
    expect(events).toContain("morale/panic");
    expect(events).toContain("morale/panic_move");
    const replay = replayMatch(record, firepowerRuleset, recordedDiceFactory);
    expect(replay.mismatch).toBeUndefined();
    expect(replay.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
  });
});
