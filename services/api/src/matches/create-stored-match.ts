import { randomBytes } from "node:crypto";
import type { Db, Prisma } from "@tactica/db";
import { createCommitment } from "@tactica/dice";
import { createMatch, defaultRulings, rulingsPackHash, sideOf, stateHash, toRulingsPack } from "@tactica/engine";
import type { Ruleset, RulingsPack } from "@tactica/engine";
import { hasNul } from "@tactica/matches";
import type { ClientInfo } from "../auth/caller";
import type { RulesetEntry } from "../deps";
import { apiError } from "../errors";
import { inlineStoredMap } from "../scenarios/inline-stored-map";
import { inlineStoredTable } from "../scenarios/inline-stored-table";
import { findRuleset } from "../rulesets";
import type { StoredMatch } from "./stored-match";
import { checkMatchOptions } from "./check-match-options";

/** What createMatch takes: a ruleset, a stored scenario or an inline one, and optionally a rulings pack (else the stored scenario's). */
export type NewMatchInput = {
  readonly rulesetId: string;
  readonly scenarioId?: string | null;
  readonly scenario?: unknown;
  readonly rulingsPack?: unknown;
  /** Seats the server's bot plays (never claimed; the ai-turn path plays them). */
  readonly bots?: readonly string[] | null;
};

const json = (v: unknown): Prisma.InputJsonValue => v as Prisma.InputJsonValue;

/** The scenario to play and, for a stored one, the rulings pack it was saved with (null: none). */
async function scenarioFor(db: Db, input: NewMatchInput): Promise<{ scenario: unknown; scenarioId: string | null; storedPack: unknown }> {
  if (input.scenarioId != null) {
    if (input.scenario != null) throw apiError("request/invalid", "Give scenarioId or an inline scenario, not both.");
    const row = /^[A-Za-z0-9_-]{1,128}$/.test(input.scenarioId)
      ? await db.prisma.scenario.findUnique({ where: { id: input.scenarioId }, include: { rulingsPack: { select: { document: true } } } })
      : null;
    if (!row || row.rulesetId !== input.rulesetId) throw apiError("request/not_found", `No ${input.rulesetId} scenario with this id exists.`);
    // A deleted scenario stays readable (its matches replay) but starts no new match until it is restored.
    if (row.deletedAt) throw apiError("request/not_found", `Scenario "${row.id}" was deleted; restoreScenario takes it back, then it plays again.`, { deletedAt: row.deletedAt.toISOString() });
    return { scenario: row.document, scenarioId: row.id, storedPack: row.rulingsPack?.document ?? null };
  }
  if (input.scenario == null) throw apiError("request/invalid", "Give scenarioId or an inline scenario.");
  return { scenario: input.scenario, scenarioId: null, storedPack: null };
}

/** The match's pack: createMatch's own when it gives one (it wins), else the stored scenario's, else the default. */
function rulingsFor(input: NewMatchInput, rulesetId: string, storedPack: unknown): RulingsPack {
  const given = input.rulingsPack ?? storedPack;
  if (given == null) return defaultRulings({ id: rulesetId });
  const parsed = toRulingsPack(given);
  if (!parsed.ok) {
    const first = parsed.issues[0];
    throw apiError("match/invalid_setup", `rulingsPack.${first?.path.join(".") ?? ""}: ${first?.reason ?? "invalid"}`);
  }
  return parsed.pack;
}

/** The seats left to a bot, checked against the match's seats and the ruleset (which must have a bot). */
function botSeats(input: NewMatchInput, ruleset: Ruleset, seats: readonly string[]): ReadonlySet<string> {
  const bots = input.bots ?? [];
  if (bots.length === 0) return new Set();
  if (!ruleset.bot) throw apiError("request/invalid", `${ruleset.id} has no bot to play a seat; leave bots empty.`);
  const unknown = bots.find((seat) => !seats.includes(seat));
  if (unknown !== undefined) throw apiError("match/unknown_seat", `This match has no seat "${unknown.slice(0, 64)}" to leave to a bot (seats: ${seats.join(", ")}).`);
  return new Set(bots);
}

/**
 * Creates a match: builds its initial state with the engine, commits to a fresh secret server seed
 * (only its SHA-256 is published), stores the rulings pack by hash and one seat per ruleset seat, on its side:
 * open, or played by the bot (`bots`). A match whose every seat is a bot's is active at once.
 */
export async function createStoredMatch(deps: { db: Db; rulesets: readonly RulesetEntry[] }, client: ClientInfo, input: NewMatchInput): Promise<StoredMatch> {
  if (hasNul(input)) throw apiError("request/invalid", "Scenarios and rulings packs cannot contain U+0000.");
  if (JSON.stringify(input).length > 1_000_000) throw apiError("request/too_large", "A match set-up is at most 1 MB of JSON.");
  const ruleset = findRuleset(deps.rulesets, input.rulesetId);
  if (!ruleset) throw apiError("match/unknown_ruleset", "This server does not run matches of that ruleset (see the rulesets query).");
  const found = await scenarioFor(deps.db, input);
  const { scenarioId, storedPack } = found;
  // A scenario naming a stored map plays that map's document as of now, kept in the match's set-up for replay.
  const entry = deps.rulesets.find((e) => e.id === input.rulesetId);
  // ...and one naming a stored table plays that table version's document, kept in the set-up likewise.
  const scenario = await inlineStoredTable(deps.db, entry, await inlineStoredMap(deps.db, entry, found.scenario));
  const rulings = rulingsFor(input, ruleset.id, storedPack);
  checkMatchOptions(ruleset, rulings); // typed option errors (option, value, range) before anything is stored
  const made = createMatch(ruleset, { scenario, rulings });
  if (!made.ok) throw apiError("match/invalid_setup", made.error.message, { reason: made.error.code });
  const bots = botSeats(input, ruleset, made.state.seats);
  const hash = rulingsPackHash(rulings);
  const serverSeed = randomBytes(32).toString("hex");
  // Packs are content-addressed: ON CONFLICT DO NOTHING, so matches created at once with one pack never race.
  await deps.db.prisma.rulingsPack.createMany({ data: [{ hash, rulesetId: ruleset.id, document: json(rulings), authorClientId: client.id }], skipDuplicates: true });
  return deps.db.prisma.match.create({
    data: {
      rulesetId: ruleset.id,
      rulesetVersion: ruleset.version,
      scenarioId,
      setup: json({ scenario, rulings }),
      rulingsPackHash: hash,
      serverSeedHash: createCommitment(serverSeed).serverSeedHash,
      serverSeed,
      stateHash: stateHash(made.state),
      state: json(made.state),
      createdByClientId: client.id,
      ...(bots.size === made.state.seats.length ? { status: "active" as const } : {}),
      seats: { create: made.state.seats.map((seat) => ({ seat, side: sideOf(made.state, seat) ?? seat, bot: bots.has(seat) })) },
    },
    include: { seats: { orderBy: { seat: "asc" } } },
  });
}
