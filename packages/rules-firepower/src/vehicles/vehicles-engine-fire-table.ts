// The Engine column of the Vehicle Charts (Option 19.1.15, 21.2.1) as a table: missing from the text, so placeholders.
import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { missing } from "../tables/sources";
import { VEHICLE_TYPES } from "./vehicle-chart";

const ENGINE = "the Engine column of the Vehicle Charts (19.1.15) is missing from the text (digest §9.8); invented, override with a rulings pack";
const NUMBERS: Readonly<Record<(typeof VEHICLE_TYPES)[number], number>> = { APC2: 4, LTK3: 3, RCV2: 4, BMP1: 5, TRK1: 6, MBT14: 3 };

/** Engine fire numbers [19.1.15, 21.2.1]: an engine hit starts a Fire inside on this roll or less — PLACEHOLDERS. */
export const VEHICLE_ENGINE_FIRE = defineTable<{ vehicle: (typeof VEHICLE_TYPES)[number] }, number>({
  id: "firepower/vehicle_engine_fire",
  version: "1",
  title: "Vehicle Charts, Engine column (placeholder)",
  inputs: z.object({ vehicle: z.enum(VEHICLE_TYPES) }).strict(),
  output: z.number().int().min(0).max(10),
  cells: VEHICLE_TYPES.map((vehicle) => ({ inputs: { vehicle }, value: NUMBERS[vehicle], provenance: missing(ENGINE) })),
});
