// Saves of non-armoured teams (digest §5.8) and the artillery conversion of Arsenal ratings (§6.3).
import { defineTable, fromBook, reconstructed } from "@tactica/engine";
import { z } from "zod";

export const SAVE_CLASSES = [
  "infantry", "heavy_weapon_infantry", "cavalry", "light_gun", "medium_gun", "heavy_gun", "immobile_gun",
  "unarmoured_tank", "unarmoured_tank_gun_shield", "unarmoured_recce", "motorcycle_reconnaissance", "aircraft",
] as const;
export type SaveClass = (typeof SAVE_CLASSES)[number];

const S = "8. Roll Saves";
/** Team save by class [8. Roll Saves; Unarmoured Tank Saves; Aircraft; Motorcycle Reconnaissance]. */
export const teamSaveTable = defineTable<{ team: SaveClass }, number>({
  id: "fow/team_save", version: "1", title: "Saves of Infantry, Gun, Unarmoured Tank and Aircraft Teams [8. Roll Saves]",
  inputs: z.object({ team: z.enum(SAVE_CLASSES) }).strict(), output: z.number().int(), provenance: fromBook(S),
  cells: [
    { inputs: { team: "infantry" }, value: 3 }, { inputs: { team: "heavy_weapon_infantry" }, value: 3 }, { inputs: { team: "cavalry" }, value: 3 },
    { inputs: { team: "light_gun" }, value: 3 }, { inputs: { team: "medium_gun" }, value: 3 },
    { inputs: { team: "heavy_gun" }, value: 4 }, { inputs: { team: "immobile_gun" }, value: 4 },
    { inputs: { team: "unarmoured_tank" }, value: 5, provenance: fromBook("8. Roll Saves › Unarmoured Tank Saves") },
    { inputs: { team: "unarmoured_tank_gun_shield" }, value: 4, provenance: fromBook("Equipment Special Rules › Gun Shield") },
    { inputs: { team: "unarmoured_recce" }, value: 4, provenance: fromBook("Special Abilities › Reconnaissance and Recce") },
    { inputs: { team: "motorcycle_reconnaissance" }, value: 4, provenance: fromBook("Special Abilities › Motorcycle Reconnaissance") },
    { inputs: { team: "aircraft" }, value: 3, provenance: fromBook("Shooting › Shooting at Aircraft") },
  ],
});

/** Handbook Arsenal AT -> bombardment AT [Artillery › Bombardment Firepower and Anti-tank Ratings]. */
export const artilleryAtTable = defineTable<{ arsenalAt: number }, number>({
  id: "fow/artillery_at", version: "1", title: "Bombardment Anti-tank conversion [Artillery]",
  inputs: z.object({ arsenalAt: z.number().int().min(0) }).strict(), output: z.number().int(),
  provenance: fromBook("Artillery › Bombardment Firepower and Anti-tank Ratings"),
  toCellInputs: ({ arsenalAt }) => ({ arsenalAt: Math.min(Math.max(arsenalAt, 1), 7) }),
  cells: [
    ...[[6, 3], [5, 3], [4, 3], [3, 2], [2, 1], [1, 0]].map(([a, v]) => ({ inputs: { arsenalAt: a! }, value: v! })),
    { inputs: { arsenalAt: 7 }, value: 3, provenance: reconstructed("Arsenal AT above 6 is not printed; read as 6 (the top column)") },
  ],
});

/** Handbook Arsenal FP (1..6 for 1+..6) -> bombardment FP. */
export const artilleryFpTable = defineTable<{ arsenalFp: number }, number>({
  id: "fow/artillery_fp", version: "1", title: "Bombardment Firepower conversion [Artillery]",
  inputs: z.object({ arsenalFp: z.number().int().min(1).max(6) }).strict(), output: z.number().int(),
  provenance: fromBook("Artillery › Bombardment Firepower and Anti-tank Ratings"),
  cells: [[1, 1], [2, 2], [3, 3], [4, 3], [5, 4], [6, 4]].map(([a, v]) => ({ inputs: { arsenalFp: a! }, value: v! })),
});
