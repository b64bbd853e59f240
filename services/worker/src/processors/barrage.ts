import type { JobPayload, JobResult } from "@tactica/contracts";
import type { Db } from "@tactica/db";
import { createFindRuleset, findMatch, isMatchError, jobIdempotency, submitStoredCommand } from "@tactica/matches";
import type { AfterAccept, FindRuleset, StoredMatch } from "@tactica/matches";
import type { JobContext } from "@tactica/queue";
import { UnrecoverableJobError } from "@tactica/queue";
import type { BarrageJobs, JobCommand, RulesetModule } from "@tactica/ruleset-module";

export type BarrageDeps = { readonly db: Db; readonly rulesets: FindRuleset; readonly modules: readonly RulesetModule[]; readonly afterAccept?: AfterAccept };

/** The barrage jobs of the match's ruleset module; a ruleset without them cannot take a barrage (final). */
function barrageOf(modules: readonly RulesetModule[], match: Pick<StoredMatch, "rulesetId">): BarrageJobs {
  const jobs = modules.find((m) => m.id === match.rulesetId)?.jobs.barrage;
  return jobs ?? fail("barrage/not_served", `The ruleset "${match.rulesetId}" has no barrages.`);
}

/**
 * The rules command a barrage order becomes, and the seat it is submitted as: the match's module checks the order's
 * fields (the contract checks only its envelope) and decides both. A bad order is final: a retry holds the same.
 */
export function toBarrageCommand(jobs: BarrageJobs, order: JobPayload<"barrage">["barrage"], match: Pick<StoredMatch, "seats">): JobCommand {
  const checked = jobs.checkOrder(order);
  if (!checked.ok) return fail("job/invalid_payload", `barrage.${checked.path.join(".")}: ${checked.message}`);
  const cmd = jobs.toCommand(order, match.seats.map((s) => s.seat));
  if ("error" in cmd) return fail(cmd.error.code, cmd.error.message);
  // The job's result carries the type (1-64 characters); a module naming none is a wiring bug (final).
  return cmd.type.length >= 1 && cmd.type.length <= 64 ? cmd : fail("barrage/bad_command", `The barrage command "${cmd.type.slice(0, 80)}" is not a command type.`);
}

const fail = (code: string, message: string): never => { throw new UnrecoverableJobError(code, `barrage: ${code}: ${message}`); };

/**
 * A barrage: loads the match, turns the order into its rules command (its module's jobs.barrage: what the state
 * says is due, or a client's own order for the seat that asked) and submits it through the shared command path, whose apply resolves it
 * with the match's verifiable dice — so the job gives exactly the events of
 * resolving it synchronously. The job id is the idempotency key: a retried job gets the first answer back and
 * nothing is applied twice. A refusal by the rules (rounds not due, no observation) is returned, not retried.
 */
export async function processBarrage(payload: JobPayload<"barrage">, ctx: JobContext, deps: BarrageDeps): Promise<JobResult<"barrage">> {
  const match = await findMatch(deps.db.prisma, payload.matchId).catch(toJobError);
  await ctx.progress(10);
  const jobs = barrageOf(deps.modules, match);
  const cmd = toBarrageCommand(jobs, payload.barrage, match);
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
  return { matchId: payload.matchId, command: cmd.type, applied: true, seq: out.seq, rejected: null, impacts: jobs.impacts(shown), events: shown.length };
}

/** The command path's typed refusals are final for a job (unknown match, ended match, reused key); others may be retried. */
function toJobError(e: unknown): never {
  if (isMatchError(e) && e.code !== "match/busy") fail(e.code, e.message);
  throw e;
}

/** The barrage processor over the served modules and a database; without one every job fails at once (it cannot load matches). */
export function createBarrageProcessor(deps: { readonly modules: readonly RulesetModule[]; readonly db?: Db; readonly afterAccept?: AfterAccept }) {
  const rulesets = createFindRuleset(deps.modules.map((m) => m.ruleset));
  return async (payload: JobPayload<"barrage">, ctx: JobContext): Promise<JobResult<"barrage">> => {
    if (!deps.db) throw new UnrecoverableJobError("job/no_database", "barrage: this worker has no DATABASE_URL, so it cannot load matches");
    return processBarrage(payload, ctx, { db: deps.db, rulesets, modules: deps.modules, ...(deps.afterAccept ? { afterAccept: deps.afterAccept } : {}) });
  };
}
