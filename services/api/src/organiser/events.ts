import type { Prisma } from "@tactica/db";
import { createMatch } from "@tactica/engine";
import type { RulingsPack } from "@tactica/engine";
import type { ClientInfo } from "../auth/caller";
import { hasScope } from "../auth/scopes";
import type { Context } from "../context";
import { apiError } from "../errors";
import { createStoredMatch } from "../matches/create-stored-match";
import { queueBotTurns } from "../matches/queue-bot-turns";
import { buildMatchRecord } from "../matches/match-record";
import { findRulesetIn, loadMatch } from "../matches/stored-match";
import { keyringOf } from "../signing/keyring";
import { signRecord } from "../signing/sign-record";
import { findRuleset } from "../rulesets";
import { loadPublishedPack } from "./packs";
import { metKey, pairRoundRobin, pairSwiss } from "./pairing";
import { computeStandings } from "./standings";
import type { GameOutcome, ScoredPairing, Standing } from "./standings";

type Deps = Pick<Context, "db" | "rulesets" | "queue" | "log">;
const json = (v: unknown): Prisma.InputJsonValue => v as Prisma.InputJsonValue;

export type EventInput = {
  readonly name: string; readonly rulesetId: string; readonly scenarioId?: string | null; readonly scenario?: unknown;
  readonly packId: string; readonly packVersion: number; readonly format: string; readonly rounds: number; readonly roundMinutes?: number | null;
};

/** Where a pairing's result comes from: the engine's end of the match, the organiser's override, a bye, or none yet. */
export type ResultSource = "engine" | "override" | "bye" | "pending";
export type PairingResult = { readonly outcome: GameOutcome | null; readonly source: ResultSource; readonly reason: string | null };

export async function loadEvent(deps: Pick<Deps, "db">, id: string) {
  const row = id.length <= 64 ? await deps.db.prisma.tournamentEvent.findUnique({ where: { id } }) : null;
  if (!row) throw apiError("request/not_found", "No event with this id exists.");
  return row;
}

/** Only the event's organiser (its creating key, with the organise scope) or an admin key changes an event. */
function assertOrganiser(event: { organiserClientId: string }, client: ClientInfo): void {
  if (hasScope(client.scopes, "admin")) return;
  if (!client.scopes.includes("organise") || event.organiserClientId !== client.id) throw apiError("auth/forbidden", "Only this event's organiser (scope organise) may change it.");
}

async function log(deps: Pick<Deps, "db">, eventId: string, client: ClientInfo, action: string, detail: unknown): Promise<void> {
  await deps.db.prisma.eventLogEntry.create({ data: { eventId, clientId: client.id, action, detail: json(detail) } });
}

/** Creates an event in registration: its ruleset, a published pack of that ruleset (locked for every match), format and rounds. */
export async function createEvent(deps: Deps, client: ClientInfo, input: EventInput) {
  if (!findRuleset(deps.rulesets, input.rulesetId)) throw apiError("match/unknown_ruleset", "This server does not run that ruleset (see the rulesets query).");
  if (input.format !== "swiss" && input.format !== "round_robin") throw apiError("request/invalid", "format is swiss or round_robin.");
  if (!Number.isInteger(input.rounds) || input.rounds < 1 || input.rounds > 20) throw apiError("request/invalid", "rounds is 1 to 20.");
  if ((input.scenarioId == null) === (input.scenario == null)) throw apiError("request/invalid", "Give scenarioId or an inline scenario.");
  if (input.name.trim() === "" || input.name.length > 200) throw apiError("request/invalid", "An event name is 1-200 characters.");
  const pack = await loadPublishedPack(deps.db, input.packId, input.packVersion);
  if (pack.rulesetId !== input.rulesetId) throw apiError("request/invalid", `Rulings pack ${input.packId} is for ${pack.rulesetId}, not ${input.rulesetId}.`);
  const event = await deps.db.prisma.tournamentEvent.create({
    data: {
      name: input.name, rulesetId: input.rulesetId, scenario: json(input.scenarioId != null ? { scenarioId: input.scenarioId } : { scenario: input.scenario }),
      packId: pack.packId, packVersion: pack.version, packHash: pack.hash ?? "", format: input.format, rounds: input.rounds,
      roundMinutes: input.roundMinutes ?? null, organiserClientId: client.id,
    },
  });
  await log(deps, event.id, client, "create", { format: input.format, rounds: input.rounds, pack: `${pack.packId}@${pack.version}`, hash: pack.hash });
  return event;
}

/** Registers an entrant: the organiser adds anyone (bots included); a play key registers itself. Only during registration. */
export async function registerEntrant(deps: Deps, client: ClientInfo, eventId: string, name: string, bot: boolean) {
  const event = await loadEvent(deps, eventId);
  const organiser = event.organiserClientId === client.id && hasScope(client.scopes, "organise");
  if (!organiser && (bot || !hasScope(client.scopes, "play"))) throw apiError("auth/forbidden", "Only the organiser registers bots or other players; a play key registers itself.");
  if (event.status !== "registration") throw apiError("request/invalid", "Registration is closed: the first round is paired.");
  if (name.trim() === "" || name.length > 100) throw apiError("request/invalid", "An entrant name is 1-100 characters.");
  const taken = await deps.db.prisma.eventEntrant.findUnique({ where: { eventId_name: { eventId, name } } });
  if (taken) throw apiError("request/invalid", `An entrant named ${name} is registered already.`);
  const entrant = await deps.db.prisma.eventEntrant.create({ data: { eventId, name, bot, clientId: organiser && bot ? null : client.id } });
  await log(deps, eventId, client, "register", { entrant: name, bot });
  return entrant;
}

/** The engine's result of an ended match, read from its state: the game's `result` { winner: side, vp: { side: n } }, or a resignation. */
function engineOutcome(match: { status: string; endReason: string | null; state: unknown; seats: { seat: string; side: string }[] }, seatA: string, seatB: string): GameOutcome | null {
  if (match.status !== "ended") return null;
  const sideOf = (seat: string) => match.seats.find((s) => s.seat === seat)?.side ?? seat;
  const [sa, sb] = [sideOf(seatA), sideOf(seatB)];
  const result = (match.state as { game?: { result?: { winner?: string; vp?: Record<string, number> } | null } }).game?.result ?? null;
  const vpA = result?.vp?.[sa] ?? 0;
  const vpB = result?.vp?.[sb] ?? 0;
  const resigned = /^resigned:(.+)$/.exec(match.endReason ?? "");
  if (resigned) return { winner: resigned[1] === seatA ? "B" : "A", vpA, vpB };
  if (!result?.winner) return null;
  return { winner: result.winner === sa ? "A" : result.winner === sb ? "B" : "draw", vpA, vpB };
}

/** Every pairing of the event with its result (the override wins over the engine's). */
export async function eventPairings(deps: Pick<Deps, "db">, eventId: string) {
  const pairings = await deps.db.prisma.eventPairing.findMany({ where: { eventId }, orderBy: [{ round: "asc" }, { tableNo: "asc" }] });
  const matchIds = pairings.map((p) => p.matchId).filter((m): m is string => m !== null);
  const matches = await deps.db.prisma.match.findMany({ where: { id: { in: matchIds } }, select: { id: true, status: true, endReason: true, state: true, seats: { select: { seat: true, side: true } } } });
  const byId = new Map(matches.map((m) => [m.id, m]));
  return pairings.map((p) => {
    const match = p.matchId ? byId.get(p.matchId) : undefined;
    const seats = (match?.state as { seats?: string[] } | undefined)?.seats ?? [];
    let result: PairingResult;
    if (p.entrantB === null) result = { outcome: null, source: "bye", reason: null };
    else if (p.overrideResult) result = { outcome: p.overrideResult as GameOutcome, source: "override", reason: p.overrideReason };
    else {
      const outcome = match && seats.length >= 2 ? engineOutcome(match, seats[0]!, seats[1]!) : null;
      result = { outcome, source: outcome ? "engine" : "pending", reason: null };
    }
    return { ...p, matchStatus: match?.status ?? null, seatA: seats[0] ?? null, seatB: seats[1] ?? null, result };
  });
}

export type EventPairingRow = Awaited<ReturnType<typeof eventPairings>>[number];

/** The standings after every result so far. */
export async function eventStandings(deps: Pick<Deps, "db">, eventId: string): Promise<Standing[]> {
  const entrants = await deps.db.prisma.eventEntrant.findMany({ where: { eventId }, orderBy: { createdAt: "asc" } });
  const names = new Map(entrants.map((e) => [e.id, e.name]));
  const scored: ScoredPairing[] = (await eventPairings(deps, eventId)).map((p) => ({ round: p.round, a: names.get(p.entrantA) ?? p.entrantA, b: p.entrantB ? names.get(p.entrantB) ?? p.entrantB : null, outcome: p.result.outcome }));
  return computeStandings(entrants.map((e) => e.name), scored);
}

/**
 * Pairs the next round and creates its matches, bound to the event and played under its published pack: Swiss from
 * the standings (no rematches; the bye to the lowest-placed entrant without one) or the round robin's next round.
 * Refused while a game of the current round has no result or after the last round.
 */
export async function pairNextRound(deps: Deps, client: ClientInfo, eventId: string, roundScenario: { scenarioId?: string | null; scenario?: unknown } = {}) {
  const event = await loadEvent(deps, eventId);
  assertOrganiser(event, client);
  if (event.currentRound >= event.rounds) throw apiError("request/invalid", `All ${event.rounds} rounds are paired.`);
  const pairings = await eventPairings(deps, eventId);
  const open = pairings.filter((p) => p.result.source === "pending");
  if (open.length > 0) throw apiError("request/invalid", `Round ${event.currentRound} still has ${open.length} game(s) without a result.`);
  const entrants = await deps.db.prisma.eventEntrant.findMany({ where: { eventId }, orderBy: { createdAt: "asc" } });
  if (entrants.length < 2) throw apiError("request/invalid", "An event needs at least two entrants.");
  const round = event.currentRound + 1;
  const byName = new Map(entrants.map((e) => [e.name, e]));
  let pairs;
  if (event.format === "round_robin") {
    if (event.rounds > entrants.length - (entrants.length % 2 === 0 ? 1 : 0)) throw apiError("request/invalid", `A round robin of ${entrants.length} has fewer rounds than ${event.rounds}.`);
    pairs = pairRoundRobin(entrants.map((e) => e.name), round);
  } else {
    const ranked = (await eventStandings(deps, eventId)).map((s) => s.entrant);
    const name = (id: string) => entrants.find((e) => e.id === id)?.name ?? id;
    const met = new Set(pairings.filter((p) => p.entrantB).map((p) => metKey(name(p.entrantA), name(p.entrantB!))));
    const byes = new Set(pairings.filter((p) => !p.entrantB).map((p) => name(p.entrantA)));
    pairs = pairSwiss(ranked, met, byes);
    if (!pairs) throw apiError("request/invalid", `No Swiss pairing for round ${round} avoids a rematch.`);
  }
  const pack = (await loadPublishedPack(deps.db, event.packId, event.packVersion)).document as unknown as RulingsPack;
  if (roundScenario.scenarioId != null && roundScenario.scenario != null) throw apiError("request/invalid", "Give the round's scenarioId or an inline scenario, not both.");
  // The round's own scenario when the organiser assigns one, else the event's.
  const where = (roundScenario.scenarioId != null ? { scenarioId: roundScenario.scenarioId } : roundScenario.scenario != null ? { scenario: roundScenario.scenario } : event.scenario) as { scenarioId?: string; scenario?: unknown };
  const seats = await seatsOf(deps, event.rulesetId, where, pack);
  // Claim the round first, so two pairNextRound calls at once cannot both pair it (the second is refused).
  const claimed = await deps.db.prisma.tournamentEvent.updateMany({ where: { id: eventId, currentRound: event.currentRound }, data: { currentRound: round, status: "running" } });
  if (claimed.count === 0) throw apiError("request/invalid", `Round ${round} is being paired already.`);
  const made: { table: number; a: string; b: string | null; matchId: string | null }[] = [];
  let table = 0;
  for (const p of pairs) {
    table += 1;
    const a = byName.get(p.a)!;
    const b = p.b ? byName.get(p.b)! : null;
    let matchId: string | null = null;
    if (b) {
      const bots = [a.bot ? seats[0]! : null, b.bot ? seats[1]! : null].filter((s): s is string => s !== null);
      const row = await createStoredMatch(deps, client, { rulesetId: event.rulesetId, scenarioId: where.scenarioId ?? null, scenario: where.scenario, rulingsPack: pack, bots });
      await queueBotTurns({ queue: deps.queue, rulesets: findRulesetIn(deps.rulesets), warn: (obj, msg) => deps.log.warn(obj, msg) }, row, row.lastSeq);
      matchId = row.id;
    }
    await deps.db.prisma.eventPairing.create({ data: { eventId, round, tableNo: table, entrantA: a.id, entrantB: b?.id ?? null, matchId } });
    made.push({ table, a: a.name, b: b?.name ?? null, matchId });
  }
  await log(deps, eventId, client, "pair_round", { round, pairings: made, scenario: where.scenarioId ?? (where.scenario as { id?: string } | undefined)?.id ?? "inline" });
  return loadEvent(deps, eventId);
}

/** The seats a match of the event has (entrant A takes the first, B the second). */
async function seatsOf(deps: Pick<Deps, "db" | "rulesets">, rulesetId: string, where: { scenarioId?: string; scenario?: unknown }, pack: RulingsPack): Promise<string[]> {
  const ruleset = findRuleset(deps.rulesets, rulesetId)!;
  const row = where.scenarioId ? await deps.db.prisma.scenario.findUnique({ where: { id: where.scenarioId } }) : null;
  // Refused here, before the round is claimed, as createMatch refuses it: a deleted scenario starts no match.
  if (row?.deletedAt) throw apiError("request/not_found", `Scenario "${row.id}" was deleted; restoreScenario takes it back, then it plays again.`, { deletedAt: row.deletedAt.toISOString() });
  const scenario = where.scenarioId ? row?.document : where.scenario;
  const made = createMatch(ruleset, { scenario, rulings: pack });
  if (!made.ok) throw apiError("match/invalid_setup", made.error.message, { reason: made.error.code });
  if (made.state.seats.length !== 2) throw apiError("request/invalid", "Events pair two entrants a game: the scenario must have two seats.");
  return [...made.state.seats];
}

/** The organiser's override of a game's result, with the reason (logged). */
export async function overrideResult(deps: Deps, client: ClientInfo, eventId: string, pairingId: string, outcome: GameOutcome, reason: string) {
  const event = await loadEvent(deps, eventId);
  assertOrganiser(event, client);
  if (reason.trim().length < 3) throw apiError("request/invalid", "An override needs its reason.");
  if (!["A", "B", "draw"].includes(outcome.winner)) throw apiError("request/invalid", "winner is A, B or draw.");
  const pairing = await deps.db.prisma.eventPairing.findUnique({ where: { id: pairingId } });
  if (!pairing || pairing.eventId !== eventId || pairing.entrantB === null) throw apiError("request/not_found", "No game with this id in the event.");
  await deps.db.prisma.eventPairing.update({ where: { id: pairingId }, data: { overrideResult: json(outcome), overrideReason: reason } });
  await log(deps, eventId, client, "override_result", { pairingId, round: pairing.round, table: pairing.tableNo, outcome, reason });
}

/**
 * Every ended match record of the event as one archive: each the full signed export (exportMatch's record and
 * signature, docs/signed-records.md) with its round and table. Games still running are listed without a record.
 */
export async function eventRecords(deps: { db: Context["db"]; rulesets: Context["rulesets"]; signing?: Context["signing"] }, eventId: string) {
  const pairings = await deps.db.prisma.eventPairing.findMany({ where: { eventId, matchId: { not: null } }, orderBy: [{ round: "asc" }, { tableNo: "asc" }] });
  const out = [];
  for (const p of pairings) {
    const row = await loadMatch(deps.db, p.matchId!);
    out.push({ round: p.round, table: p.tableNo, matchId: row.id, record: row.status === "ended" ? signRecord(keyringOf(deps), await buildMatchRecord(deps, row, true)) : null });
  }
  return { eventId, records: out };
}
