// Exact odds of every fire-type action and test of We Were Brothers, by enumerating each action's own resolver over
// every face of the dice it rolls (so odds and play cannot disagree). Every answer names the face set it used and
// whether that set is the placeholder; modifiers come with their rule sections.
import type { Provenance } from "@tactica/engine";
import { describeProvenance } from "@tactica/engine";
import { rational, toDecimal, toFractionString } from "@tactica/dice";
import type { BlastCover, DiceFaceSet, DieColour, Stance, WeaponCard } from "../tables/index";
import { PLACEHOLDER_DICE_FACES, THRESHOLDS, faceOf, readNumeric } from "../tables/index";
import type { ThresholdName } from "../tables/index";
import type { WwbOptionValues } from "../options/index";
import type { SpottingTestSpec } from "../spotting/index";
import { resolveSpottingTest } from "../spotting/index";
import { HEALTHY } from "../health/index";
import type { Health } from "../health/index";
import { deteriorate, treat } from "../health/index";
import type { MoraleState } from "../morale/index";
import { moraleTest, rally, routTest, suppressedAreaEntry } from "../morale/index";
import type { CallCircumstances, ShotInput } from "../fire/index";
import { accuracyDice, resolveAccuracy, rollShot, shotDie, suppressionDie, suppressionSucceeds } from "../fire/index";
import type { Fighter } from "../melee/index";
import { meleeDie } from "../melee/index";
import { blastDie, landing, placeCharge } from "../grenades/index";

/** One outcome with its exact probability. */
export type OddsRow = { readonly outcome: string; readonly probability: string; readonly decimal: string };

/** An explained answer: the distribution, the dice, each modifier with its rule, the faces used and their provenance. */
export type OddsAnswer = {
  readonly action: string;
  readonly rule: string;
  readonly outcomes: readonly OddsRow[];
  readonly dice: readonly string[];
  readonly modifiers: readonly { readonly name: string; readonly value: number; readonly rule: string; readonly provenance?: string }[];
  readonly faces: { readonly id: string; readonly name: string; readonly provenance: string; readonly placeholder: boolean };
  readonly notes: readonly string[];
};

/** A refusal (the action cannot be taken). */
export type OddsRefusal = { readonly code: string; readonly message: string; readonly rule: string };
export type OddsResult = { ok: true; value: OddsAnswer } | { ok: false; error: OddsRefusal };

/** Count outcomes over every combination of `dice` d6 rolls (each combination equally likely). */
export function enumerateRolls(dice: number, outcomeOf: (rolls: number[]) => string): OddsRow[] {
  const counts = new Map<string, number>();
  const total = 6 ** dice;
  for (let i = 0; i < total; i++) {
    const rolls: number[] = [];
    let n = i;
    for (let k = 0; k < dice; k++) { rolls.push((n % 6) + 1); n = Math.floor(n / 6); }
    const o = outcomeOf(rolls);
    counts.set(o, (counts.get(o) ?? 0) + 1);
  }
  return [...counts.entries()].map(([outcome, c]) => {
    const p = rational(c, total);
    return { outcome, probability: toFractionString(p), decimal: toDecimal(p, 4) };
  });
}

function facesInfo(f: DiceFaceSet): OddsAnswer["faces"] {
  return { id: f.id, name: f.name, provenance: describeProvenance(f.provenance), placeholder: f.provenance.kind === "placeholder" };
}
function faceNote(f: DiceFaceSet): string[] {
  return f.provenance.kind === "placeholder" ? [`computed over ${f.id}: the book's dice faces are lost (digest §13.1); these odds are NOT the book's`] : [`computed over ${f.id} (${describeProvenance(f.provenance)})`];
}
const prov = (p: Provenance) => describeProvenance(p);

/** The five combat results of one die [2.0]. */
export function combatDieOdds(die: DieColour, faces: DiceFaceSet = PLACEHOLDER_DICE_FACES): OddsAnswer {
  return { action: "combat die", rule: "WWB 2.0 Combat Dice", outcomes: enumerateRolls(1, ([r]) => faceOf(faces, die, r!).combat), dice: [die], modifiers: [], faces: facesInfo(faces), notes: faceNote(faces) };
}

/** Direct or opportunity fire at a soldier: the range die, each modifier, and the effect on him [8.1; 8.2]. */
export function fireOdds(s: ShotInput & { mode?: "direct" | "opportunity"; target: ShotInput["target"] & { health?: Health; morale?: MoraleState }; faces?: DiceFaceSet }): OddsResult {
  const faces = s.faces ?? PLACEHOLDER_DICE_FACES;
  const d = shotDie(s);
  if (!d.ok) return d;
  const target = { health: s.target.health ?? HEALTHY, morale: s.target.morale ?? "alerted" };
  const fx = { ...(s.headShot ? { headShot: true } : {}), ...(s.options ? { options: s.options } : {}), faces };
  const notes = [...d.value.notes, ...faceNote(faces)];
  if (s.mode === "opportunity") notes.push("opportunity fire resolves as direct fire (WWB 8.2 step 4)");
  const outcomes = d.value.die === "none" ? [{ outcome: "no_effect", probability: "1", decimal: "1.0000" }] : enumerateRolls(1, ([r]) => {
    const e = rollShot(d.value, r!, target, fx);
    return e.result === "suppressed" && e.morale === "broken" ? "suppressed_broken" : e.result;
  });
  return {
    ok: true,
    value: {
      action: s.mode === "opportunity" ? "opportunity fire" : "direct fire", rule: s.mode === "opportunity" ? "WWB 8.2; 8.1" : "WWB 8.1",
      outcomes, dice: [d.value.die === "none" ? "none (below White)" : d.value.die],
      modifiers: [{ name: `range band ${d.value.band}: base ${d.value.base}`, value: 0, rule: "WWB 8.1 step 3" }, ...d.value.modifiers.map((m) => ({ name: m.name, value: m.value, rule: m.rule, provenance: prov(m.provenance) }))],
      faces: facesInfo(faces), notes,
    },
  };
}

/** Suppression fire: success on the suppressed face [8.3]. */
export function suppressionOdds(w: WeaponCard, opts: { weaponsSkill?: 0 | 1 | 2; ownMhx?: boolean; woundPenalty?: number; options?: WwbOptionValues; faces?: DiceFaceSet }): OddsResult {
  const faces = opts.faces ?? PLACEHOLDER_DICE_FACES;
  const d = suppressionDie(w, opts);
  if (!d.ok) return d;
  const o = opts.options ? { options: opts.options } : {};
  return {
    ok: true,
    value: {
      action: "suppression fire", rule: "WWB 8.3", dice: [d.value.die], faces: facesInfo(faces),
      outcomes: enumerateRolls(1, ([r]) => (suppressionSucceeds(d.value, r!, { faces, ...o }).success ? "success" : "failure")),
      modifiers: [{ name: `suppression die ${d.value.base}`, value: 0, rule: "WWB 8.3 step 6", provenance: prov(d.value.baseProvenance) }, ...d.value.modifiers],
      notes: faceNote(faces),
    },
  };
}

/** A Spotting Test [6.0]. */
export function spottingOdds(spec: SpottingTestSpec, faces: DiceFaceSet = PLACEHOLDER_DICE_FACES): OddsAnswer {
  const outcomes = spec.die === "impossible" ? [{ outcome: "not_identified", probability: "1", decimal: "1.0000" }] : enumerateRolls(spec.withRed ? 2 : 1, (rolls) => {
    const o = resolveSpottingTest(spec, rolls, faces);
    return `${o.identified ? "identified" : "not_identified"}${o.ambush ? "_target_fires_first" : ""}`;
  });
  return { action: "spotting test", rule: "WWB 6.0 Spotting Test", outcomes, dice: spec.withRed ? [spec.die, "red"] : [spec.die], modifiers: spec.shifts.map((s) => ({ ...s })), faces: facesInfo(faces), notes: faceNote(faces) };
}

/** A grenade throw in the open at d MHx: where it lands [8.5]. */
export function grenadeLandingOdds(distanceMhx: number, opts: { faces?: DiceFaceSet; options?: WwbOptionValues } = {}): OddsAnswer {
  const faces = opts.faces ?? PLACEHOLDER_DICE_FACES;
  const o = opts.options ? { options: opts.options } : {};
  return {
    action: "grenade throw", rule: "WWB 8.5 Launch procedure in the open", dice: ["grey", "blue"], faces: facesInfo(faces), modifiers: [],
    outcomes: enumerateRolls(2, ([g, b]) => { const l = landing([g!, b!], distanceMhx, { faces, ...o }); return l.kind === "scatter" ? `scatter_3_toward_${l.direction}` : l.kind; }),
    notes: faceNote(faces),
  };
}

/** A soldier in a blast [8.5 step 4]. */
export function blastOdds(ring: 0 | 1 | 2, cover: BlastCover, stance?: Stance, faces: DiceFaceSet = PLACEHOLDER_DICE_FACES): OddsAnswer {
  const d = blastDie(ring, cover, stance);
  return {
    action: "grenade blast", rule: "WWB 8.5 step 4", dice: [d.die], faces: facesInfo(faces), modifiers: d.steps,
    outcomes: d.die === "none" ? [{ outcome: "no_effect", probability: "1", decimal: "1.0000" }] : enumerateRolls(1, ([r]) => faceOf(faces, d.die as DieColour, r!).combat),
    notes: faceNote(faces),
  };
}

/** One melee roll [8.4]. */
export function meleeRollOdds(self: Fighter, opponent: Fighter, ctx: { attackerFirstRoll?: boolean; options?: WwbOptionValues; faces?: DiceFaceSet } = {}): OddsAnswer {
  const faces = ctx.faces ?? PLACEHOLDER_DICE_FACES;
  const { die, reasons } = meleeDie(self, opponent, ctx);
  return {
    action: "melee roll", rule: "WWB 8.4", dice: [die], faces: facesInfo(faces), modifiers: reasons.map((r) => ({ name: r, value: 0, rule: "WWB 8.4" })),
    outcomes: enumerateRolls(1, ([r]) => { const c = faceOf(faces, die, r!).combat; return c === "suppressed" ? "shaken" : c; }),
    notes: ["a suppressed face means Shaken in melee (WWB 8.4)", ...faceNote(faces)],
  };
}

/** A real fire-support marker's accuracy [13.0]. */
export function supportAccuracyOdds(c: CallCircumstances, opts: { faces?: DiceFaceSet; options?: WwbOptionValues } = {}): OddsAnswer {
  const faces = opts.faces ?? PLACEHOLDER_DICE_FACES;
  const d = accuracyDice(c, opts.options);
  return {
    action: "fire support accuracy", rule: d.rule, dice: [d.die, "blue"], faces: facesInfo(faces), modifiers: [],
    outcomes: enumerateRolls(2, ([a, b]) => { const r = resolveAccuracy(c, [a!, b!], { faces, ...(opts.options ? { options: opts.options } : {}) }); return r.onTarget ? "on_target" : `drift_${r.driftMhx}_toward_${r.direction.number}`; }),
    notes: faceNote(faces),
  };
}

/** A numeric test by name (treatment, deterioration, rally, rout, morale, area entry, placement) [9.0, 10.0, 8.3, 8.5, 12.0]. */
export function numericTestOdds(test: "treat_bleeding" | "treat_loc" | "deteriorate_bleeding" | "deteriorate_loc" | "rally_shaken" | "rally_suppressed" | "rally_broken" | "rout" | "morale_test" | "suppressed_area" | "charge_placement", opts: { bonus?: 0 | 1 | 2; faces?: DiceFaceSet; options?: WwbOptionValues } = {}): OddsAnswer {
  const faces = opts.faces ?? PLACEHOLDER_DICE_FACES;
  const b = opts.bonus ?? 0;
  const o = opts.options ? { options: opts.options } : {};
  const name: Record<typeof test, ThresholdName> = {
    treat_bleeding: "treatBleeding", treat_loc: "treatLoc", deteriorate_bleeding: "deteriorationBleeding", deteriorate_loc: "deteriorationLoc", rally_shaken: "rallyShaken",
    rally_suppressed: "rallySuppressed", rally_broken: "rallyBroken", rout: "routRecovery", morale_test: "moraleTest", suppressed_area: "suppressedArea", charge_placement: "chargePlacement",
  };
  const th = THRESHOLDS[name[test]];
  const reroll = (test.startsWith("treat") || test === "charge_placement") && b === 2;
  const f = (rolls: number[]): string => {
    switch (test) {
      case "treat_bleeding": return treat({ box: 6, condition: "bleeding" }, rolls, { firstAid: b, faces }).outcome;
      case "treat_loc": return treat({ box: 8, condition: "loc" }, rolls, { firstAid: b, faces }).outcome;
      case "deteriorate_bleeding": return deteriorate({ box: 6, condition: "bleeding" }, rolls[0]!, { strength: b, faces, ...o }).outcome;
      case "deteriorate_loc": return deteriorate({ box: 8, condition: "loc" }, rolls[0]!, { strength: b, faces, ...o }).outcome;
      case "rally_shaken": return rally("shaken", rolls[0]!, { faces, ...o }).outcome;
      case "rally_suppressed": return rally("suppressed", rolls[0]!, { faces, ...o }).outcome;
      case "rally_broken": return rally("broken", rolls[0]!, { faces, ...o }).outcome;
      case "rout": { const r = routTest(rolls[0]!, { faces }); return r.panicFire ? "panic_fire" : r.morale; }
      case "morale_test": return moraleTest("alerted", rolls[0]!, { faces, ...o }).outcome;
      case "suppressed_area": return suppressedAreaEntry("alerted", rolls[0]!, { faces }).passed ? "passed" : "suppressed";
      case "charge_placement": return placeCharge(rolls, b === 0 ? 1 : b, faces).outcome;
    }
  };
  const mods = b ? [{ name: `skill bonus +${test === "charge_placement" ? (b === 1 ? 2 : 3) : b}`, value: b, rule: "WWB 9.0, 11.0" }] : [];
  return {
    action: test.replace(/_/g, " "), rule: describeProvenance(th.provenance), dice: reroll ? [th.die, `${th.die} (re-roll of a skull)`] : [th.die], faces: facesInfo(faces), modifiers: mods,
    outcomes: enumerateRolls(reroll ? 2 : 1, f), notes: [`${th.die} >= ${th.atLeast} (${describeProvenance(th.provenance)})`, ...faceNote(faces)],
  };
}

/** The number a Red or Blue face reads, for answers that show numeric faces. */
export function numericFaces(die: "red" | "blue", faces: DiceFaceSet = PLACEHOLDER_DICE_FACES): { roll: number; number: number; skull: boolean }[] {
  return [1, 2, 3, 4, 5, 6].map((roll) => { const n = readNumeric(faces, die, roll); return { roll, number: n.number, skull: n.skull }; });
}
