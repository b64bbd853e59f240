// The grid reading the book leaves open that the options folder does not already hold (digest 13.3 "Grid"): who is
// "in the same MHx" for the fire die rule when a hex lies on a MegaHex edge. Range from an edge hex is the options
// folder's wwb/edge_range and "within N MHx" its wwb/within_inclusive (read by edgePolicyOf and withinMhx).
import { defineOption } from "@tactica/engine";
import type { MegahexEdgePolicy } from "@tactica/hex";

export const WWB_GRID_OPTIONS = {
  sameMhxForFire: defineOption({
    id: "wwb/same_mhx_for_fire",
    description: "Who is 'in the same MHx' for the most-lethal-die rule of direct fire when a hex lies on a MegaHex edge.",
    choices: { outside: "an edge hex is outside every MegaHex, as 6.0 says for spotting", shared: "any MegaHex the two hexes share" },
    default: "outside",
    citation: "WWB 6.0 Visual Range, 8.1 step 3; digest 13.3 Grid",
  }),
} as const;

export const WWB_GRID_OPTION_LIST = Object.values(WWB_GRID_OPTIONS);

/** The MegaHex edge policy a match's wwb/edge_range reads as: the nearest MHx, or the one favouring the target (the longest range). */
export function edgePolicyOf(options: Readonly<Record<string, string>>): MegahexEdgePolicy {
  return options["wwb/edge_range"] === "favour_target" ? "farthest" : "nearest";
}

/** "Within n MHx" by the match's wwb/within_inclusive (default inclusive: at most n). */
export function withinMhx(distance: number, n: number, options: Readonly<Record<string, string>>): boolean {
  return options["wwb/within_inclusive"] === "exclusive" ? distance < n : distance <= n;
}
