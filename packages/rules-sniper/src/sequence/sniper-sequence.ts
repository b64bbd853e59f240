import { createAlternatingActivation, initActivationTurn } from "@tactica/engine";
import type { ActivationCitations, ActivationCommandTypes, ActivationPhases, ActivationRules, ActivationTurn, Seat, TurnModel } from "@tactica/engine";

/** The Sniper! sections the engine's alternating-activation model cites in its refusals and command specs. */
export const SNIPER_ACTIVATION_CITATIONS: ActivationCitations = {
  opening: "sniper 4.0 C",
  inPhase: "sniper 4.0 D",
  draw: "sniper 5.2",
};

/** Sniper!'s phases A-F [4.0]: the Initial Observation Phase opens with the roll, operations draw markers. */
export const SNIPER_PHASES: ActivationPhases = {
  order: ["recovery", "artillery", "observation", "operations", "smoke_dissipation", "final"],
  opening: "observation",
  activation: "operations",
};

/** Each side's six activation markers numbered 1-6 [5.0]. */
export const SNIPER_MARKERS: readonly number[] = [1, 2, 3, 4, 5, 6];

/** Sniper!'s names for the model's commands. */
export const SNIPER_COMMAND_TYPES: ActivationCommandTypes = {
  roll: "turn/roll_observation", endPlacement: "turn/end_placement", draw: "turn/draw_activation", endImpulse: "turn/end_impulse",
};

/** Observation markers a roll allows: a roll of 1 still allows 2 [4.0 C]. */
export function sniperObservationMarkers(roll: number): number {
  return roll === 1 ? 2 : roll;
}

/** Sniper!'s sequence of play: the engine's alternating activation with Sniper!'s names, roll and sections. */
export function createSniperSequence<G = unknown>(rules: Pick<ActivationRules<G>, "canAnyoneAct"> = {}): TurnModel<ActivationTurn, G> {
  return createAlternatingActivation<G>({
    ...rules,
    citations: SNIPER_ACTIVATION_CITATIONS,
    commandTypes: SNIPER_COMMAND_TYPES,
    openingRoll: { sides: 6, allowance: sniperObservationMarkers },
  });
}

/** Turn 1 of a Sniper! scenario: its two sides, each side's activation track [5.2], the turn limit. */
export function initSniperTurn(scenario: { readonly seats: readonly [Seat, Seat]; readonly tracks: Readonly<Record<Seat, readonly number[]>>; readonly turns: number }): ActivationTurn {
  return initActivationTurn({ ...scenario, phases: SNIPER_PHASES, markers: SNIPER_MARKERS });
}
