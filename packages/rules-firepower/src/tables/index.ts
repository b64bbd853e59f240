// Firepower tables as data with provenance (book / external / reconstructed / placeholder).
import type { AnyTable, ProvenanceKind } from "@tactica/engine";
import { DEPTHS, KNOWN_WEAPONS, LEADER_POINTS, MINES, SPEED_BANDS, TERRAIN_VALUES } from "./advanced-data";
import { BASIC_FIRE_MODIFIERS } from "./basic-fire-modifiers";
import { BASIC_FIRING_CHART } from "./basic-firing-chart";
import { BASIC_MF_CHART } from "./basic-mf-chart";
import { BLAST_ZONE_MODIFIERS } from "./blast-zones";
import { CANISTER_RANGE_MODIFIERS } from "./canister-range";
import { DEMOLITION_CHARGE } from "./demolition-charge";
import { GRENADE_SPREAD_DIAGRAM } from "./grenade-spread";
import { MELEE_MODIFIER_TABLE } from "./melee-modifiers";
import { MOVEMENT_MODIFIERS_CHART } from "./movement-modifiers-chart";

export * from "./advanced-data";
export * from "./basic-fire-modifiers";
export * from "./basic-firing-chart";
export * from "./basic-mf-chart";
export * from "./blast-zones";
export * from "./canister-range";
export * from "./demolition-charge";
export * from "./grenade-spread";
export * from "./melee-modifiers";
export * from "./movement-modifiers-chart";
export * from "./range-band";
export { book, EXT_BGC } from "./sources";

/** Every Firepower table the ruleset declares (a rulings pack may override any of them). */
export const FIREPOWER_TABLES: readonly AnyTable[] = [
  BASIC_FIRING_CHART, BASIC_MF_CHART, BASIC_FIRE_MODIFIERS, GRENADE_SPREAD_DIAGRAM, MELEE_MODIFIER_TABLE,
  MOVEMENT_MODIFIERS_CHART, TERRAIN_VALUES, MINES, DEPTHS, KNOWN_WEAPONS, LEADER_POINTS, SPEED_BANDS, CANISTER_RANGE_MODIFIERS,
  BLAST_ZONE_MODIFIERS, DEMOLITION_CHARGE,
] as readonly AnyTable[];

/** Cells per provenance kind over the given tables (for the README and the API's table listing). */
export function countCellsByProvenance(tables: readonly AnyTable[] = FIREPOWER_TABLES): Record<ProvenanceKind, number> {
  const counts: Record<ProvenanceKind, number> = { book: 0, external: 0, reconstructed: 0, placeholder: 0 };
  for (const table of tables) for (const cell of table.cells) counts[cell.provenance.kind] += 1;
  return counts;
}
export * from "./advanced-modifiers";
export * from "./special-weapons";
export * from "./wound-table";
export { AMMO_TABLES, AMMO_WEAPON_CHART, CANISTER_RANGE_PLAY, AMMO_STRUCTURE_VALUES } from "./ammo-weapons";
