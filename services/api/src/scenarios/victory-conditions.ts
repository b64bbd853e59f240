import type { ScenarioIssue } from "./scenario-issue";

/** Kinds of stated victory condition; `custom` carries the scenario's own words. */
export const VICTORY_KINDS = ["hold-hexes", "eliminate-percent", "exit-units", "points", "custom"] as const;

/** How a side wins, as the scenario states it: its side (a ruleset seat), a kind, and the kind's value, hexes or text. */
export type VictoryCondition = {
  readonly side: string;
  readonly kind: string;
  readonly value?: number;
  /** Printed hex IDs (hold-hexes). */
  readonly hexes?: readonly string[];
  readonly text?: string;
};

/** A condition as GraphQL hands it over (absent fields may be null). */
export type VictoryConditionInput = { side: string; kind: string; value?: number | null; hexes?: readonly string[] | null; text?: string | null };

/** What the conditions are checked against: the scenario's sides (its seats) and the printed hex IDs of its map, when known. */
export type VictoryContext = { readonly seats?: readonly string[]; readonly hexIds?: ReadonlySet<string> };

/** The stored form: null fields dropped. */
export function toVictoryConditions(input: readonly VictoryConditionInput[] | null | undefined): VictoryCondition[] {
  return (input ?? []).map((c) => ({
    side: c.side,
    kind: c.kind,
    ...(c.value == null ? {} : { value: c.value }),
    ...(c.hexes == null ? {} : { hexes: [...c.hexes] }),
    ...(c.text == null ? {} : { text: c.text }),
  }));
}

// value bounds per kind: a percentage of the enemy, units to exit, victory points.
const VALUE_RANGE: Readonly<Record<string, readonly [number, number]>> = { "eliminate-percent": [1, 100], "exit-units": [1, 1000], points: [0, 100000] };

function checkOne(c: VictoryCondition, i: number, at: VictoryContext): ScenarioIssue[] {
  const path = `victoryConditions[${i}]`;
  const side = at.seats?.includes(c.side) === false ? null : c.side;
  const out: ScenarioIssue[] = [];
  const add = (field: string, message: string, hex: string | null = null) => out.push({ path: `${path}.${field}`, message, hex, side });
  if (at.seats !== undefined && !at.seats.includes(c.side)) add("side", `no side "${c.side}" in this scenario (its sides: ${at.seats.join(", ")})`);
  if (!(VICTORY_KINDS as readonly string[]).includes(c.kind)) add("kind", `no victory kind "${c.kind}" (kinds: ${VICTORY_KINDS.join(", ")})`);
  const range = VALUE_RANGE[c.kind];
  if (range !== undefined && (c.value === undefined || c.value < range[0] || c.value > range[1])) add("value", `${c.kind} needs a whole number from ${range[0]} to ${range[1]}`);
  if (c.kind === "hold-hexes" && (c.hexes ?? []).length === 0) add("hexes", "list the hexes to hold");
  if ((c.hexes ?? []).length > 200) add("hexes", "at most 200 hexes");
  (c.hexes ?? []).forEach((hex, j) => {
    if (at.hexIds !== undefined && !at.hexIds.has(hex)) out.push({ path: `${path}.hexes[${j}]`, message: `hex ${hex} is not on the scenario's map`, hex, side });
  });
  if (c.kind === "custom" && (c.text ?? "").trim() === "") add("text", "describe the condition");
  if ((c.text ?? "").length > 1000) add("text", "at most 1,000 characters");
  return out;
}

/** Checks a scenario's stated victory conditions: known sides and kinds, each kind's value, hexes or text, hexes on the map. */
export function checkVictoryConditions(conditions: readonly VictoryCondition[], at: VictoryContext): ScenarioIssue[] {
  if (conditions.length > 50) return [{ path: "victoryConditions", message: "at most 50 victory conditions", hex: null, side: null }];
  return conditions.flatMap((c, i) => checkOne(c, i, at));
}
