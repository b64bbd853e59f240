// Flames of War as one module: everything the services and the editor need of it, registered in @tactica/rulesets.
import type { Ruleset } from "@tactica/engine";
import type { RulesetModule, RulesetScenarios } from "@tactica/ruleset-module";
import { fowRuleset } from "../ruleset";
import { FOW_SHIPPED_SCENARIOS, FOW_SHIPPED_TABLES, outlineFowScenario } from "../scenarios/index";
import { FOW_CATALOGUE } from "./catalogue";
import { fowFireOddsExplainer } from "./fire-odds";

/** `sides.A...` / `sides.B...` belong to their side; nothing else in the document does. */
export function fowSideOfPath(path: readonly PropertyKey[]): string | null {
  const [head, key] = path;
  return head === "sides" && (key === "A" || key === "B") ? key : null;
}

export const fowScenarios: RulesetScenarios = {
  shipped: FOW_SHIPPED_SCENARIOS,
  outline: outlineFowScenario,
  sideOfPath: fowSideOfPath,
};

/** Flames of War: its ruleset, the shipped Free For All on the shipped table, its catalogue. */
export const fowModule: RulesetModule = {
  id: fowRuleset.id,
  name: "Flames of War",
  ruleset: fowRuleset as unknown as Ruleset,
  scenarios: fowScenarios,
  // No hex maps: the scenario names a table document (id + version); the server inlines a stored one into the match's set-up.
  maps: {
    shipped: [],
    playsStoredMaps: false,
    tables: { shipped: FOW_SHIPPED_TABLES.map((x) => ({ id: x.document.id, name: x.document.name ?? x.document.id, unit: x.document.unit, schemaVersion: x.document.schemaVersion, document: x.document })), playsStoredTables: true },
  },
  odds: { fire: fowFireOddsExplainer },
  jobs: {},
  catalogue: FOW_CATALOGUE,
  eventTypes: [
    "fow/ambush_revealed", "fow/assault_roll", "fow/assault_won", "fow/broke_off", "fow/charged", "fow/consolidation", "fow/counterattack_test", "fow/counterattacked",
    "fow/defensive_fire", "fow/fall_back_check", "fow/fell_back", "fow/cross_test", "fow/dig_in", "fow/formation_destroyed", "fow/hits_assigned", "fow/last_stand", "fow/mistaken_target", "fow/moved",
    "fow/pinned_down", "fow/rally", "fow/remount", "fow/save", "fow/to_hit", "fow/victory",
  ],
};
