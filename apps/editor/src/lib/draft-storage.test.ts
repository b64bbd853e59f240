import { describe, expect, it } from "vitest";
import { clearDraft, readDraft, toDraftKey, writeDraft } from "./draft-storage";
import type { DraftStore } from "./draft-storage";

function memoryStore(): DraftStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe("draft storage", () => {
  it("writes, reads back and clears a draft per map", () => {
    const store = memoryStore();
    const draft = { document: { id: "m" }, baseVersion: 4, savedAt: "2026-01-01T00:00:00.000Z" };
    expect(writeDraft(store, "m", draft)).toBe(true);
    expect(readDraft(store, "m")).toEqual(draft);
    expect(readDraft(store, "other")).toBeUndefined();
    clearDraft(store, "m");
    expect(store.data.has(toDraftKey("m"))).toBe(false);
  });

  it("treats corrupt drafts as none and a full store as a false result", () => {
    const store = memoryStore();
    store.setItem(toDraftKey("m"), "{not json");
    expect(readDraft(store, "m")).toBeUndefined();
    const full: DraftStore = { ...store, setItem: () => { throw new Error("QuotaExceededError"); } };
    expect(writeDraft(full, "m", { document: {}, baseVersion: undefined, savedAt: "x" })).toBe(false);
  });
});
