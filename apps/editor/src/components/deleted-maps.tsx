"use client";
import { useState } from "react";
import type { FetchLike } from "../lib/graphql-request";
import { loadDeletedMaps, restoreMap } from "../lib/lifecycle";
import type { MapSummary } from "../lib/map-api";
import { API_KEY_STORAGE } from "./document-bar";

/** The deleted maps (soft-deleted: nothing is lost), each restorable into the list. */
export function DeletedMaps({ fetchImpl, onRestored }: { fetchImpl: FetchLike; onRestored(id: string): void }) {
  const [maps, setMaps] = useState<MapSummary[] | undefined>(undefined);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const show = async () => {
    const o = await loadDeletedMaps(fetchImpl);
    if (o.ok) setMaps(o.data); else setMessage(o.error);
  };
  const restore = async (id: string) => {
    const o = await restoreMap(fetchImpl, id, window.localStorage.getItem(API_KEY_STORAGE) ?? "");
    if (!o.ok) return setMessage(o.error);
    setMaps(undefined);
    onRestored(id);
  };
  if (maps === undefined) return <button type="button" data-testid="show-deleted-maps" onClick={() => void show()}>Deleted maps…{message ? ` (${message})` : ""}</button>;
  return (
    <span className="row" data-testid="deleted-maps">
      {maps.length === 0 ? <span className="hint">No deleted maps.</span> : maps.map((m) => (
        <button type="button" key={m.id} data-testid={`restore-map-${m.id}`} onClick={() => void restore(m.id)}>Restore {m.name}</button>
      ))}
      <button type="button" onClick={() => setMaps(undefined)}>Close</button>
      {message !== undefined && <span className="error">{message}</span>}
    </span>
  );
}
