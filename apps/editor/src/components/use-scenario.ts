"use client";
import { useEffect, useState } from "react";
import type { FetchLike } from "../lib/graphql-request";
import { loadRuleOptions, loadScenarioSchema } from "../lib/ruleset-api";
import type { RuleOption } from "../lib/ruleset-api";
import { createScenario } from "../lib/scenario/scenario-document";
import type { ScenarioDocument } from "../lib/scenario/scenario-document";
import { toSystemFields } from "../lib/scenario/system-fields";
import type { SystemField } from "../lib/scenario/system-fields";

/** The scenario being written on this map (kept as a draft in localStorage), the ruleset's rule options and its extra scenario fields. */
export function useScenario(mapId: string, rulesetId: string, fetchImpl: FetchLike) {
  const key = `tactica-editor:scenario:${mapId}`;
  const [scenario, setScenario] = useState<ScenarioDocument>(() => createScenario(`${mapId}-scenario`, mapId, rulesetId));
  const [options, setOptions] = useState<RuleOption[]>([]);
  const [systemFields, setSystemFields] = useState<SystemField[]>(() => toSystemFields(rulesetId, null));
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
    void loadScenarioSchema(fetchImpl, rulesetId).then((o) => { if (o.ok) setSystemFields(toSystemFields(rulesetId, o.data)); });
  }, [key, mapId, rulesetId, fetchImpl]);
  const update = (next: ScenarioDocument) => {
    setScenario(next);
    window.localStorage.setItem(key, JSON.stringify(next));
  };
  return { scenario, update, options, systemFields };
}
