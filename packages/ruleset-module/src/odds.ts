// What a system's odds explainers answer: exact outcomes with every modifier, rule and provenance, in one shape
// for every system, so the API serves fireOdds and commandOdds without knowing which system it asks.
import type { MatchState, Provenance, ProvenanceSummary, Rejection, Ruleset } from "@tactica/engine";
import type { CompiledMap } from "@tactica/map";
import type { LosAnswer } from "@tactica/sighting";
import type { z } from "zod";

/** One outcome with its exact probability (a reduced fraction) and the same as a decimal. */
export type OddsOutcome = { readonly outcome: string; readonly probability: string; readonly decimal: string };

/** A modifier applied to the roll, the rule that applies it, and where its number comes from. */
export type OddsModifier = { readonly name: string; readonly value: number; readonly rule: string; readonly provenance: Provenance };

/** The answer every system gives: exact outcomes, modifiers with rules and provenance, and system details. */
export type FireOddsAnswer = {
  readonly system: string;
  readonly outcomes: readonly OddsOutcome[];
  readonly modifiers: readonly OddsModifier[];
  readonly provenance: ProvenanceSummary;
  readonly notes: readonly string[];
  readonly details: Record<string, unknown>;
  /** Set when no outcome but "no effect" can occur whatever the dice (an infinite defence, say). */
  readonly cannotBeHarmed?: { readonly reason: string; readonly rule: string; readonly provenance: Provenance };
};

/** A fire-odds answer, or why the situation cannot be answered (`odds/invalid_situation` for a malformed one). */
export type FireOddsOutcome = { ok: true; value: FireOddsAnswer } | { ok: false; code: string; message: string; rule?: string };

/** A clear line between the firer and the target, on the compiled map it was ruled on (for printed hex IDs). */
export type Sight = LosAnswer & { readonly map: CompiledMap };

/**
 * How one system validates a fire situation (JSON as a client sends it) and answers its odds. With `takesSight`,
 * a question may place the two soldiers on a map: `sight` is then the clear line between them, which sets the
 * range and the line's modifiers.
 */
export type FireOddsExplainer = {
  /** The situation's schema: the API serves it as JSON Schema (Ruleset.fireOddsSituationSchema) and validates by it. */
  readonly situationSchema?: z.ZodType;
  readonly takesSight: boolean;
  answer(situation: unknown, sight?: Sight): FireOddsOutcome;
};

/** One thing a command's dice decide: a unit hit by a burst or a blast, or where a round lands ("hex <ID>"). */
export type CommandOddsPart = {
  readonly target: string;
  readonly outcomes: readonly OddsOutcome[];
  readonly modifiers: readonly OddsModifier[];
  readonly details: Record<string, unknown>;
};

/** Exact odds of one command: one part per target (each rolled separately), with provenance and notes. */
export type CommandOddsAnswer = {
  readonly command: string;
  readonly seat: string;
  readonly parts: readonly CommandOddsPart[];
  readonly provenance: ProvenanceSummary;
  readonly notes: readonly string[];
};

export type CommandOddsResult = { readonly ok: true; readonly value: CommandOddsAnswer } | { readonly ok: false; readonly error: Rejection };

/** A command as commandOdds asks about it: the seat that would send it, its type and payload. */
export type OddsCommand = { readonly seat: string; readonly type: string; readonly payload: unknown };

/**
 * The exact odds of commands a seat could submit now in a match, from that seat's view only. `commands` are the
 * types it explains; `explain` refuses any other with `odds/not_explained`, and a command the rules would refuse
 * with the command's own code, message and rule.
 */
export type CommandOddsExplainer = {
  readonly commands: readonly string[];
  explain(ruleset: Ruleset, state: MatchState<unknown, unknown>, command: OddsCommand): CommandOddsResult;
};
