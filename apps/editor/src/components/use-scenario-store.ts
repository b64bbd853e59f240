"use client";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { MapDocument } from "@tactica/map";
import type { RulesetCatalogue } from "../lib/catalogue";
import type { FetchLike } from "../lib/graphql-request";
import { resolveCached } from "../lib/resolve-cached";
import { describeScenarioResult, listScenarios, loadScenario, publishScenario, saveScenario, startMatch, toRulingsPack, validateScenarioRemotely } from "../lib/scenario-api";
import type { ApiScenarioIssue, StartedMatch, StoredScenario } from "../lib/scenario-api";
import type { ScenarioDocument } from "../lib/scenario/scenario-document";
import { fromRulesetScenario } from "../lib/scenario/from-ruleset-scenario";
import { fromRulingsPack, fromStoredVictory, toStoredVictory } from "../lib/scenario/stored-victory";
import { toRulesetScenario } from "../lib/scenario/to-ruleset-scenario";
import { API_KEY_STORAGE } from "./document-bar";
import { useDebounced } from "./use-debounced";

const apiKey = () => window.localStorage.getItem(API_KEY_STORAGE) ?? "";

/**
 * The scenario as its rule system plays it, with its rule options (as a rulings pack) and victory conditions, checked
 * by the API (the ruleset's own schema, options and the map's hexes), and the stored copies: save, publish, list,
 * load back into the form, and start a match from one (the API plays the pack it was stored with).
 */
/** The map as stored: the version the author sees, and whether the board shows unsaved edits on top of it. */
export type StoredMapState = { readonly version: number; readonly dirty: boolean };

export function useScenarioStore(scenario: ScenarioDocument, catalogue: RulesetCatalogue, doc: MapDocument, fetchImpl: FetchLike, onMessage: (m: string) => void, onLoad: (s: ScenarioDocument) => void, mapState?: StoredMapState) {
  const playable = useMemo(() => toRulesetScenario(scenario, catalogue, resolveCached(doc), doc), [scenario, catalogue, doc]);
  const extras = useMemo(() => ({
    rulingsPack: toRulingsPack(scenario.id, scenario.rulesetId, scenario.options),
    victoryConditions: toStoredVictory(scenario.victory, resolveCached(doc)),
  }), [scenario, doc]);
  const checked = useMemo(() => ({ playable, extras }), [playable, extras]);
  const settled = useDebounced(checked, 400);
  const [remote, setRemote] = useState<ApiScenarioIssue[]>([]);
  const [stored, setStored] = useState<StoredScenario[]>([]);
  const [match, setMatch] = useState<StartedMatch | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    const listed = await listScenarios(fetchImpl, scenario.rulesetId);
    if (listed.ok) setStored(listed.data);
    else onMessage(listed.error);
  }, [fetchImpl, scenario.rulesetId, onMessage]);
  useEffect(() => { void refresh(); }, [refresh]);

  useEffect(() => {
    if (!settled.playable.ok) { setRemote([]); return; }
    let live = true;
    void validateScenarioRemotely(fetchImpl, scenario.rulesetId, settled.playable.document, scenario.mapId, settled.extras).then((o) => {
      if (live) setRemote(o.ok ? o.data : [{ path: "(api)", message: o.error, hex: null, side: null }]);
    });
    return () => { live = false; };
  }, [settled, fetchImpl, scenario.rulesetId, scenario.mapId]);

  const current = stored.find((s) => s.id === scenario.id);

  const save = async () => {
    if (!playable.ok) { onMessage(`Not saved: ${playable.issues.length} problem(s) in the form (see the checks).`); return; }
    // The scenario plays the map version the author sees (pinned by id and version): unsaved map edits are not one,
    // unless the scenario carries the drawn map itself (its format's inline-map field).
    const carriesMap = typeof playable.document === "object" && playable.document !== null && "mapDocument" in playable.document;
    if (mapState?.dirty === true && !carriesMap) { onMessage(`Not saved: the map has unsaved edits. Save the map first; the scenario then plays that version.`); return; }
    setBusy(true);
    const outcome = await saveScenario(fetchImpl, {
      id: scenario.id, name: scenario.name, rulesetId: scenario.rulesetId, mapId: scenario.mapId, document: playable.document, baseVersion: current?.version,
      ...(mapState === undefined ? {} : { mapVersion: mapState.version }), ...extras,
    }, apiKey());
    setBusy(false);
    if (!outcome.ok) { onMessage(outcome.error); return; }
    if (outcome.data.__typename === "ScenarioInvalid") setRemote(outcome.data.issues);
    onMessage(describeScenarioResult(outcome.data, "Saved"));
    await refresh();
  };

  const publish = async () => {
    if (current === undefined) { onMessage("Save the scenario before publishing it."); return; }
    const outcome = await publishScenario(fetchImpl, current.id, current.version, apiKey());
    onMessage(outcome.ok ? describeScenarioResult(outcome.data, "Published") : outcome.error);
    await refresh();
  };

  const start = async (scenarioId: string) => {
    setBusy(true);
    // No pack: the API plays the rule options the stored scenario was saved with (save first to change them).
    const outcome = await startMatch(fetchImpl, scenario.rulesetId, scenarioId, apiKey());
    setBusy(false);
    if (outcome.ok) { setMatch(outcome.data); onMessage(`Match ${outcome.data.id} created from ${scenarioId}.`); }
    else onMessage(outcome.error);
  };

  // A stored scenario back into the form (to edit it and save a new version); the form's draft is replaced.
  const load = async (id: string) => {
    const outcome = await loadScenario(fetchImpl, id);
    if (!outcome.ok) { onMessage(outcome.error); return; }
    const row = outcome.data;
    if (row === null) { onMessage(`There is no stored scenario "${id}".`); return; }
    if (row.mapId !== null && row.mapId !== scenario.mapId) { onMessage(`Scenario ${id} is set on map ${row.mapId}; open that map to edit it.`); return; }
    const map = resolveCached(doc);
    if (row.rulesetId !== scenario.rulesetId) { onMessage(`Scenario ${id} is a ${row.rulesetId} scenario; this map is set up for ${scenario.rulesetId}.`); return; }
    const form = fromRulesetScenario(row.rulesetId, catalogue, row.document, map, { id: row.id, name: row.name, mapId: scenario.mapId });
    if (form === undefined) { onMessage(`The form cannot show ${row.rulesetId} scenarios.`); return; }
    onLoad({ ...form, options: fromRulingsPack(row.rulingsPack), victory: fromStoredVictory(row.victoryConditions, map) });
    onMessage(`Loaded scenario ${id} version ${row.version} into the form.`);
  };

  return { playable, remote, stored, current, match, busy, save, publish, start, load, refresh };
}
