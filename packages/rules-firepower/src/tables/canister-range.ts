import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { book, missing } from "./sources";

/** Canister range modifiers [12.3.2] (Game Card table missing): the one value the text gives, the rest placeholders. */
export const CANISTER_RANGE_MODIFIERS = defineTable<{ range: number }, number | null>({
  id: "firepower/canister_range_modifiers",
  version: "1",
  title: "Canister range modifiers",
  inputs: z.object({ range: z.number().int().min(1).max(100) }),
  output: z.number().int().nullable(),
  toCellInputs: ({ range }) => ({ range: range === 5 ? 5 : 1 }),
  cells: [
    { inputs: { range: 5 }, value: 1, provenance: book("12.3.2.1") },
    { inputs: { range: 1 }, value: null, provenance: missing("canister range modifiers other than range 5 are on the missing Game Card [12.3.2]") },
  ],
});
