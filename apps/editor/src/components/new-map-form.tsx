"use client";
import { useEffect, useState } from "react";
import type { FetchLike } from "../lib/graphql-request";
import { toLibraryChoices, toNewMapDocument } from "../lib/lifecycle";
import { loadRulesets } from "../lib/ruleset-api";
import type { RulesetInfo } from "../lib/ruleset-api";
import { saveMap } from "../lib/map-save-api";
import { API_KEY_STORAGE } from "./document-bar";

/** New map: pick the rule system, then a size (and its terrain) or one of its library boards; stored at version 1 and opened. */
export function NewMapForm({ fetchImpl, onCreated }: { fetchImpl: FetchLike; onCreated(id: string): void }) {
  const [open, setOpen] = useState(false);
  const [rulesets, setRulesets] = useState<RulesetInfo[]>([]);
  const [rulesetId, setRulesetId] = useState("");
  const [id, setId] = useState("");
  const [name, setName] = useState("");
  const [cols, setCols] = useState(10);
  const [rows, setRows] = useState(8);
  const [terrain, setTerrain] = useState("");
  const [board, setBoard] = useState("");
  const [message, setMessage] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!open || rulesets.length > 0) return;
    void loadRulesets(fetchImpl).then((o) => {
      if (!o.ok) return setMessage(o.error);
      setRulesets(o.data);
      const first = o.data[0];
      if (first) { setRulesetId(first.id); setTerrain(first.catalogue.terrain[0]?.id ?? ""); }
    });
  }, [open, rulesets.length, fetchImpl]);
  const ruleset = rulesets.find((r) => r.id === rulesetId);
  const boards = rulesetId === "" ? [] : toLibraryChoices(rulesetId);

  const create = async () => {
    const made = toNewMapDocument({ id, name, rulesetId, cols, rows, terrain: terrain === "" ? undefined : terrain, libraryBoard: board });
    if (!made.ok) return setMessage(made.reason);
    const key = window.localStorage.getItem(API_KEY_STORAGE) ?? "";
    const outcome = await saveMap(fetchImpl, { id: made.doc.id, name: made.doc.name ?? made.doc.id, rulesetId, document: made.doc, baseVersion: undefined }, key);
    if (!outcome.ok) return setMessage(outcome.error);
    const r = outcome.data;
    if (r.__typename !== "MapSaved") {
      return setMessage(r.__typename === "MapVersionConflict" ? `A map "${r.id}" exists (perhaps deleted): choose another id.` : r.__typename === "MapInvalid" ? `Not created: ${r.issues.map((i) => `${i.path}: ${i.message}`).join("; ")}` : `Not created.`);
    }
    setOpen(false);
    setMessage(undefined);
    onCreated(r.map.id);
  };

  if (!open) return <button type="button" data-testid="new-map" onClick={() => setOpen(true)}>New map…</button>;
  return (
    <span className="new-map row" data-testid="new-map-form">
      <label>Rules <select data-testid="new-map-ruleset" value={rulesetId} onChange={(e) => { setRulesetId(e.target.value); setBoard(""); setTerrain(rulesets.find((r) => r.id === e.target.value)?.catalogue.terrain[0]?.id ?? ""); }}>
        {rulesets.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
      </select></label>
      <label>Id <input className="short" data-testid="new-map-id" value={id} onChange={(e) => setId(e.target.value)} /></label>
      <label>Name <input className="short" data-testid="new-map-name" value={name} onChange={(e) => setName(e.target.value)} /></label>
      <label>Board <select data-testid="new-map-board" value={board} onChange={(e) => setBoard(e.target.value)}>
        <option value="">blank, size:</option>
        {boards.map((b) => <option key={b.id} value={b.id}>{b.label}</option>)}
      </select></label>
      {board === "" && <>
        <input type="number" className="short" aria-label="columns" data-testid="new-map-cols" min={1} max={200} value={cols} onChange={(e) => setCols(Number(e.target.value))} />
        ×<input type="number" className="short" aria-label="rows" data-testid="new-map-rows" min={1} max={200} value={rows} onChange={(e) => setRows(Number(e.target.value))} />
        <select aria-label="terrain" data-testid="new-map-terrain" value={terrain} onChange={(e) => setTerrain(e.target.value)}>
          {(ruleset?.catalogue.terrain ?? []).map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
        </select>
      </>}
      <button type="button" data-testid="new-map-create" onClick={() => void create()}>Create</button>
      <button type="button" onClick={() => setOpen(false)}>Cancel</button>
      {message !== undefined && <span className="error" data-testid="new-map-message">{message}</span>}
    </span>
  );
}
