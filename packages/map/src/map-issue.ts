/**
 * One problem found in a map document: where (a readable path such as `boards[0].hexes[3].hex.q`) and what; a check
 * against a rule system's catalogue adds a machine-readable `code` (`map/unknown_marker`, ...) and the ids the
 * catalogue `allowed` there.
 */
export type MapIssue = { readonly path: string; readonly message: string; readonly code?: string; readonly allowed?: readonly string[] };

/** Formats a path array (zod style) as `a.b[0].c`. */
export function toIssuePath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const p of path) {
    if (typeof p === "number") out += `[${p}]`;
    else out += out === "" ? String(p) : `.${String(p)}`;
  }
  return out === "" ? "(root)" : out;
}
