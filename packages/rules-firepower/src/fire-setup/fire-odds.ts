import type { ProvenanceSummary } from "@tactica/engine";
import { lookupOrThrow, summarizeProvenance } from "@tactica/engine";
import type { Distribution, OddsRow, Rational } from "@tactica/dice";
import { mapOutcomes, mul, rational, toOddsRows } from "@tactica/dice";
import { firepowerBlastOdds, firepowerBurstOdds, firepowerCheckChance } from "../odds/index";
import { BASIC_GRENADE_BLAST } from "../tables/basic-firing-chart";
import { GRENADE_SPREAD_DIAGRAM } from "../tables/grenade-spread";
import type { AppliedModifier } from "../fire/applied-modifier";
import { totalModifier } from "../fire/applied-modifier";
import { collectBlastModifiers, collectFireModifiers, collectThrowModifiers } from "./collect-fire-modifiers";
import type { FireSituation } from "../fire/fire-situation";
import { defaultMode } from "../fire/fire-situation";
import type { FireError, HitNumber } from "../fire/hit-number";
import { toHitNumber } from "../fire/hit-number";
import { tableOf } from "../fire/table-of";

/** Outcomes for one target, named as the book names them [6.3.6.3, 6.4]. */
export type FireOutcome = "eliminated" | "stunned" | "suppressed" | "no effect";

const ORDER: readonly FireOutcome[] = ["eliminated", "stunned", "suppressed", "no effect"];

/** The explained answer of `fireOdds`. */
export type FireOddsAnswer = {
  readonly weapon: FireSituation["weapon"];
  readonly mode: NonNullable<FireSituation["mode"]>;
  readonly range: number;
  readonly hit: HitNumber;
  /** Shot (or throw) modifiers; for grenades `blastModifiers` lists the blast roll's at the impact hex. */
  readonly modifiers: readonly AppliedModifier[];
  readonly modifierTotal: number;
  readonly blastModifiers?: readonly AppliedModifier[];
  /** Chance that one shot (or the throw) hits: clamp(hit − ΣMod, 0, 10)/10 [6.3.6.3]. */
  readonly perShot: Rational;
  readonly outcomes: Distribution<FireOutcome>;
  readonly rows: readonly OddsRow<FireOutcome>[];
  readonly provenance: ProvenanceSummary;
  readonly notes: readonly string[];
};

/** Result of `fireOdds`: the answer, or why the fire is not allowed. */
export type FireOddsResult = { readonly ok: true; readonly value: FireOddsAnswer } | { readonly ok: false; readonly error: FireError };

/** The mixture of outcome distributions weighted by their chances (weights summing to 1). */
export function mixture(parts: readonly (readonly [Rational, Distribution<FireOutcome>])[]): Distribution<FireOutcome> {
  const acc = new Map<FireOutcome, Rational>();
  for (const [w, d] of parts) {
    for (const [o, p] of d) {
      const prev = acc.get(o);
      const add = mul(w, p);
      acc.set(o, prev ? rational(prev.num * add.den + add.num * prev.den, prev.den * add.den) : add);
    }
  }
  return acc;
}

const renameNoEffect = <T extends string>(d: Distribution<T>): Distribution<FireOutcome> =>
  mapOutcomes(d, (o): FireOutcome => (o === "no_effect" ? "no effect" : (o as FireOutcome)));

function blastAt(s: FireSituation, distance: number): { d: Distribution<FireOutcome>; mods: AppliedModifier[] } {
  const mods = collectBlastModifiers(s.target, distance, s.tables);
  const d = firepowerBlastOdds({ blastNumber: BASIC_GRENADE_BLAST.value, modifierTotal: totalModifier(mods), zone: distance === 0 ? "impact" : "blast_zone" });
  return { d: renameNoEffect(d), mods };
}

/**
 * Exact odds for a soldier in the target hex of one throw [6.3.6.3.2]: the throw hits (impact), misses by
 * more than 10 (no effect), or spreads by the Spread Diagram; the new impact hex is assumed live (not a dud).
 */
function grenadeOdds(s: FireSituation, hit: HitNumber) {
  const modifiers = collectThrowModifiers(s);
  const total = totalModifier(modifiers);
  const pHit = firepowerCheckChance(hit.hitNumber, total);
  const pFar = firepowerCheckChance(10, total);
  const pSpread = rational(pFar.num * pHit.den - pHit.num * pFar.den, pFar.den * pHit.den);
  const pMiss = rational(pFar.den - pFar.num, pFar.den);
  const impact = blastAt(s, 0);
  const spreadTable = tableOf(s.tables, GRENADE_SPREAD_DIAGRAM);
  const spreadCells = Array.from({ length: 10 }, (_, i) => lookupOrThrow(spreadTable, { roll: i + 1 }));
  const spread = mixture(spreadCells.map((c) => [rational(1, 10), blastAt(s, c.value.steps.length).d] as const));
  const outcomes = mixture([[pHit, impact.d], [pSpread, spread], [pMiss, new Map([["no effect" as FireOutcome, rational(1)]])]]);
  return { modifiers, total, perShot: pHit, outcomes, blastModifiers: impact.mods, spreadCells };
}

/**
 * Exact outcome distribution of one fire at one target [6.3.6]: an L weapon's one burst (or semi shots) at a
 * target unit, or a grenade thrown at the target's hex; with every modifier (name, value, rule, provenance)
 * and a provenance summary of every number used. Pure and allocation-light (a few dozen rationals).
 */
export function fireOdds(s: FireSituation): FireOddsResult {
  const mode = s.mode ?? defaultMode(s.weapon);
  const options = s.options ?? {};
  const hitResult = toHitNumber(s.weapon, mode, s.range, s.firer.posture, options, s.tables);
  if (!hitResult.ok) return hitResult;
  const hit = hitResult.value;
  if (s.weapon === "HGN") {
    const g = grenadeOdds(s, hit);
    const used = [hit, { provenance: BASIC_GRENADE_BLAST.provenance }, ...g.modifiers, ...g.blastModifiers, ...g.spreadCells];
    return {
      ok: true,
      value: {
        weapon: s.weapon, mode, range: s.range, hit, modifiers: g.modifiers, modifierTotal: g.total, blastModifiers: g.blastModifiers,
        perShot: g.perShot, outcomes: g.outcomes, rows: toOddsRows(g.outcomes, 4, ORDER), provenance: summarizeProvenance(used),
        notes: ["spread hexes are assumed on-map, in range and in LOS (no dud) [6.3.6.3.2.1]"],
      },
    };
  }
  const modifiers = collectFireModifiers(s);
  const total = totalModifier(modifiers);
  const suppression = options["firepower/auto_fire_suppression"] === "if_rolled" ? "if_rolled" : "if_possible";
  const burst = firepowerBurstOdds({ hitNumber: hit.hitNumber, modifierTotal: total, shots: hit.shots, automatic: mode === "auto", suppression });
  const outcomes = renameNoEffect(burst);
  return {
    ok: true,
    value: {
      weapon: s.weapon, mode, range: s.range, hit, modifiers, modifierTotal: total,
      perShot: firepowerCheckChance(hit.hitNumber, total), outcomes, rows: toOddsRows(outcomes, 4, ORDER),
      provenance: summarizeProvenance([hit, { provenance: hit.rofProvenance }, ...modifiers]),
      notes: mode === "auto" ? ["one burst per target unit per Impulse Phase [6.3.5.1]"] : [],
    },
  };
}
