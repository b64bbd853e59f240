import type { Ruleset } from "@tactica/engine";
import { resolveMap } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import type { ScenarioIssue } from "./scenario-issue";
import { toIssueHex, toIssuePath } from "./scenario-issue";

/** The side a path into the document belongs to (the module's scenarios.sideOfPath), or null. */
export type SideOfPath = (path: readonly PropertyKey[]) => string | null;

/** A scenario checked against its rule system: the parsed document, or every issue found. */
export type ScenarioValidation = { readonly ok: true } | { readonly ok: false; readonly issues: readonly ScenarioIssue[] };

/** Every `hex` string field of a document, with its path (soldiers' and deployments' set-up hexes). */
function collectHexFields(doc: unknown, path: PropertyKey[] = [], out: { path: PropertyKey[]; hex: string }[] = []) {
  if (Array.isArray(doc)) doc.forEach((v, i) => collectHexFields(v, [...path, i], out));
  else if (doc !== null && typeof doc === "object") {
    for (const [key, value] of Object.entries(doc)) {
      if (key === "hex" && typeof value === "string") out.push({ path: [...path, key], hex: value });
      else collectHexFields(value, [...path, key], out);
    }
  }
  return out;
}

/**
 * Checks a scenario document with the rule system's own scenario schema (the one createMatch applies), then, when
 * `map` is the map the scenario plays on, that every hex it names is a printed hex ID of that map. Issues name
 * the field, the hex and the side at fault (`sideOf`).
 */
export function validateScenarioDocument(ruleset: Ruleset, document: unknown, map?: MapDocument, sideOf: SideOfPath = () => null): ScenarioValidation {
  const issues: ScenarioIssue[] = [];
  const parsed = ruleset.scenario.safeParse(document);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      issues.push({ path: toIssuePath(issue.path), message: issue.message, hex: toIssueHex(document, issue.path), side: sideOf(issue.path) });
    }
  }
  if (map !== undefined) {
    const ids = new Set<string>();
    for (const h of resolveMap(map).hexes.values()) for (const id of h.ids) ids.add(id);
    for (const field of collectHexFields(document)) {
      if (ids.has(field.hex)) continue;
      issues.push({ path: toIssuePath(field.path), message: `hex ${field.hex} is not on map ${map.id}`, hex: field.hex, side: sideOf(field.path) });
    }
  }
  return issues.length === 0 ? { ok: true } : { ok: false, issues };
}
