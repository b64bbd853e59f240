// The rule systems the conformance runner plays in process: each one's ruleset, shipped scenarios, probes and
// command-odds explainer, loaded when a case first needs them. (tests/ may name systems; the services take the
// same from the ruleset registry.)
import type { MatchState, Ruleset } from "@tactica/engine";
import type { RuleProbes } from "@tactica/ruleset-module";

export type CommandOddsFn = (ruleset: Ruleset, state: MatchState<unknown, unknown>, seat: string, command: { type: string; payload: unknown }) =>
  { ok: true; value: unknown } | { ok: false; error: { code: string; message: string; rule?: string } };

export type ConformanceSystem = {
  readonly ruleset: Ruleset;
  readonly scenarios: ReadonlyArray<{ readonly id: string; readonly document: unknown }>;
  readonly probes: RuleProbes;
  readonly commandOdds?: CommandOddsFn;
};

const LOADERS: Readonly<Record<string, () => Promise<ConformanceSystem>>> = {
  firepower: async () => {
    const fp = await import("@tactica/rules-firepower");
    const { commandOdds } = await import("../../packages/rules-firepower/src/module/command-odds");
    const { FIREPOWER_PROBES } = await import("../../packages/rules-firepower/src/module/probes");
    return { ruleset: fp.firepowerRuleset as unknown as Ruleset, scenarios: fp.FIREPOWER_SHIPPED_SCENARIOS, probes: FIREPOWER_PROBES, commandOdds: commandOdds as CommandOddsFn };
  },
  patrol: async () => {
    const patrol = await import("@tactica/rules-patrol");
    const { PATROL_PROBES } = await import("../../packages/rules-patrol/src/module/probes");
    return { ruleset: patrol.patrolRuleset as unknown as Ruleset, scenarios: patrol.PATROL_SHIPPED_SCENARIOS, probes: PATROL_PROBES };
  },
};

const loaded = new Map<string, Promise<ConformanceSystem>>();

/** The system a case names, or undefined when the runner knows no such system. */
export function loadSystem(id: string): Promise<ConformanceSystem> | undefined {
  const load = Object.hasOwn(LOADERS, id) ? LOADERS[id] : undefined;
  if (!load) return undefined;
  if (!loaded.has(id)) loaded.set(id, load());
  return loaded.get(id);
}
