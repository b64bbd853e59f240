import type { Db, Prisma } from "@tactica/db";
import { createRulingsPack, resolveOptions, rulingsPackHash, validateTableOverride } from "@tactica/engine";
import type { Ruleset, RulingsPack, TableOverride } from "@tactica/engine";
import type { ClientInfo } from "../auth/caller";
import { hasScope } from "../auth/scopes";
import type { RulesetEntry } from "../deps";
import { apiError } from "../errors";
import { findRuleset } from "../rulesets";

/** One ruling of a pack as the organiser writes it: the option, its value, the rule it cites, and why. */
export type PackRuling = { readonly optionId: string; readonly value: string; readonly citation: string; readonly note: string | null };

/** What savePackDraft takes. `tables` maps a table id to an uploaded override (the table export's shape). */
export type PackDraftInput = {
  readonly packId: string;
  readonly rulesetId: string;
  readonly title: string;
  readonly rulings: readonly PackRuling[];
  readonly tables?: unknown;
  readonly notes?: string | null;
};

/** One problem in a draft: the JSON path, a code and the reason. */
export type PackIssue = { readonly path: string; readonly code: string; readonly message: string };

/** A stored version (the PublishedPack row). */
export type PackRow = {
  packId: string; version: number; rulesetId: string; title: string; document: unknown; rulings: unknown;
  hash: string | null; status: string; ownerClientId: string | null; createdAt: Date; publishedAt: Date | null;
};

export type SavePackOutcome = { readonly kind: "saved"; readonly pack: PackRow } | { readonly kind: "invalid"; readonly issues: readonly PackIssue[] };

const ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const json = (v: unknown): Prisma.InputJsonValue => v as Prisma.InputJsonValue;

/** The provenance every uploaded cell is stored with: organiser-supplied, naming the pack version and the source given. */
export function organiserSource(packId: string, version: number, source: string): string {
  return `organiser-supplied: rulings pack ${packId} v${version} (${source})`;
}

/** The public address of a published version (its JSON is at the same path plus .json). */
export function packUrl(packId: string, version: number): string {
  return `/rulings-packs/${packId}/${version}`;
}

/**
 * Checks every table override against its table's schemas (shape, ranges, every cell) and rewrites each cell's
 * provenance to organiser-supplied naming the pack; issues name the path (tables.<id>.cells.<n>.value...) and why.
 */
function checkTables(ruleset: Ruleset, packId: string, version: number, tables: unknown, issues: PackIssue[]): Record<string, TableOverride> {
  const out: Record<string, TableOverride> = {};
  if (tables == null) return out;
  if (typeof tables !== "object" || Array.isArray(tables)) {
    issues.push({ path: "tables", code: "table/bad_override", message: "tables maps a table id to its override (an object)" });
    return out;
  }
  for (const [tableId, upload] of Object.entries(tables)) {
    const table = (ruleset.tables ?? []).find((t) => t.id === tableId);
    if (!table) {
      issues.push({ path: `tables.${tableId}`, code: "tables/unknown_table", message: `no table "${tableId}" in ${ruleset.id} (see rulesetTables)` });
      continue;
    }
    const checked = validateTableOverride(table, upload);
    if (!checked.ok) {
      for (const i of checked.issues) issues.push({ path: ["tables", tableId, ...i.path].join("."), code: i.code, message: i.reason });
      continue;
    }
    const o = checked.override;
    const provenance = { kind: "external" as const, source: organiserSource(packId, version, o.source) };
    out[tableId] = { ...o, cells: o.cells.map((c) => ({ inputs: c.inputs, value: c.value, provenance })) };
  }
  return out;
}

/** Only the key that made a pack (or an admin key) adds versions to it or publishes it. */
function assertOwner(row: { ownerClientId: string | null } | null, client: ClientInfo, packId: string): void {
  if (row && row.ownerClientId !== client.id && !hasScope(client.scopes, "admin")) {
    throw apiError("auth/forbidden", `Rulings pack ${packId} belongs to another organiser.`);
  }
}

/**
 * Saves a new draft version of a pack (version 1 creates the pack). Every ruling must name an option of the ruleset
 * with a value it takes and cite its rule; every uploaded table must fit its schema. Any issue stores nothing.
 */
export async function savePackDraft(deps: { db: Db; rulesets: readonly RulesetEntry[] }, client: ClientInfo, input: PackDraftInput): Promise<SavePackOutcome> {
  if (!ID.test(input.packId)) throw apiError("request/invalid", "A pack id is 1-64 lower-case letters, digits and hyphens.");
  const ruleset = findRuleset(deps.rulesets, input.rulesetId);
  if (!ruleset) throw apiError("match/unknown_ruleset", "This server does not run that ruleset (see the rulesets query).");
  if (JSON.stringify(input).length > 2_000_000) throw apiError("request/too_large", "A rulings pack is at most 2 MB of JSON.");
  const latest = await deps.db.prisma.publishedPack.findFirst({ where: { packId: input.packId }, orderBy: { version: "desc" } });
  assertOwner(latest, client, input.packId);
  if (latest && latest.rulesetId !== ruleset.id) throw apiError("request/invalid", `Rulings pack ${input.packId} is for ${latest.rulesetId}.`);
  const version = (latest?.version ?? 0) + 1;
  const issues: PackIssue[] = [];
  const seen = new Set<string>();
  input.rulings.forEach((r, i) => {
    if (r.citation.trim() === "") issues.push({ path: `rulings.${i}.citation`, code: "rulings/no_citation", message: `ruling ${r.optionId} must cite the rule it reads (a section)` });
    if (seen.has(r.optionId)) issues.push({ path: `rulings.${i}.optionId`, code: "rulings/duplicate", message: `option ${r.optionId} is ruled twice` });
    seen.add(r.optionId);
  });
  const options = Object.fromEntries(input.rulings.map((r) => [r.optionId, r.value]));
  const resolved = resolveOptions(ruleset.options, { ruleset: ruleset.id, options }, ruleset.id);
  if (!resolved.ok) {
    for (const e of resolved.errors) {
      const at = "optionId" in e ? input.rulings.findIndex((r) => r.optionId === e.optionId) : -1;
      issues.push({ path: at >= 0 ? `rulings.${at}.value` : "rulings", code: e.code, message: e.message });
    }
  }
  const tables = checkTables(ruleset, input.packId, version, input.tables, issues);
  if (issues.length > 0) return { kind: "invalid", issues };
  const document: RulingsPack = createRulingsPack({
    id: `${input.packId}@${version}`, ruleset: ruleset.id, title: input.title, options, tables,
    ...(input.notes ? { notes: input.notes } : {}),
  });
  const rulings = input.rulings.map((r) => ({ optionId: r.optionId, value: r.value, citation: r.citation, note: r.note ?? null }));
  const pack = await deps.db.prisma.publishedPack.create({
    data: { packId: input.packId, version, rulesetId: ruleset.id, title: input.title, document: json(document), rulings: json(rulings), ownerClientId: client.id },
  });
  return { kind: "saved", pack };
}

/** Publishes a draft: it never changes again, its SHA-256 is fixed and matches may name it. */
export async function publishPack(db: Db, client: ClientInfo, packId: string, version: number): Promise<PackRow> {
  const row = await db.prisma.publishedPack.findUnique({ where: { packId_version: { packId, version } } });
  if (!row) throw apiError("request/not_found", `No rulings pack ${packId} version ${version}.`);
  assertOwner(row, client, packId);
  if (row.status === "published") return row;
  const document = row.document as unknown as RulingsPack;
  const hash = rulingsPackHash(document);
  await db.prisma.rulingsPack.createMany({ data: [{ hash, rulesetId: row.rulesetId, document: json(document), authorClientId: client.id }], skipDuplicates: true });
  return db.prisma.publishedPack.update({ where: { packId_version: { packId, version } }, data: { status: "published", hash, publishedAt: new Date() } });
}

/** A published version, or a typed error (a draft cannot be played: it may still change). */
export async function loadPublishedPack(db: Db, packId: string, version: number): Promise<PackRow> {
  const row = await db.prisma.publishedPack.findUnique({ where: { packId_version: { packId, version } } });
  if (!row) throw apiError("request/not_found", `No rulings pack ${packId} version ${version}.`);
  if (row.status !== "published") throw apiError("request/invalid", `Rulings pack ${packId} version ${version} is a draft; publish it first.`);
  return row;
}

/** The readable listing of a version: every ruling with its citation and note, every uploaded table with its source. */
export function packListing(row: PackRow): string {
  const doc = row.document as unknown as RulingsPack;
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
  const rulings = (row.rulings as PackRuling[]).map((r) =>
    `<tr><td>${esc(r.optionId)}</td><td>${esc(r.value)}</td><td>${esc(r.citation)}</td><td>${esc(r.note ?? "")}</td></tr>`).join("\n");
  const tables = Object.entries(doc.tables).map(([id, t]) =>
    `<tr><td>${esc(id)}</td><td>${esc(t.version)}</td><td>${t.cells.length}</td><td>${esc(t.mode ?? "patch")}</td><td>${esc(t.source)}</td></tr>`).join("\n");
  return [
    "<!doctype html>", `<html lang="en"><head><meta charset="utf-8"><title>${esc(row.title)} v${row.version}</title></head><body>`,
    `<h1>${esc(row.title)} <small>(${esc(row.packId)} version ${row.version}, ${esc(row.rulesetId)})</small></h1>`,
    `<p>Status: ${row.status}. SHA-256: <code>${row.hash ?? "not published"}</code>. JSON: <a href="${packUrl(row.packId, row.version)}.json">${packUrl(row.packId, row.version)}.json</a></p>`,
    "<h2>Rulings</h2>", "<table><tr><th>Option</th><th>Ruling</th><th>Rule</th><th>Note</th></tr>", rulings, "</table>",
    "<h2>Tables supplied by the organiser</h2>", "<table><tr><th>Table</th><th>Version</th><th>Cells</th><th>Mode</th><th>Source</th></tr>", tables, "</table>",
    doc.notes ? `<h2>Notes</h2><p>${esc(doc.notes)}</p>` : "", "</body></html>",
  ].join("\n");
}
