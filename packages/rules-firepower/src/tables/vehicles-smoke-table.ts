// Smoke devices of vehicles (Option 19.1.8 D and E) as data: the chart letters and the MF each use costs.
import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { book, missing } from "./sources";

/** Rounds of a smoke projector (D): its rate of fire and its total for the game, the number after the D [19.1.8]; 0 without. */
export function projectorRounds(line: { readonly equipment: string }): number {
  const m = /D(\d+)/.exec(line.equipment);
  return m ? Number(m[1]) : 0;
}

/** Whether a vehicle line has a smoke generator (E) [19.1.8]. */
export function hasSmokeGenerator(line: { readonly equipment: string }): boolean {
  return /E/.test(line.equipment);
}

/** The inside-blast location of the smoke projectors, one roll for all of them [19.3.2]; hit, they fire no more [19.3.8]. */
export const PROJECTOR_LOCATION = "weapon D";

/**
 * Vehicle MF per use of a smoke device [19.2.3.1]: a projector firing (the Vehicle Movement Factor Expenditure Chart
 * is missing: PLACEHOLDER) and a generator per smoke hex made (2, the book's, 19.1.8 E).
 */
export const VEHICLE_SMOKE_MF = defineTable<{ device: "projector" | "generator" }, number>({
  id: "firepower/vehicle_smoke_mf",
  version: "1",
  title: "Vehicle smoke devices: MF per use",
  inputs: z.object({ device: z.enum(["projector", "generator"]) }).strict(),
  output: z.number().int().min(0).max(10),
  cells: [
    { inputs: { device: "projector" }, value: 1, provenance: missing("MF to fire smoke projectors: the Vehicle Movement Factor Expenditure Chart is missing from the text (digest §9.8); invented") },
    { inputs: { device: "generator" }, value: 2, provenance: book("19.1.8") },
  ],
});
