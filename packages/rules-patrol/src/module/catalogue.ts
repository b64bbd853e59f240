// What an editor may offer for Patrol!: the map's printed features (clear, Rough #1, Rough #2 hexes and slope
// hexsides [9.1]), the smoke marker the LOS judge reads [9.84, 11.54], the OB's force tokens [27.0], its options.
import type { CatalogueEntry, CatalogueField, CatalogueUnitType, EditorCatalogue } from "@tactica/ruleset-module";
import { toCatalogueOptions } from "@tactica/ruleset-module";
import { PATROL_OPTION_LIST } from "../options/patrol-options";
import { SITUATION_DATA } from "../scenarios/situations";
import { SITUATIONS } from "../scenarios/order-of-battle";

/** The Terrain Effects Chart's hex rows [9.1, 9.81-9.83] (PATROL_TERRAIN_LOS; the test checks they match). */
const TERRAIN: readonly CatalogueEntry[] = [
  { id: "clear", name: "Clear", rule: "Patrol 9.1, 9.81" },
  { id: "rough-1", name: "Rough #1", rule: "Patrol 9.1, 9.81" },
  { id: "rough-2", name: "Rough #2", rule: "Patrol 9.1, 9.81" },
];

/** Slope hexsides, the only hexside feature the map prints [9.1, 9.2]: they block LOS [9.7, 9.85]. */
const HEXSIDE_FEATURES: readonly CatalogueEntry[] = [{ id: "slope", name: "Slope", rule: "Patrol 9.1, 9.85" }];

/** Smoke in a hex blocks sight and fire [9.84, 11.54]. Craters, pillboxes and hulls come from play, not the map. */
const MARKERS: readonly CatalogueEntry[] = [{ id: "smoke", name: "Smoke", rule: "Patrol 9.84, 11.54" }];

const man = (id: string, name: string, rule: string): CatalogueUnitType => ({ id, name, rule: `Patrol ${rule}`, men: 1 });
const kit = (id: string, name: string, rule: string): CatalogueUnitType => ({ id, name, rule: `Patrol ${rule}`, men: 0 });

/** The OB's force tokens (parseForce): men by weapon [3.31, 10.8] and equipment, which deploys no man [27.0]. */
const UNIT_TYPES: readonly CatalogueUnitType[] = [
  man("BR", "Bolt-action rifle", "3.31, 10.8"), man("SR", "Semi-automatic rifle", "3.31, 10.8"),
  man("AW", "Assault rifle", "3.31, 10.8"), man("AR", "Automatic rifle", "3.31"), man("MP", "Machine pistol", "3.31"),
  man("MG", "Machine gun", "3.31"), man("GL", "Grenade launcher", "3.31"), man("RL", "Rocket launcher", "3.31"),
  man("RL/FT", "Rocket launcher or flamethrower", "3.31, 28.1"), man("FT", "Flamethrower", "3.31, 28.1"),
  kit("PB", "Pillbox", "9.6, 27.0"), kit("SC", "Satchel charge", "27.0"), kit("BW", "Barbed wire", "27.0"),
  kit("mine", "Mine", "27.0"), kit("CLY", "Claymore", "27.0"), kit("tank", "Tank", "27.0"), kit("APC", "APC", "27.0"),
  kit("HT", "Half-track", "27.0"),
];

/** The scenario's order of battle [27.x] and General Situation [26.5-26.9] (the schema's `ob` and `situation`). */
const SCENARIO_FIELDS: readonly CatalogueField[] = [
  { name: "ob", label: "Order of battle (27.x)", rule: "Patrol 27.0", kind: "text", path: "ob", required: "name the order of battle (e.g. 27.11)" },
  { name: "situation", label: "General Situation (26.x)", rule: "Patrol 26.5-26.9", kind: "choice", path: "situation", required: "choose the General Situation",
    choices: SITUATIONS.map((id) => ({ id, description: `${SITUATION_DATA[id].rule}: ${SITUATION_DATA[id].length}` })) },
];

/** Patrol!'s editor catalogue: seats alpha and bravo [26.3], no levels or map fortifications [9.1]. */
export const PATROL_CATALOGUE: EditorCatalogue = {
  sides: [{ id: "alpha", name: "α", manPrefix: "a" }, { id: "bravo", name: "β", manPrefix: "b" }],
  terrain: TERRAIN,
  hexsideFeatures: HEXSIDE_FEATURES,
  markers: MARKERS,
  levelSides: [],
  fortifications: [],
  unitTypes: UNIT_TYPES,
  unitFields: [],
  scenarioFields: SCENARIO_FIELDS,
  options: toCatalogueOptions(PATROL_OPTION_LIST),
  // Custom forces (designer's notes 29.24) deployed by man number (a01, b01) on XXYY hexes of a board of up to
  // 48 x 30 hexes (the scenario schema's board bounds; six 16 x 15 sections, 26.1).
  scenarioFormat: {
    kind: "order-of-battle", rule: "Patrol 26.1, 27.0, 29.24", hexIds: { columnDigits: 2, rowDigits: 2 },
    board: { minCols: 4, maxCols: 48, minRows: 4, maxRows: 30 }, manDigits: 2,
  },
};
