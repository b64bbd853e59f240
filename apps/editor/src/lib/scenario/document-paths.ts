/** Sets `value` at a dot path of a plain JSON object ("setup.mines.A"), making the objects on the way. */
export function setPath(doc: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let at = doc;
  for (const k of keys.slice(0, -1)) {
    const next = at[k];
    if (next === null || typeof next !== "object") at[k] = {};
    at = at[k] as Record<string, unknown>;
  }
  at[keys[keys.length - 1]!] = value;
}

/** The value at a dot path of a JSON value, or undefined where the path leaves it. */
export function getPath(doc: unknown, path: string): unknown {
  let at = doc;
  for (const k of path.split(".")) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[k];
  }
  return at;
}
