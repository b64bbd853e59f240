// fireOdds for Firepower (moved from services/api/src/odds/fire-odds-systems.ts): the GraphQL situation schema, typed
// against the package's own FireSituation, and the answer in the shape every system gives.
import { z } from "zod";
import { describeIssuesMessage } from "@tactica/engine";
import type { LosAnswer } from "@tactica/sighting";
import { hexToHexId } from "@tactica/map";
import { toDecimal, toFractionString } from "@tactica/dice";
import type { Distribution } from "@tactica/dice";
import { fireOdds as packageFireOdds } from "../fire-setup/fire-odds";
import { BASIC_WEAPONS } from "../tables/basic-firing-chart";
import { POSTURES } from "../tables/basic-mf-chart";
import type { FireSituation as FirepowerSituation } from "../fire/fire-situation";
import type { FireOddsExplainer, FireOddsOutcome, OddsOutcome, Sight } from "@tactica/ruleset-module";

/** The line a shot rests on, for the answer's details: what was ruled, at which heights, with which numbers. */
function toLosDetails(sight: LosAnswer): Record<string, unknown> {
  return {
    clear: sight.clear, range: sight.range, modifier: sight.modifier, eyeHeights: sight.eyeHeights ?? null,
    reconstructed: sight.reconstructed, rules: sight.rules, provenance: sight.provenance,
  };
}

const toOutcomes = <T extends string>(d: Distribution<T>): OddsOutcome[] =>
  [...d.entries()].map(([outcome, p]) => ({ outcome, probability: toFractionString(p), decimal: toDecimal(p, 6) }));

// Every problem with its path and the shape expected there (the schema is served as Ruleset.fireOddsSituationSchema).
const invalid = (error: z.ZodError): FireOddsOutcome => ({ ok: false, code: "odds/invalid_situation", message: describeIssuesMessage(error, "situation") });

type LineSmoke = NonNullable<NonNullable<FirepowerSituation["field"]>["smoke"]>[number];

/**
 * The line's modifiers as the fire rules name them: each smoke hex it crosses, fires out of or into is a 12.2.7 smoke
 * modifier (the LOS already left out the tree or hedge of a smoke hex), the rest of its total is trees and hedges
 * [6.3.6.2.5, 12.2.6]. Smoke the situation's `field` lists for the same hex is counted once, as the situation says.
 */
function lineModifiers(sight: Sight, field: FirepowerSituation["field"]): { treesAndHedges: number; smoke: LineSmoke[] } {
  const smoke: LineSmoke[] = [...(field?.smoke ?? [])];
  let smokeTotal = 0;
  for (const el of sight.path) {
    const value = el.kind === "hex" && el.note?.feature === "smoke" ? el.modifier ?? 0 : 0;
    if (value !== 2 && value !== 3) continue;
    smokeTotal += value;
    const hex = hexToHexId(sight.map, el.hex)[0] ?? `${el.hex.q},${el.hex.r}`;
    // The line knows the smoke's value, not which weapon made it: +2 is W smoke; +3 is F or M smoke or a Fire [12.2.7].
    if (!smoke.some((s) => s.hex === hex)) smoke.push({ hex, value });
  }
  return { treesAndHedges: Math.max(0, sight.modifier - smokeTotal), smoke };
}

// The schemas are typed against the rules packages' own situation types, so they cannot drift apart silently.
// `range` may be left out when `sight` is given: the line sets it (docs/api.md).
type FirepowerQuestion = Omit<FirepowerSituation, "losProvenance" | "tables" | "range"> & { readonly range?: number };
const firepowerSituation: z.ZodType<FirepowerQuestion> = z.object({
  weapon: z.enum(BASIC_WEAPONS),
  mode: z.enum(["auto", "semi", "throw"]).optional(),
  range: z.number().int().min(1).max(200).optional(),
  firer: z.object({
    posture: z.enum(POSTURES), suppressed: z.boolean().optional(), pinned: z.boolean().optional(), nonCombatMf: z.number().int().min(0).max(20).optional(),
    // Option 16.7.2 (options "firepower/nightsights": "on"): the nightsight on the firer's weapon.
    nightsight: z.enum(["NST", "PNS"]).optional(),
  }).strict(),
  target: z.object({
    posture: z.enum(POSTURES), running: z.boolean().optional(), terrain: z.enum(["clear", "tree", "rough", "scrub"]).optional(),
    // Option 16.7.2.2: he used an NST this Turn (a PNS firer gets -2).
    nstUsed: z.boolean().optional(),
    fenceBetween: z.boolean().optional(), hedgeBetween: z.boolean().optional(), inWorks: z.boolean().optional(), behindHighCover: z.boolean().optional(),
    inBuilding: z.boolean().optional(), openingCover: z.boolean().optional(),
  }).strict(),
  treesAndHedges: z.number().int().min(0).max(50).optional(),
  // Advanced: smoke hexes on the line, the target hex's Observation Condition, the firer's "nF" wounds [12.2.7, 12.2.11, 23.1.1].
  field: z.object({
    smoke: z.array(z.object({ hex: z.string().min(1).max(20), source: z.enum(["M", "F", "W", "fire", "w_fire"]), value: z.union([z.literal(2), z.literal(3)]) }).strict()).max(50).optional(),
    observation: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    woundFire: z.number().int().min(0).max(20).optional(),
  }).strict().optional(),
  options: z.record(z.string(), z.string()).optional(),
}).strict();

/** The situation the rules package answers; with the two soldiers placed on a map the line sets the range, trees/hedges and smoke [12, 12.2.6, 12.2.7]. */
function toFirepowerSituation(q: FirepowerQuestion, sight: Sight | undefined): FirepowerSituation | undefined {
  if (!sight) return q.range === undefined ? undefined : { ...q, range: q.range };
  const { treesAndHedges, smoke } = lineModifiers(sight, q.field);
  const field = smoke.length > 0 ? { ...q.field, smoke } : q.field;
  return { ...q, range: sight.range, treesAndHedges, ...(field ? { field } : {}), ...(sight.provenance[0] ? { losProvenance: sight.provenance[0] } : {}) };
}

/**
 * Firepower's fire odds [6.3.5, 6.3.6, 12]: a situation the GraphQL schema documents (docs/api.md), or with `sight`
 * the two soldiers on a map, whose line sets the range, trees and hedges and smoke.
 */
export const firepowerFireOdds: FireOddsExplainer = {
  situationSchema: firepowerSituation,
  takesSight: true,
  answer(json, sight) {
    const parsed = firepowerSituation.safeParse(json);
    if (!parsed.success) return invalid(parsed.error);
    const situation = toFirepowerSituation(parsed.data, sight);
    if (!situation) return { ok: false, code: "odds/invalid_situation", message: "situation.range: required unless sight places the two soldiers on a map" };
    const r = packageFireOdds(situation);
    if (!r.ok) return { ok: false, code: r.error.code, message: r.error.message, ...(r.error.rule ? { rule: r.error.rule } : {}) };
    const a = r.value;
    return {
      ok: true,
      value: {
        system: "firepower", outcomes: toOutcomes(a.outcomes), modifiers: [...a.modifiers, ...(a.blastModifiers ?? [])],
        provenance: a.provenance,
        notes: sight?.reconstructed
          ? [...a.notes, "Line of sight ruled with the LOS chart's reconstructed stand-in (digest §6.2: floor(1.15·R·(Hi−hO)/(Hi−Lo))), not the book's missing chart (Firepower 12.1.4)"]
          : a.notes,
        details: {
          weapon: a.weapon, mode: a.mode, range: a.range, hitNumber: a.hit.hitNumber, shots: a.hit.shots, modifierTotal: a.modifierTotal, perShot: toFractionString(a.perShot),
          ...(sight ? { los: toLosDetails(sight) } : {}),
        },
      },
    };
  },
};
