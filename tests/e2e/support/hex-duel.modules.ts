// The modules a worker serves in the registry proof: the default ones plus Hex Duel. A worker process's sandboxed
// children load this file by its path (TACTICA_MODULES_FILE), as modules cannot be passed to a process as objects.
import { defaultModules } from "@tactica/rulesets";
import type { RulesetModule } from "@tactica/ruleset-module";
import { hexDuelModule } from "./hex-duel.module";

export const modules: readonly RulesetModule[] = [...defaultModules(), hexDuelModule];
