// Moving launchers [12.2.12.4]: "When any GLR or some MPL (see Notes on WEAPON CHARTS) using "G", "M", "U", or "H"
// ammunition are fired, if the firing unit expends any movement factors other than to fire the weapon, this chart must
// be used." The G procedure has no firer-movement modifier of its own, so without this a launcher firing H as G (or G)
// after moving would fire as if it stood still.
import type { AnyTable } from "@tactica/engine";
import { defineTable, lookupOrThrow } from "@tactica/engine";
import { z } from "zod";
import type { AppliedModifier } from "../fire/applied-modifier";
import { tableOf } from "../fire/table-of";
import { missing } from "../tables/sources";
import type { Soldier } from "../state/types";
import { chartMovementModifier } from "./vehicles-fire";

/** The MPLs this engine plays (crewed launchers and the carried RPG-2). */
export const MOVING_MPLS = ["MPL4", "MPL8", "MPL13", "MPL19"] as const;

/**
 * Which MPLs are "some MPL" of 12.2.12.4. The Notes on WEAPON CHARTS that name them are missing, so every cell is a
 * placeholder (all of them, until a rulings pack says otherwise); every GLR is the book's ("any GLR").
 */
export const MOVING_LAUNCHERS = defineTable<{ weapon: (typeof MOVING_MPLS)[number] }, boolean>({
  id: "firepower/moving_launchers",
  version: "1",
  title: "MPLs that use the Movement Modifiers Chart when the firer moves (placeholders)",
  inputs: z.object({ weapon: z.enum(MOVING_MPLS) }),
  output: z.boolean(),
  cells: MOVING_MPLS.map((weapon) => ({
    inputs: { weapon }, value: true,
    provenance: missing("12.2.12.4 says \"some MPL (see Notes on WEAPON CHARTS)\"; those Notes are missing, so this engine's stand-in counts every MPL"),
  })),
});

const AMMO = new Set(["G", "M", "U", "H"]);

/** Whether `weapon` is a GLR (any, book) or an MPL the table lists (placeholder) [12.2.12.4]. */
export function isMovingLauncher(weapon: string, tables: ReadonlyMap<string, AnyTable>): boolean {
  if (weapon.startsWith("GLR")) return true;
  const mpl = MOVING_MPLS.find((w) => w === weapon);
  return mpl !== undefined && lookupOrThrow(tableOf(tables, MOVING_LAUNCHERS), { weapon: mpl }).value;
}

/**
 * 12.2.12.4: the Movement Modifiers Chart cell for a GLR/MPL firing G, M, U or H when its firers spent MF other than to
 * fire; with a crew, the crewman who spent the most (12.2.12.1). The column is the target's: Run for a running soldier,
 * else none (the chart's vehicle speed columns stay with vehicle fire). Undefined when it does not apply or is 0.
 */
export function movingLauncherModifier(weapon: string, ammo: string, firers: readonly Soldier[], targetRunning: boolean, tables: ReadonlyMap<string, AnyTable>): AppliedModifier | undefined {
  if (!AMMO.has(ammo) || !isMovingLauncher(weapon, tables)) return undefined;
  const mf = Math.max(0, ...firers.map((s) => s.nonCombatMf));
  if (mf === 0) return undefined;
  const cell = chartMovementModifier(mf, false, targetRunning ? 4 : 0, tables);
  return cell ? { ...cell, name: `${weapon} fired after ${mf} MF of other Actions (${cell.name})`, rule: "Firepower 12.2.12.4, 12.2.12" } : undefined;
}
