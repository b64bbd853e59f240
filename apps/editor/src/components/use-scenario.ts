"use client";
import { useEffect, useMemo, useState } from "react";
import { EMPTY_CATALOGUE } from "../lib/catalogue";
import type { RulesetCatalogue } from "../lib/catalogue";
import type { FetchLike } from "../lib/graphql-request";
import { loadRulesets } from "../lib/ruleset-api";
import { createScenario, withSides } from "../lib/scenario/scenario-document";
import type { ScenarioDocument } from "../lib/scenario/scenario-document";
import { toSystemFields } from "../lib/scenario/system-fields";

/**
 * The scenario being written on this map (kept as a draft in localStorage) and the rule system's catalogue (its
 * sides, unit types, scenario fields and rule options, fetched from the API; `names` are every served system's
 * display names): the draft takes the catalogue's sides.
 */
export function useScenario(mapId: string, rulesetId: string, fetchImpl: FetchLike) {
  const key = `tactica-editor:scenario:${mapId}`;
  const [draft, setDraft] = useState<ScenarioDocument>(() => createScenario(`${mapId}-scenario`, mapId, rulesetId));
  const [catalogue, setCatalogue] = useState<RulesetCatalogue>(EMPTY_CATALOGUE);
  const [catalogueError, setCatalogueError] = useState<string | undefined>(undefined);
  const [names, setNames] = useState<Readonly<Record<string, string>>>({});
  useEffect(() => {
    const raw = window.localStorage.getItem(key);
    if (raw !== null) {
      try {
        const parsed = JSON.parse(raw) as ScenarioDocument;
        if (parsed.schemaVersion === 1 && parsed.mapId === mapId) setDraft(parsed);
      } catch {
        // a corrupt draft is ignored; the form starts fresh
      }
    }
    void loadRulesets(fetchImpl).then((o) => {
      if (!o.ok) { setCatalogueError(o.error); return; }
      setCatalogue(o.data.find((r) => r.id === rulesetId)?.catalogue ?? EMPTY_CATALOGUE);
      setNames(Object.fromEntries(o.data.map((r) => [r.id, r.name])));
    });
  }, [key, mapId, rulesetId, fetchImpl]);
  const scenario = useMemo(() => withSides(draft, catalogue.sides), [draft, catalogue]);
  const systemFields = useMemo(() => toSystemFields(catalogue.scenarioFields), [catalogue]);
  const update = (next: ScenarioDocument) => {
    setDraft(next);
    window.localStorage.setItem(key, JSON.stringify(next));
  };
  return { scenario, update, catalogue, catalogueError, systemFields, names };
}
