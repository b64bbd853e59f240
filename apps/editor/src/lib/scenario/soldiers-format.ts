import type { MapDocument, ResolvedMap } from "@tactica/map";
import type { RulesetCatalogue, SoldiersFormat } from "../catalogue";
import { getPath, setPath } from "./document-paths";
import { checkScenarioFields, checkUnitFields, toManFields, valueOf } from "./form-fields";
import type { ForceEntry, ScenarioDocument, ScenarioIssue, ScenarioSide } from "./scenario-document";
import { distinct, setupIds, toHexFinder } from "./setup-hexes";
import type { RulesetScenarioOutcome } from "./scenario-outcome";

const meanQ = (side: ScenarioSide) => side.setupArea.reduce((s, h) => s + h.q, 0) / Math.max(1, side.setupArea.length);

/** The q bounds of a side's set-up hexes: its set-up area as a soldiers scenario gives one (axial q). */
function qBounds(side: ScenarioSide): { qAtLeast: number; qAtMost: number } {
  const qs = side.setupArea.map((h) => h.q);
  return { qAtLeast: Math.min(...qs), qAtMost: Math.max(...qs) };
}

/**
 * A soldiers scenario (the catalogue's scenarioFormat, citing the rules it follows): each unit becomes a soldier on its
 * side's set-up hexes in turn, facing the enemy's edge, with its force line's unit fields; the side whose set-up lies
 * further left takes the format's left edge. Sequence units and victory points are the format's. With the format's
 * inline-map value (e.g. an Advanced rules level) the map document the author drew is carried inline and force lines may
 * name squads (each squad its own sequence units, unnamed lines the squad named after the side). The scenario fields
 * go where their paths say; the set-up areas (q spans of the set-up hexes) when the set-up field is set.
 */
export function toSoldiersScenario(s: ScenarioDocument, catalogue: RulesetCatalogue, format: SoldiersFormat, map: ResolvedMap, doc: MapDocument | undefined): RulesetScenarioOutcome {
  const issues: ScenarioIssue[] = [];
  if (s.sides.length !== 2) return { ok: false, issues: [{ path: "sides", message: `this rule system's scenarios have exactly two sides (${catalogue.sides.map((x) => x.name).join(", ")})` }] };
  const fields = catalogue.scenarioFields;
  const values = checkScenarioFields(s, fields, issues);
  const inline = valueOf(values, fields, format.inlineMap.field) === format.inlineMap.value;
  if (inline && doc === undefined) issues.push({ path: "mapId", message: `a scenario with ${format.inlineMap.field} ${format.inlineMap.value} carries its map document: open the map in the editor first` });
  const known = catalogue.unitTypes.map((u) => u.id);
  const qs = [...map.hexes.values()].map((h) => h.hex.q);
  const middle = Math.floor((Math.min(...qs) + Math.max(...qs) + 1) / 2);
  const leftIndex = meanQ(s.sides[0]!) <= meanQ(s.sides[1]!) ? 0 : 1;
  const sides = s.sides.map((side, i) => {
    const left = i === leftIndex;
    const ids = setupIds(side, map, i, issues);
    side.forces.forEach((f, j) => {
      if (!known.includes(f.unitType.trim())) issues.push({ path: `sides[${i}].forces[${j}].unitType`, message: `the unit types are ${known.join(", ")}` });
      checkUnitFields(f, `sides[${i}].forces[${j}]`, catalogue.unitFields, values, fields, issues);
    });
    const squadOf = (f: ForceEntry) => f.fields?.[format.squadField]?.trim() || side.id;
    const squaded = inline && side.forces.some((f) => (f.fields?.[format.squadField]?.trim() ?? "") !== "");
    const men = side.forces.flatMap((f) => Array.from({ length: Math.max(0, Math.floor(f.count)) }, () => f));
    const prefix = catalogue.sides[i]?.manPrefix ?? side.id;
    const soldiers = men.map((f, n) => ({
      id: `${prefix}${n + 1}`, [format.unitKey]: f.unitType.trim(), hex: ids[n % Math.max(1, ids.length)] ?? "",
      facing: left ? format.facing.left : format.facing.right, ...toManFields(f, catalogue.unitFields),
      ...(squaded ? { [format.squadField]: squadOf(f) } : {}),
    }));
    const squads = squaded ? Object.fromEntries([...new Set(side.forces.map(squadOf))].map((q) => [q, { ...format.sequence }])) : undefined;
    return { name: side.name, edge: left ? format.edges.left : format.edges.right, ...format.sequence, soldiers, ...(squads ? { squads } : {}) };
  });
  if (issues.length > 0) return { ok: false, issues };
  const [a, b] = [s.sides[0]!, s.sides[1]!];
  const document: Record<string, unknown> = {
    id: s.id, title: s.name, map: s.mapId, ...(inline && doc ? { mapDocument: doc } : {}), turns: s.turnLimit,
    sides: { [a.id]: sides[0], [b.id]: sides[1] },
  };
  for (const f of fields) {
    const v = values.get(f.name);
    if (f.path && v !== undefined) setPath(document, f.path, v);
  }
  if (values.has(format.setupAreas.whenField)) for (const side of s.sides) setPath(document, `${format.setupAreas.path}.${side.id}`, qBounds(side));
  const near = { qAtMost: middle - 1 }, far = { qAtLeast: middle };
  document.victory = { ...format.victory, opposite: leftIndex === 0 ? { [a.id]: far, [b.id]: near } : { [a.id]: near, [b.id]: far } };
  if (s.notes) document.notes = s.notes;
  return { ok: true, document };
}

type Soldier = Record<string, unknown>;

/** Consecutive equal men (unit type and unit fields) as one force line (RFL, RFL, LMG -> 2 RFL, 1 LMG). */
function toForces(men: readonly ForceEntry[]): ForceEntry[] {
  const out: ForceEntry[] = [];
  for (const man of men) {
    const last = out[out.length - 1];
    if (last !== undefined && last.unitType === man.unitType && JSON.stringify(last.fields ?? {}) === JSON.stringify(man.fields ?? {})) out[out.length - 1] = { ...last, count: last.count + 1 };
    else out.push(man);
  }
  return out;
}

/** A soldier as a force line's man: his unit fields where they differ from the default, a squad only when named. */
function toMan(soldier: Soldier, sideId: string, catalogue: RulesetCatalogue, format: SoldiersFormat): ForceEntry {
  const fields: Record<string, string> = {};
  for (const u of catalogue.unitFields) {
    const v = soldier[u.path ?? (u.name === format.squadField ? u.name : "")];
    if (typeof v === "string" && v !== u.default && !(u.name === format.squadField && v === sideId)) fields[u.name] = v;
  }
  const unitType = soldier[format.unitKey];
  return { unitType: typeof unitType === "string" ? unitType : "", count: 1, ...(Object.keys(fields).length > 0 ? { fields } : {}) };
}

/** The form's scenario field values back from a stored document's paths (defaults, and counts of 0, left empty). */
export function toSystemValues(document: unknown, catalogue: RulesetCatalogue): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of catalogue.scenarioFields) {
    const v = f.path ? getPath(document, f.path) : undefined;
    if ((typeof v !== "string" && typeof v !== "number") || String(v) === f.default || (f.kind === "count" && v === 0)) continue;
    out[f.name] = String(v);
  }
  return out;
}

/** A stored soldiers scenario back in the form: forces as consecutive lines, set-up areas as the hexes men start on. */
export function fromSoldiersScenario(document: unknown, catalogue: RulesetCatalogue, format: SoldiersFormat, map: ResolvedMap): Pick<ScenarioDocument, "sides" | "system" | "turnLimit"> & { title?: string; notes?: string } {
  const d = (document ?? {}) as { title?: string; turns?: number; notes?: string; sides?: Record<string, { name?: string; soldiers?: Soldier[] }> };
  const find = toHexFinder(map);
  const sides: ScenarioSide[] = catalogue.sides.map((cs) => {
    const soldiers = d.sides?.[cs.id]?.soldiers ?? [];
    return {
      id: cs.id, name: d.sides?.[cs.id]?.name ?? cs.name,
      forces: toForces(soldiers.map((x) => toMan(x, cs.id, catalogue, format))),
      setupArea: distinct(soldiers.map((x) => find(typeof x.hex === "string" ? x.hex : ""))),
    };
  });
  const system = toSystemValues(d, catalogue);
  return {
    sides, turnLimit: d.turns ?? 10, ...(Object.keys(system).length > 0 ? { system } : {}),
    ...(d.title !== undefined ? { title: d.title } : {}), ...(d.notes ? { notes: d.notes } : {}),
  };
}
