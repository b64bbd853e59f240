import type { Db } from "./create-db";
import type { Prisma } from "./generated/prisma/client";

/** A map shipped with the product (no author). */
export type ShippedMap = {
  id: string;
  name: string;
  rulesetId: string;
  schemaVersion: number;
  document: Prisma.InputJsonValue;
};

/** A scenario shipped with the product; `mapId` names a shipped map (or none on a continuous table). */
export type ShippedScenario = {
  id: string;
  name: string;
  rulesetId: string;
  mapId?: string | null;
  document: Prisma.InputJsonValue;
};

/** A table document shipped with the product (no author): stored as version 1, published. */
export type ShippedTable = {
  id: string;
  name: string;
  rulesetId: string;
  unit: string;
  schemaVersion: number;
  document: Prisma.InputJsonValue;
};

/**
 * Everything seedShippedData writes; any list may be omitted. `publishedAt` stamps what it creates: shipped
 * content is the product's own and is created published (default: the time of seeding).
 */
export type ShippedData = { maps?: readonly ShippedMap[]; scenarios?: readonly ShippedScenario[]; tables?: readonly ShippedTable[]; publishedAt?: Date };

/**
 * What seeding did. `created`: shipped rows that were missing and are now written. `unchanged`: rows that already
 * existed and were left exactly as they are, whatever their content. `differing`: those of the unchanged rows
 * whose content is not what ships ("map:<id>" / "scenario:<id>"): an author's saved edit, or the sample as an
 * older release shipped it.
 */
export type SeedReport = { created: number; unchanged: number; differing: string[] };

/**
 * Writes the shipped maps, then scenarios, that the database does not have yet (by id); an existing row is
 * never overwritten and never given a new version, because it may be an author's work: anyone with the author
 * scope can edit a shipped sample through saveMap / saveScenario, and a restart must not undo that. So a
 * release that ships a changed sample reaches only databases without that id; elsewhere the stored copy stays
 * and is listed in `differing` (save the new content with saveMap/saveScenario, or delete the row and restart,
 * to take it). Safe to run from several processes at once: inserts skip ids another process just created.
 */
export async function seedShippedData(db: Pick<Db, "prisma">, items: ShippedData): Promise<SeedReport> {
  const report: SeedReport = { created: 0, unchanged: 0, differing: [] };
  const publishedAt = items.publishedAt ?? new Date();
  const maps = (items.maps ?? []).map(({ id, name, rulesetId, schemaVersion, document }) => ({ id, name, rulesetId, schemaVersion, document }));
  const storedMaps = await db.prisma.mapDoc.findMany({ where: { id: { in: maps.map((m) => m.id) } } });
  tally(report, "map", maps, storedMaps);
  const missingMaps = maps.filter((m) => !storedMaps.some((s) => s.id === m.id));
  if (missingMaps.length > 0) report.created += (await db.prisma.mapDoc.createMany({ data: missingMaps.map((m) => ({ ...m, publishedAt })), skipDuplicates: true })).count;

  const scenarios = (items.scenarios ?? []).map(({ id, name, rulesetId, mapId = null, document }) => ({ id, name, rulesetId, mapId, document }));
  const storedScenarios = await db.prisma.scenario.findMany({ where: { id: { in: scenarios.map((s) => s.id) } } });
  tally(report, "scenario", scenarios, storedScenarios);
  const missingScenarios = scenarios.filter((m) => !storedScenarios.some((s) => s.id === m.id));
  if (missingScenarios.length > 0) report.created += (await db.prisma.scenario.createMany({ data: missingScenarios.map((m) => ({ ...m, publishedAt })), skipDuplicates: true })).count;

  const tables = (items.tables ?? []).map(({ id, name, rulesetId, unit, schemaVersion, document }) => ({ id, name, rulesetId, unit, schemaVersion, document }));
  const storedTables = await db.prisma.tableDoc.findMany({ where: { id: { in: tables.map((x) => x.id) } } });
  tally(report, "table", tables, storedTables);
  const missingTables = tables.filter((x) => !storedTables.some((s) => s.id === x.id));
  if (missingTables.length > 0) {
    report.created += (await db.prisma.tableDoc.createMany({ data: missingTables.map((x) => ({ ...x, version: 1, publishedVersion: 1, publishedAt })), skipDuplicates: true })).count;
    await db.prisma.tableDocVersion.createMany({ data: missingTables.map((x) => ({ tableId: x.id, version: 1, name: x.name, schemaVersion: x.schemaVersion, document: x.document })), skipDuplicates: true });
  }
  return report;
}

/** Counts the shipped rows that already exist as unchanged, noting those whose stored content differs. */
function tally(report: SeedReport, kind: string, shipped: readonly Record<string, unknown>[], stored: readonly Record<string, unknown>[]): void {
  for (const row of stored) {
    report.unchanged++;
    const ship = shipped.find((s) => s.id === row.id);
    if (ship && !isSame(row, ship)) report.differing.push(`${kind}:${String(row.id)}`);
  }
}

/** Field-by-field equality of the seeded fields; JSON documents compare by canonical form. */
function isSame(existing: Record<string, unknown>, data: Record<string, unknown>): boolean {
  return Object.entries(data).every(([key, value]) => canonical(existing[key]) === canonical(value));
}

/** JSON with object keys sorted, because PostgreSQL jsonb does not keep key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
