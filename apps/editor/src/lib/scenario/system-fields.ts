import type { CatalogueField } from "../catalogue";

/** A field of the rule system's scenario that the editor's common form lacks, with its choices when it has some. */
export type SystemField = { readonly name: string; readonly label: string; readonly rule: string; readonly choices: readonly string[] | null; readonly emptyLabel?: string };

/** The form's fields for the rule system's own scenario fields (its catalogue's scenarioFields). */
export function toSystemFields(fields: readonly CatalogueField[]): SystemField[] {
  return fields.map((f) => ({
    name: f.name, label: f.label, rule: f.rule,
    choices: f.choices ? f.choices.map((c) => c.id) : null,
    ...(f.emptyLabel ? { emptyLabel: f.emptyLabel } : {}),
  }));
}
