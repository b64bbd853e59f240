// What an editor may offer for Firepower: the ids its map checks, compileMap and scenario schema accept, each with
// the rule that defines it (the Standard Terrain Charts are missing from the text: rules cited are the text's).
import type { CatalogueEntry, CatalogueField, CatalogueUnitType, EditorCatalogue } from "@tactica/ruleset-module";
import { toCatalogueOptions } from "@tactica/ruleset-module";
import { firepowerRuleset } from "../play/firepower-ruleset";

/** Every id of FIREPOWER_TERRAIN (the catalogue's test checks both lists match) [2.6 digest]. */
const TERRAIN: readonly CatalogueEntry[] = [
  { id: "clear", name: "Clear", rule: "Firepower 6.2" },
  { id: "hill", name: "Hill", rule: "Firepower 6.2.3, 6.3.4.1" },
  { id: "depression", name: "Depression", rule: "Firepower 6.2.3, 6.3.4.1" },
  { id: "tree", name: "Tree", rule: "Firepower 6.3.6.2.5, 12.2.6" },
  { id: "stump", name: "Tree stump", rule: "Firepower 10.4.6, 12.1.5" },
  { id: "well", name: "Well", rule: "Firepower 10.4.6, 12.1.5" },
  { id: "rough", name: "Rough", rule: "Firepower 6.3.6.2.2, 12.2.3" },
  { id: "scrub", name: "Scrub", rule: "Firepower 6.3.6.2.3, 12.2.4" },
  { id: "building", name: "Building", rule: "Firepower 8.2, 12.1.6" },
  { id: "pavement", name: "Pavement", rule: "Firepower 8.8.2, 11.2.2" },
  { id: "paved-road", name: "Paved road", rule: "Firepower 8.8.2, 11.2.2" },
  { id: "alley", name: "Alley", rule: "Firepower 8.8.2, 11.2.2" },
  { id: "water", name: "Water", rule: "Firepower 11.2.1, 11.2.3" },
  { id: "crater", name: "Crater", rule: "Firepower 8.7" },
  { id: "rubble", name: "Rubble", rule: "Firepower 12.2.3, 12.3.4.2" },
  { id: "bridge", name: "Bridge", rule: "Firepower 8.9" },
];

/** The hexside features Firepower judges (FIREPOWER_FEATURES): by height [12.1.1-12.1.5], hedges hinder, openings pass. */
const HEXSIDE_FEATURES: readonly CatalogueEntry[] = [
  { id: "wall", name: "Wall", rule: "Firepower 12.1.1-12.1.5" },
  { id: "fence", name: "Fence", rule: "Firepower 6.3.6.2.2, 11.1.3" },
  { id: "hedge", name: "Hedge", rule: "Firepower 6.3.6.2.5, 12.2.6" },
  { id: "roadblock", name: "Roadblock", rule: "Firepower 8.8.5.4" },
  { id: "door", name: "Door", rule: "Firepower 8.2.5, 11.1.3" },
  { id: "window", name: "Window", rule: "Firepower 8.2.5, 11.1.3" },
  { id: "loophole", name: "Loophole", rule: "Firepower 8.2.4, 12.2.3" },
];

/** Map markers Firepower plays: smoke (variant W: +2, else +3) and fire [12.2.7], craters [8.7]. */
const MARKERS: readonly CatalogueEntry[] = [
  { id: "smoke", name: "Smoke", rule: "Firepower 12.2.7", description: "variant W for white phosphorus (+2), else +3" },
  { id: "fire", name: "Fire", rule: "Firepower 12.2.7, 21.3" },
  { id: "crater", name: "Crater", rule: "Firepower 8.7", description: "variant single or double" },
];

/** Building storeys' walls and openings [8.2.1-8.2.5, 12.1.6]. */
const LEVEL_SIDES: readonly CatalogueEntry[] = [
  { id: "exterior-wall", name: "Exterior wall", rule: "Firepower 8.2.3, 12.1.6" },
  { id: "interior-wall", name: "Interior wall", rule: "Firepower 8.2.3, 12.1.6" },
  { id: "door", name: "Door", rule: "Firepower 8.2.5" },
  { id: "window", name: "Window", rule: "Firepower 8.2.5" },
  { id: "loophole", name: "Loophole", rule: "Firepower 8.2.4" },
  { id: "breach", name: "Breach", rule: "Firepower 8.2.3, 12.4.9" },
  { id: "parapet", name: "Parapet", rule: "Firepower 8.2.1, 15.1" },
  { id: "balcony-wall", name: "Balcony wall", rule: "Firepower 8.2.1" },
];

/** Defensive units a Firepower map may carry [8.8]; barricades and mines are refused on maps (8.8.9, map-fortifications.ts). */
const FORTIFICATIONS: readonly CatalogueEntry[] = [
  { id: "foxhole", name: "Foxhole", rule: "Firepower 8.8.2.1" },
  { id: "trench", name: "Trench", rule: "Firepower 8.8.2.2" },
  { id: "wire", name: "Barbed wire", rule: "Firepower 8.8.3" },
  { id: "pillbox", name: "Pillbox", rule: "Firepower 8.8.4" },
  { id: "bunker", name: "Bunker", rule: "Firepower 8.8.4" },
  { id: "abatis", name: "Abatis", rule: "Firepower 8.8.5.1" },
  { id: "block", name: "Block", rule: "Firepower 8.8.5.2" },
  { id: "ditch", name: "Ditch", rule: "Firepower 8.8.5.3" },
  { id: "tower", name: "Tower", rule: "Firepower 8.8.6" },
  { id: "roadblock", name: "Roadblock", rule: "Firepower 8.8.5.4" },
  { id: "cave", name: "Cave", rule: "Firepower 8.8.7" },
];

/** The soldier weapons the scenario schema takes, one man each [1.2.1, Basic Game 2]. */
const UNIT_TYPES: readonly CatalogueUnitType[] = [
  { id: "RFL", name: "Rifle", rule: "Firepower 1.2.1", men: 1 },
  { id: "LMG", name: "Light machine gun", rule: "Firepower 1.2.1", men: 1 },
  { id: "PST", name: "Pistol", rule: "Firepower 1.2.1", men: 1 },
];

/** A force line's soldiers: posture [4.4], rank (Advanced leaders A, S, C) [8.5, 11.1], squad [9.1]. */
const UNIT_FIELDS: readonly CatalogueField[] = [
  { name: "posture", label: "Posture", rule: "Firepower 4.4", kind: "choice", default: "stand", path: "posture",
    choices: [{ id: "stand", description: "Standing" }, { id: "crouch", description: "Crouching" }, { id: "prone", description: "Prone" }] },
  { name: "rank", label: "Rank", rule: "Firepower 8.5, 11.1", kind: "choice", default: "private", path: "rank",
    choices: [{ id: "private", description: "private" }, { id: "A", description: "leader A (assistant squad leader)" },
      { id: "S", description: "leader S (squad leader)" }, { id: "C", description: "leader C (officer)" }],
    requires: [{ field: "rules", value: "advanced", message: "leaders are Advanced Game soldiers (8.5, 11.1): choose advanced rules" }] },
  { name: "squad", label: "Squad", rule: "Firepower 9.1", kind: "text",
    requires: [{ field: "rules", value: "advanced", message: "several squads per side are Advanced (9.1-9.2): choose advanced rules" }] },
];

/** Scenario fields beyond the common form: rules level, the 2.4 set-up phase, set-up mines [8.8.9], tunnels [8.8.8]. */
const ADVANCED = { field: "rules", value: "advanced", message: "mines and tunnels are Advanced Game units (8.8.8, 8.8.9): choose advanced rules" };
const SET_UP = { field: "setup", message: "mines and tunnels are recorded secretly during the set-up phase (2.4, 8.8.8, 8.8.9): choose who places first" };
const SCENARIO_FIELDS: readonly CatalogueField[] = [
  { name: "rules", label: "Rules (Basic 1-7, Advanced 8+)", rule: "Firepower 8", kind: "choice", default: "basic", emptyLabel: "basic", path: "rules",
    choices: [{ id: "basic", description: "Basic Game (rules 1-7)" }, { id: "advanced", description: "Advanced Game (rules 8+)" }] },
  { name: "setup", label: "Set-up phase (2.4): who places first", rule: "Firepower 2.4", kind: "choice", emptyLabel: "none", path: "setup.first",
    choices: [{ id: "roll", description: "by the 2.4 roll" }, { id: "A", description: "side A" }, { id: "B", description: "side B" }] },
  { name: "minesA", label: "Mines side A lays at set-up (8.8.9)", rule: "Firepower 8.8.9", kind: "count", min: 0, max: 50, path: "setup.mines.A", requires: [ADVANCED, SET_UP] },
  { name: "minesB", label: "Mines side B lays at set-up (8.8.9)", rule: "Firepower 8.8.9", kind: "count", min: 0, max: 50, path: "setup.mines.B", requires: [ADVANCED, SET_UP] },
  { name: "tunnelSide", label: "Tunnels: defending side (8.8.8)", rule: "Firepower 8.8.8", kind: "choice", emptyLabel: "none", path: "tunnels.side",
    choices: [{ id: "A", description: "side A" }, { id: "B", description: "side B" }],
    requires: [{ field: "tunnels", message: "say how many tunnel hexes the defender may record (1 to 60)" }] },
  { name: "tunnels", label: "Tunnel hexes it may record (8.8.8)", rule: "Firepower 8.8.8", kind: "count", min: 1, max: 60, path: "tunnels.hexes",
    requires: [{ field: "tunnelSide", message: "choose the defending side that records the tunnels" }, ADVANCED, SET_UP] },
];

/** Firepower's editor catalogue: seats A and B [2], its terrain, features, markers, storeys, works, soldiers, options. */
export const FIREPOWER_CATALOGUE: EditorCatalogue = {
  sides: [{ id: "A", name: "Side A", manPrefix: "A" }, { id: "B", name: "Side B", manPrefix: "B" }],
  terrain: TERRAIN,
  hexsideFeatures: HEXSIDE_FEATURES,
  markers: MARKERS,
  levelSides: LEVEL_SIDES,
  fortifications: FORTIFICATIONS,
  unitTypes: UNIT_TYPES,
  unitFields: UNIT_FIELDS,
  scenarioFields: SCENARIO_FIELDS,
  options: toCatalogueOptions(firepowerRuleset.options),
  // Basic Game [2, 3, 7]: the left side sets up on edge 5/6 facing 2, the right on 2/3 facing 6; 3 sequence units and
  // 2 Impulses a side; 1 VP per enemy eliminated, 3 per survivor across the middle. Advanced scenarios carry their map.
  scenarioFormat: {
    kind: "soldiers", rule: "Firepower 2, 3, 7", unitKey: "weapon", facing: { left: 2, right: 6 }, edges: { left: "5/6", right: "2/3" },
    sequence: { chits: 3, impulses: 2 }, victory: { perElimination: 1, perSurvivorAcross: 3 }, inlineMap: { field: "rules", value: "advanced" },
    setupAreas: { path: "setup.areas", whenField: "setup" }, squadField: "squad",
  },
};
