"use client";
import { useEffect, useRef, useState } from "react";
import { validateMapDocument } from "@tactica/map";
import type { MapDocument, MapIssue } from "@tactica/map";
import { clearDraft, readDraft } from "../lib/draft-storage";
import type { Draft } from "../lib/draft-storage";
import type { FetchLike } from "../lib/graphql-request";
import type { MapRecord } from "../lib/map-api";
import { describeSaveResult, publishMap, saveMap } from "../lib/map-save-api";
import { fromTiledMap, toTiledMap } from "../lib/tiled-map";
import { useAutosave } from "./use-autosave";
import { downloadJson } from "./download";
import { MapActions } from "./map-actions";

/** Undo/redo, the stored version, save/publish through the API, draft autosave and restore, import and export. */
export function DocumentBar({ record, doc, revision, fetchImpl, canUndo, canRedo, undo, redo, onImport, onIssues, onMessage, onOpen, onStoredState }: {
  record: MapRecord; doc: MapDocument; revision: number; fetchImpl: FetchLike;
  canUndo: boolean; canRedo: boolean; undo(): void; redo(): void;
  onImport(doc: MapDocument): void; onIssues(issues: MapIssue[], source: unknown): void; onMessage(m: string): void;
  /** Opens another stored map (or this one again, reloaded); undefined: the first listed. */
  onOpen?(id: string | undefined): void;
  /** Told the stored version and whether the board has unsaved edits, whenever either changes. */
  onStoredState?(version: number, dirty: boolean): void;
}) {
  const [version, setVersion] = useState(record.version);
  const [name, setName] = useState(record.name);
  const [published, setPublished] = useState(record.publishedAt ?? null);
  const [savedRevision, setSavedRevision] = useState(0);
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState<Draft | undefined>(undefined);
  // Saving needs an API key with the author scope; kept in this browser only.
  const [apiKey, setApiKey] = useState("");
  useEffect(() => setApiKey(window.localStorage.getItem(API_KEY_STORAGE) ?? ""), []);
  const file = useRef<HTMLInputElement>(null);
  const dirty = revision !== savedRevision;
  const draftAt = useAutosave(record.id, doc, revision, version, dirty);
  useEffect(() => onStoredState?.(version, dirty), [version, dirty, onStoredState]);

  // A draft left from an earlier visit (newer than what is stored: never saved) is offered, never applied silently;
  // one edited from an older version says so.
  useEffect(() => {
    const found = readDraft(window.localStorage, record.id);
    if (found !== undefined && JSON.stringify(found.document) !== JSON.stringify(record.document)) setDraft(found);
  }, [record]);

  const save = async () => {
    setBusy(true);
    const outcome = await saveMap(fetchImpl, { id: record.id, name, rulesetId: record.rulesetId, document: doc, baseVersion: version }, apiKey);
    setBusy(false);
    if (!outcome.ok) return onMessage(outcome.error);
    const result = outcome.data;
    onMessage(describeSaveResult(result, "Saved"));
    onIssues(result.__typename === "MapInvalid" ? result.issues : [], doc);
    if (result.__typename === "MapSaved") {
      setVersion(result.map.version);
      setPublished(result.map.publishedAt ?? null);
      setSavedRevision(revision);
      clearDraft(window.localStorage, record.id);
    }
  };

  const publish = async () => {
    setBusy(true);
    const outcome = await publishMap(fetchImpl, record.id, version, apiKey);
    setBusy(false);
    if (!outcome.ok) return onMessage(outcome.error);
    onMessage(describeSaveResult(outcome.data, "Published"));
    if (outcome.data.__typename === "MapSaved") setPublished(outcome.data.map.publishedAt ?? null);
  };

  const importFile = async (f: File) => {
    let json: unknown;
    try {
      json = JSON.parse(await f.text()) as unknown;
    } catch {
      return onMessage(`${f.name} is not JSON.`);
    }
    const isTiled = typeof json === "object" && json !== null && (json as { orientation?: unknown }).orientation === "hexagonal";
    const result = isTiled ? fromTiledMap(json, record.id) : validateMapDocument(json);
    if (!result.ok) {
      onIssues(result.issues, json);
      return onMessage(`Not imported: ${f.name} has ${result.issues.length} problem(s).`);
    }
    onImport(result.map);
    onMessage(`Imported ${f.name}${isTiled ? " (Tiled)" : ""}; undo puts the previous map back.`);
  };

  return (
    <div className="document-bar">
      <button type="button" data-testid="undo" disabled={!canUndo} onClick={undo} title="Undo (Ctrl+Z)">Undo</button>
      <button type="button" data-testid="redo" disabled={!canRedo} onClick={redo} title="Redo (Ctrl+Shift+Z)">Redo</button>
      <span data-testid="map-version">version {version}</span>
      <span className={dirty ? "dirty" : "clean"} data-testid="save-state">
        {dirty ? (draftAt ? "unsaved (draft kept)" : "unsaved") : published ? "published" : "saved"}
      </span>
      <input type="password" className="key" placeholder="API key (author)" aria-label="API key with the author scope" data-testid="api-key"
        value={apiKey} onChange={(e) => { setApiKey(e.target.value); window.localStorage.setItem(API_KEY_STORAGE, e.target.value); }} />
      <button type="button" data-testid="save" disabled={busy || !dirty} onClick={() => void save()}>Save</button>
      <button type="button" data-testid="publish" disabled={busy || dirty} onClick={() => void publish()}>Publish</button>
      <button type="button" data-testid="export-json" onClick={() => downloadJson(`${record.id}.json`, doc)}>Export JSON</button>
      <button type="button" data-testid="export-tiled" onClick={() => downloadJson(`${record.id}.tiled.json`, toTiledMap(doc))}>Export Tiled</button>
      <button type="button" onClick={() => file.current?.click()}>Import…</button>
      {onOpen !== undefined && <MapActions mapId={record.id} name={name} rulesetId={record.rulesetId} doc={doc} version={version} apiKey={apiKey}
        fetchImpl={fetchImpl} onOpen={onOpen} onRenamed={setName} onMessage={onMessage} />}
      <input ref={file} type="file" accept=".json,application/json" hidden data-testid="import-file"
        onChange={(e) => { const f = e.target.files?.[0]; if (f) void importFile(f); e.target.value = ""; }} />
      {draft !== undefined && (
        <span className="draft-offer" data-testid="draft-offer">
          Unsaved draft from {draft.savedAt.slice(0, 16).replace("T", " ")}
          {draft.baseVersion !== undefined && draft.baseVersion !== version ? ` (edited from version ${draft.baseVersion}; stored is ${version})` : ""}
          <button type="button" onClick={() => {
            const v = validateMapDocument(draft.document);
            if (v.ok) onImport(v.map);
            setDraft(undefined);
          }}>Restore</button>
          <button type="button" onClick={() => { clearDraft(window.localStorage, record.id); setDraft(undefined); }}>Discard</button>
        </span>
      )}
    </div>
  );
}

/** Where the toolbar keeps the API key (this browser only); scenario actions read it too. */
export const API_KEY_STORAGE = "tactica-editor:api-key";
