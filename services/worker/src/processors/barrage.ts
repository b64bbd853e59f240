import type { JobPayload, JobResult } from "@tactica/contracts";
import type { Db } from "@tactica/db";
import type { Ruleset, VisibleEvent } from "@tactica/engine";
import { createFindRuleset, findMatch, isMatchError, jobIdempotency, submitStoredCommand } from "@tactica/matches";
import type { AfterAccept, FindRuleset, StoredMatch } from "@tactica/matches";
import type { JobContext } from "@tactica/queue";
import { UnrecoverableJobError } from "@tactica/queue";
import { firepowerRuleset } from "@tactica/rules-firepower";
import { patrolRuleset } from "@tactica/rules-patrol";

export type BarrageDeps = { readonly db: Db; readonly rulesets: FindRuleset; readonly afterAccept?: AfterAccept };

/** The rules command a barrage order becomes, and the seat it is submitted as. */
export function toBarrageCommand(order: JobPayload<"barrage">["barrage"], match: Pick<StoredMatch, "seats">): { seat: string; type: "resolve_barrage" | "fire_mortar"; payload: unknown } {
  if (order.kind === "mortar") return { seat: order.seat, type: "fire_mortar", payload: { mortar: order.mortar, crewman: order.crewman, hex: order.hex } };
  // Patrol 4.1 F2: resolve_barrage has no free input (exactly the due rounds, the match's dice), so the system
  // submits it under the match's first seat; any seat sending it would get the same result.
  const seat = match.seats[0]?.seat;
  if (!seat) return fail("match/unknown_seat", "The match has no seats.");
  return { seat, type: "resolve_barrage", payload: { rounds: order.rounds } };
}

const fail = (code: string, message: string): never => { throw new UnrecoverableJobError(code, `barrage: ${code}: ${message}`); };

/** Where each round or bomb came down, from the resolution's public events. */
export function toImpacts(events: readonly VisibleEvent[]): JobResult<"barrage">["impacts"] {
  return events.flatMap((e) => {
    const d = (e.data ?? {}) as { round?: string; mortar?: string; impact?: string | null; outcome?: string };
    if (e.type === "patrol/artillery_impact" || e.type === "patrol/artillery_miss") return [{ source: d.round ?? "", outcome: e.type === "patrol/artillery_miss" ? "miss" : "impact", impact: d.impact ?? null }];
    if (e.type === "mortar/fired") return [{ source: d.mortar ?? "", outcome: d.outcome ?? "", impact: d.impact ?? null }];
    return [];
  });
}

/**
 * A barrage: loads the match, turns the order into its rules command (Patrol! `resolve_barrage` for the rounds due
 * in F2, Firepower `fire_mortar`) and submits it through the shared command path, whose apply calls the pure
 * resolveBarrage / resolveMortarFire with the match's verifiable dice — so the job gives exactly the events of
 * resolving it synchronously. The job id is the idempotency key: a retried job gets the first answer back and
 * nothing is applied twice. A refusal by the rules (rounds not due, no observation) is returned, not retried.
 */
export async function processBarrage(payload: JobPayload<"barrage">, ctx: JobContext, deps: BarrageDeps): Promise<JobResult<"barrage">> {
  const match = await findMatch(deps.db.prisma, payload.matchId).catch(toJobError);
  await ctx.progress(10);
  const cmd = toBarrageCommand(payload.barrage, match);
  const out = await submitStoredCommand(deps, {
    matchId: payload.matchId, seat: cmd.seat, type: cmd.type, payload: cmd.payload,
    idempotency: jobIdempotency(ctx.jobId), expectedEventNumber: payload.expectedEventNumber ?? null,
  }).catch(toJobError);
  await ctx.progress(100);
  if (out.kind === "rejected") {
    return { matchId: payload.matchId, command: cmd.type, applied: false, seq: null, rejected: { code: out.code, message: out.message, rule: out.rule }, impacts: [], events: 0 };
  }
  // The result is readable by anyone holding the job id: only public events are summarised.
  const shown = out.events.filter((e) => !e.visibleTo);
  return { matchId: payload.matchId, command: cmd.type, applied: true, seq: out.seq, rejected: null, impacts: toImpacts(shown), events: shown.length };
}

/** The command path's typed refusals are final for a job (unknown match, ended match, reused key); others may be retried. */
function toJobError(e: unknown): never {
  if (isMatchError(e) && e.code !== "match/busy") fail(e.code, e.message);
  throw e;
}

/** The barrage processor over a database; without one every job fails at once (it cannot load matches). */
export function createBarrageProcessor(deps: { readonly db?: Db; readonly afterAccept?: AfterAccept }) {
  // Ruleset<G, T, Sc> is contravariant through its callbacks; the worker only passes back states it loaded for it.
  const rulesets = createFindRuleset([firepowerRuleset as unknown as Ruleset, patrolRuleset as unknown as Ruleset]);
  return async (payload: JobPayload<"barrage">, ctx: JobContext): Promise<JobResult<"barrage">> => {
    if (!deps.db) throw new UnrecoverableJobError("job/no_database", "barrage: this worker has no DATABASE_URL, so it cannot load matches");
    return processBarrage(payload, ctx, { db: deps.db, rulesets, ...(deps.afterAccept ? { afterAccept: deps.afterAccept } : {}) });
  };
}
