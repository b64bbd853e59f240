// What an editor may offer for Flames of War: the sides, the Terrain Chart's features (as table-piece kinds), the
// unit types the scenarios field and the missions. No hex vocabulary: the system plays on a continuous table.
import type { CatalogueEntry, EditorCatalogue } from "@tactica/ruleset-module";
import { toCatalogueOptions } from "@tactica/ruleset-module";
import { FOW_OPTION_LIST } from "../options/index";
import { FOW_FORCE_TYPES, FOW_MISSIONS, MISSION_RULES } from "../scenarios/index";

const chart = (id: string, name: string): CatalogueEntry => ({ id, name, rule: "fow Terrain Chart" });

/** Terrain Chart rows used as table-piece kinds [Terrain Chart]. */
export const FOW_TERRAIN_ENTRIES: readonly CatalogueEntry[] = [
  chart("woods", "Woods and Forests"), chart("orchard", "Orchard"), chart("crop-field", "Crop Field or Open Scrub"), chart("hedge", "Hedge"),
  chart("bocage", "Bocage Hedge"), chart("stone-wall", "Stone Wall"), chart("gentle-hill", "Gentle Hill"), chart("building", "Building"),
  chart("road", "Road or Airfield"), chart("lake", "Swamp or Lake"), chart("stream", "Stream or Brook"), chart("rubble", "Rubble or Craters"),
];

export const FOW_CATALOGUE: EditorCatalogue = {
  sides: [{ id: "A", name: "Player A" }, { id: "B", name: "Player B" }],
  terrain: FOW_TERRAIN_ENTRIES,
  hexsideFeatures: [],
  markers: [],
  levelSides: [],
  fortifications: [],
  unitTypes: Object.values(FOW_FORCE_TYPES).map((f) => ({ id: f.id, name: f.name, rule: "fow Teams and Units (team data: placeholder)", men: 0 })),
  unitFields: [],
  scenarioFields: [{ name: "mission", label: "Mission", rule: "fow Missions", kind: "choice", path: "mission", required: "choose the mission", choices: FOW_MISSIONS.map((m) => ({ id: m, description: MISSION_RULES[m].name })) }],
  options: toCatalogueOptions(FOW_OPTION_LIST),
};
