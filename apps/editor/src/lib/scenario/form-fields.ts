import type { CatalogueField } from "../catalogue";
import type { ForceEntry, ScenarioDocument, ScenarioIssue } from "./scenario-document";

/** The checked values of the rule system's scenario fields the form sets (counts as numbers), by field name. */
export type FieldValues = ReadonlyMap<string, string | number>;

/** A field's value, or its default when the form leaves it empty. */
export function valueOf(values: FieldValues, fields: readonly CatalogueField[], name: string): string | number | undefined {
  return values.get(name) ?? fields.find((f) => f.name === name)?.default ?? undefined;
}

/** A typed value checked against its field: one of its choices, or a whole number in its bounds. */
function checkValue(f: CatalogueField, text: string, path: string, issues: ScenarioIssue[]): string | number | undefined {
  if (f.kind === "choice" && f.choices && !f.choices.some((c) => c.id === text)) {
    issues.push({ path, message: `${f.label}: one of ${f.choices.map((c) => c.id).join(", ")}` });
    return undefined;
  }
  if (f.kind !== "count") return text;
  const n = Number(text), min = f.min ?? 0, max = f.max ?? Number.MAX_SAFE_INTEGER;
  if (!Number.isInteger(n) || n < min || n > max) { issues.push({ path, message: `a whole number from ${min} to ${max}` }); return undefined; }
  return n;
}

/** A count of 0 asks for nothing (no mines), so it needs no other field. */
const asksForSomething = (v: string | number) => v !== 0;

/** The requirements of a set field that the scenario's fields do not meet, each at the field to change. */
function unmet(f: CatalogueField, values: FieldValues, fields: readonly CatalogueField[]): ScenarioIssue[] {
  return (f.requires ?? []).flatMap((r) => {
    const got = valueOf(values, fields, r.field);
    const ok = r.value === undefined || r.value === null ? got !== undefined && got !== "" : String(got) === r.value;
    return ok ? [] : [{ path: `system.${r.field}`, message: r.message }];
  });
}

function pushOnce(issues: ScenarioIssue[], add: readonly ScenarioIssue[]): void {
  for (const i of add) if (!issues.some((x) => x.path === i.path && x.message === i.message)) issues.push(i);
}

/**
 * The rule system's scenario fields as the form sets them: each value checked against its field (choices, bounds),
 * each needed field that is empty named, then every field another set one needs (rules level, set-up phase...).
 */
export function checkScenarioFields(s: ScenarioDocument, fields: readonly CatalogueField[], issues: ScenarioIssue[]): FieldValues {
  const values = new Map<string, string | number>();
  for (const f of fields) {
    const text = s.system?.[f.name]?.trim() ?? "";
    if (text === "") { if (f.required) issues.push({ path: `system.${f.name}`, message: f.required }); continue; }
    const v = checkValue(f, text, `system.${f.name}`, issues);
    if (v !== undefined) values.set(f.name, v);
  }
  const found: ScenarioIssue[] = [];
  for (const f of fields) {
    const v = values.get(f.name);
    if (v !== undefined && asksForSomething(v)) pushOnce(found, unmet(f, values, fields));
  }
  pushOnce(issues, found);
  return values;
}

/** A force line's unit fields: each value one of its choices, and what a value other than the default needs. */
export function checkUnitFields(f: ForceEntry, path: string, unitFields: readonly CatalogueField[], values: FieldValues, fields: readonly CatalogueField[], issues: ScenarioIssue[]): void {
  for (const u of unitFields) {
    const text = f.fields?.[u.name]?.trim() ?? "";
    if (text === "" || text === u.default) continue;
    if (checkValue(u, text, `${path}.${u.name}`, issues) === undefined) continue;
    for (const i of unmet(u, values, fields)) issues.push({ path: `${path}.${u.name}`, message: i.message });
  }
}

/** A force line's unit field values with a document path, defaults filled in (the man's record as the schema names it). */
export function toManFields(f: ForceEntry, unitFields: readonly CatalogueField[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const u of unitFields) {
    if (!u.path) continue;
    const v = f.fields?.[u.name]?.trim() || u.default || "";
    if (v !== "") out[u.path] = v;
  }
  return out;
}
