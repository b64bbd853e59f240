// The barrage job for Patrol!: the artillery rounds due in F2 [4.1 F2], queued by the API after the command that made
// them due and submitted as resolve_barrage (dueRounds moved from services/api/src/matches/barrage-job.ts, the
// command and impacts from services/worker/src/processors/barrage.ts).
import type { VisibleEvent } from "@tactica/engine";
import type { BarrageImpact, BarrageJobs } from "@tactica/ruleset-module";

/** The rounds waiting for their F2 resolution (public ids), from a stored match state [4.1 F2]. */
export function dueRounds(state: unknown): string[] {
  const game = (state as { game?: { artillery?: { due?: unknown } } }).game;
  const due = game?.artillery?.due;
  return Array.isArray(due) ? due.filter((d): d is string => typeof d === "string") : [];
}

/** Where each round came down, from the resolution's public events. */
function impacts(events: readonly VisibleEvent[]): BarrageImpact[] {
  return events.flatMap((e) => {
    const d = (e.data ?? {}) as { round?: string; impact?: string | null };
    if (e.type !== "patrol/artillery_impact" && e.type !== "patrol/artillery_miss") return [];
    return [{ source: d.round ?? "", outcome: e.type === "patrol/artillery_miss" ? "miss" : "impact", impact: d.impact ?? null }];
  });
}

/** Patrol!'s barrages: the due rounds of its state, resolved by resolve_barrage. */
export const patrolBarrage: BarrageJobs = {
  dueRounds,
  notDueMessage: "No artillery is due in this match now (Patrol! 4.1 F2).",
  toCommand(order, seats) {
    if (order.kind !== "artillery" || !Array.isArray(order.rounds)) return { error: { code: "barrage/not_served", message: `A Patrol! barrage resolves the artillery rounds due [4.1 F2]; not "${order.kind}".` } };
    // 4.1 F2: resolve_barrage has no free input (exactly the due rounds, the match's dice), so the system submits it
    // under the match's first seat; any seat sending it would get the same result.
    const seat = seats[0];
    if (!seat) return { error: { code: "match/unknown_seat", message: "The match has no seats." } };
    return { seat, type: "resolve_barrage", payload: { rounds: order.rounds } };
  },
  impacts,
};
