import { z } from "zod";
import { SPECIAL_ITEMS } from "../tables/special-weapons";
import { ITEM_USES } from "../tables/special-weapons";
import type { FireGame } from "./fires";
import { withObservation } from "../blasts/smoke";
import { patchSoldiers } from "../core/soldiers";
import type { FirepowerGame, Soldier } from "../state/types";
import type { FieldSoldier } from "../core/wound-effects";

/**
 * Special rounds a scenario soldier carries as extra equipment (Advanced) [8.5, 12.3]: smoke (HGN4M), W (WPG) and
 * illumination (FLARE) rounds, Molotov cocktails (single use each) and an FTR1 flamethrower's shots (at most 6, 12.3.3).
 */
export const carriesSchema = z.object({
  HGN4M: z.number().int().min(1).max(10).optional(),
  WPG: z.number().int().min(1).max(10).optional(),
  FLARE: z.number().int().min(1).max(10).optional(),
  MOLOTOV: z.number().int().min(1).max(10).optional(),
  FTR1: z.number().int().min(1).max(ITEM_USES.FTR1.value).optional(),
}).strict();

/** The scenario's Observation Condition, 1 (day, default) to 3 (night) [12.2.11, 12.3.8, 18.2.2]. */
export const observationSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** What the scenario gives beyond the Basic set-up: the Observation Condition and the soldiers' special rounds. */
export type FieldScenario = {
  readonly observation?: 1 | 2 | 3 | undefined;
  /** Option 21 fire conditions [21.1] (absent: Normal). */
  readonly fireConditions?: "normal" | "dry" | "wet" | undefined;
  readonly sides: Readonly<Record<"A" | "B", { readonly soldiers: readonly { readonly id: string; readonly carries?: z.output<typeof carriesSchema> | undefined; readonly nightsight?: "NST" | "PNS" | undefined }[] }>>;
};

/** The game with the scenario's Observation Condition and each soldier's special rounds [8.5, 12.2.11]. */
export function withFieldSetup(game: FirepowerGame, sc: FieldScenario): FirepowerGame {
  const specs = new Map(["A", "B"].flatMap((side) => sc.sides[side === "A" ? "A" : "B"].soldiers.flatMap((s) => (s.carries || s.nightsight ? [[s.id, s] as const] : []))));
  const armed = specs.size === 0 ? game : patchSoldiers(game, (s): Soldier | undefined => {
    const spec = specs.get(s.id);
    if (!spec) return undefined;
    const c = spec.carries;
    const next: FieldSoldier = {
      ...s, ...(c ? { carries: Object.fromEntries(SPECIAL_ITEMS.flatMap((i) => (c[i] ? [[i, c[i]]] : []))) } : {}),
      ...(spec.nightsight ? { nightsight: spec.nightsight } : {}),
    };
    return next;
  });
  const night = withObservation(armed, sc.observation);
  if (!sc.fireConditions || sc.fireConditions === "normal") return night;
  const next: FireGame = { ...night, fireConditions: sc.fireConditions };
  return next;
}
