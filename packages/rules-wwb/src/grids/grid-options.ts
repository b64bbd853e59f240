// The grid readings the book leaves open (digest 2.2 item 5, 13.3 "Grid") as options: how range is counted from a
// hex on a MegaHex edge, who is "in the same MegaHex" for the fire die rule, and whether "within 3 MHx" includes 3.
import { defineOption } from "@tactica/engine";

export const WWB_GRID_OPTIONS = {
  rangeEdge: defineOption({
    id: "wwb/mhx_range_edge",
    description: "How range in MegaHexes is counted when a soldier stands on a hex that straddles MegaHex edges.",
    choices: { nearest: "from the straddled MegaHex that gives the shortest range", farthest: "from the one that gives the longest" },
    default: "nearest",
    citation: "WWB 1.0, 6.0 Visual Range, 8.1 step 3; digest 2.2 item 5, 13.3 Grid",
  }),
  sameMhxForFire: defineOption({
    id: "wwb/same_mhx_for_fire",
    description: "Who is 'in the same MHx' for the most-lethal-die rule of direct fire when a hex lies on a MegaHex edge.",
    choices: { outside: "an edge hex is outside every MegaHex, as 6.0 says for spotting", shared: "any MegaHex the two hexes share" },
    default: "outside",
    citation: "WWB 6.0 Visual Range, 8.1 step 3; digest 13.3 Grid",
  }),
  zocInclusive: defineOption({
    id: "wwb/zoc_inclusive",
    description: "Whether a team whose nearest soldier is exactly 3 MHx from the Leader is inside his ZOC.",
    choices: { inclusive: "within 3 MHx means at most 3", exclusive: "fewer than 3" },
    default: "inclusive",
    citation: "WWB 5.0; digest 13.3 Grid",
  }),
} as const;

export const WWB_GRID_OPTION_LIST = Object.values(WWB_GRID_OPTIONS);
