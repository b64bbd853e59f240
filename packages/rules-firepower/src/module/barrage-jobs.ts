// The barrage job for Firepower: a mortar shot on an observer's order [12.4.2, 20.1.2], queued by requestBarrage
// for the caller's seat and submitted as that seat's fire_mortar command (moved from services/worker/src/processors/barrage.ts).
import type { VisibleEvent } from "@tactica/engine";
import type { BarrageImpact, BarrageJobs, BarrageOrder, OrderCheck } from "@tactica/ruleset-module";

/** Where each bomb came down, from the resolution's public events. */
function impacts(events: readonly VisibleEvent[]): BarrageImpact[] {
  return events.flatMap((e) => {
    const d = (e.data ?? {}) as { mortar?: string; impact?: string | null; outcome?: string };
    return e.type === "mortar/fired" ? [{ source: d.mortar ?? "", outcome: d.outcome ?? "", impact: d.impact ?? null }] : [];
  });
}

const FIELDS = ["kind", "seat", "mortar", "crewman", "hex"] as const;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A mortar order: exactly `{ kind: "mortar", seat, mortar, crewman, hex }` (the shape the job always took) [12.4.2]. */
function checkOrder(order: BarrageOrder): OrderCheck {
  if (order.kind !== "mortar") return { ok: false, path: ["kind"], message: `A Firepower barrage is "mortar" (a mortar shot [12.4.2]), not "${order.kind}".` };
  const extra = Object.keys(order).find((k) => !(FIELDS as readonly string[]).includes(k));
  if (extra !== undefined) return { ok: false, path: [extra], message: `not a field of a mortar order (${FIELDS.join(", ")})` };
  const text = (k: string, ok: (v: string) => boolean, message: string): OrderCheck | null => {
    const v = order[k];
    return typeof v === "string" && ok(v) ? null : { ok: false, path: [k], message };
  };
  return text("seat", (v) => v.length >= 1 && v.length <= 64, "a seat of 1-64 characters")
    ?? text("mortar", (v) => ID.test(v), "an id of 1-64 of A-Z a-z 0-9 _ -")
    ?? text("crewman", (v) => ID.test(v), "an id of 1-64 of A-Z a-z 0-9 _ -")
    ?? text("hex", (v) => v.length >= 1 && v.length <= 16, "a printed hex ID of 1-16 characters")
    ?? { ok: true };
}

/** Firepower's barrages: no rounds ever wait in its states; a mortar order becomes fire_mortar for the seat that asked. */
export const firepowerBarrage: BarrageJobs = {
  // No duePath: a Firepower state never waits for a barrage, so the sweep never reads its matches.
  dueOrder: () => null,
  // The mortar fires for the seat that asked (the API authenticated it) [12.4.2].
  fromRequest: (order, seat) => ({ ...order, kind: "mortar", seat }),
  checkOrder,
  notDueMessage: "Nothing is due in a Firepower match: a barrage is a mortar shot, asked for with its order (kind \"mortar\", mortar, crewman, hex) [12.4.2].",
  toCommand(order) {
    if (order.kind !== "mortar" || typeof order.seat !== "string") return { error: { code: "barrage/not_served", message: `A Firepower barrage is a mortar shot [12.4.2]; not "${order.kind}".` } };
    return { seat: order.seat, type: "fire_mortar", payload: { mortar: order.mortar, crewman: order.crewman, hex: order.hex } };
  },
  impacts,
};
