// The barrage job for Patrol!: the artillery rounds due in F2 [4.1 F2], queued by the API after the command that made
// them due and submitted as resolve_barrage (dueRounds moved from services/api/src/matches/barrage-job.ts, the
// command and impacts from services/worker/src/processors/barrage.ts).
import type { VisibleEvent } from "@tactica/engine";
import type { BarrageImpact, BarrageJobs, BarrageOrder, OrderCheck } from "@tactica/ruleset-module";

/** Where a Patrol! state keeps the rounds waiting for their F2 resolution [4.1 F2]; the sweep's partial index
 * "Match_barrage_due_idx" (migration 20261202033500_requeue_sweep) is on exactly this path. */
export const PATROL_DUE_PATH = ["game", "artillery", "due"] as const;

/** The rounds waiting for their F2 resolution (public ids), from a stored match state [4.1 F2]. */
export function dueRounds(state: unknown): string[] {
  const game = (state as { game?: { artillery?: { due?: unknown } } }).game;
  return roundsOf(game?.artillery?.due);
}

const roundsOf = (due: unknown): string[] => (Array.isArray(due) ? due.filter((d): d is string => typeof d === "string") : []);

const ROUND_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** An artillery order: exactly `{ kind: "artillery", rounds }`, 1 to 200 round ids (the shape the job always took). */
function checkOrder(order: BarrageOrder): OrderCheck {
  if (order.kind !== "artillery") return { ok: false, path: ["kind"], message: `A Patrol! barrage is "artillery" (the rounds due in F2 [4.1 F2]), not "${order.kind}".` };
  const extra = Object.keys(order).find((k) => k !== "kind" && k !== "rounds");
  if (extra !== undefined) return { ok: false, path: [extra], message: "not a field of an artillery order (kind, rounds)" };
  const rounds = order.rounds;
  if (!Array.isArray(rounds) || rounds.length < 1 || rounds.length > 200) return { ok: false, path: ["rounds"], message: "1 to 200 round ids" };
  const bad = rounds.findIndex((r) => typeof r !== "string" || !ROUND_ID.test(r));
  return bad < 0 ? { ok: true } : { ok: false, path: ["rounds", bad], message: "an id of 1-64 of A-Z a-z 0-9 _ -" };
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
  duePath: PATROL_DUE_PATH,
  dueOrder(due) {
    const rounds = roundsOf(due);
    return rounds.length > 0 ? { kind: "artillery", rounds } : null;
  },
  notDueMessage: "No artillery is due in this match now (Patrol! 4.1 F2).",
  // 4.1 F2: a client never names rounds; what it may ask for is exactly the due rounds (dueOrder).
  fromRequest: (order) => order,
  checkOrder,
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
