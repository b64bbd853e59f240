import { validateMapDocument } from "@tactica/map";
import type { MapDocument, MapIssue } from "@tactica/map";
import { checkMapAgainstCatalogue } from "@tactica/ruleset-module";
import type { RulesetModule } from "@tactica/ruleset-module";
import { apiError } from "../errors";
import type { ScenarioIssue } from "./scenario-issue";

/** The map document a scenario document carries itself (`mapDocument`), when it is a valid one. */
export function inlineMapOf(document: unknown): MapDocument | undefined {
  const inline = document !== null && typeof document === "object" ? (document as { mapDocument?: unknown }).mapDocument : undefined;
  if (inline === undefined) return undefined;
  const parsed = validateMapDocument(inline);
  return parsed.ok ? parsed.map : undefined;
}

const toScenarioIssue = (prefix: string, note: string) => (i: MapIssue): ScenarioIssue => ({
  path: `${prefix}.${i.path}`, message: `${note}${i.message}`, hex: null, side: null,
  ...(i.code ? { code: i.code } : {}), ...(i.allowed ? { allowed: i.allowed } : {}),
});

/**
 * Marker, hexside-feature and level-side ids of the map a scenario plays that its ruleset's catalogue does not
 * define: the map it carries (`mapDocument.<path>`), else the stored map its `map` names (`map`, the stored map's
 * path in the message). Each issue has its code (map/unknown_marker, ...) and the ids the catalogue allows.
 */
export function checkScenarioMapVocabulary(module: RulesetModule | undefined, document: unknown, stored?: MapDocument): ScenarioIssue[] {
  if (!module) return [];
  const inline = inlineMapOf(document);
  if (inline) return checkMapAgainstCatalogue(inline, module.catalogue).map(toScenarioIssue("mapDocument", ""));
  if (!stored) return [];
  return checkMapAgainstCatalogue(stored, module.catalogue).map((i) => ({ ...toScenarioIssue("map", `stored map ${stored.id}, ${i.path}: `)(i), path: "map" }));
}

/**
 * createMatch's form of the check: a scenario whose own map uses an id the ruleset's catalogue lacks is refused
 * with match/invalid_setup, `reason` the first issue's code, its `path` and `allowed` ids, and every issue (at most
 * 50) in `issues`, before anything is stored.
 */
export function assertScenarioMapVocabulary(module: RulesetModule | undefined, document: unknown): void {
  const issues = checkScenarioMapVocabulary(module, document);
  const first = issues[0];
  if (!first) return;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
  throw apiError("match/invalid_setup", `${first.path}: ${first.message}${more}`, {
    reason: first.code, path: first.path, allowed: first.allowed ?? [],
    issues: issues.slice(0, 50).map((i) => ({ path: i.path, message: i.message, code: i.code ?? null, allowed: i.allowed ?? [] })),
  });
}
