// What the storey-blast, building-damage and outside-opening rules declare to the ruleset (options and tables).
import type { AnyTable, OptionDef } from "@tactica/engine";
import { BUILDING_DAMAGE, BUILDING_TERRAIN_VALUES } from "../blasts/building-damage";
import { CONFINED_BLASTS, INDIRECT_BUILDING_IMPACT } from "../blasts/storey-blasts";
import { OPENING_PASS_NUMBERS } from "../blasts/storey-blasts-throw";
import { FIRE_FROM_ABOVE } from "../blasts/optional-confined";
import { DEFILADE } from "./optional-defilade";
import { UNIT_OPENING_PASS_NUMBERS } from "./opening-blasts";
import { TERRAIN_DAMAGE_VALUES } from "../blasts/terrain-damage";
import { CAVE_TERRAIN_VALUE } from "../blasts/cave-damage";

/** Tables of 12.3.4.2.7 building damage and 12.7.3 throws through openings (building and unit), 12.3.4.2 terrain damage (overridable by a rulings pack). */
export const STOREY_BLAST_TABLES: readonly AnyTable[] = [BUILDING_TERRAIN_VALUES, OPENING_PASS_NUMBERS, UNIT_OPENING_PASS_NUMBERS, TERRAIN_DAMAGE_VALUES, CAVE_TERRAIN_VALUE];

/** Options: 12.3.4.2.7 building damage (referee judgement), where mortar bombs burst in building hexes, Optional Rules 16.2.2 fire from above, 16.2.3 confined blasts, 23.4 defilade. */
export const STOREY_BLAST_OPTIONS: readonly OptionDef[] = [BUILDING_DAMAGE, INDIRECT_BUILDING_IMPACT, FIRE_FROM_ABOVE, CONFINED_BLASTS, DEFILADE];
