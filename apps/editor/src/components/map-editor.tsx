"use client";
import { useCallback, useMemo, useRef, useState } from "react";
import { toHexKey } from "@tactica/hex";
import type { Hex } from "@tactica/hex";
import { pixelToHex } from "@tactica/hex/pixel";
import type { Point } from "@tactica/hex/pixel";
import { validateMapDocument } from "@tactica/map";
import type { MapDocument, MapIssue } from "@tactica/map";
import { canRedo, canUndo, createBuilding, findBuildingAt, paintTerrain, replaceDocument } from "../lib/commands";
import { toTerrainColor } from "../lib/terrain-palette";
import type { CommandOutcome } from "../lib/commands";
import type { FetchLike } from "../lib/graphql-request";
import type { MapRecord } from "../lib/map-api";
import { pickHexside, toHexsideSegment } from "../lib/pick-hexside";
import { toPixelLayout } from "../lib/render-model";
import { toBoardSource } from "../lib/to-board-source";
import { toRenderModel } from "../lib/to-render-model";
import { toIssueTarget } from "../lib/to-issue-target";
import type { IssueTarget } from "../lib/to-issue-target";
import { toHexsideToolCommand, toHexToolCommand } from "../lib/to-tool-command";
import { loadLineOfSight, toLosDrawing } from "../lib/los-api";
import type { Viewpoint } from "../lib/los-api";
import { EditCanvas } from "./edit-canvas";
import { EditOverlay } from "./edit-overlay";
import { ToolPalette } from "./tool-palette";
import { ValidationPanel } from "./validation-panel";
import { LevelPanel, toStoreys } from "./level-panel";
import { LosPanel } from "./los-panel";
import type { LosState } from "./los-panel";
import { DocumentBar } from "./document-bar";
import { BoardsPanel } from "./boards-panel";
import { EditorStatus } from "./editor-status";
import { useEditorHistory } from "./use-editor-history";
import { useShortcuts } from "./use-shortcuts";
import { useDebounced } from "./use-debounced";
import { useScenario } from "./use-scenario";
import { useViewshed } from "./use-viewshed";
import { FortificationPanel } from "./fortification-panel";
import { ScenarioPanel } from "./scenario-panel";
import { ScenarioStorePanel } from "./scenario-store-panel";
import { ScenarioHistory } from "./scenario-history";
import { LegendPanel } from "./legend-panel";
import { useScenarioStore } from "./use-scenario-store";
import type { StoredMapState } from "./use-scenario-store";
import { downloadJson } from "./download";
import { toggleSetupHex, validateScenario } from "../lib/scenario/scenario-document";
import { resolveCached } from "../lib/resolve-cached";
import { checkMapRules, toFeatureChoices, toFortificationChoices, toMarkerChoices, toTerrainChoices } from "../lib/catalogue";
import { DEFAULT_OPTIONS, toPaletteOptions } from "./tools";
import type { ToolId, ToolOptions } from "./tools";

/** The editing session over one stored map: board, tools, panels, undo/redo, drafts, save and publish. */
export function MapEditor({ record, initialDoc, fetchImpl, onOpen }: { record: MapRecord; initialDoc: MapDocument; fetchImpl: FetchLike; onOpen?(id: string | undefined): void }) {
  const { history, run: execute, undo, redo } = useEditorHistory(initialDoc);
  const doc = history.doc;
  const [tool, setTool] = useState<ToolId>("select");
  const [options, setOptionsState] = useState<ToolOptions>(DEFAULT_OPTIONS);
  const [storey, setStorey] = useState(0);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [hoverKey, setHoverKey] = useState<string | undefined>(undefined);
  const [hoverSide, setHoverSide] = useState<{ hex: Hex; dir: 0 | 1 | 2 | 3 | 4 | 5 } | undefined>(undefined);
  const [selected, setSelected] = useState<Hex | undefined>(undefined);
  const [pending, setPending] = useState<string[]>([]);
  // The hexes a terrain brush stroke has crossed so far: drawn on the overlay while the button is down and stored as
  // one command when it is released, so a stroke costs the hexes it crosses, not a redraw of the whole map per hex.
  const [painting, setPainting] = useState<string[]>([]);
  const [issue, setIssue] = useState<IssueTarget | undefined>(undefined);
  // Issues from an import or the server, with the document their paths refer to (not necessarily the current one).
  const [extra, setExtra] = useState<{ issues: MapIssue[]; source: unknown }>({ issues: [], source: undefined });
  const [los, setLos] = useState<LosState>({ busy: false });
  const [tab, setTab] = useState<"map" | "scenario">("map");
  const [chosenSide, setActiveSide] = useState<string | undefined>(undefined);
  const { scenario, update: updateScenario, catalogue, catalogueError, systemFields, names } = useScenario(record.id, record.rulesetId, fetchImpl);
  // The side whose set-up area the Set-up tool marks: the one chosen, else the rule system's first.
  const activeSide = scenario.sides.some((x) => x.id === chosenSide) ? chosenSide! : scenario.sides[0]?.id ?? "";
  const [mapState, setMapState] = useState<StoredMapState>({ version: record.version, dirty: false });
  const onStoredState = useCallback((version: number, dirty: boolean) => setMapState({ version, dirty }), []);
  const store = useScenarioStore(scenario, catalogue, doc, fetchImpl, setMessage, updateScenario, mapState);
  const { viewshed, startViewshed, clearViewshed } = useViewshed(fetchImpl, record.rulesetId);
  // The stroke under way; `keys` are the hexes a terrain stroke crossed (kept here, not only in state, so events that
  // arrive faster than React renders all count).
  const stroke = useRef<{ group: string; last: string; keys?: string[] } | undefined>(undefined);
  const strokes = useRef(0);

  const model = useMemo(() => toRenderModel(toBoardSource(doc, storey)), [doc, storey]);
  const byKey = useMemo(() => new Map(model.hexes.map((h) => [h.key, h])), [model]);
  const layout = toPixelLayout(model);
  // Validation runs once the document has settled, so painting never waits for it.
  const settledDoc = useDebounced(doc, 300);
  const validation = useMemo(() => validateMapDocument(settledDoc), [settledDoc]);
  const own = validation.ok ? [] : validation.issues;
  // The rule system's own checks of the map (terrain, markers, hexside features, storey sides, fortifications).
  const ruleIssues = useMemo(() => (validation.ok ? checkMapRules(validation.map, catalogue, names[record.rulesetId] ?? record.rulesetId) : []),
    [validation, catalogue, names, record.rulesetId]);
  const issues = [...own, ...ruleIssues, ...extra.issues];
  const buildings = resolveCached(doc).buildings;
  // The palettes are the rule system's catalogue (terrain also lists ids the document already uses).
  const palettes = useMemo(() => ({
    terrain: toTerrainChoices(catalogue, model.hexes.flatMap((h) => (h.terrain ? [h.terrain] : []))),
    features: toFeatureChoices(catalogue), markers: toMarkerChoices(catalogue), fortifications: toFortificationChoices(catalogue),
  }), [catalogue, model]);
  const paletteOptions = useMemo(() => toPaletteOptions(options, palettes), [options, palettes]);

  const run = useCallback((outcome: CommandOutcome, quiet = false) => {
    const refusal = execute(outcome);
    if (refusal !== undefined && !quiet) setMessage(refusal);
    else if (refusal === undefined) setMessage(outcome.ok ? outcome.command.label : undefined);
  }, [execute]);
  const setOptions = (o: Partial<ToolOptions>) => setOptionsState((prev) => ({ ...prev, ...o }));
  const chooseTool = useCallback((t: ToolId) => {
    setTool(t);
    setHoverSide(undefined);
  }, []);
  const shortcuts = useMemo(() => ({ undo, redo, tool: chooseTool }), [undo, redo, chooseTool]);
  useShortcuts(shortcuts);

  const checkLos = useCallback(async (observer: Viewpoint, target: Viewpoint) => {
    setLos({ observer, target, busy: true });
    const outcome = await loadLineOfSight(fetchImpl, record.rulesetId, doc, observer, target);
    setLos(outcome.ok ? { observer, target, result: outcome.data, busy: false } : { observer, target, error: outcome.error, busy: false });
  }, [fetchImpl, record.rulesetId, doc]);

  const onDown = (p: Point) => {
    const hex = pixelToHex(p, layout);
    const key = toHexKey(hex);
    const onMap = byKey.has(key);
    setIssue(undefined);
    if (tool === "select") setSelected(onMap ? hex : undefined);
    else if (tool === "hexside") run(toHexsideToolCommand(doc, pickHexside(p, layout), paletteOptions.feature, paletteOptions.open, storey));
    else if (!onMap) return;
    else if (tool === "terrain") {
      strokes.current += 1;
      stroke.current = { group: `stroke-${strokes.current}`, last: key, keys: [key] };
      setPainting([key]);
    } else if (tool === "height") {
      strokes.current += 1;
      stroke.current = { group: `stroke-${strokes.current}`, last: key };
      const group = stroke.current.group;
      run(toHexToolCommand(doc, hex, { tool, height: paletteOptions.height, group }));
    } else if (tool === "fill") run(toHexToolCommand(doc, hex, { tool, terrain: paletteOptions.terrain }));
    else if (tool === "marker") run(toHexToolCommand(doc, hex, { tool, marker: paletteOptions.marker }));
    else if (tool === "fortification") run(toHexToolCommand(doc, hex, { tool, fortification: paletteOptions.fortification }));
    else if (tool === "building") {
      stroke.current = { group: "building", last: key };
      setPending([key]);
    } else if (tool === "setup") {
      stroke.current = { group: "setup", last: key };
      updateScenario(toggleSetupHex(scenario, activeSide, hex));
      setTab("scenario");
    } else if (tool === "los") {
      const v: Viewpoint = { q: hex.q, r: hex.r, level: storey, posture: "stand" };
      if (los.observer === undefined || los.target !== undefined) {
        setLos({ observer: v, busy: false });
        clearViewshed();
      }
      else void checkLos(los.observer, v);
    }
  };

  const onMove = (p: Point, pressed: boolean) => {
    const hex = pixelToHex(p, layout);
    const key = toHexKey(hex);
    const onMap = byKey.has(key);
    if (key !== hoverKey) setHoverKey(onMap ? key : undefined);
    if (tool === "hexside") {
      const side = pickHexside(p, layout);
      if (hoverSide === undefined || toHexKey(hoverSide.hex) !== toHexKey(side.hex) || hoverSide.dir !== side.dir) setHoverSide(onMap ? side : undefined);
    }
    const s = stroke.current;
    if (!pressed || s === undefined || !onMap || key === s.last) return;
    s.last = key;
    if (tool === "building") setPending((prev) => (prev.includes(key) ? prev : [...prev, key]));
    else if (tool === "setup") updateScenario(toggleSetupHex(scenario, activeSide, hex));
    else if (tool === "terrain" && s.keys !== undefined) {
      if (!s.keys.includes(key)) s.keys.push(key);
      setPainting([...s.keys]);
    }
    else if (tool === "height") run(toHexToolCommand(doc, hex, { tool, height: paletteOptions.height, group: s.group }), true);
  };

  const onUp = () => {
    if (tool === "building" && pending.length > 0) {
      const hexes = pending.flatMap((k) => byKey.get(k)?.key === k ? [parseKey(k)] : []);
      run(createBuilding(doc, toNextBuildingId(buildings.map((b) => b.id)), hexes, { terrain: "building" }));
      setSelected(hexes[0]);
    }
    const painted = stroke.current?.keys ?? [];
    if (painted.length > 0) run(paintTerrain(doc, painted.map(parseKey), paletteOptions.terrain, stroke.current?.group));
    setPainting([]);
    setPending([]);
    stroke.current = undefined;
  };

  const pickIssue = (i: MapIssue) => {
    const target = toIssueTarget(extra.issues.includes(i) ? extra.source : settledDoc, i.path);
    setIssue(target);
    if (target.kind !== "none") setSelected(target.hex);
    setMessage(target.kind === "none" ? `${i.path}: ${i.message}` : `${i.message} (${target.kind} ${target.key})`);
  };

  const labelOf = (v: Viewpoint) => byKey.get(`${v.q},${v.r}`)?.label ?? `${v.q},${v.r}`;
  const selectedHex = selected === undefined ? undefined : byKey.get(toHexKey(selected));
  const selectedBuilding = selected === undefined ? undefined : findBuildingAt(doc, selected);
  const issueHex = issue !== undefined && issue.kind !== "none" ? byKey.get(toHexKey(issue.hex)) : undefined;
  const issueSide = issue?.kind === "hexside" ? toHexsideSegment(issue.hex, issue.dir, layout) : undefined;
  const losDrawing = los.result !== undefined && los.observer !== undefined && los.target !== undefined
    ? toLosDrawing(los.result, los.observer, los.target, layout) : undefined;

  return (
    <>
      <div className="toolbar">
        <ToolPalette tool={tool} options={paletteOptions} palettes={palettes} onTool={chooseTool} onOptions={setOptions} />
        {catalogueError !== undefined && <span className="hint" data-testid="catalogue-error">Cannot load the rule system&apos;s palettes: {catalogueError}</span>}
        <DocumentBar record={record} doc={doc} revision={history.revision} fetchImpl={fetchImpl}
          canUndo={canUndo(history)} canRedo={canRedo(history)} undo={undo} redo={redo}
          onImport={(next) => { run({ ok: true, command: replaceDocument(next) }); setExtra({ issues: [], source: undefined }); }}
          onIssues={(found, source) => setExtra({ issues: found, source })} onMessage={setMessage} onStoredState={onStoredState} {...(onOpen ? { onOpen } : {})} />
      </div>
      <div className="editor-body">
        <div className="editor-main">
          <EditCanvas model={model} handlers={{ onDown, onMove, onUp, onLeave: () => { setHoverKey(undefined); setHoverSide(undefined); } }}>
            <EditOverlay state={{
              hovered: hoverKey === undefined ? undefined : byKey.get(hoverKey),
              side: hoverSide === undefined ? undefined : toHexsideSegment(hoverSide.hex, hoverSide.dir, layout),
              selected: selectedHex, pending: pending.flatMap((k) => byKey.get(k) ?? []),
              painting: { hexes: painting.flatMap((k) => byKey.get(k) ?? []), fill: toTerrainColor(paletteOptions.terrain) },
              issue: { hex: issue?.kind === "hex" ? issueHex : undefined, side: issueSide },
              observer: los.observer === undefined ? undefined : byKey.get(`${los.observer.q},${los.observer.r}`),
              target: los.target === undefined ? undefined : byKey.get(`${los.target.q},${los.target.r}`),
              los: losDrawing, size: model.hexSize,
              hidden: viewshed.visible === undefined ? [] : model.hexes.filter((h) => !viewshed.visible?.has(h.key)),
              areas: scenario.sides.flatMap((sd, index) => sd.setupArea.flatMap((h) => {
                const rh = byKey.get(`${h.q},${h.r}`);
                return rh === undefined ? [] : [{ hex: rh, side: sd.id, index }];
              })),
            }} />
          </EditCanvas>
        </div>
        <aside className="sidebar">
          <div className="tabs">
            <button type="button" className={tab === "map" ? "active" : ""} data-testid="tab-map" onClick={() => setTab("map")}>Map</button>
            <button type="button" className={tab === "scenario" ? "active" : ""} data-testid="tab-scenario" onClick={() => setTab("scenario")}>Scenario</button>
          </div>
          {tab === "scenario" ? (
            <>
              <ScenarioPanel scenario={scenario} catalogue={catalogue} systemFields={systemFields} activeSide={activeSide} onActiveSide={setActiveSide}
                issues={validateScenario(scenario, new Set(byKey.keys()), catalogue.options.map((o) => o.id))}
                onChange={updateScenario} onExport={() => downloadJson(`${scenario.id}.json`, scenario)} />
              <ScenarioStorePanel formIssues={store.playable.ok ? [] : store.playable.issues} remote={store.remote} stored={store.stored}
                current={store.current} match={store.match} busy={store.busy}
                history={store.current === undefined ? undefined : <ScenarioHistory key={`${store.current.id}@${store.current.version}`} id={store.current.id}
                  version={store.current.version} fetchImpl={fetchImpl} onRestored={() => void store.refresh()} onMessage={setMessage} />}
                onSave={() => void store.save()} onPublish={() => void store.publish()} onStart={(id) => void store.start(id)} onLoad={(id) => void store.load(id)}
                onPickHex={(printedId) => {
                  const found = [...resolveCached(doc).hexes.values()].find((h) => h.ids.includes(printedId));
                  setSelected(found?.hex);
                  setMessage(found === undefined ? `hex ${printedId} is not on this map` : `hex ${printedId} selected`);
                }} />
            </>
          ) : (
            <>
              <LevelPanel doc={doc} storeys={toStoreys(buildings)} storey={storey} onStorey={setStorey}
                building={selectedBuilding} selectedHex={selected} run={(o) => run(o)} />
              <FortificationPanel doc={doc} hex={selected} run={(o) => run(o)} />
              {tool === "los" || los.observer !== undefined ? (
                <LosPanel state={los} labelOf={labelOf}
                  onChange={(which, v) => setLos((prev) => ({ ...prev, [which]: v, result: undefined, error: undefined }))}
                  onCheck={() => { if (los.observer && los.target) void checkLos(los.observer, los.target); }}
                  viewshed={viewshed} onViewshed={() => { if (los.observer) void startViewshed(doc, los.observer); }} onClearViewshed={clearViewshed} />
              ) : null}
              <ValidationPanel issues={issues} onPick={pickIssue} />
              <BoardsPanel doc={doc} names={names} run={(o) => run(o)} />
              <LegendPanel catalogue={catalogue} />
            </>
          )}
        </aside>
      </div>
      <EditorStatus hovered={hoverKey === undefined ? undefined : byKey.get(hoverKey)} hexCount={model.hexes.length} message={message} />
    </>
  );
}

/** The next free building letter (A..Z, then B27, B28, ...). */
function toNextBuildingId(taken: readonly string[]): string {
  for (let i = 0; i < 26; i++) {
    const id = String.fromCharCode(65 + i);
    if (!taken.includes(id)) return id;
  }
  let n = 27;
  while (taken.includes(`B${n}`)) n++;
  return `B${n}`;
}

function parseKey(key: string): Hex {
  const [q, r] = key.split(",").map(Number);
  return { q: q ?? 0, r: r ?? 0 } as Hex;
}
