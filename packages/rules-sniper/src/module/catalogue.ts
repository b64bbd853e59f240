// What an editor may offer for Sniper!: the terrain and building vocabulary (terrain/), the OB's weapon codes
// [3.0 C], the sides Alpha and Bravo [5.0], the Patrol scenario's fields and the options.
import type { CatalogueField, CatalogueUnitType, EditorCatalogue } from "@tactica/ruleset-module";
import { toCatalogueOptions } from "@tactica/ruleset-module";
import { SNIPER_OPTION_LIST } from "../options/index";
import { PATROL_OBS } from "../scenarios/index";
import { SNIPER_HEXSIDE_FEATURE_ENTRIES, SNIPER_LEVEL_SIDE_ENTRIES, SNIPER_MARKER_ENTRIES, SNIPER_TERRAIN_ENTRIES } from "../terrain/index";

const man = (id: string, name: string): CatalogueUnitType => ({ id, name, rule: "Sniper 3.0 C", men: 1 });

const UNIT_TYPES: readonly CatalogueUnitType[] = [
  man("R", "Rifle"), man("BR", "Semi-automatic rifle"), man("SR", "Assault rifle"), man("AR", "Automatic rifle"),
  man("MG", "Machine gun"), man("MP", "Submachine gun"), man("P", "Pistol"), man("SG", "Shotgun"),
  man("MR", "MR (undefined code, option sniper/mr_weapon)"), man("AW", "AW (assault weapon, as SR)"),
];

const SCENARIO_FIELDS: readonly CatalogueField[] = [
  { name: "situation", label: "Situation", rule: "Sniper 37.0", kind: "choice", path: "situation", required: "choose the situation", choices: [{ id: "patrol", description: "Patrol [37]" }] },
  { name: "ob", label: "Order of battle", rule: "Sniper 37.6", kind: "choice", path: "ob", required: "choose the order of battle", choices: PATROL_OBS.map((o) => ({ id: o.id, description: o.name })) },
  { name: "mapSide", label: "Map side", rule: "Sniper 3.0 B", kind: "choice", path: "mapSide", choices: [{ id: "rural", description: "Rural side (placeholder board)" }, { id: "urban", description: "Urban side (placeholder board)" }] },
];

export const SNIPER_CATALOGUE: EditorCatalogue = {
  sides: [{ id: "alpha", name: "Alpha", manPrefix: "a" }, { id: "bravo", name: "Bravo", manPrefix: "b" }],
  terrain: SNIPER_TERRAIN_ENTRIES,
  hexsideFeatures: SNIPER_HEXSIDE_FEATURE_ENTRIES,
  markers: SNIPER_MARKER_ENTRIES,
  levelSides: SNIPER_LEVEL_SIDE_ENTRIES,
  fortifications: [],
  unitTypes: UNIT_TYPES,
  unitFields: [],
  scenarioFields: SCENARIO_FIELDS,
  options: toCatalogueOptions(SNIPER_OPTION_LIST),
};
