"use client";
import { useEffect, useState } from "react";
import type { MapDocument } from "@tactica/map";
import { writeDraft } from "../lib/draft-storage";

/** Writes the document to localStorage half a second after each change (revision > 0); returns when it last did. */
export function useAutosave(mapId: string, doc: MapDocument, revision: number, baseVersion: number | undefined, enabled: boolean): string | undefined {
  const [savedAt, setSavedAt] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!enabled || revision === 0) return undefined;
    const timer = window.setTimeout(() => {
      const at = new Date().toISOString();
      if (writeDraft(window.localStorage, mapId, { document: doc, baseVersion, savedAt: at })) setSavedAt(at);
    }, 500);
    return () => window.clearTimeout(timer);
  }, [mapId, doc, revision, baseVersion, enabled]);
  return savedAt;
}
