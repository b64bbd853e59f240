/** One problem of a scenario: the field at fault, what is wrong, and the hex and side it concerns when there is one. */
export type ScenarioIssue = {
  /** Path of the field at fault, e.g. `sides.A.soldiers[2].hex` (`(document)` for the whole document). */
  readonly path: string;
  readonly message: string;
  /** The printed hex ID at fault (e.g. "2Z9"), when the field names a hex. */
  readonly hex: string | null;
  /** The side at fault (e.g. "A", "alpha"), when the field belongs to one. */
  readonly side: string | null;
  /** A machine-readable reason where the check has one (`options/unknown_option`, `options/bad_choice`, ...). */
  readonly code?: string;
};

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

/**
 * The side a path belongs to: `sides.<side>...` (Firepower), `forces.<side>` (Patrol), or a Patrol man id in
 * `deploy.<id>` ("a01" is alpha's, "b03" bravo's: Patrol's setup numbers men per side that way).
 */
export function toIssueSide(path: readonly PropertyKey[]): string | null {
  const [head, key] = path;
  if (typeof key !== "string") return null;
  if (head === "sides" || head === "forces") return key;
  if (head === "deploy") return key.startsWith("a") ? "alpha" : key.startsWith("b") ? "bravo" : null;
  return null;
}

/** The hex a path names: the string value of a `hex` field at (or just below) the path. */
export function toIssueHex(doc: unknown, path: readonly PropertyKey[]): string | null {
  const at = readPath(doc, path);
  if (path[path.length - 1] === "hex" && typeof at === "string") return at;
  const below = at !== null && typeof at === "object" ? (at as { hex?: unknown }).hex : undefined;
  return typeof below === "string" ? below : null;
}
