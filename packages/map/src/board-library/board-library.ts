import type { BoardLibraryEntry, BoardSystem } from "./board-library-entry";
import { listFirepowerPanels } from "./firepower-panels";
import { listPatrolSections } from "./patrol-sections";
import { listSniperSheets } from "./sniper-sheets";
import { listWwbPanels } from "./wwb-panels";

/** The geomorphic boards of every rule system (or of one), with placeholder terrain. */
export function listBoardLibrary(system?: BoardSystem): BoardLibraryEntry[] {
  const all = [...listFirepowerPanels(), ...listPatrolSections(), ...listSniperSheets(), ...listWwbPanels()];
  return system === undefined ? all : all.filter((e) => e.system === system);
}
