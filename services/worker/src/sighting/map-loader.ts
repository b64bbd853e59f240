import type { Db } from "@tactica/db";

/** A stored map as a sighting job needs it: its current version and document. */
export type StoredMap = { readonly version: number; readonly document: unknown };

/** Reads a stored map by id (null when there is none). */
export type MapLoader = (id: string) => Promise<StoredMap | null>;

/** The map loader over the database. */
export function createDbMapLoader(db: Db): MapLoader {
  return async (id) => {
    const row = await db.prisma.mapDoc.findUnique({ where: { id }, select: { version: true, document: true } });
    return row ? { version: row.version, document: row.document } : null;
  };
}
