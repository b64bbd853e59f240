// Panic [24]: a 1d6 test, roll >= panic value is OK (P1 -1, P2 -2, already panicked -1 [24.2]); a margin of 1-2
// drops him prone where he is, 3 or more makes him flee: a direction on the scatter diagram or either neighbour,
// then 1d6 hexes straight on, through doors, windows and breaches, stopping at anything impassable, prone at the
// end [24.3]. Several tests from one attack: once he panics the rest are skipped [24.1].
import type { Direction, Hex } from "@tactica/hex";
import { hexNeighbor } from "@tactica/hex";
import type { Provenance } from "@tactica/engine";
import { reconstructed } from "@tactica/engine";

export type PanicCause = "wounded" | "P" | "P1" | "P2" | "ally_hit" | "first_shot" | "adjacent_move" | "mg_line";

export type PanicTest = { readonly panicValue: number; readonly roll: number; readonly cause?: PanicCause; readonly alreadyPanicked?: boolean };

export type PanicOutcome = {
  readonly modified: number;
  readonly panics: boolean;
  /** panic value - modified roll when he panics. */
  readonly margin: number;
  readonly effect: "none" | "prone" | "flee" | "stays" | "no_other_task";
  readonly rule: string;
};

/** One panic test [24.0-24.3]. Tests before moving adjacent and before an MG line do not cause panic [24.1]. */
export function panicTest(t: PanicTest): PanicOutcome {
  const mod = (t.cause === "P1" ? -1 : t.cause === "P2" ? -2 : 0) + (t.alreadyPanicked ? -1 : 0);
  const modified = t.roll + mod;
  const failed = modified < t.panicValue;
  if (t.cause === "adjacent_move") return { modified, panics: false, margin: 0, effect: failed ? "stays" : "none", rule: "Sniper 24.1" };
  if (t.cause === "mg_line") return { modified, panics: false, margin: 0, effect: failed ? "no_other_task" : "none", rule: "Sniper 24.1" };
  if (!failed) return { modified, panics: false, margin: 0, effect: "none", rule: "Sniper 24.0" };
  const margin = t.panicValue - modified;
  return { modified, panics: true, margin, effect: margin >= 3 ? "flee" : "prone", rule: "Sniper 24.3" };
}

/** Several tests one attack calls for, in order: after the first that panics him the rest are skipped [24.1]. */
export function panicTests(tests: readonly PanicTest[]): { readonly taken: readonly PanicOutcome[]; readonly skipped: number } {
  const taken: PanicOutcome[] = [];
  for (const t of tests) {
    const o = panicTest(t);
    taken.push(o);
    if (o.panics) break;
  }
  return { taken, skipped: tests.length - taken.length };
}

/** The scatter diagram's faces as map directions (the diagram is on the map art, absent; digest §12 M5). */
export const SCATTER_PROVENANCE: Provenance = reconstructed("scatter diagram absent (digest §12 M5): face d is map direction d mod 6 (1 = NE, 2 = SE ... 6 = N), chosen so 24.3's example flees from 1229 towards 1531");

/** The map direction of a scatter-diagram face (1-6). */
export function scatterDirection(face: number): Direction {
  return (face % 6) as Direction;
}

/** The faces a fleeing soldier may choose from: the rolled one and its two neighbours [24.3]. */
export function fleeChoices(face: number): readonly number[] {
  const prev = face === 1 ? 6 : face - 1;
  const next = face === 6 ? 1 : face + 1;
  return [prev, face, next];
}

/**
 * The hexes a fleeing soldier runs through: `distance` hexes in the chosen direction, stopping before the first
 * hex he cannot enter (`canEnter`, which lets doors, windows and breaches through [24.3]); he drops prone there.
 */
export function fleePath(from: Hex, face: number, distance: number, canEnter: (from: Hex, dir: Direction) => boolean): { readonly path: readonly Hex[]; readonly stoppedEarly: boolean } {
  const dir = scatterDirection(face);
  const path: Hex[] = [];
  let at = from;
  for (let i = 0; i < distance; i++) {
    if (!canEnter(at, dir)) return { path, stoppedEarly: true };
    at = hexNeighbor(at, dir);
    path.push(at);
  }
  return { path, stoppedEarly: false };
}
