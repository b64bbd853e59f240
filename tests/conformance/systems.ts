// The rule systems the conformance runner plays in process: the registered ruleset modules (@tactica/rulesets),
// each one's ruleset, shipped scenarios, probes and command-odds explainer. A system added to the registry runs
// its cases here with no change to the runner.
import type { MatchState, Ruleset } from "@tactica/engine";
import type { RuleProbes } from "@tactica/ruleset-module";
import { createRegistry, defaultModules } from "@tactica/rulesets";
import { FOW_PROBES } from "@tactica/rules-fow";
import { WWB_PROBES } from "@tactica/rules-wwb";

export type CommandOddsFn = (ruleset: Ruleset, state: MatchState<unknown, unknown>, seat: string, command: { type: string; payload: unknown }) =>
  { ok: true; value: unknown } | { ok: false; error: { code: string; message: string; rule?: string } };

export type ConformanceSystem = {
  readonly ruleset: Ruleset;
  readonly scenarios: ReadonlyArray<{ readonly id: string; readonly document: unknown }>;
  readonly probes: RuleProbes;
  readonly commandOdds?: CommandOddsFn;
};

const registry = createRegistry(defaultModules());
/** Probes a package publishes beside its module (We Were Brothers' and Flames of War's worked examples, digest §12.1). */
const PACKAGE_PROBES: Readonly<Record<string, RuleProbes>> = { wwb: WWB_PROBES, fow: FOW_PROBES };

/** The system a case names, or undefined when no module of that id is registered. */
export function loadSystem(id: string): ConformanceSystem | undefined {
  const m = registry.find(id);
  if (!m) return undefined;
  const command = m.odds.command;
  return {
    ruleset: m.ruleset,
    scenarios: m.scenarios.shipped,
    probes: { ...(PACKAGE_PROBES[id] ?? {}), ...(m.probes ?? {}) },
    ...(command ? { commandOdds: (ruleset, state, seat, cmd) => command.explain(ruleset, state, { seat, type: cmd.type, payload: cmd.payload }) } : {}),
  };
}
