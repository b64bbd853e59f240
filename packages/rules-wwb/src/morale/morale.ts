// Status and morale (WWB 10.0; 4.0 phase starts; 8.3 step 8; 11.0 Leadership; 12.0 Sniper).
import type { DiceFaceSet, Stance } from "../tables/index";
import { PLACEHOLDER_DICE_FACES, THRESHOLDS, readNumeric } from "../tables/index";
import type { WwbOptionValues } from "../options/index";
import { wwbOption } from "../options/index";

/** Morale states of a soldier on the map [10.0]. */
export const MORALE_STATES = ["not_alerted", "alerted", "shaken", "suppressed", "broken"] as const;
/** One morale state. */
export type MoraleState = (typeof MORALE_STATES)[number];

/** What a status event did: the new state and whether the soldier now flees at once. */
export type StatusChange = { readonly morale: MoraleState; readonly flees: boolean; readonly rule: string };

/**
 * A Suppressed or Shaken event on a soldier: shaken + shaken or suppressed = suppressed; suppressed + either =
 * broken (he flees at once, even in the enemy Fire phase) [10.0; 8.4 example].
 */
export function addStatus(m: MoraleState, event: "suppressed" | "shaken"): StatusChange {
  if (m === "broken") return { morale: "broken", flees: false, rule: "WWB 10.0 Broken / Rout" };
  if (m === "suppressed") return { morale: "broken", flees: true, rule: "WWB 10.0 Broken / Rout (a suppressed soldier receiving a further suppression or shaken)" };
  if (m === "shaken") return { morale: "suppressed", flees: false, rule: "WWB 10.0 Suppressed / Shaken (shaken + shaken or suppressed)" };
  return { morale: event, flees: false, rule: event === "shaken" ? "WWB 8.4 (suppressed face in melee = shaken)" : "WWB 10.0 Suppressed / Shaken" };
}

/** The start of a team's own Fire/Action or Movement phase: Shaken markers go, then Suppressed flip to Shaken [4.0]. */
export function phaseStartRecovery(m: MoraleState): MoraleState {
  if (m === "shaken") return "alerted";
  if (m === "suppressed") return "shaken";
  return m;
}

/** The suppressing shooter stopped: soldiers suppressed in his MHx improve one level [8.3 step 8]. */
export function improveOneLevel(m: MoraleState): MoraleState {
  if (m === "broken") return "suppressed";
  if (m === "suppressed") return "shaken";
  if (m === "shaken") return "alerted";
  return m;
}

/** Whether he may be activated (fire, act, move) in an active phase [10.0]. */
export function canBeActivated(m: MoraleState): boolean {
  return m === "alerted" || m === "not_alerted";
}

/** A Leadership rally on one soldier: die and threshold by his marker; a Red skull on a suppressed soldier breaks him [10.0; 11.0]. */
export function rally(m: MoraleState, roll: number, opts: { faces?: DiceFaceSet; options?: WwbOptionValues } = {}): { morale: MoraleState; outcome: "improved" | "failed" | "broke" | "not_applicable"; rule: string } {
  const faces = opts.faces ?? PLACEHOLDER_DICE_FACES;
  const rule = "WWB 10.0 Suppressed / Shaken; 11.0 Leadership";
  if (m === "broken" && wwbOption(opts.options, "rallyBroken") === "shaken_suppressed_only") return { morale: m, outcome: "not_applicable", rule: `${rule}; option wwb/rally_broken` };
  const th = m === "shaken" ? THRESHOLDS.rallyShaken : m === "suppressed" ? THRESHOLDS.rallySuppressed : m === "broken" ? THRESHOLDS.rallyBroken : undefined;
  if (!th) return { morale: m, outcome: "not_applicable", rule };
  const r = readNumeric(faces, th.die, roll);
  if (m === "suppressed" && r.skull) return { morale: "broken", outcome: "broke", rule };
  if (r.total >= th.atLeast) return { morale: improveOneLevel(m), outcome: "improved", rule };
  return { morale: m, outcome: "failed", rule };
}

/** The Resolution-phase rout test: Red >= 5 back to Suppressed; skull = panic fire at the nearest miniature [10.0]. */
export function routTest(roll: number, opts: { faces?: DiceFaceSet } = {}): { morale: MoraleState; panicFire: boolean; rule: string } {
  const r = readNumeric(opts.faces ?? PLACEHOLDER_DICE_FACES, THRESHOLDS.routRecovery.die, roll);
  const rule = "WWB 10.0 Broken / Rout";
  if (r.skull) return { morale: "broken", panicFire: true, rule };
  return { morale: r.total >= THRESHOLDS.routRecovery.atLeast ? "suppressed" : "broken", panicFire: false, rule };
}

/** A MoraleState Test (unspotted Sniper's fire within 3 Hx; optional comrade death): Red < 5 suppressed, skull broken [12.0 Sniper; 8.1]. */
export function moraleTest(m: MoraleState, roll: number, opts: { faces?: DiceFaceSet; options?: WwbOptionValues } = {}): StatusChange & { outcome: "passed" | "suppressed" | "broken" } {
  const r = readNumeric(opts.faces ?? PLACEHOLDER_DICE_FACES, THRESHOLDS.moraleTest.die, roll);
  const rule = "WWB 12.0 Sniper (MoraleState Test)";
  if (r.skull) return { morale: "broken", flees: m !== "broken", rule, outcome: "broken" };
  if (r.total >= THRESHOLDS.moraleTest.atLeast) return { morale: m, flees: false, rule, outcome: "passed" };
  if (m === "suppressed" && wwbOption(opts.options, "moraleFailOnSuppressed") === "no_change") return { morale: m, flees: false, rule, outcome: "suppressed" };
  const c = addStatus(m, "suppressed");
  return { ...c, rule, outcome: c.morale === "broken" ? "broken" : "suppressed" };
}

/** Entering an area-suppressed MHx: Red >= 5 or he is suppressed [8.3 step 7]. */
export function suppressedAreaEntry(m: MoraleState, roll: number, opts: { faces?: DiceFaceSet } = {}): StatusChange & { passed: boolean } {
  const r = readNumeric(opts.faces ?? PLACEHOLDER_DICE_FACES, THRESHOLDS.suppressedArea.die, roll);
  if (r.total >= THRESHOLDS.suppressedArea.atLeast) return { morale: m, flees: false, rule: "WWB 8.3 step 7", passed: true };
  return { ...addStatus(m, "suppressed"), passed: false };
}

/** The stance a suppressed or shaken soldier drops to: the barrier's level, prone in the open [10.0]. */
export function suppressedStance(stance: Stance, barrierLevel: number | undefined, options?: WwbOptionValues): Stance {
  if (wwbOption(options, "suppressedStance") === "always_prone" || barrierLevel === undefined || barrierLevel === 0) return "prone";
  if (barrierLevel === 0.5) return stance === "standing" ? "kneeling" : stance;
  return stance;
}

/** Noise that alerts a not-alerted soldier: MHx radius by mode and terrain [7.0 Run, Walk; 10.0]. */
export function alertRadius(mode: "run" | "walk" | "stealth", inWoods: boolean): number {
  if (mode === "run") return inWoods ? 4 : 2;
  if (mode === "walk") return inWoods ? 1 : -1;
  return -1;
}
