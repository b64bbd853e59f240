import { builder } from "../builder";
import { ProvenanceRef } from "./provenance";
import { apiError, ruleError } from "../errors";
import type { RulesetEntry } from "../deps";
import { findModule, modulesOf, servedIds } from "../rulesets";
import { checkSight, SightInput } from "./geometry";
import type { FireOddsAnswer, OddsModifier, OddsOutcome } from "@tactica/ruleset-module";

/** The display names of the modules whose fire odds take a map line. */
const sightOddsNames = (rulesets: readonly RulesetEntry[]) => modulesOf(rulesets).filter((m) => m.odds.fire?.takesSight).map((m) => m.name).join(", ");

const FireOddsInput = builder.inputType("FireOddsInput", {
  fields: (t) => ({
    rulesetId: t.string({ required: true, description: "The id of a rule system this server serves (Query.rulesets)." }),
    situation: t.field({
      type: "JSON",
      required: true,
      description: "The fire situation as the rule system describes it; its JSON Schema is `rulesets { fireOddsSituationSchema }` and a wrong shape is refused (odds/invalid_situation) naming each path and the shape expected there; a system whose fire odds take a map line may leave out the range when sight is given.",
    }),
    sight: t.field({
      type: SightInput,
      required: false,
      description: "For a system whose fire odds take a map line: the firer (observer) and target placed on a map (hex, storey level, posture, in works); the line between them, with heights, storeys and the LOS chart, sets the range and LOS modifiers and is explained in details.los. A blocked line is refused (fire/no_los).",
    }),
  }),
});

export const OddsOutcomeRef = builder.objectRef<OddsOutcome>("OddsOutcome").implement({
  description: "One outcome, named as the rulebook names it, with its exact probability.",
  fields: (t) => ({
    outcome: t.exposeString("outcome"),
    probability: t.exposeString("probability", { description: "Exact, as a reduced fraction, e.g. \"3439/10000\"." }),
    decimal: t.exposeString("decimal", { description: "The same to 6 decimal places." }),
  }),
});


export const FireModifier = builder.objectRef<OddsModifier>("FireModifier").implement({
  description: "A modifier applied to the roll, the rule that applies it, and where its number comes from.",
  fields: (t) => ({
    name: t.exposeString("name"),
    value: t.float({
      nullable: true,
      description: "The number the modifier applies as the rule system counts it (added to the roll, or a strength or multiple); null when it is infinite (see infinite).",
      resolve: (m) => (Number.isFinite(m.value) ? m.value : null),
    }),
    infinite: t.boolean({
      description: "True for an infinite multiple (a target the rules make unharmable, with the rule in rule): the fire cannot harm him (FireOdds.cannotBeHarmed).",
      resolve: (m) => !Number.isFinite(m.value),
    }),
    rule: t.exposeString("rule"),
    provenance: t.field({ type: ProvenanceRef, resolve: (m) => m.provenance }),
  }),
});

type Unharmed = NonNullable<FireOddsAnswer["cannotBeHarmed"]>;
const CannotBeHarmed = builder.objectRef<Unharmed>("CannotBeHarmed").implement({
  description: "Why no fire result can touch the target whatever the dice, and the rule that says so.",
  fields: (t) => ({
    reason: t.exposeString("reason"),
    rule: t.exposeString("rule"),
    provenance: t.field({ type: ProvenanceRef, resolve: (u) => u.provenance }),
  }),
});

const FireOdds = builder.objectRef<FireOddsAnswer>("FireOdds").implement({
  description: "Exact odds of a fire resolution, enumerated over the dice (never sampled), with every modifier explained.",
  fields: (t) => ({
    system: t.exposeString("system"),
    outcomes: t.field({ type: [OddsOutcomeRef], resolve: (a) => a.outcomes }),
    modifiers: t.field({ type: [FireModifier], resolve: (a) => a.modifiers }),
    allBook: t.boolean({ description: "True when every number used is the rulebook's.", resolve: (a) => a.provenance.allBook }),
    weakestProvenance: t.string({ nullable: true, resolve: (a) => a.provenance.weakest ?? null }),
    provenanceText: t.string({ resolve: (a) => a.provenance.text }),
    provenance: t.field({ type: [ProvenanceRef], resolve: (a) => a.provenance.sources }),
    cannotBeHarmed: t.field({
      type: CannotBeHarmed, nullable: true,
      description: "Set when the target cannot be harmed by this fire (an infinite defence, the rule named): every outcome is \"-\".",
      resolve: (a) => a.cannotBeHarmed ?? null,
    }),
    notes: t.exposeStringList("notes"),
    details: t.field({ type: "JSON", description: "System-specific working: hit number and shots, or AS/DS and column.", resolve: (a) => a.details }),
  }),
});

builder.queryField("fireOdds", (t) =>
  t.field({
    type: FireOdds,
    description: "Exact odds of each outcome of one fire resolution, with modifiers, rules and provenance.",
    args: { input: t.arg({ type: FireOddsInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      // Each module answers its own situations (its odds.fire); sight only where its explainer takes a map line.
      const system = findModule(ctx.rulesets, input.rulesetId)?.odds.fire;
      if (!system) throw apiError("odds/unknown_ruleset", `Fire odds are served for ${servedIds(ctx.rulesets, (m) => m.odds.fire !== undefined)}; not for "${input.rulesetId}".`);
      if (input.sight && findModule(ctx.rulesets, input.sight.rulesetId)?.odds.fire?.takesSight !== true) {
        throw apiError("request/invalid", `sight is answered for ${sightOddsNames(ctx.rulesets)} fire odds only.`);
      }
      const sight = input.sight && system.takesSight && input.sight.rulesetId === input.rulesetId ? await checkSight(ctx, input.sight) : undefined;
      if (sight && !sight.clear) {
        const why = sight.blockedBy.map((b) => b.reason).join("; ");
        throw ruleError("fire/no_los", `No line of sight: ${why}${sight.reconstructed ? " (LOS chart: reconstructed stand-in)" : ""}.`, sight.rules.join(", "));
      }
      const answer = system.answer(input.situation, sight);
      if (!answer.ok) {
        if (answer.code === "odds/invalid_situation") throw apiError("odds/invalid_situation", answer.message);
        throw ruleError(answer.code, answer.message, answer.rule);
      }
      return answer.value;
    },
  }),
);
