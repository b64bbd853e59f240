"use client";
import { useEffect, useState } from "react";
import type { FetchLike } from "../lib/graphql-request";
import { loadRuleOptions } from "../lib/ruleset-api";
import type { RuleOption } from "../lib/ruleset-api";
import { createScenario } from "../lib/scenario/scenario-document";
import type { ScenarioDocument } from "../lib/scenario/scenario-document";

/** The scenario being written on this map (kept as a draft in localStorage) and the ruleset's rule options. */
export function useScenario(mapId: string, rulesetId: string, fetchImpl: FetchLike) {
  const key = `tactica-editor:scenario:${mapId}`;
  const [scenario, setScenario] = useState<ScenarioDocument>(() => createScenario(`${mapId}-scenario`, mapId, rulesetId));
  const [options, setOptions] = useState<RuleOption[]>([]);
  useEffect(() => {
    const raw = window.localStorage.getItem(key);
    if (raw !== null) {
      try {
        const parsed = JSON.parse(raw) as ScenarioDocument;
        if (parsed.schemaVersion === 1 && parsed.mapId === mapId) setScenario(parsed);
      } catch {
        // a corrupt draft is ignored; the form starts fresh
      }
    }
    void loadRuleOptions(fetchImpl, rulesetId).then((o) => { if (o.ok) setOptions(o.data); });
  }, [key, mapId, rulesetId, fetchImpl]);
  const update = (next: ScenarioDocument) => {
    setScenario(next);
    window.localStorage.setItem(key, JSON.stringify(next));
  };
  return { scenario, update, options };
}
