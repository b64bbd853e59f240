// Every table of the system with its cells counted by provenance (README and COVERAGE report these counts).
import type { Provenance, ProvenanceKind } from "@tactica/engine";
import { COMBAT_RESULTS_PROVENANCE, DIE_COLOURS, LADDER_PROVENANCE, PLACEHOLDER_DICE_FACES } from "./dice";
import { BLAST_DIE, BLAST_PROVENANCE, SUPPORT, THROW } from "./blast";
import { PLACEHOLDER_GAUGE, WOUND_BOXES, WOUND_BOXES_PROVENANCE } from "./health-gauge";
import { FIXED_COVER_LEVELS, TARGET_LEVEL, TARGET_LEVEL_PROVENANCE, VISUAL_RANGE, VISUAL_RANGE_PROVENANCE } from "./levels";
import { THRESHOLDS } from "./markers";
import { COVER_MODIFIER, FIRE_MODIFIERS, OPEN_MODIFIER } from "./player-aid";
import { WEAPONS, weaponCells } from "./weapons";

/** One table: its name, the rule it serves and the provenance of each of its cells. */
export type TableEntry = { readonly id: string; readonly rule: string; readonly cells: readonly Provenance[] };

const times = (n: number, p: Provenance): Provenance[] => Array.from({ length: n }, () => p);

/** The tables of We Were Brothers, each cell with its provenance. */
export function wwbTables(): TableEntry[] {
  return [
    { id: "combat-dice-ladder", rule: "WWB 2.0 Combat Dice", cells: times(DIE_COLOURS.length, LADDER_PROVENANCE) },
    { id: "combat-results", rule: "WWB 2.0 Combat Dice", cells: times(5, COMBAT_RESULTS_PROVENANCE) },
    { id: "combat-dice-faces", rule: "WWB 2.0 Combat Dice", cells: times(DIE_COLOURS.length * 6, PLACEHOLDER_DICE_FACES.provenance) },
    { id: "marker-thresholds", rule: "WWB 8.3, 8.5, 9.0, 10.0, 11.0, 13.0", cells: Object.values(THRESHOLDS).map((t) => t.provenance) },
    { id: "target-level", rule: "WWB 6.0 Target Level", cells: times(Object.keys(TARGET_LEVEL).length, TARGET_LEVEL_PROVENANCE) },
    { id: "fixed-cover-levels", rule: "WWB 6.0", cells: Object.values(FIXED_COVER_LEVELS).map((c) => c.provenance) },
    { id: "visual-range", rule: "WWB 6.0 Visual Range", cells: times(Object.keys(VISUAL_RANGE).length * 3, VISUAL_RANGE_PROVENANCE) },
    { id: "grenade-blast", rule: "WWB 8.5", cells: times(Object.keys(BLAST_DIE).length + 1, BLAST_PROVENANCE) },
    { id: "grenade-throw", rule: "WWB 8.5", cells: times(Object.keys(THROW).length - 1, THROW.provenance) },
    { id: "fire-support", rule: "WWB 13.0", cells: times(Object.keys(SUPPORT).length - 1, SUPPORT.provenance) },
    { id: "health-gauge", rule: "WWB 9.0", cells: times(PLACEHOLDER_GAUGE.boxes.length, PLACEHOLDER_GAUGE.provenance) },
    { id: "wound-boxes", rule: "WWB 9.0", cells: times(Object.keys(WOUND_BOXES).length, WOUND_BOXES_PROVENANCE) },
    { id: "player-aid-open", rule: "WWB 8.1 step 4", cells: Object.values(OPEN_MODIFIER).map((c) => c.provenance) },
    { id: "player-aid-cover", rule: "WWB 8.1 step 4", cells: Object.values(COVER_MODIFIER).map((c) => c.provenance) },
    { id: "fire-modifiers", rule: "WWB 6.0, 7.0, 8.1, 11.0, 12.0", cells: Object.values(FIRE_MODIFIERS).map((c) => c.provenance) },
    ...Object.values(WEAPONS).map((w) => ({ id: `weapon-${w.id}`, rule: "WWB 2.0 Weapons Cards", cells: weaponCells(w).map((c) => c.provenance) })),
  ];
}

/** Cells by provenance kind over every table. */
export function provenanceCounts(tables: readonly TableEntry[] = wwbTables()): Record<ProvenanceKind, number> {
  const out: Record<ProvenanceKind, number> = { book: 0, external: 0, reconstructed: 0, placeholder: 0 };
  for (const t of tables) for (const c of t.cells) out[c.kind] += 1;
  return out;
}
