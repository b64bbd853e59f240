import type { ChitDrawCitations, ChitDrawNames } from "@tactica/engine";

/** The Firepower sections the chit-draw model cites in its refusals and command specs. */
export const FIREPOWER_CHIT_CITATIONS: ChitDrawCitations = {
  phase: "firepower 6.1",
  draw: "firepower 3.2",
  impulse: "firepower 6.2",
  squads: "firepower 9.1",
  impulses: "firepower 9.2",
  endPhase: "firepower 6.1.3",
};

/**
 * Firepower's names for the chit-draw model's steps, commands and events: sequence units drawn (3.2), the drawn side's
 * Impulse Phase of Impulses (6.1, 6.2), the Turn Record (5). Stored states and records hold them: never rename.
 */
export const FIREPOWER_CHIT_NAMES: ChitDrawNames = {
  steps: { draw: "draw", phase: "impulse_phase", activation: "impulse", record: "turn_record" },
  commands: { draw: "turn/draw_chit", startActivation: "turn/start_impulse", endActivation: "turn/end_impulse", endPhase: "turn/end_impulse_phase" },
  events: { drawn: "turn/chit_drawn", activationStarted: "turn/impulse_started", activationEnded: "turn/impulse_ended", phaseEnded: "turn/impulse_phase_ended", record: "turn/turn_record" },
  words: { chit: "sequence unit", activation: "Impulse", phase: "Impulse Phase" },
};
