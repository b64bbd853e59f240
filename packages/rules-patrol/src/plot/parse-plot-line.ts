/** A plot line as printed [6.4], parsed: task code, hex or target, vector/hex path, prone suffix. */
export type ParsedTask = {
  readonly code: string;
  readonly hex?: string;
  readonly path?: readonly string[];
  readonly prone?: boolean;
  readonly type?: "F" | "S";
  /** Pillbox aperture suffix "-NE" [9.61]. */
  readonly aperture?: string;
  /** "+1": the satchel explodes on the next Game-Turn [11.62]. */
  readonly delay?: boolean;
  /** "DS2018": drop the satchel in that hex during the move [11.63]. */
  readonly drop?: string;
};

const VECTORS = new Set(["A", "B", "C", "D", "E", "F"]);

/**
 * Parse one printed plot line [6.4, 7.11, 7.12]: "DF 3023", "TG 2924", "MV-B" (vector B), "MV A,A", "MV 2119 2018",
 * "PG", "PG F", "MV-P" / "TG 2828-P" (fall prone after); "DF 3023-NE" fires out of a pillbox's NE aperture [9.61];
 * satchels: "TG 2924 +1" explodes next Game-Turn [11.62], "MV 2119 2018 DS2018" drops it in 2018 [11.63] (the book
 * names no symbols for these two notes; these are this engine's). Returns undefined for text that is not a plot line.
 */
export function parsePlotLine(line: string): ParsedTask | undefined {
  const m = /^\s*\[?([A-Z]{2,3})\]?(?:-([A-F]|P))?(?:\s+(.*?))?\s*$/.exec(line);
  if (!m) return undefined;
  const code = m[1]!;
  const suffix = m[2];
  let rest = (m[3] ?? "").trim();
  let prone = suffix === "P";
  if (rest.endsWith("-P")) { prone = true; rest = rest.slice(0, -2).trim(); }
  const suffix9 = /-(NE|SE|SW|NW|N|S)$/.exec(rest);
  if (suffix9) rest = rest.slice(0, -suffix9[0].length).trim();
  const tokens = rest === "" ? [] : rest.split(/[\s,]+/);
  const delay = tokens.includes("+1");
  const drop = tokens.map((t) => /^DS(\d{4})$/.exec(t)?.[1]).find((h) => h !== undefined);
  const parts = tokens.filter((t) => t !== "+1" && !/^DS\d{4}$/.test(t));
  const notes = { ...(suffix9 ? { aperture: suffix9[1]! } : {}), ...(delay ? { delay } : {}), ...(drop ? { drop } : {}) };
  if (code === "MV") {
    const path = [...(suffix && suffix !== "P" ? [suffix] : []), ...parts];
    if (path.length === 0 || !path.every((p) => VECTORS.has(p) || /^\d{4}$/.test(p))) return undefined;
    return { code, path, ...(prone ? { prone } : {}), ...notes };
  }
  if (code === "PG" || code === "PS") {
    const type = parts[0] === "S" || parts[0] === "F" ? parts[0] : undefined;
    return { code, ...(type ? { type } : {}) };
  }
  const hex = parts.find((p) => /^\d{4}$/.test(p));
  return { code, ...(hex ? { hex } : {}), ...(prone ? { prone } : {}), ...notes };
}
