import { defineTable, placeholder, reconstructed } from "@tactica/engine";
import { z } from "zod";

/** Nationalities by counter colour [3.0 C]. */
export const NATIONALITIES = ["us_uk_nato", "german", "soviet", "japanese", "asian_communist"] as const;
/** A nationality. */
export type Nationality = (typeof NATIONALITIES)[number];
/** Counter identification numbers the index covers per nationality (the real index is absent). */
export const COUNTER_IDS = { min: 1, max: 18 } as const;

const ids = Array.from({ length: COUNTER_IDS.max - COUNTER_IDS.min + 1 }, (_, i) => COUNTER_IDS.min + i);

/** M14, the Counter Index's activation values [3.0 C, 36.0]: low IDs have low values, three IDs per value 1-6. */
export const counterActivationTable = defineTable<{ nationality: Nationality; counter: number }, number>({
  id: "sniper/counter_activation",
  version: "1",
  title: "Counter Index: activation value by counter ID [36.0] (absent from the text: reconstructed)",
  inputs: z.object({ nationality: z.enum(NATIONALITIES), counter: z.number().int().min(COUNTER_IDS.min).max(COUNTER_IDS.max) }).strict(),
  output: z.number().int().min(1).max(6),
  provenance: reconstructed("36.0 says low identification numbers have low activation values; IDs 1-18 spread evenly, ceil(id / 3)"),
  cells: NATIONALITIES.flatMap((nationality) => ids.map((counter) => ({ inputs: { nationality, counter }, value: Math.ceil(counter / 3) }))),
});

/** M14, the Counter Index's panic values [24.0]: absent; every counter 3. */
export const counterPanicTable = defineTable<{ nationality: Nationality; counter: number }, number>({
  id: "sniper/counter_panic",
  version: "1",
  title: "Counter Index: panic value by counter ID [24.0] (absent from the text: placeholder)",
  inputs: z.object({ nationality: z.enum(NATIONALITIES), counter: z.number().int().min(COUNTER_IDS.min).max(COUNTER_IDS.max) }).strict(),
  output: z.number().int().min(1).max(6),
  provenance: placeholder("the Counter Index is absent (digest §12 M14): invented panic value 3 for every counter; not the book's"),
  cells: NATIONALITIES.flatMap((nationality) => ids.map((counter) => ({ inputs: { nationality, counter }, value: 3 }))),
});
