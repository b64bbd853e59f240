"use client";
import { useState } from "react";
import type { FetchLike } from "../lib/graphql-request";
import { loadScenarioVersions, restoreScenarioVersion } from "../lib/lifecycle";
import type { ScenarioVersionInfo } from "../lib/lifecycle";
import { API_KEY_STORAGE } from "./document-bar";

/** The stored scenario's saved versions (with the map version each plays); Restore saves one again as the newest. */
export function ScenarioHistory({ id, version, fetchImpl, onRestored, onMessage }: {
  id: string; version: number; fetchImpl: FetchLike; onRestored(): void; onMessage(m: string): void;
}) {
  const [versions, setVersions] = useState<ScenarioVersionInfo[] | undefined>(undefined);
  const key = () => window.localStorage.getItem(API_KEY_STORAGE) ?? "";
  const show = async () => {
    if (versions !== undefined) return setVersions(undefined);
    const o = await loadScenarioVersions(fetchImpl, id, key());
    if (o.ok) setVersions(o.data); else onMessage(o.error);
  };
  const restore = async (v: number) => {
    const o = await restoreScenarioVersion(fetchImpl, id, v, version, key());
    if (!o.ok) return onMessage(o.error);
    if (o.data.__typename !== "ScenarioSaved" || o.data.scenario === undefined) return onMessage(o.data.message ?? "Not restored.");
    onMessage(`Scenario version ${v} restored as version ${o.data.scenario.version}.`);
    setVersions(undefined);
    onRestored();
  };
  return (
    <div className="row">
      <button type="button" data-testid="scenario-history" onClick={() => void show()}>Scenario history…</button>
      {versions?.map((v) => (
        <span key={v.version} data-testid={`scenario-history-${v.version}`}>
          v{v.version}{v.mapVersion === null ? "" : ` (map v${v.mapVersion})`}
          {v.version === version ? " (current)" : <button type="button" data-testid={`restore-scenario-${v.version}`} onClick={() => void restore(v.version)}>Restore</button>}
        </span>
      ))}
    </div>
  );
}
