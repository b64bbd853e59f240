import type { ChitDrawCitations } from "@tactica/engine";

/** The Firepower sections the chit-draw model cites in its refusals and command specs. */
export const FIREPOWER_CHIT_CITATIONS: ChitDrawCitations = {
  phase: "firepower 6.1",
  draw: "firepower 3.2",
  impulse: "firepower 6.2",
  squads: "firepower 9.1",
  impulses: "firepower 9.2",
  endPhase: "firepower 6.1.3",
};
