import type { ActivationCitations } from "@tactica/engine";

/** The Sniper! sections the engine's alternating-activation model cites in its refusals and command specs. */
export const SNIPER_ACTIVATION_CITATIONS: ActivationCitations = {
  observation: "sniper 4.0 C",
  operations: "sniper 4.0 D",
  draw: "sniper 5.2",
};
