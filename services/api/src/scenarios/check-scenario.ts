import type { Db } from "@tactica/db";
import { createMatch, defaultRulings } from "@tactica/engine";
import type { RulingsPack } from "@tactica/engine";
import { resolveMap } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import type { RulesetEntry } from "../deps";
import { apiError } from "../errors";
import { findRuleset } from "../rulesets";
import { checkScenarioRulings } from "./check-scenario-rulings";
import { hasNul } from "./has-nul";
import { checkScenarioMapVocabulary, inlineMapOf } from "./check-scenario-vocabulary";
import { withStoredMapInlined } from "./inline-stored-map";
import { loadScenarioMap, toScenarioMapId } from "./load-scenario-map";
import type { ScenarioIssue } from "./scenario-issue";
import { validateScenarioDocument } from "./validate-scenario-document";
import { checkVictoryConditions, toVictoryConditions } from "./victory-conditions";
import type { VictoryCondition, VictoryConditionInput } from "./victory-conditions";

/** A scenario as saveScenario and validateScenario receive it. */
export type ScenarioInput = {
  readonly rulesetId: string;
  readonly document?: unknown;
  readonly mapId?: string | null;
  readonly rulingsPack?: unknown;
  readonly victoryConditions?: readonly VictoryConditionInput[] | null;
  /** The version of the stored map it plays (the one the author sees); default the map's newest. */
  readonly mapVersion?: number | null;
};

/**
 * A checked scenario: every issue (none = createMatch accepts it), the document as stored (a stored map's document
 * inlined for rulesets that play stored maps), the map it is stored against, its pack and victory.
 */
export type CheckedScenario = {
  issues: ScenarioIssue[]; document: unknown; mapId: string | null; pack: RulingsPack | null; victory: VictoryCondition[];
  /** The version of the stored map (mapId) it was checked against and plays: the one asked for, else the newest. */
  mapVersion: number | null;
};

function printedIds(map: MapDocument | undefined): ReadonlySet<string> | undefined {
  if (map === undefined) return undefined;
  const ids = new Set<string>();
  for (const h of resolveMap(map).hexes.values()) for (const id of h.ids) ids.add(id);
  return ids;
}

/**
 * Checks a scenario against its ruleset and map: the document (schema, map, hexes, the map's markers, hexside features
 * and storey sides against the ruleset's catalogue, the module's own checks), its rulings pack (every option
 * and table named), then, when those fit, sets a match up with the engine (so no issues means createMatch accepts
 * it) and checks the stated victory conditions against that match's seats and the map's printed hex IDs.
 */
export async function checkScenario(deps: { db: Db; rulesets: readonly RulesetEntry[] }, input: ScenarioInput): Promise<CheckedScenario> {
  const ruleset = findRuleset(deps.rulesets, input.rulesetId);
  if (!ruleset) throw apiError("match/unknown_ruleset", "This server does not run that ruleset (see the rulesets query).");
  if (hasNul(input.document) || hasNul(input.rulingsPack) || hasNul(input.victoryConditions)) throw apiError("request/invalid", "A scenario cannot contain U+0000.");
  if (JSON.stringify([input.document ?? null, input.rulingsPack ?? null, input.victoryConditions ?? null]).length > 1_000_000) throw apiError("request/too_large", "A scenario is at most 1 MB of JSON.");
  const entry = deps.rulesets.find((e) => e.id === input.rulesetId);
  const module = entry?.module;
  const document = await withStoredMapInlined(deps.db, entry, input.document, input.mapVersion);
  const target = toScenarioMapId(input.mapId, document);
  const issues: ScenarioIssue[] = target.issue ? [target.issue] : [];
  const head = target.id === null ? null : await deps.db.prisma.mapDoc.findUnique({ where: { id: target.id }, select: { version: true } });
  if (input.mapVersion != null && head && input.mapVersion !== head.version
    && !(await deps.db.prisma.mapDocVersion.findUnique({ where: { mapId_version: { mapId: target.id ?? "", version: input.mapVersion } }, select: { version: true } }))) {
    issues.push({ path: "mapVersion", message: `map ${target.id} has no saved version ${input.mapVersion} (it is at version ${head.version})`, hex: null, side: null });
  }
  const map = await loadScenarioMap(deps.db, target.id, document);
  // A document carrying its own map (`mapDocument`) needs no stored map unless mapId names one.
  const inline = inlineMapOf(document);
  if (!map.found && (input.mapId != null || inline === undefined)) issues.push({ path: input.mapId != null ? "mapId" : "map", message: `no stored map ${target.id}`, hex: null, side: null });
  const checked = validateScenarioDocument(ruleset, document, inline ?? map.hexes, module?.scenarios.sideOfPath);
  if (!checked.ok) issues.push(...checked.issues);
  // Markers, hexside features and storey sides of the map it plays: ids of the ruleset's catalogue.
  issues.push(...checkScenarioMapVocabulary(module, document, map.hexes));
  // The module's own checks the schema cannot make (a deployment off its board...).
  issues.push(...(module?.scenarios.check?.(document) ?? []));
  const rulings = checkScenarioRulings(ruleset, input.rulingsPack);
  if (!rulings.ok) issues.push(...rulings.issues);
  const pack = rulings.ok ? rulings.pack : null;
  let seats: readonly string[] | undefined;
  if (issues.length === 0) {
    const made = createMatch(ruleset, { scenario: document, rulings: pack ?? defaultRulings(ruleset) });
    if (made.ok) seats = made.state.seats;
    else issues.push({ path: "(document)", message: made.error.message, hex: null, side: null, code: made.error.code });
  }
  const victory = toVictoryConditions(input.victoryConditions);
  const hexIds = victory.some((c) => (c.hexes ?? []).length > 0) ? printedIds(inline ?? map.stored) : undefined;
  issues.push(...checkVictoryConditions(victory, { ...(seats ? { seats } : {}), ...(hexIds ? { hexIds } : {}) }));
  return { issues, document, mapId: map.found ? target.id : null, pack, victory, mapVersion: head ? (input.mapVersion ?? head.version) : null };
}
