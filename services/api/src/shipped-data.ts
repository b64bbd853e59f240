import type { MapDocument } from "@tactica/map";
import type { Prisma, ShippedData, ShippedScenario } from "@tactica/db";
import type { RulesetModule } from "@tactica/ruleset-module";
import { defaultModules } from "@tactica/rulesets";

const toShippedMap = (module: RulesetModule) => (doc: MapDocument) => ({
  id: doc.id,
  name: doc.name ?? doc.id,
  rulesetId: doc.system ?? module.id,
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

const scenarioLists = new WeakMap<readonly RulesetModule[], { list: readonly ShippedScenarioEntry[]; byId: ReadonlyMap<string, ShippedScenarioEntry> }>();

function scenariosOf(modules: readonly RulesetModule[]) {
  let found = scenarioLists.get(modules);
  if (!found) {
    const list = modules.flatMap((m) => m.scenarios.shipped.map((s) => ({ ...s, rulesetId: m.id })));
    found = { list, byId: new Map(list.map((s) => [s.id, s])) };
    scenarioLists.set(modules, found);
  }
  return found;
}

/** Every scenario the modules ship, in registry order (each module's in its own order). */
export function shippedScenarios(modules: readonly RulesetModule[] = defaultModules()): readonly ShippedScenarioEntry[] {
  return scenariosOf(modules).list;
}

/** Every scenario the registry's default modules ship. */
export const SHIPPED_SCENARIOS: readonly ShippedScenarioEntry[] = shippedScenarios();

/** JSON with object keys sorted (jsonb does not keep key order) and undefined members dropped, as stored. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** The shipped scenario a stored row still is (same id, ruleset and document), or undefined once it has been edited. */
export function asShippedScenario(modules: readonly RulesetModule[], row: { readonly id: string; readonly rulesetId: string; readonly document: unknown }): ShippedScenarioEntry | undefined {
  const entry = scenariosOf(modules).byId.get(row.id);
  return entry && entry.rulesetId === row.rulesetId && canonical(entry.document) === canonical(row.document) ? entry : undefined;
}

/** The sides and turn limit of any stored scenario document, read by its module; undefined when it cannot tell. */
export function outlineScenario(modules: readonly RulesetModule[], rulesetId: string, document: unknown): { sides: readonly ScenarioSideOutline[]; turnLimit: number | null } | undefined {
  return modules.find((m) => m.id === rulesetId)?.scenarios.outline(document);
}

const toShippedScenario = (s: ShippedScenarioEntry): ShippedScenario => ({
  id: s.id, name: s.title, rulesetId: s.rulesetId, mapId: s.mapId, document: s.document as Prisma.InputJsonValue,
});

/** Content loaded at start (idempotently), so a first-time author or client is not left with an empty server. */
export function shippedData(modules: readonly RulesetModule[] = defaultModules()): ShippedData {
  // The first module's maps are loaded last so they are the newest: the map the editor opens first.
  const maps = [...modules].reverse().flatMap((m) => m.maps.shipped.map(toShippedMap(m)));
  const tables = modules.flatMap((m) => (m.maps.tables?.shipped ?? []).map((x) => ({ ...x, rulesetId: m.id, document: x.document as Prisma.InputJsonValue })));
  return { maps, scenarios: shippedScenarios(modules).map(toShippedScenario), tables };
}
