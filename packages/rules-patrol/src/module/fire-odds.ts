// fireOdds for Patrol! (moved from services/api/src/odds/fire-odds-systems.ts): the GraphQL situation schema, typed
// against the package's own FireSituation, and the answer in the shape every system gives.
import { z } from "zod";
import { describeIssuesMessage } from "@tactica/engine";
import { toDecimal, toFractionString } from "@tactica/dice";
import type { Distribution } from "@tactica/dice";
import type { FireOddsAnswer, FireOddsExplainer, FireOddsOutcome, OddsModifier, OddsOutcome } from "@tactica/ruleset-module";
import { fireOdds } from "../combat/fire-odds";
import type { FireSituation as PatrolSituation } from "../combat/fire-odds";
import { FIREARMS } from "../tables/firearm-attack";

const toOutcomes = <T extends string>(d: Distribution<T>): OddsOutcome[] =>
  [...d.entries()].map(([outcome, p]) => ({ outcome, probability: toFractionString(p), decimal: toDecimal(p, 6) }));

// Every problem with its path and the shape expected there (the schema is served as Ruleset.fireOddsSituationSchema).
const invalid = (error: z.ZodError): FireOddsOutcome => ({ ok: false, code: "odds/invalid_situation", message: describeIssuesMessage(error, "situation") });

const patrolSituation: z.ZodType<PatrolSituation> = z.union([
  z.object({
    attack: z.object({
      weapon: z.enum(FIREARMS), range: z.number().int().min(0).max(200), mode: z.enum(["DF", "OF", "KF", "EF", "FP"]).optional(),
      wounded: z.boolean().optional(), stunned: z.boolean().optional(), targets: z.number().int().min(1).max(20).optional(),
    }).strict(),
    defense: z.object({
      mode: z.enum(["open", "mixed", "closed"]), terrain: z.enum(["clear", "rough-1", "rough-2", "crater"]),
      posture: z.enum(["erect", "prone", "prone-hidden"]), throughSlope: z.boolean().optional(), hexesPlotted: z.number().int().min(0).max(20).optional(),
      smoke: z.boolean().optional(), blastInHex: z.boolean().optional(), flame: z.boolean().optional(),
    }).strict(),
  }).strict(),
  z.object({ fixedOdds: z.number().int().min(0).max(10), rule: z.string().max(200) }).strict(),
]);

/** Patrol! 9.85: an infinite Defense Multiple (IC) leaves the target unharmed whatever the dice; the modifier says why. */
function toCannotBeHarmed(modifiers: readonly OddsModifier[]): FireOddsAnswer["cannotBeHarmed"] {
  const ic = modifiers.find((m) => !Number.isFinite(m.value));
  if (!ic) return undefined;
  return { reason: `${ic.name}: the Defense Multiple is infinite (Infinite Concealment), so the fire is off the Firearm Results Table and no result but "-" can occur`, rule: `Patrol! ${ic.rule}`, provenance: ic.provenance };
}

/** Patrol!'s fire odds of one attack [10.0-10.9]: AS and DS from the attack and defense a client describes (no map line). */
export const patrolFireOdds: FireOddsExplainer = {
  situationSchema: patrolSituation,
  takesSight: false,
  answer(json) {
    const parsed = patrolSituation.safeParse(json);
    if (!parsed.success) return invalid(parsed.error);
    const a = fireOdds(parsed.data);
    const cannotBeHarmed = toCannotBeHarmed(a.modifiers);
    return {
      ok: true,
      value: {
        system: "patrol", outcomes: toOutcomes(a.distribution), modifiers: a.modifiers, provenance: a.provenance,
        notes: cannotBeHarmed ? [`${cannotBeHarmed.reason} [${cannotBeHarmed.rule}]`] : [],
        ...(cannotBeHarmed ? { cannotBeHarmed } : {}),
        // JSON has no Infinity: an infinite DS is null here, with defenseInfinite and cannotBeHarmed saying why.
        details: { attackStrength: a.as ?? null, defenseStrength: Number.isFinite(a.ds) ? a.ds : null, defenseInfinite: !Number.isFinite(a.ds), column: a.column, rolls: a.rolls.map((x) => ({ roll: x.roll, result: x.result, provenance: x.provenance })) },
      },
    };
  },
};
