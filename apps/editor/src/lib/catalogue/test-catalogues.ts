// Test support: the catalogues the API serves for Firepower and Patrol! (packages/rules-*/src/module/catalogue.ts),
// trimmed to what the editor's scenario conversion reads, written out by hand so the tests do not build them.
import type { CatalogueField, RulesetCatalogue } from "./catalogue";
import { EMPTY_CATALOGUE } from "./catalogue";

const ADVANCED = { field: "rules", value: "advanced", message: "mines and tunnels are Advanced Game units (8.8.8, 8.8.9): choose advanced rules" };
const SET_UP = { field: "setup", message: "mines and tunnels are recorded secretly during the set-up phase (2.4, 8.8.8, 8.8.9): choose who places first" };
const sideChoices = [{ id: "A", description: "side A" }, { id: "B", description: "side B" }];

const FIREPOWER_FIELDS: readonly CatalogueField[] = [
  { name: "rules", label: "Rules (Basic 1-7, Advanced 8+)", rule: "Firepower 8", kind: "choice", default: "basic", emptyLabel: "basic", path: "rules",
    choices: [{ id: "basic", description: "Basic Game" }, { id: "advanced", description: "Advanced Game" }] },
  { name: "setup", label: "Set-up phase (2.4): who places first", rule: "Firepower 2.4", kind: "choice", emptyLabel: "none", path: "setup.first",
    choices: [{ id: "roll", description: "by the 2.4 roll" }, ...sideChoices] },
  { name: "minesA", label: "Mines side A lays at set-up (8.8.9)", rule: "Firepower 8.8.9", kind: "count", min: 0, max: 50, path: "setup.mines.A", requires: [ADVANCED, SET_UP] },
  { name: "minesB", label: "Mines side B lays at set-up (8.8.9)", rule: "Firepower 8.8.9", kind: "count", min: 0, max: 50, path: "setup.mines.B", requires: [ADVANCED, SET_UP] },
  { name: "tunnelSide", label: "Tunnels: defending side (8.8.8)", rule: "Firepower 8.8.8", kind: "choice", emptyLabel: "none", path: "tunnels.side", choices: sideChoices,
    requires: [{ field: "tunnels", message: "say how many tunnel hexes the defender may record (1 to 60)" }] },
  { name: "tunnels", label: "Tunnel hexes it may record (8.8.8)", rule: "Firepower 8.8.8", kind: "count", min: 1, max: 60, path: "tunnels.hexes",
    requires: [{ field: "tunnelSide", message: "choose the defending side that records the tunnels" }, ADVANCED, SET_UP] },
];

/** Firepower's catalogue, as far as the scenario form reads it. */
export const FIREPOWER_CATALOGUE: RulesetCatalogue = {
  ...EMPTY_CATALOGUE,
  sides: [{ id: "A", name: "Side A", manPrefix: "A" }, { id: "B", name: "Side B", manPrefix: "B" }],
  unitTypes: [{ id: "RFL", name: "Rifle", men: 1 }, { id: "LMG", name: "Light machine gun", men: 1 }, { id: "PST", name: "Pistol", men: 1 }],
  unitFields: [
    { name: "posture", label: "Posture", rule: "Firepower 4.4", kind: "choice", default: "stand", path: "posture",
      choices: [{ id: "stand", description: "Standing" }, { id: "crouch", description: "Crouching" }, { id: "prone", description: "Prone" }] },
    { name: "rank", label: "Rank", rule: "Firepower 8.5, 11.1", kind: "choice", default: "private", path: "rank",
      choices: [{ id: "private", description: "private" }, { id: "A", description: "leader A" }, { id: "S", description: "leader S" }, { id: "C", description: "leader C" }],
      requires: [{ field: "rules", value: "advanced", message: "leaders are Advanced Game soldiers (8.5, 11.1): choose advanced rules" }] },
    { name: "squad", label: "Squad", rule: "Firepower 9.1", kind: "text",
      requires: [{ field: "rules", value: "advanced", message: "several squads per side are Advanced (9.1-9.2): choose advanced rules" }] },
  ],
  scenarioFields: FIREPOWER_FIELDS,
  options: [{ id: "firepower/wire_entry", kind: "choice", description: "wire", values: [{ id: "never", description: "" }, { id: "always", description: "" }], default: "never", rule: "8.8.3" }],
  scenarioFormat: {
    kind: "soldiers", rule: "Firepower 2, 3, 7", unitKey: "weapon", facing: { left: 2, right: 6 }, edges: { left: "5/6", right: "2/3" },
    sequence: { chits: 3, impulses: 2 }, victory: { perElimination: 1, perSurvivorAcross: 3 }, inlineMap: { field: "rules", value: "advanced" },
    setupAreas: { path: "setup.areas", whenField: "setup" }, squadField: "squad",
  },
};

/** Patrol!'s catalogue, as far as the scenario form reads it. */
export const PATROL_CATALOGUE: RulesetCatalogue = {
  ...EMPTY_CATALOGUE,
  sides: [{ id: "alpha", name: "α", manPrefix: "a" }, { id: "bravo", name: "β", manPrefix: "b" }],
  unitTypes: [{ id: "BR", name: "Bolt-action rifle", men: 1 }, { id: "MG", name: "Machine gun", men: 1 }, { id: "PB", name: "Pillbox", men: 0 }],
  scenarioFields: [
    { name: "ob", label: "Order of battle (27.x)", rule: "Patrol 27.0", kind: "text", path: "ob", required: "name the order of battle (e.g. 27.11)" },
    { name: "situation", label: "General Situation (26.x)", rule: "Patrol 26.5-26.9", kind: "choice", path: "situation", required: "choose the General Situation",
      choices: ["patrol", "recon", "raid", "ambush", "assault"].map((id) => ({ id, description: id })) },
  ],
  scenarioFormat: { kind: "order-of-battle", rule: "Patrol 26.1, 27.0, 29.24", hexIds: { columnDigits: 2, rowDigits: 2 }, board: { minCols: 4, maxCols: 48, minRows: 4, maxRows: 30 }, manDigits: 2 },
};
