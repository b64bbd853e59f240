// The background jobs a system's match states make due, and how a job's order becomes a rules command.
import type { VisibleEvent } from "@tactica/engine";

/** A barrage order as the barrage job carries it (the job contract's `barrage`): its kind and fields. */
export type BarrageOrder = { readonly kind: string; readonly [field: string]: unknown };

/** Where one round or bomb came down, for the job's result. */
export type BarrageImpact = { readonly source: string; readonly outcome: string; readonly impact: string | null };

/** The rules command a job submits and the seat it submits as. */
export type JobCommand = { readonly seat: string; readonly type: string; readonly payload: unknown };

/**
 * A system's barrages: which rounds a state waits for (the API queues the job after the command that made them
 * due), what a barrage order becomes, and what its events say came down. A system with rounds due keeps them at
 * `game.artillery.due` of its state: the requeue sweep reads that path through a database index.
 */
export type BarrageJobs = {
  /** Public ids of the rounds the match waits for now; [] when none. */
  dueRounds(state: unknown): readonly string[];
  /** The refusal when a client asks for a barrage with none due (and no order of its own), with its rule. */
  readonly notDueMessage: string;
  /** The command `order` becomes, submitted as the seat it names (`seats`: the match's, in order); undefined when it cannot be. */
  toCommand(order: BarrageOrder, seats: readonly string[]): JobCommand | { readonly error: { readonly code: string; readonly message: string } };
  /** Where each round or bomb came down, from the resolution's public events. */
  impacts(events: readonly VisibleEvent[]): BarrageImpact[];
};

/** The jobs a system's states can make due. */
export type RulesetJobs = { readonly barrage?: BarrageJobs };
