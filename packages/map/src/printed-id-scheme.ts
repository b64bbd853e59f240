/** How one part of a printed hex ID is written. */
export type IdPart = {
  /** Which offset coordinate the part encodes. */
  readonly axis: "col" | "row";
  /**
   * "number": decimal, zero-padded to `pad`; "letters": A..Z then AA, BB, ... ZZ, AAA (doubled letters,
   * as Firepower's "FF"); "letters-excel": A..Z, AA, AB, ... (spreadsheet style).
   */
  readonly style: "number" | "letters" | "letters-excel";
  /** Value printed for the board's first column/row (default 1 for numbers, "A" for letters). */
  readonly start?: number;
  /** Zero-pad numbers to this width (Patrol "XXYY": 2). */
  readonly pad?: number;
};

/** A configurable printed-ID scheme: prefix + parts (e.g. Firepower "1" + letters + number = "1FF1"). */
export type IdScheme = { readonly prefix?: string; readonly parts: readonly IdPart[]; readonly separator?: string };

/** Letters for a zero-based index: doubled (A..Z, AA, BB..) or spreadsheet style (A..Z, AA, AB..). */
export function toLetters(index: number, style: "letters" | "letters-excel"): string {
  if (index < 0) throw new Error(`no letters for negative index ${index}`);
  if (style === "letters") return String.fromCharCode(65 + (index % 26)).repeat(Math.floor(index / 26) + 1);
  let n = index + 1;
  let s = "";
  while (n > 0) { const m = (n - 1) % 26; s = String.fromCharCode(65 + m) + s; n = Math.floor((n - 1) / 26); }
  return s;
}

function formatPart(p: IdPart, value: number): string {
  if (p.style === "number") {
    const v = (p.start ?? 1) + value;
    const s = String(Math.abs(v)).padStart(p.pad ?? 0, "0");
    return v < 0 ? `-${s}` : s;
  }
  return toLetters((p.start ?? 0) + value, p.style);
}

/** The printed ID of the board hex at zero-based offset (col, row) under a scheme. */
export function toPrintedId(scheme: IdScheme, col: number, row: number): string {
  const parts = scheme.parts.map((p) => formatPart(p, p.axis === "col" ? col : row));
  return (scheme.prefix ?? "") + parts.join(scheme.separator ?? "");
}

function fromLetters(s: string, style: "letters" | "letters-excel"): number | undefined {
  if (style === "letters") {
    if (![...s].every((c) => c === s[0])) return undefined;
    return (s.length - 1) * 26 + (s.charCodeAt(0) - 65);
  }
  let n = 0;
  for (const c of s) n = n * 26 + (c.charCodeAt(0) - 64);
  return n - 1;
}

/** Parses a printed ID back to the zero-based (col, row) under a scheme, or undefined when it does not fit. */
export function fromPrintedId(scheme: IdScheme, id: string): { col: number; row: number } | undefined {
  const prefix = scheme.prefix ?? "";
  if (!id.startsWith(prefix)) return undefined;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // Padded numbers written back to back (Patrol XXYY) take exactly their width; otherwise digits run free.
  const last = scheme.parts.length - 1;
  const groups = scheme.parts.map((p, i) => {
    if (p.style !== "number") return "([A-Z]+)";
    return p.pad && i < last && !scheme.separator ? `(-?\\d{${p.pad}})` : "(-?\\d+)";
  });
  const m = new RegExp(`^${groups.join(escape(scheme.separator ?? ""))}$`).exec(id.slice(prefix.length));
  if (!m) return undefined;
  const out = { col: 0, row: 0 };
  for (let i = 0; i < scheme.parts.length; i++) {
    const p = scheme.parts[i]!;
    const text = m[i + 1]!;
    const v = p.style === "number" ? Number(text) - (p.start ?? 1) : fromLetters(text, p.style);
    if (v === undefined) return undefined;
    const value = p.style === "number" ? v : v - (p.start ?? 0);
    if (p.axis === "col") out.col = value; else out.row = value;
  }
  return toPrintedId(scheme, out.col, out.row) === id ? out : undefined;
}
