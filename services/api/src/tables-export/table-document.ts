import { PROVENANCE_KINDS } from "@tactica/engine";
import type { AnyTable, Provenance, ProvenanceKind, TableOverride } from "@tactica/engine";

/**
 * A table as an organiser downloads it: exactly an uploadable table override (mode "replace", every cell with its
 * inputs, value and provenance), so a filled-in copy goes back as it is. `source` names where the cells came from.
 */
export type TableDocument = Omit<TableOverride, "cells" | "mode"> & { readonly mode: "replace"; readonly cells: readonly { readonly inputs: unknown; readonly value: unknown; readonly provenance: Provenance }[] };

/** One table of a ruleset with its provenance counts, and its document (rulesetTables). */
export type TableExport = {
  readonly tableId: string;
  readonly version: string;
  readonly title: string | null;
  readonly cellCount: number;
  readonly provenance: Record<ProvenanceKind, number>;
  readonly document: TableDocument;
};

/** The export of one table of `ruleset@version`. */
export function tableExport(ruleset: { readonly id: string; readonly version: string }, table: AnyTable): TableExport {
  const provenance = Object.fromEntries(PROVENANCE_KINDS.map((k) => [k, 0])) as Record<ProvenanceKind, number>;
  for (const cell of table.cells) provenance[cell.provenance.kind] += 1;
  return {
    tableId: table.id,
    version: table.version,
    title: table.title ?? null,
    cellCount: table.cells.length,
    provenance,
    document: {
      tableId: table.id,
      version: table.version,
      source: `${ruleset.id}@${ruleset.version} as shipped`,
      mode: "replace",
      cells: table.cells.map((c) => ({ inputs: c.inputs, value: c.value, provenance: c.provenance })),
    },
  };
}

/** Dotted paths to the leaves of a value (arrays kept whole, written as JSON). */
function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, value);
  }
}

function csvField(value: unknown): string {
  const text = value === undefined || value === null ? "" : typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** What a provenance says beyond its kind: the section, source, method or note. */
export function provenanceDetail(p: Provenance): string {
  switch (p.kind) {
    case "book": return p.section;
    case "external": return p.source;
    case "reconstructed": return p.method;
    case "placeholder": return p.note;
  }
}

/**
 * The table as CSV (RFC 4180): one row per cell, a column per input ("inputs.<path>") and per value leaf
 * ("value.<path>", or "value" for a plain value), then provenance.kind and provenance.detail.
 */
export function tableCsv(doc: TableDocument): string {
  const rows = doc.cells.map((c) => {
    const row = new Map<string, unknown>();
    flatten(c.inputs, "inputs", row);
    flatten(c.value, "value", row);
    row.set("provenance.kind", c.provenance.kind);
    row.set("provenance.detail", provenanceDetail(c.provenance));
    return row;
  });
  const columns: string[] = [];
  for (const row of rows) for (const k of row.keys()) if (!columns.includes(k)) columns.push(k);
  const tail = ["provenance.kind", "provenance.detail"];
  const ordered = [...columns.filter((c) => !tail.includes(c)), ...tail];
  const lines = [ordered.map(csvField).join(","), ...rows.map((row) => ordered.map((c) => csvField(row.get(c))).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
