// One problem of a scenario (the type lives with the module type, whose scenario checks return it too).
export type { ScenarioIssue } from "@tactica/ruleset-module";

/** A zod-style path as the issues print it: keys joined with dots, indexes in brackets. */
export function toIssuePath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out === "" ? "(document)" : out;
}

/** The value at a path inside a JSON document, or undefined. */
export function readPath(doc: unknown, path: readonly PropertyKey[]): unknown {
  let at = doc;
  for (const key of path) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/** The hex a path names: the string value of a `hex` field at (or just below) the path. */
export function toIssueHex(doc: unknown, path: readonly PropertyKey[]): string | null {
  const at = readPath(doc, path);
  if (path[path.length - 1] === "hex" && typeof at === "string") return at;
  const below = at !== null && typeof at === "object" ? (at as { hex?: unknown }).hex : undefined;
  return typeof below === "string" ? below : null;
}
