// The rule systems the conformance runner plays in process: each one's ruleset, shipped scenarios, probes and
// command-odds explainer. (tests/ may name systems; the services take the same from the ruleset registry.)
import type { MatchState, Ruleset } from "@tactica/engine";
import { FIREPOWER_SHIPPED_SCENARIOS, firepowerRuleset } from "@tactica/rules-firepower";
import { PATROL_SHIPPED_SCENARIOS, patrolRuleset } from "@tactica/rules-patrol";
import type { RuleProbes } from "@tactica/ruleset-module";
import { commandOdds } from "../../packages/rules-firepower/src/module/command-odds";
import { PATROL_PROBES } from "../../packages/rules-patrol/src/module/probes";

export type CommandOddsFn = (ruleset: Ruleset, state: MatchState<unknown, unknown>, seat: string, command: { type: string; payload: unknown }) =>
  { ok: true; value: unknown } | { ok: false; error: { code: string; message: string; rule?: string } };

export type ConformanceSystem = {
  readonly ruleset: Ruleset;
  readonly scenarios: ReadonlyArray<{ readonly id: string; readonly document: unknown }>;
  readonly probes: RuleProbes;
  readonly commandOdds?: CommandOddsFn;
};

export const SYSTEMS: Readonly<Record<string, ConformanceSystem>> = {
  firepower: { ruleset: firepowerRuleset as unknown as Ruleset, scenarios: FIREPOWER_SHIPPED_SCENARIOS, probes: {}, commandOdds: commandOdds as CommandOddsFn },
  patrol: { ruleset: patrolRuleset as unknown as Ruleset, scenarios: PATROL_SHIPPED_SCENARIOS, probes: PATROL_PROBES },
};
