// What an editor may offer for WWB: the hex colours (WWB 1.0 Hex), barriers with their Cover Levels (6.0), the two
// sides and their factions (1.0), the weapon cards (2.0), the scenario's fields and every option.
import type { CatalogueEntry, CatalogueField, CatalogueUnitType, EditorCatalogue } from "@tactica/ruleset-module";
import { toCatalogueOptions } from "@tactica/ruleset-module";
import { WWB_GRID_OPTION_LIST } from "../grids/index";
import { WWB_OPTION_LIST } from "../options/index";
import { WEAPONS } from "../tables/index";

export const WWB_TERRAIN_ENTRIES: readonly CatalogueEntry[] = [
  { id: "black", name: "Open ground (black Hx)", rule: "WWB 1.0 Hex" },
  { id: "red", name: "Depression: crater, ditch, shelter (red Hx, 1/2 CL; +1 MP in or out)", rule: "WWB 1.0, 6.0 Hollows, 7.0 Climbing" },
  { id: "blue", name: "River (blue Hx: 2 Hx a turn standing, no fire)", rule: "WWB 1.0, 7.0 Rivers" },
  { id: "yellow", name: "Woodland (yellow Hx of a woodland MHx)", rule: "WWB 1.0, 6.0 Wooded Area" },
];

export const WWB_HEXSIDE_FEATURE_ENTRIES: readonly CatalogueEntry[] = [
  { id: "hedge", name: "Hedge or bush (1/2 CL: +1 MP to step over)", rule: "WWB 6.0 Cover Level, 7.0 Climbing" },
  { id: "low_wall", name: "Low wall (1/2 CL)", rule: "WWB 6.0 Cover Level" },
  { id: "wall", name: "Brick or concrete wall (1 CL, armour 1: the whole move to climb)", rule: "WWB 2.0, 6.0, 7.0 Climbing" },
  { id: "high_wall", name: "High wall (2 CL: cannot be climbed)", rule: "WWB 6.0, 7.0 Climbing" },
];

export const WWB_MARKER_ENTRIES: readonly CatalogueEntry[] = [
  { id: "smoke", name: "Smoke (the MHx is a 2 CL barrier for spotting)", rule: "WWB 6.0 Smoke, 8.5" },
  { id: "debris", name: "Debris of a collapsed building", rule: "WWB 8.5 Satchel Charge" },
];

const UNIT_TYPES: readonly CatalogueUnitType[] = Object.values(WEAPONS).map((w) => ({ id: w.id, name: w.name, rule: "WWB 2.0 Weapons Cards", men: 1 }));

const SCENARIO_FIELDS: readonly CatalogueField[] = [
  { name: "mission", label: "Mission", rule: "WWB 3.0; digest 10", kind: "choice", path: "mission", default: "crossroads", choices: [{ id: "crossroads", description: "Crossroads (placeholder mission of this build)" }] },
  { name: "teamsPerSide", label: "Teams a side (one player each)", rule: "WWB 1.0 Team", kind: "count", path: "teamsPerSide", min: 1, max: 3, default: "3" },
  { name: "turns", label: "Turns on the Time Track", rule: "WWB 2.0 Time Track", kind: "count", path: "turns", min: 1, max: 20, default: "6" },
  { name: "illumination", label: "Illumination", rule: "WWB 6.0 Visual Range", kind: "choice", path: "illumination", default: "day",
    choices: [{ id: "day", description: "daylight" }, { id: "full_moon", description: "night, full moon" }, { id: "new_moon", description: "night, new moon (Additional Rule)" }] },
  { name: "wind", label: "Wind direction (0-5)", rule: "WWB 8.5, 13.0", kind: "count", path: "wind", min: 0, max: 5, default: "0" },
];

export const WWB_CATALOGUE: EditorCatalogue = {
  sides: [{ id: "allies", name: "Allies (US Army, British Army)" }, { id: "axis", name: "Axis (Wehrmacht, Regio Esercito)" }],
  terrain: WWB_TERRAIN_ENTRIES,
  hexsideFeatures: WWB_HEXSIDE_FEATURE_ENTRIES,
  markers: WWB_MARKER_ENTRIES,
  levelSides: [],
  fortifications: [],
  unitTypes: UNIT_TYPES,
  unitFields: [],
  scenarioFields: SCENARIO_FIELDS,
  options: toCatalogueOptions([...WWB_GRID_OPTION_LIST, ...WWB_OPTION_LIST]),
};
