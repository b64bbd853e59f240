import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { missing } from "./sources";

const NOTE = "terrain values of wire, double wire and abatis units are on the missing Game Card terrain chart [12.3.4.2, 12.5]; "
  + "placeholder: wire 1 (one G blast of penetration 1, a hand grenade's, cuts it), double wire and abatis 2 (two such blasts)";

/** Terrain value of the obstacle units a G blast can destroy in its impact hex [12.3.4.2, 12.3.4.2.1] (every cell a placeholder). */
export const OBSTACLE_TERRAIN_VALUES = defineTable<{ item: "wire" | "double_wire" | "abatis" }, number>({
  id: "firepower/obstacle_terrain_values",
  version: "1",
  title: "Terrain values of wire, double wire and abatis (placeholder)",
  inputs: z.object({ item: z.enum(["wire", "double_wire", "abatis"]) }),
  output: z.number().int().min(1).max(30),
  cells: [
    { inputs: { item: "wire" }, value: 1, provenance: missing(NOTE) },
    { inputs: { item: "double_wire" }, value: 2, provenance: missing(NOTE) },
    { inputs: { item: "abatis" }, value: 2, provenance: missing(NOTE) },
  ],
});
