import type { Db } from "@tactica/db";
import { createMatch, stateHash } from "@tactica/engine";
import type { Command, MatchRecord, RulingsPack } from "@tactica/engine";
import type { RollRecord } from "@tactica/dice";
import type { RulesetEntry } from "../deps";
import { playerSeedsOf, rulesetOf } from "./stored-match";
import type { StoredMatch } from "./stored-match";

/** The stored setup of a match: the scenario document and the rulings pack it started from. */
export type StoredSetup = { readonly scenario: unknown; readonly rulings: RulingsPack };

/**
 * The full replayable record of a stored match (engine MatchRecord). `reveal` adds the server seed: only
 * for ended matches, because the record also holds every secret plot and hidden move.
 */
export async function buildMatchRecord(deps: { db: Db; rulesets: readonly RulesetEntry[] }, match: StoredMatch, reveal: boolean): Promise<MatchRecord> {
  const ruleset = rulesetOf(deps.rulesets, match);
  const setup = match.setup as unknown as StoredSetup;
  const created = createMatch(ruleset, setup);
  if (!created.ok) throw new Error(`stored match ${match.id} no longer sets up: ${created.error.code}`);
  const events = await deps.db.prisma.matchEvent.findMany({ where: { matchId: match.id }, orderBy: { seq: "asc" } });
  return {
    ruleset: { id: match.rulesetId, version: match.rulesetVersion },
    scenario: setup.scenario,
    rulings: setup.rulings,
    rulingsPackHash: match.rulingsPackHash,
    dice: {
      matchId: match.id,
      serverSeedHash: match.serverSeedHash,
      ...(reveal ? { serverSeed: match.serverSeed } : {}),
      playerSeeds: playerSeedsOf(match),
      firstCounter: 0,
    },
    initialHash: stateHash(created.state),
    steps: events.map((e) => ({ command: e.command as unknown as Command, rolls: e.rolls as unknown as RollRecord[], stateHash: e.stateHash })),
  };
}
