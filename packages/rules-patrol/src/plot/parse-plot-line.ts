/** A plot line as printed [6.4], parsed: task code, hex or target, vector/hex path, prone suffix. */
export type ParsedTask = {
  readonly code: string;
  readonly hex?: string;
  readonly path?: readonly string[];
  readonly prone?: boolean;
  readonly type?: "F" | "S";
};

const VECTORS = new Set(["A", "B", "C", "D", "E", "F"]);

/**
 * Parse one printed plot line [6.4, 7.11, 7.12]: "DF 3023", "TG 2924", "MV-B" (vector B), "MV A,A", "MV 2119 2018",
 * "PG", "PG F", "MV-P" / "TG 2828-P" (fall prone after). Returns undefined for text that is not a plot line.
 */
export function parsePlotLine(line: string): ParsedTask | undefined {
  const m = /^\s*\[?([A-Z]{2,3})\]?(?:-([A-F]|P))?(?:\s+(.*?))?\s*$/.exec(line);
  if (!m) return undefined;
  const code = m[1]!;
  const suffix = m[2];
  let rest = (m[3] ?? "").trim();
  let prone = suffix === "P";
  if (rest.endsWith("-P")) { prone = true; rest = rest.slice(0, -2).trim(); }
  const parts = rest === "" ? [] : rest.split(/[\s,]+/);
  if (code === "MV") {
    const path = [...(suffix && suffix !== "P" ? [suffix] : []), ...parts];
    if (path.length === 0 || !path.every((p) => VECTORS.has(p) || /^\d{4}$/.test(p))) return undefined;
    return { code, path, ...(prone ? { prone } : {}) };
  }
  if (code === "PG" || code === "PS") {
    const type = parts[0] === "S" || parts[0] === "F" ? parts[0] : undefined;
    return { code, ...(type ? { type } : {}) };
  }
  const hex = parts.find((p) => /^\d{4}$/.test(p));
  return { code, ...(hex ? { hex } : {}), ...(prone ? { prone } : {}) };
}
