/** A draft kept in the browser between visits: the document, the server version it was edited from, when. */
export type Draft = { document: unknown; baseVersion: number | undefined; savedAt: string };

/** The part of Web Storage drafts use, so tests pass a Map-backed fake. */
export type DraftStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The storage key of a map's draft. */
export function toDraftKey(mapId: string): string {
  return `tactica-editor:draft:${mapId}`;
}

/** Writes a draft; storage full or blocked is reported, never thrown. */
export function writeDraft(store: DraftStore, mapId: string, draft: Draft): boolean {
  try {
    store.setItem(toDraftKey(mapId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** Reads a map's draft, or undefined when there is none or it is unreadable. */
export function readDraft(store: DraftStore, mapId: string): Draft | undefined {
  const raw = store.getItem(toDraftKey(mapId));
  if (raw === null) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<Draft>;
    if (typeof parsed !== "object" || parsed === null || !("document" in parsed) || typeof parsed.savedAt !== "string") return undefined;
    return { document: parsed.document, baseVersion: typeof parsed.baseVersion === "number" ? parsed.baseVersion : undefined, savedAt: parsed.savedAt };
  } catch {
    return undefined;
  }
}

/** Forgets a map's draft (after a successful save). */
export function clearDraft(store: DraftStore, mapId: string): void {
  store.removeItem(toDraftKey(mapId));
}
