// The barrage job for Firepower: a mortar shot on an observer's order [12.4.2, 20.1.2], queued by requestBarrage
// for the caller's seat and submitted as that seat's fire_mortar command (moved from services/worker/src/processors/barrage.ts).
import type { VisibleEvent } from "@tactica/engine";
import type { BarrageImpact, BarrageJobs } from "@tactica/ruleset-module";

/** Where each bomb came down, from the resolution's public events. */
function impacts(events: readonly VisibleEvent[]): BarrageImpact[] {
  return events.flatMap((e) => {
    const d = (e.data ?? {}) as { mortar?: string; impact?: string | null; outcome?: string };
    return e.type === "mortar/fired" ? [{ source: d.mortar ?? "", outcome: d.outcome ?? "", impact: d.impact ?? null }] : [];
  });
}

/** Firepower's barrages: no rounds ever wait in its states; a mortar order becomes fire_mortar for the seat that asked. */
export const firepowerBarrage: BarrageJobs = {
  dueRounds: () => [],
  notDueMessage: "No artillery is due in this match now (Patrol! 4.1 F2).",
  toCommand(order) {
    if (order.kind !== "mortar" || typeof order.seat !== "string") return { error: { code: "barrage/not_served", message: `A Firepower barrage is a mortar shot [12.4.2]; not "${order.kind}".` } };
    return { seat: order.seat, type: "fire_mortar", payload: { mortar: order.mortar, crewman: order.crewman, hex: order.hex } };
  },
  impacts,
};
