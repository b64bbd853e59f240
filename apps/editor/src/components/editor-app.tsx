"use client";
import { useMemo, useState } from "react";
import { loadMapList, loadMapRecord, toInitialMapId } from "../lib/map-api";
import type { FetchLike } from "../lib/graphql-request";
import type { MapRecord } from "../lib/map-api";
import { validateMapDocument } from "@tactica/map";
import { useLoadable } from "./use-loadable";
import { MapPicker } from "./map-picker";
import { MapEditor } from "./map-editor";
import { Notice } from "./notice";
import { NewMapForm } from "./new-map-form";
import { DeletedMaps } from "./deleted-maps";

// Called through a wrapper so the browser's fetch always runs with the global `this`.
const browserFetch: FetchLike = (url, init) => fetch(url, init);

/** The editor shell: loads the map list, opens the requested (or first) map and shows it. */
export function EditorApp({ requestedMapId }: { requestedMapId: string | undefined }) {
  const [chosenId, setChosenId] = useState(requestedMapId);
  // Bumped to load the list and the map again (after New, Save as, Delete, a restored version).
  const [reload, setReload] = useState(0);
  const list = useLoadable(() => loadMapList(browserFetch), `maps:${reload}`);
  const mapId = list.status === "ready" ? toInitialMapId(list.value, chosenId) : undefined;
  const record = useLoadable(mapId === undefined ? undefined : () => loadMapRecord(browserFetch, mapId), `${mapId ?? ""}:${reload}`);

  const choose = (id: string) => {
    setChosenId(id);
    window.history.replaceState(null, "", `?map=${encodeURIComponent(id)}`);
  };
  const open = (id: string | undefined) => {
    setChosenId(id);
    setReload((n) => n + 1);
    window.history.replaceState(null, "", id === undefined ? "?" : `?map=${encodeURIComponent(id)}`);
  };

  return (
    <div className="editor">
      <header className="editor-header">
        <h1>Tactica map editor</h1>
        {list.status === "ready" && list.value.length > 0 && (
          <MapPicker maps={list.value} selectedId={mapId} onSelect={choose} />
        )}
        <NewMapForm fetchImpl={browserFetch} onCreated={open} />
        <DeletedMaps fetchImpl={browserFetch} onRestored={open} />
      </header>
      {list.status === "loading" && <Notice title="Loading maps…" />}
      {list.status === "error" && (
        <Notice title="Cannot load the list of maps" tone="error"><p>{list.error}</p></Notice>
      )}
      {list.status === "ready" && list.value.length === 0 && chosenId === undefined && (
        <Notice title="No maps yet"><p>The API has no maps to open.</p></Notice>
      )}
      {record.status === "loading" && <Notice title="Loading map…" />}
      {record.status === "error" && (
        <Notice title={`Cannot open map ${mapId ?? ""}`} tone="error"><p>{record.error}</p></Notice>
      )}
      {record.status === "ready" && <MapView record={record.value} onOpen={open} />}
    </div>
  );
}

/** Validates the record's document and opens the editor on it, or lists what is wrong with it. */
function MapView({ record, onOpen }: { record: MapRecord; onOpen(id: string | undefined): void }) {
  const outcome = useMemo(() => validateMapDocument(record.document), [record.document]);
  if (!outcome.ok) {
    return (
      <Notice title={`Map ${record.name} is not a valid map document`} tone="error">
        <ul>{outcome.issues.map((i) => <li key={`${i.path}:${i.message}`}><code>{i.path}</code>: {i.message}</li>)}</ul>
      </Notice>
    );
  }
  // Keyed by map and version so no editing state carries over to another document.
  return <MapEditor key={`${record.id}@${record.version}`} record={record} initialDoc={outcome.map} fetchImpl={browserFetch} onOpen={onOpen} />;
}
