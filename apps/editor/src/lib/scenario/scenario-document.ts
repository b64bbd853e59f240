import { toHexKey } from "@tactica/hex";
import type { Hex } from "@tactica/hex";

/** Firepower soldier postures [4.4] and ranks (private; leaders A, S, C) [8.5, 11.1], as its scenario schema names them. */
export const FIREPOWER_POSTURES = ["stand", "crouch", "prone"] as const;
export const FIREPOWER_RANKS = ["private", "A", "S", "C"] as const;

/**
 * One line of a side's order of battle: a unit type from the rule system and how many. Firepower lines may also
 * give the men's starting posture, their rank and their squad (Advanced: leaders and squads, 8.5, 9.1).
 */
export type ForceEntry = {
  readonly unitType: string; readonly count: number; readonly label?: string;
  readonly posture?: (typeof FIREPOWER_POSTURES)[number]; readonly rank?: (typeof FIREPOWER_RANKS)[number]; readonly squad?: string;
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
  /** Fields only one rule system has (Patrol!'s order of battle `ob` and `situation`), by field name. */
  readonly system?: Readonly<Record<string, string>>;
  readonly notes?: string;
};

/** A new two-sided scenario on a map, ten turns, no forces yet. */
export function createScenario(id: string, mapId: string, rulesetId: string): ScenarioDocument {
  const side = (sid: string, name: string): ScenarioSide => ({ id: sid, name, forces: [], setupArea: [] });
  return { schemaVersion: 1, id, name: id, rulesetId, mapId, turnLimit: 10, sides: [side("A", "Side A"), side("B", "Side B")], victory: [], options: {} };
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

/** Replaces one side's fields (name, forces). */
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
