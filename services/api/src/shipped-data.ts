import { createFirepowerSampleMap, createPatrolSampleMap } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import type { Prisma, ShippedData, ShippedScenario } from "@tactica/db";
import { FIREPOWER_SHIPPED_SCENARIOS, outlineFirepowerScenario } from "@tactica/rules-firepower";
import { outlinePatrolScenario, PATROL_SHIPPED_SCENARIOS } from "@tactica/rules-patrol";

const toShippedMap = (doc: MapDocument) => ({
  id: doc.id,
  name: doc.name ?? doc.id,
  rulesetId: doc.system ?? "generic",
  schemaVersion: doc.schemaVersion,
  document: doc,
});

/** One side of a scenario: the match seat, who plays it and what it fields. */
export type ScenarioSideOutline = { readonly seat: string; readonly name: string; readonly force: string };
/** A shipped scenario as the rules packages list it, with the ruleset it belongs to. */
export type ShippedScenarioEntry = {
  readonly id: string;
  readonly rulesetId: string;
  readonly title: string;
  readonly brief: string;
  readonly rule: string;
  readonly sides: readonly ScenarioSideOutline[];
  readonly turnLimit: number | null;
  readonly mapId: string | null;
  readonly document: unknown;
};

/** Every scenario the server ships, in the order the rules packages list them (Firepower, then Patrol!). */
export const SHIPPED_SCENARIOS: readonly ShippedScenarioEntry[] = [
  ...FIREPOWER_SHIPPED_SCENARIOS.map((s) => ({ ...s, rulesetId: "firepower" })),
  ...PATROL_SHIPPED_SCENARIOS.map((s) => ({ ...s, rulesetId: "patrol" })),
];

const byId = new Map(SHIPPED_SCENARIOS.map((s) => [s.id, s]));

/** JSON with object keys sorted (jsonb does not keep key order) and undefined members dropped, as stored. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** The shipped scenario a stored row still is (same id, ruleset and document), or undefined once it has been edited. */
export function asShippedScenario(row: { readonly id: string; readonly rulesetId: string; readonly document: unknown }): ShippedScenarioEntry | undefined {
  const entry = byId.get(row.id);
  return entry && entry.rulesetId === row.rulesetId && canonical(entry.document) === canonical(row.document) ? entry : undefined;
}

/** True when `id` is a shipped scenario's id. */
export const isShippedScenarioId = (id: string): boolean => byId.has(id);

const OUTLINES: Readonly<Record<string, (document: unknown) => { sides: readonly ScenarioSideOutline[]; turnLimit: number | null } | undefined>> = {
  firepower: outlineFirepowerScenario,
  patrol: outlinePatrolScenario,
};

/** The sides and turn limit of any stored scenario document, read by its rules package; undefined when it cannot tell. */
export function outlineScenario(rulesetId: string, document: unknown): { sides: readonly ScenarioSideOutline[]; turnLimit: number | null } | undefined {
  return OUTLINES[rulesetId]?.(document);
}

const toShippedScenario = (s: ShippedScenarioEntry): ShippedScenario => ({
  id: s.id, name: s.title, rulesetId: s.rulesetId, mapId: s.mapId, document: s.document as Prisma.InputJsonValue,
});

/** Content loaded at start (idempotently), so a first-time author or client is not left with an empty server. */
export function shippedData(): ShippedData {
  // Loaded in this order so the Firepower sample is the newest, which is the map the editor opens first.
  return { maps: [createPatrolSampleMap(), createFirepowerSampleMap()].map(toShippedMap), scenarios: SHIPPED_SCENARIOS.map(toShippedScenario) };
}
