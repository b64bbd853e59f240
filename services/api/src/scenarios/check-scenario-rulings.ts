import { resolveOptions, resolveTables, toRulingsPack } from "@tactica/engine";
import type { RulingsPack, Ruleset } from "@tactica/engine";
import type { ScenarioIssue } from "./scenario-issue";
import { toIssuePath } from "./scenario-issue";

/** A scenario's rulings pack checked against its ruleset: the pack (null when none is given), or every issue. */
export type ScenarioRulings = { readonly ok: true; readonly pack: RulingsPack | null } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

const issue = (path: readonly PropertyKey[], message: string, code: string): ScenarioIssue =>
  ({ path: toIssuePath(["rulingsPack", ...path]), message, hex: null, side: null, code });

/**
 * Checks the rulings pack a scenario is stored with, as createMatch would: its shape, that it is this ruleset's,
 * every option id and choice (an issue per option at fault, naming it) and every table override.
 */
export function checkScenarioRulings(ruleset: Ruleset, json: unknown): ScenarioRulings {
  if (json == null) return { ok: true, pack: null };
  const parsed = toRulingsPack(json);
  if (!parsed.ok) return { ok: false, issues: parsed.issues.map((i) => issue(i.path, i.reason, i.code)) };
  const issues: ScenarioIssue[] = [];
  const options = resolveOptions(ruleset.options, parsed.pack, ruleset.id);
  if (!options.ok) {
    for (const e of options.errors) {
      issues.push(e.code === "options/ruleset_mismatch" ? issue(["ruleset"], e.message, e.code) : issue(["options", e.optionId], e.message, e.code));
    }
  }
  const tables = resolveTables(ruleset.tables, parsed.pack);
  if (!tables.ok) {
    for (const e of tables.errors) {
      const message = e.code === "tables/unknown_table" ? e.message : e.issues.map((i) => `${i.path.join(".") || "(table)"}: ${i.reason}`).join("; ");
      issues.push(issue(["tables", e.tableId], message, e.code));
    }
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, pack: parsed.pack };
}
