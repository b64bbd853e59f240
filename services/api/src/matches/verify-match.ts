import type { Db } from "@tactica/db";
import { verifyRolls } from "@tactica/dice";
import { recordedDiceFactory, replayMatch, verifiableDiceFactory } from "@tactica/engine";
import type { RulesetEntry } from "../deps";
import { buildMatchRecord } from "./match-record";
import { rulesetOf } from "./stored-match";
import type { StoredMatch } from "./stored-match";

/** What verifyMatch answers. Before the end only the step and kind of a mismatch are shown (details can hold secrets). */
export type VerifyReport = {
  readonly ok: boolean;
  readonly steps: number;
  /** The replay from the logged rolls reproduced every state hash, ending at the stored snapshot. */
  readonly replayOk: boolean;
  /** Every roll re-derived from the revealed server seed (null while the match runs: the seed is secret). */
  readonly diceOk: boolean | null;
  readonly rollsChecked: number;
  readonly mismatch: { readonly step: number; readonly kind: string; readonly detail: string | null } | null;
};

/** Replays a stored match from scratch and checks every state hash, and after the end every dice roll. */
export async function verifyMatch(deps: { db: Db; rulesets: readonly RulesetEntry[] }, match: StoredMatch): Promise<VerifyReport> {
  const ended = match.status === "ended";
  const ruleset = rulesetOf(deps.rulesets, match);
  const record = await buildMatchRecord(deps, match, ended);
  const replay = replayMatch(record, ruleset, recordedDiceFactory);
  const finalOk = replay.ok && (replay.hashes[replay.hashes.length - 1] ?? "") === (record.steps.length ? match.stateHash : replay.hashes[0]);
  const show = (m: { step: number; kind: string; expected: string; actual: string } | undefined) =>
    m ? { step: m.step, kind: m.kind, detail: ended ? `expected ${m.expected}, got ${m.actual}` : null } : null;
  let mismatch = show(replay.mismatch) ?? (finalOk ? null : { step: record.steps.length - 1, kind: "snapshot", detail: null });
  let diceOk: boolean | null = null;
  let rollsChecked = 0;
  if (ended) {
    const seeded = replayMatch(record, ruleset, verifiableDiceFactory(match.serverSeed));
    const rolls = verifyRolls({ serverSeed: match.serverSeed, serverSeedHash: match.serverSeedHash, matchId: match.id, playerSeeds: record.dice.playerSeeds, rolls: record.steps.flatMap((s) => s.rolls) });
    rollsChecked = rolls.checked;
    diceOk = seeded.ok && rolls.ok;
    mismatch = mismatch ?? show(seeded.mismatch) ?? (rolls.ok ? null : { step: -1, kind: rolls.problems[0]?.code ?? "dice", detail: JSON.stringify(rolls.problems[0]) });
  }
  return { ok: finalOk && diceOk !== false, steps: record.steps.length, replayOk: finalOk, diceOk, rollsChecked, mismatch };
}
