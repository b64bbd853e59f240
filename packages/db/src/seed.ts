import type { Db } from "./create-db";
import type { Prisma } from "./generated/prisma/client";

/** Shipped content is written in one transaction; Prisma's 5 s timeout (2 s to start) is short for PGlite. */
const SEED_TIMEOUT_MS = 120_000;

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

/** Everything seedShippedData writes; either list may be omitted. */
export type ShippedData = { maps?: readonly ShippedMap[]; scenarios?: readonly ShippedScenario[] };

/** How many rows were created, updated (content changed: version + 1) or left as they were. */
export type SeedReport = { created: number; updated: number; unchanged: number };

/**
 * Upserts shipped maps, then scenarios, by id in one transaction. Running it again with the same
 * content changes nothing; changed content is written and bumps `version`, like an author's save.
 */
export async function seedShippedData(db: Pick<Db, "prisma">, items: ShippedData): Promise<SeedReport> {
  const report: SeedReport = { created: 0, updated: 0, unchanged: 0 };
  await db.prisma.$transaction(async (tx) => {
    for (const { id, name, rulesetId, schemaVersion, document } of items.maps ?? []) {
      const data = { name, rulesetId, schemaVersion, document };
      await writeIfChanged(report, await tx.mapDoc.findUnique({ where: { id } }), data,
        () => tx.mapDoc.create({ data: { id, ...data } }),
        () => tx.mapDoc.update({ where: { id }, data: { ...data, version: { increment: 1 } } }));
    }
    for (const { id, name, rulesetId, mapId = null, document } of items.scenarios ?? []) {
      const data = { name, rulesetId, mapId, document };
      await writeIfChanged(report, await tx.scenario.findUnique({ where: { id } }), data,
        () => tx.scenario.create({ data: { id, ...data } }),
        () => tx.scenario.update({ where: { id }, data: { ...data, version: { increment: 1 } } }));
    }
  }, { timeout: SEED_TIMEOUT_MS, maxWait: SEED_TIMEOUT_MS });
  return report;
}

/** Creates a missing row, updates a changed one, leaves an identical one alone; counts which. */
async function writeIfChanged(
  report: SeedReport,
  existing: Record<string, unknown> | null,
  data: Record<string, unknown>,
  create: () => Promise<unknown>,
  update: () => Promise<unknown>,
): Promise<void> {
  if (!existing) {
    await create();
    report.created++;
  } else if (isSame(existing, data)) {
    report.unchanged++;
  } else {
    await update();
    report.updated++;
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
