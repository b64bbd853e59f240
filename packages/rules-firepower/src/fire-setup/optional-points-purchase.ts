// Option 26 purchases: a scenario whose forces were bought in place of the given ones names the points they replace
// (the given scenario's), and the match is made only when the purchase keeps to them [26.1-26.3].
import type { AnyTable, Check } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import { z } from "zod";
import type { FirepowerScenarioData } from "./scenario-schema";
import { sidePoints } from "./optional-points";

const budget = z.object({
  /** 26.1 extra points replaced: the new craters, extra equipment, ammunition and defensive units match them exactly. */
  extra: z.number().int().min(0).max(100000).optional(),
  /** 26.2 base points replaced: the new soldiers, vehicles, weapons and personal equipment do not exceed them. */
  base: z.number().int().min(0).max(100000).optional(),
  /** 26.3 total points replaced: base and extra may shift, their sum stays the same. */
  total: z.number().int().min(0).max(100000).optional(),
}).strict();

/** Scenario `purchase`: per side, the points of the given forces its purchase replaces [26.1-26.3]. */
export const purchaseSchema = z.object({ A: budget.optional(), B: budget.optional() }).strict();

/**
 * Whether each side's bought forces keep to the points they replace [26.1-26.3]: extra points equal (26.1), base
 * points not above (26.2), total points equal (26.3). Priced like Option 26's balance check (firepower/point_values,
 * placeholders where the Weapon Chart is missing); the refusal names the side, both figures and what priced them.
 */
export function checkPurchases(sc: FirepowerScenarioData, tables?: ReadonlyMap<string, AnyTable>): Check {
  for (const side of ["A", "B"] as const) {
    const b = sc.purchase?.[side];
    if (!b) continue;
    const p = sidePoints(sc, side, tables);
    const priced = `priced from ${p.provenance.join(", ")} cells (firepower/point_values)`;
    if (b.extra !== undefined && p.extra !== b.extra) return reject("points/extra_mismatch", `side ${side}'s extra points (${p.extra}) must match the ${b.extra} they replace; ${priced}`, "Firepower 26.1");
    if (b.base !== undefined && p.base > b.base) return reject("points/base_over", `side ${side}'s base points (${p.base}) may not exceed the ${b.base} they replace; ${priced}`, "Firepower 26.2");
    if (b.total !== undefined && p.total !== b.total) return reject("points/total_mismatch", `side ${side}'s total points (${p.total}) must equal the ${b.total} they replace; ${priced}`, "Firepower 26.3");
  }
  return OK;
}
