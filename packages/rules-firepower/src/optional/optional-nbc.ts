// Option 27.1 (NBC suits) in play: +1 to fire and throws; the MF and new-hex loss is in soldiers.ts.
import type { AppliedModifier } from "../fire/applied-modifier";
import { book } from "../tables/sources";

/** Option 27.1.1: a soldier in an NBC suit fires (and throws) at +1. */
export function nbcFireModifiers(firer: { readonly nbc?: boolean }): AppliedModifier[] {
  return firer.nbc ? [{ name: "firer in an NBC suit", value: 1, rule: "Firepower 27.1.1", provenance: book("27.1.1") }] : [];
}
