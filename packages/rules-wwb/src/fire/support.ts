// Fire support (WWB 13.0; 12.0 Leader and Radio Operator): six markers (two real), the accuracy roll and drift,
// the dice at the impact, air strafing along the flight line. Geometry (which MHx a drift reaches, which MHx the
// flight line crosses) comes in as plain inputs.
import type { DiceFaceSet, DieColour } from "../tables/index";
import { PLACEHOLDER_DICE_FACES, SUPPORT, THRESHOLDS, faceOf, readNumeric } from "../tables/index";
import type { WwbOptionValues } from "../options/index";
import { wwbOption, wwbToggle } from "../options/index";

/** Who called it and what the Radio Operator saw [13.0 steps 2-3; 12.0]. */
export type CallCircumstances = { readonly targetVisibleToRo: boolean; readonly leaderPresent: boolean; readonly substituteRo?: boolean };

/** The accuracy die and the drift distance for a call [13.0 steps 2-3; 12.0 Leader, Radio Operator]. */
export function accuracyDice(c: CallCircumstances, options?: WwbOptionValues): { die: DieColour; driftMhx: number; rule: string } {
  if (c.substituteRo) {
    const drift = wwbOption(options, "substituteDrift") === "two" || !c.targetVisibleToRo || !c.leaderPresent ? SUPPORT.driftBlindMhx : SUPPORT.driftSeenMhx;
    return { die: SUPPORT.artilleryBlind, driftMhx: drift, rule: "WWB 12.0 Radio Operator (a substitute always rolls White); option wwb/substitute_drift" };
  }
  if (c.targetVisibleToRo && c.leaderPresent) return { die: SUPPORT.artilleryAccurate, driftMhx: SUPPORT.driftSeenMhx, rule: "WWB 13.0 Artillery step 2" };
  return { die: SUPPORT.artilleryBlind, driftMhx: SUPPORT.driftBlindMhx, rule: c.leaderPresent ? "WWB 13.0 Artillery step 3 (target not visible to the RO)" : "WWB 12.0 Leader; 13.0 step 3 (no Leader at the call)" };
}

/** A direction from the Blue number: 1 = the reference (wind, or the fighters' attack), then clockwise by default [8.5; 13.0]. */
export function direction(blue: number, options?: WwbOptionValues): { number: number; stepsFromReference: number; sense: "clockwise" | "anticlockwise"; provenance: string } {
  const sense = wwbOption(options, "directionScheme") === "downwind_anticlockwise" ? "anticlockwise" : "clockwise";
  return { number: blue, stepsFromReference: blue - 1, sense, provenance: "reconstructed: the direction figure is lost (digest §13.1 item 1); option wwb/direction_scheme" };
}

/** A real marker's accuracy from what the dice showed: the accuracy die's icon and the Blue number [13.0 steps 2-4]. */
export function accuracyFromResult(c: CallCircumstances, icon: "ok" | "medal" | "none", blue: number, options?: WwbOptionValues) {
  const d = accuracyDice(c, options);
  if (icon !== "none") return { die: d.die, onTarget: true as const, icon, rule: d.rule };
  return { die: d.die, onTarget: false as const, icon, driftMhx: d.driftMhx, direction: direction(blue, options), rule: d.rule };
}

/** One real marker's accuracy roll: [accuracy die, Blue] [13.0 steps 2-4]. */
export function resolveAccuracy(c: CallCircumstances, rolls: readonly [number, number], opts: { faces?: DiceFaceSet; options?: WwbOptionValues } = {}) {
  const faces = opts.faces ?? PLACEHOLDER_DICE_FACES;
  const d = accuracyDice(c, opts.options);
  const icon = faceOf(faces, d.die, rolls[0]).icon;
  const blue = readNumeric(faces, SUPPORT.directionDie, rolls[1]).number;
  return { ...accuracyFromResult(c, icon, blue, opts.options), faces: faces.id };
}

/** When a Time Track entry comes into play: a reinforcement on box n enters in the Movement phase of turn n; scheduled support is resolved in turn n's Resolution phase [2.0 Time Track; 4.0]. */
export function timeTrackEntry(box: number, kind: "reinforcement" | "support"): { turn: number; phase: "movement" | "resolution"; rule: string } {
  return kind === "reinforcement" ? { turn: box, phase: "movement", rule: "WWB 2.0 Time Track; 4.0 Movement Phase" } : { turn: box, phase: "resolution", rule: "WWB 2.0 Time Track; 4.0 Resolution Phase" };
}

/** The die each soldier rolls at an impact MHx (Black), or an adjacent one (Blue, Optional, with stance/cover modifiers) [13.0 steps 5-6]. */
export function impactDie(where: "impact" | "adjacent", options?: WwbOptionValues): { die: DieColour; modifiers: "none" | "stance_and_cover"; rule: string } | undefined {
  if (where === "impact") return { die: SUPPORT.impactDie, modifiers: "none", rule: "WWB 13.0 step 5" };
  return wwbToggle(options, "artillerySplash") ? { die: SUPPORT.splashDie, modifiers: "stance_and_cover", rule: "WWB 13.0 step 6 (Optional Rule)" } : undefined;
}

/** The Red threshold at which buildings and barriers in an impact MHx collapse [13.0 step 7; 8.5; C2]. */
export function collapseThreshold(source: "artillery" | "satchel", options?: WwbOptionValues): number {
  const o = wwbOption(options, "satchelCollapse");
  if (o === "satchel_four") return THRESHOLDS.satchelDestroys.atLeast;
  if (o === "artillery_five") return THRESHOLDS.artilleryCollapse.atLeast;
  return source === "artillery" ? THRESHOLDS.artilleryCollapse.atLeast : THRESHOLDS.satchelDestroys.atLeast;
}

/** A MHx the fighters fly over, with the soldiers in it (in cover or inside a building, or in the open). */
export type OverflownMhx = { readonly mhx: string; readonly soldiers: readonly { readonly id: string; readonly inCover: boolean }[] };

/**
 * Air strafing: from the first MHx on the panel edge along the flight line, each soldier of any faction in an
 * overflown MHx rolls Green in the open, Grey in cover or in a building, no modifiers; at the target MHx the fighters
 * stop strafing and bomb as artillery, Blue "1" toward their attack [13.0 Air Support steps 2-3].
 */
export function strafingRolls(path: readonly OverflownMhx[], targetMhx: string, options?: WwbOptionValues): { rolls: { mhx: string; soldier: string; die: DieColour }[]; bombing: { mhx: string; die: DieColour; directionReference: "attack" }; rule: string } {
  const rolls: { mhx: string; soldier: string; die: DieColour }[] = [];
  for (const m of path) {
    if (m.mhx === targetMhx && wwbOption(options, "strafeTarget") === "no") break;
    for (const s of m.soldiers) rolls.push({ mhx: m.mhx, soldier: s.id, die: s.inCover ? SUPPORT.strafeCoverDie : SUPPORT.strafeOpenDie });
    if (m.mhx === targetMhx) break;
  }
  return { rolls, bombing: { mhx: targetMhx, die: SUPPORT.impactDie, directionReference: "attack" }, rule: "WWB 13.0 Air Support" };
}

/** The reveal turn of a call made in turn T: the Resolution phase of T + 1 [13.0 step 1]. */
export function revealTurn(callTurn: number): { turn: number; phase: "resolution"; rule: string } {
  return { turn: callTurn + 1, phase: "resolution", rule: "WWB 13.0 Artillery step 1" };
}

/** Six markers, exactly two real [13.0 step 1]: a typed refusal otherwise. */
export function checkMarkers(markers: readonly { readonly real: boolean }[]): { ok: true } | { ok: false; error: { code: string; message: string; rule: string } } {
  if (markers.length !== SUPPORT.markers || markers.filter((m) => m.real).length !== SUPPORT.realMarkers) {
    return { ok: false, error: { code: "wwb/support_markers", message: `A fire-support call places ${SUPPORT.markers} Target Markers, exactly ${SUPPORT.realMarkers} real.`, rule: "WWB 13.0 step 1" } };
  }
  return { ok: true };
}

/** Whether a side may call fire support: at most one per turn, counted by calls (option wwb/support_cap) [13.0]. */
export function mayCallSupport(callsThisTurn: number, impactsThisTurn: number, options?: WwbOptionValues): { ok: true } | { ok: false; error: { code: string; message: string; rule: string } } {
  const used = wwbOption(options, "supportCap") === "impacts" ? impactsThisTurn : callsThisTurn;
  return used >= 1 ? { ok: false, error: { code: "wwb/support_once_per_turn", message: "No more than one fire support per turn.", rule: "WWB 13.0 Fire Support" } } : { ok: true };
}
