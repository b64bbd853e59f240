import { toHexKey } from "@tactica/hex";
import type { Hex } from "@tactica/hex";

/**
 * One line of a side's order of battle: a unit type from the rule system and how many, and the values of the
 * catalogue's unit fields the author set (e.g. a starting posture; a field left at its default is absent).
 */
export type ForceEntry = {
  readonly unitType: string; readonly count: number; readonly label?: string;
  readonly fields?: Readonly<Record<string, string>>;
};

/** A side: its forces and the hexes it may set up in. */
export type ScenarioSide = { readonly id: string; readonly name: string; readonly forces: readonly ForceEntry[]; readonly setupArea: readonly { q: number; r: number }[] };

/** Victory condition kinds the form offers; `custom` carries the scenario's own text. */
export const VICTORY_KINDS = ["hold-hexes", "eliminate-percent", "exit-units", "points", "custom"] as const;

/** How a side wins. */
export type VictoryCondition = {
  readonly kind: (typeof VICTORY_KINDS)[number];
  readonly side: string;
  readonly value?: number;
  readonly hexes?: readonly { q: number; r: number }[];
  readonly text?: string;
};

/** The editor's scenario document: map, turn limit, sides with forces and set-up areas, victory, rule options. */
export type ScenarioDocument = {
  readonly schemaVersion: 1;
  readonly id: string;
  readonly name: string;
  readonly rulesetId: string;
  readonly mapId: string;
  readonly turnLimit: number;
  readonly sides: readonly ScenarioSide[];
  readonly victory: readonly VictoryCondition[];
  /** Rule option id -> chosen value (the ruleset's `options`; absent means its default). */
  readonly options: Readonly<Record<string, string>>;
  /** Values of the rule system's own scenario fields (its catalogue's scenarioFields), by field name. */
  readonly system?: Readonly<Record<string, string>>;
  readonly notes?: string;
};

/** The sides a scenario starts with while the rule system names none (its catalogue not loaded, or empty). */
export const UNNAMED_SIDES: readonly { readonly id: string; readonly name: string }[] = [{ id: "A", name: "Side A" }, { id: "B", name: "Side B" }];

/** A new scenario on a map with the rule system's sides (its catalogue's), ten turns, no forces yet. */
export function createScenario(id: string, mapId: string, rulesetId: string, sides: readonly { id: string; name: string }[] = UNNAMED_SIDES): ScenarioDocument {
  return { schemaVersion: 1, id, name: id, rulesetId, mapId, turnLimit: 10, sides: sides.map((x) => ({ id: x.id, name: x.name, forces: [], setupArea: [] })), victory: [], options: {} };
}

/**
 * The scenario with the rule system's sides: side i takes the catalogue's side i id (a draft written before the
 * catalogue loaded, or under other ids, keeps its forces, set-up areas and victory conditions) and, where it still
 * had the placeholder name, its name. Unchanged when the ids already match or the catalogue names no sides.
 */
export function withSides(s: ScenarioDocument, sides: readonly { id: string; name: string }[]): ScenarioDocument {
  if (sides.length === 0 || (sides.length === s.sides.length && sides.every((x, i) => s.sides[i]?.id === x.id))) return s;
  const placeholder = new Set(UNNAMED_SIDES.map((x) => x.name));
  const renamed = new Map(s.sides.map((x, i) => [x.id, sides[i]?.id ?? x.id]));
  return {
    ...s,
    sides: sides.map((x, i) => {
      const old = s.sides[i];
      if (old === undefined) return { id: x.id, name: x.name, forces: [], setupArea: [] };
      return { ...old, id: x.id, name: placeholder.has(old.name) ? x.name : old.name };
    }),
    victory: s.victory.map((v) => ({ ...v, side: renamed.get(v.side) ?? v.side })),
  };
}

/** Adds the hex to a side's set-up area, or removes it when already there (one side per hex: it leaves the others). */
export function toggleSetupHex(s: ScenarioDocument, sideId: string, hex: Hex): ScenarioDocument {
  const key = toHexKey(hex);
  const side = s.sides.find((x) => x.id === sideId);
  if (side === undefined) return s;
  const had = side.setupArea.some((h) => toHexKey(h) === key);
  return {
    ...s,
    sides: s.sides.map((x) => {
      const rest = x.setupArea.filter((h) => toHexKey(h) !== key);
      return x.id === sideId && !had ? { ...x, setupArea: [...rest, { q: hex.q, r: hex.r }] } : { ...x, setupArea: rest };
    }),
  };
}

/** Replaces one side's name or forces. */
export function updateSide(s: ScenarioDocument, sideId: string, change: Partial<Pick<ScenarioSide, "name" | "forces">>): ScenarioDocument {
  return { ...s, sides: s.sides.map((x) => (x.id === sideId ? { ...x, ...change } : x)) };
}

/** Sets (or, with the default value, clears) one rule option. */
export function setOption(s: ScenarioDocument, id: string, value: string, defaultValue: string): ScenarioDocument {
  const options: Record<string, string> = { ...s.options };
  if (value === defaultValue) delete options[id];
  else options[id] = value;
  return { ...s, options };
}

/** One problem of a scenario, with the path of the field at fault (as map validation does). */
export type ScenarioIssue = { readonly path: string; readonly message: string };

/** Checks a scenario against its map's hexes and the ruleset's option ids; an empty list means ready to play-test. */
export function validateScenario(s: ScenarioDocument, mapHexKeys: ReadonlySet<string>, optionIds: readonly string[] = []): ScenarioIssue[] {
  const issues: ScenarioIssue[] = [];
  if (!Number.isInteger(s.turnLimit) || s.turnLimit < 1 || s.turnLimit > 200) issues.push({ path: "turnLimit", message: "a turn limit is 1 to 200 turns" });
  s.sides.forEach((side, i) => {
    if (side.forces.length === 0) issues.push({ path: `sides[${i}].forces`, message: `${side.name} has no forces` });
    side.forces.forEach((f, j) => {
      if (f.unitType.trim() === "") issues.push({ path: `sides[${i}].forces[${j}].unitType`, message: "name the unit type" });
      if (!Number.isInteger(f.count) || f.count < 1) issues.push({ path: `sides[${i}].forces[${j}].count`, message: "count is a whole number from 1" });
    });
    if (side.setupArea.length === 0) issues.push({ path: `sides[${i}].setupArea`, message: `${side.name} has no set-up area` });
    side.setupArea.forEach((h, j) => {
      if (!mapHexKeys.has(toHexKey(h))) issues.push({ path: `sides[${i}].setupArea[${j}]`, message: `hex ${h.q},${h.r} is not on the map` });
    });
  });
  if (s.victory.length === 0) issues.push({ path: "victory", message: "say how a side wins" });
  s.victory.forEach((v, i) => {
    if (!s.sides.some((x) => x.id === v.side)) issues.push({ path: `victory[${i}].side`, message: `no side ${v.side}` });
    if (v.kind === "hold-hexes" && (v.hexes ?? []).length === 0) issues.push({ path: `victory[${i}].hexes`, message: "list the hexes to hold" });
    if (v.kind === "custom" && (v.text ?? "").trim() === "") issues.push({ path: `victory[${i}].text`, message: "describe the condition" });
  });
  for (const id of Object.keys(s.options)) {
    if (optionIds.length > 0 && !optionIds.includes(id)) issues.push({ path: `options.${id}`, message: "the ruleset has no such option" });
  }
  return issues;
}
