// Option 15.2 equipment load: point values of the items a soldier carries besides his weapon (the weapons' and DMC's are
// firepower/point_values). The Weapon Chart that prices them is missing: every cell is a placeholder.
import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { missing } from "./sources";

const ITEMS = ["HGN4M", "WPG", "FLARE", "MOLOTOV", "FTR1"] as const;
const NOTE = "the item's point value is on the missing Weapon Chart [15.2, 26.1]";

/** Points per carried special item (one round, or one flamethrower with its fuel) [15.2, 26.1]; placeholders. */
export const EQUIPMENT_POINTS = defineTable<{ item: (typeof ITEMS)[number] }, number>({
  id: "firepower/equipment_points",
  version: "1",
  title: "Point values of carried special items (Option 15.2 equipment load, placeholder)",
  inputs: z.object({ item: z.enum(ITEMS) }),
  output: z.number().int().min(0).max(100),
  cells: [
    { inputs: { item: "HGN4M" }, value: 1, provenance: missing(`${NOTE}; 1 per grenade stands in, as the scenario example's HGN1 (26.1)`) },
    { inputs: { item: "WPG" }, value: 1, provenance: missing(`${NOTE}; 1 per grenade stands in, as the scenario example's HGN1 (26.1)`) },
    { inputs: { item: "FLARE" }, value: 1, provenance: missing(`${NOTE}; 1 stands in`) },
    { inputs: { item: "MOLOTOV" }, value: 1, provenance: missing(`${NOTE}; 1 per grenade stands in`) },
    { inputs: { item: "FTR1" }, value: 2, provenance: missing(`${NOTE}; 2 per shot of fuel stands in (an FTR1 carries up to 6, 12.3.3)`) },
  ],
});
