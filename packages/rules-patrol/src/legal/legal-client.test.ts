import { createCommitment, createRngState, createSeededDice, createVerifiableDice } from "@tactica/dice";
import type { DiceSource } from "@tactica/dice";
import { applyRecorded, dryRunCommand, legalActionsFor, startRecordedMatch } from "@tactica/engine";
import type { Command, MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { PATROL_SHIPPED_SCENARIOS } from "../scenarios/shipped";
import { patrolRuleset } from "../ruleset";
import type { PatrolGame } from "../state/state";
import type { PatrolLegalAction } from "./legal-actions";

const serverSeed = "00112233445566778899aabbccddeeff";
const diceRecord = { matchId: "patrol-legal-client", serverSeedHash: createCommitment(serverSeed).serverSeedHash, playerSeeds: ["alpha", "bravo"], firstCounter: 0 };
type State = MatchState<PatrolGame, PlotTurn>;
const pick = <T>(dice: DiceSource, xs: readonly T[]): T => xs[dice.roll(xs.length) - 1]!;

/**
 * A client that knows nothing of Patrol!: it reads legalActions, and for a plot picks one listed step per man (or
 * none), merges them, asks the dry run what the merged plot breaks and drops the men it names; otherwise it picks
 * any listed command. Its choices come from its own seeded dice.
 */
function clientCommand(state: State, seat: string, dice: DiceSource): Command | undefined {
  const legal = legalActionsFor(patrolRuleset, state, seat) as PatrolLegalAction[];
  if (legal.length === 0) return undefined;
  const steps = legal.filter((a) => a.type === "turn/submit_plot" && a.details && "man" in a.details);
  const submitted = state.turn.plots[seat] !== undefined;
  if (steps.length > 0 && !submitted) {
    const byMan = new Map<string, PatrolLegalAction[]>();
    for (const s of steps) { const man = (s.details as { man: string }).man; byMan.set(man, [...(byMan.get(man) ?? []), s]); }
    let orders: Record<string, unknown[]> = {};
    for (const [man, options] of byMan) {
      if (dice.roll(4) === 1) continue; // now and then a man is left without orders
      orders[man] = ((pick(dice, options).payload as { plot: { orders: Record<string, unknown[]> } }).plot.orders[man])!;
    }
    const dry = dryRunCommand(patrolRuleset, state, { type: "turn/submit_plot", seat, payload: { plot: { orders } } });
    const refused = new Set(dry.problems.map((p) => String(p.path[1] ?? "")));
    if (!dry.ok) orders = Object.fromEntries(Object.entries(orders).filter(([man]) => !refused.has(man)));
    return { type: "turn/submit_plot", seat, payload: { plot: { orders } } };
  }
  const others = legal.filter((a) => a.type !== "turn/submit_plot");
  const { type, payload } = others.length > 0 ? pick(dice, others) : pick(dice, legal);
  return { type, seat, payload };
}

function playClients(scenario: unknown, seed: string, maxCommands: number) {
  const started = startRecordedMatch(patrolRuleset, { scenario }, diceRecord);
  if (!started.ok) throw new Error(started.error.message);
  const stream = createVerifiableDice({ serverSeed, matchId: diceRecord.matchId, playerSeeds: diceRecord.playerSeeds, counter: 0 });
  const dice = { alpha: createSeededDice(createRngState(`${seed}-a`, "sfc32")).dice, bravo: createSeededDice(createRngState(`${seed}-b`, "sfc32")).dice };
  let { state, record } = started;
  const refusals: string[] = [];
  let commands = 0;
  while (commands < maxCommands && !state.game.result && !state.turn.over) {
    let moved = false;
    for (const seat of ["alpha", "bravo"] as const) {
      const cmd = clientCommand(state, seat, dice[seat]);
      if (!cmd) continue;
      const r = applyRecorded(patrolRuleset, state, record, cmd, stream);
      commands++;
      if (!r.ok) { refusals.push(`${cmd.type}: ${r.error.code}`); continue; }
      ({ state, record } = r);
      moved = true;
    }
    if (!moved) break;
  }
  return { state, record, refusals, commands };
}

const codesOf = (commands: readonly Command[]) => new Set(JSON.stringify(commands.filter((c) => c.type === "turn/submit_plot")).match(/"code":"[A-Z]+"/g)?.map((m) => m.slice(8, -1)));

describe("Patrol! a client that only follows legalActions (and the checkCommand dry run)", () => {
  it("patrol 26.7, 5.0, 6.1: plays the shipped Normandy Raid through its 15 printed turns to a result, never refused", { timeout: 120_000 }, () => {
    const shipped = PATROL_SHIPPED_SCENARIOS.find((s) => s.id === "patrol-normandy-raid")!;
    const { state, record, refusals } = playClients(shipped.document, "raid", 600);
    expect(refusals).toEqual([]);
    expect(state.game.result).not.toBeNull();
    expect(state.turn.round).toBe(15); // 26.7: fifteen Game-Turns
    const commands = record.steps.map((s) => s.command);
    expect(commands.some((c) => c.type === "preplot")).toBe(true); // 26.72: the entry step came from the list too
    expect(commands.filter((c) => c.type === "turn/lock_plot")).toHaveLength(30);
    expect(codesOf(commands).has("MV")).toBe(true);
  });

  it("patrol 26.9, 10.1: plays the shipped Normandy Assault (capped at 4 turns) to its victory points, moving and firing, never refused", { timeout: 120_000 }, () => {
    const shipped = PATROL_SHIPPED_SCENARIOS.find((s) => s.id === "patrol-normandy-assault")!;
    const { state, record, refusals } = playClients({ ...shipped.document, turns: 4 }, "assault", 300);
    expect(refusals).toEqual([]);
    expect(state.game.result?.reason).toBe("turn limit");
    const codes = codesOf(record.steps.map((s) => s.command));
    expect(codes.has("MV")).toBe(true);
    expect(["DF", "KF", "OF"].some((c) => codes.has(c))).toBe(true);
  });
});
