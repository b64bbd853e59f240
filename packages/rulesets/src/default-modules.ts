import { firepowerModule } from "@tactica/rules-firepower/module";
import { fowModule } from "@tactica/rules-fow/module";
import { patrolModule } from "@tactica/rules-patrol/module";
import { sniperModule } from "@tactica/rules-sniper/module";
import { wwbModule } from "@tactica/rules-wwb/module";
import type { RulesetModule } from "@tactica/ruleset-module";

const DEFAULT_MODULES: readonly RulesetModule[] = Object.freeze([firepowerModule, patrolModule, sniperModule, fowModule, wwbModule]);

/** The rule systems this build serves, in the order services list them (one list, so per-registry caches hold); a new system adds its module here. */
export function defaultModules(): readonly RulesetModule[] {
  return DEFAULT_MODULES;
}
