import { defineTable, fromBook } from "@tactica/engine";
import { z } from "zod";

/** One Tank/APC Damage Table column [14.23]: vehicle effects (M, T, B, D) and crew effect (H, D or none). */
export type TankDamage = { readonly vehicle: readonly ("M" | "T" | "B" | "D")[]; readonly crew: "-" | "H" | "D" };

const cols: readonly TankDamage[] = [
  { vehicle: ["M"], crew: "-" }, { vehicle: [], crew: "H" }, { vehicle: ["M", "T"], crew: "H" },
  { vehicle: ["T"], crew: "H" }, { vehicle: ["M", "B"], crew: "-" }, { vehicle: ["D"], crew: "D" },
];

/** Tank/APC Damage Table [14.23], printed in full. */
export const tankDamageTable = defineTable<{ roll: number }, TankDamage>({
  id: "patrol/tank_damage",
  version: "1",
  title: "Tank/APC Damage Table [14.23]",
  inputs: z.object({ roll: z.number().int().min(1).max(6) }).strict(),
  output: z.object({ vehicle: z.array(z.enum(["M", "T", "B", "D"])), crew: z.enum(["-", "H", "D"]) }),
  provenance: fromBook("14.23"),
  cells: cols.map((value, i) => ({ inputs: { roll: i + 1 }, value })),
});
