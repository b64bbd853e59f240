import type { ScenarioIssue } from "./scenario-document";

/** The rule system's own scenario document (what createMatch plays), or why the form cannot make one yet. */
export type RulesetScenarioOutcome = { ok: true; document: Record<string, unknown> } | { ok: false; issues: ScenarioIssue[] };
