import { blastTable } from "./blast";
import { firearmAttackTable } from "./firearm-attack";
import { firearmResultsTable } from "./firearm-results";
import { handToHandTable } from "./hand-to-hand";
import { nightSpottingTable } from "./night-spotting-table";
import { scatterCoefficientTable, scatterTable } from "./scatter";
import { solitaireArtilleryTable, solitaireMgTable } from "./solitaire";
import { tankDamageTable } from "./tank-damage";
import { terrainEffectsTable } from "./terrain-effects";
import { victoryLevelTable } from "./victory-levels";

export * from "./blast";
export * from "./firearm-attack";
export * from "./firearm-results";
export * from "./hand-to-hand";
export * from "./night-spotting-table";
export * from "./scatter";
export * from "./solitaire";
export * from "./tank-damage";
export * from "./terrain-effects";
export * from "./victory-levels";

/** Every Patrol! table the ruleset declares (a rulings pack may override any of them). */
export const PATROL_TABLES = [
  terrainEffectsTable, firearmAttackTable, firearmResultsTable, handToHandTable, scatterTable, scatterCoefficientTable,
  blastTable, tankDamageTable, solitaireMgTable, solitaireArtilleryTable, victoryLevelTable, nightSpottingTable,
] as const;
