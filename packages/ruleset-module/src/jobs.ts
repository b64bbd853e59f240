// The background jobs a system's match states make due, and how a job's order becomes a rules command.
import type { VisibleEvent } from "@tactica/engine";

/** A barrage order as the barrage job carries it (the job contract's `barrage`): its kind and fields. */
export type BarrageOrder = { readonly kind: string; readonly [field: string]: unknown };

/** Where one round or bomb came down, for the job's result. */
export type BarrageImpact = { readonly source: string; readonly outcome: string; readonly impact: string | null };

/** The rules command a job submits and the seat it submits as. */
export type JobCommand = { readonly seat: string; readonly type: string; readonly payload: unknown };

/** A barrage order's fields as the module judged them: fine, or the first wrong field (its path) and why. */
export type OrderCheck = { readonly ok: true } | { readonly ok: false; readonly path: readonly (string | number)[]; readonly message: string };

/**
 * A system's barrages: which barrage a state waits for (the API queues the job after the command that made it due,
 * and its requeue sweep queues it again after an outage), what a barrage order becomes, and what its events say
 * came down. The job contract (@tactica/contracts barrage-job.ts) carries any `{ kind, ...fields }`; the module
 * checks the fields and names the command.
 */
export type BarrageJobs = {
  /**
   * Where the state keeps what is due (a path of object keys into the stored state, e.g. ["game", "artillery",
   * "due"]): the requeue sweep reads only that value, for active matches of this ruleset whose value there is not
   * `[]`; absent when this system's states never wait for a barrage.
   */
  readonly duePath?: readonly string[];
  /** The order a state waits for, from the value at `duePath` (undefined when absent); null when none is due. */
  dueOrder(due: unknown): BarrageOrder | null;
  /** The refusal when a client asks for a barrage with none due (and no order of its own), with its rule. */
  readonly notDueMessage: string;
  /** A client's own order (requestBarrage `order`) for `seat`, the caller's seat: the fields it asked for plus the seat if the kind needs it. */
  fromRequest(order: BarrageOrder, seat: string): BarrageOrder;
  /** The fields of an order of each kind this system serves (the contract checks only the envelope). */
  checkOrder(order: BarrageOrder): OrderCheck;
  /** The command `order` becomes, submitted as the seat it names (`seats`: the match's, in order); an error when it cannot be. */
  toCommand(order: BarrageOrder, seats: readonly string[]): JobCommand | { readonly error: { readonly code: string; readonly message: string } };
  /** Where each round or bomb came down, from the resolution's public events. */
  impacts(events: readonly VisibleEvent[]): BarrageImpact[];
};

/** The value at `path` of a stored state (undefined when any step is missing): what the sweep's SQL reads with `#>`. */
export function valueAtPath(state: unknown, path: readonly string[]): unknown {
  let at: unknown = state;
  for (const key of path) {
    if (at === null || typeof at !== "object" || Array.isArray(at)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** The barrage a stored state waits for under `jobs` (its value at duePath, read by dueOrder); null when none. */
export function dueBarrage(jobs: BarrageJobs, state: unknown): BarrageOrder | null {
  return jobs.dueOrder(jobs.duePath ? valueAtPath(state, jobs.duePath) : undefined);
}

/** The jobs a system's states can make due. */
export type RulesetJobs = { readonly barrage?: BarrageJobs };
