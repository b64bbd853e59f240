"use client";
import { useState } from "react";
import type { MapDocument } from "@tactica/map";
import type { FetchLike } from "../lib/graphql-request";
import { deleteMap, loadMapVersions, renameMap, restoreMapVersion } from "../lib/lifecycle";
import type { MapVersionInfo } from "../lib/lifecycle";
import { clearDraft } from "../lib/draft-storage";
import { describeSaveResult, saveMap } from "../lib/map-save-api";

type Panel = "none" | "save-as" | "rename" | "history" | "delete";

/**
 * What an author does with the stored map besides saving it: Save as (the document as it is now, unsaved edits
 * included, under a new id), Rename, Delete (soft: "Deleted maps" restores it) and History (every saved version,
 * each restorable as the newest version).
 */
export function MapActions({ mapId, name, rulesetId, doc, version, apiKey, fetchImpl, onOpen, onRenamed, onMessage }: {
  mapId: string; name: string; rulesetId: string; doc: MapDocument; version: number; apiKey: string; fetchImpl: FetchLike;
  onOpen(id: string | undefined): void; onRenamed(name: string): void; onMessage(m: string): void;
}) {
  const [panel, setPanel] = useState<Panel>("none");
  const [newId, setNewId] = useState(`${mapId}-copy`);
  const [newName, setNewName] = useState(name);
  const [versions, setVersions] = useState<MapVersionInfo[]>([]);
  const toggle = (p: Panel) => setPanel(panel === p ? "none" : p);

  const saveAs = async () => {
    const copy: MapDocument = { ...doc, id: newId, name: newName };
    const o = await saveMap(fetchImpl, { id: newId, name: newName, rulesetId, document: copy, baseVersion: undefined }, apiKey);
    if (!o.ok) return onMessage(o.error);
    if (o.data.__typename !== "MapSaved") {
      return onMessage(o.data.__typename === "MapVersionConflict" ? `A map "${newId}" exists (perhaps deleted): choose another id.` : describeSaveResult(o.data, "Saved"));
    }
    // The edits now live in the copy; the original keeps its stored version.
    clearDraft(window.localStorage, mapId);
    onMessage(`Saved as ${newId}.`);
    onOpen(newId);
  };
  const rename = async () => {
    const o = await renameMap(fetchImpl, mapId, newName, apiKey);
    if (!o.ok) return onMessage(o.error);
    onRenamed(o.data.name);
    setPanel("none");
    onMessage(`Renamed to ${o.data.name}.`);
  };
  const remove = async () => {
    const o = await deleteMap(fetchImpl, mapId, apiKey);
    if (!o.ok) return onMessage(o.error);
    onMessage(`Deleted ${mapId}; "Deleted maps" restores it.`);
    onOpen(undefined);
  };
  const showHistory = async () => {
    toggle("history");
    const o = await loadMapVersions(fetchImpl, mapId, apiKey);
    if (o.ok) setVersions(o.data); else onMessage(o.error);
  };
  const restore = async (v: number) => {
    const o = await restoreMapVersion(fetchImpl, mapId, v, version, apiKey);
    if (!o.ok) return onMessage(o.error);
    onMessage(o.data.__typename === "MapSaved" ? `Version ${v} restored as version ${o.data.map.version}.` : describeSaveResult(o.data, "Saved"));
    if (o.data.__typename === "MapSaved") { clearDraft(window.localStorage, mapId); onOpen(mapId); }
  };

  return (
    <span className="map-actions row">
      <button type="button" data-testid="save-as" onClick={() => toggle("save-as")}>Save as…</button>
      <button type="button" data-testid="rename" onClick={() => toggle("rename")}>Rename…</button>
      <button type="button" data-testid="history" onClick={() => void showHistory()}>History…</button>
      <button type="button" data-testid="delete-map" onClick={() => toggle("delete")}>Delete…</button>
      {panel === "save-as" && <span className="row" data-testid="save-as-form">
        <label>Id <input className="short" data-testid="save-as-id" value={newId} onChange={(e) => setNewId(e.target.value)} /></label>
        <label>Name <input className="short" data-testid="save-as-name" value={newName} onChange={(e) => setNewName(e.target.value)} /></label>
        <button type="button" data-testid="save-as-confirm" onClick={() => void saveAs()}>Save copy</button>
      </span>}
      {panel === "rename" && <span className="row">
        <input className="short" aria-label="new name" data-testid="rename-name" value={newName} onChange={(e) => setNewName(e.target.value)} />
        <button type="button" data-testid="rename-confirm" onClick={() => void rename()}>Rename</button>
      </span>}
      {panel === "delete" && <span className="row">
        Delete {name}? (restorable)
        <button type="button" data-testid="delete-confirm" onClick={() => void remove()}>Delete</button>
      </span>}
      {panel === "history" && <span className="row" data-testid="history-list">
        {versions.map((v) => (
          <span key={v.version} data-testid={`history-${v.version}`}>
            v{v.version} {v.savedAt.slice(0, 19).replace("T", " ")}
            {v.version === version ? " (current)" : <button type="button" data-testid={`restore-version-${v.version}`} onClick={() => void restore(v.version)}>Restore</button>}
          </span>
        ))}
      </span>}
    </span>
  );
}
