import { pathToFileURL } from "node:url";
import type { RulesetModule } from "@tactica/ruleset-module";

/** The environment variable naming a modules file for sandboxed job processes (their modules cannot be passed as objects). */
export const MODULES_FILE_ENV = "TACTICA_MODULES_FILE";

/**
 * The ruleset modules a sandboxed child serves: the `modules` export of the file `file` names (an ES module, e.g. a
 * test's `[...defaultModules(), testModule]`), or the registry's defaultModules() when none is named.
 */
export async function loadModules(file: string | undefined): Promise<readonly RulesetModule[]> {
  // Imported here, not at the top: the worker's main process reads MODULES_FILE_ENV without loading every ruleset.
  if (!file) return (await import("@tactica/rulesets")).defaultModules();
  const loaded = (await import(pathToFileURL(file).href)) as { modules?: unknown };
  if (!Array.isArray(loaded.modules)) throw new Error(`${MODULES_FILE_ENV}=${file}: the file has no \`modules\` array export`);
  return loaded.modules as readonly RulesetModule[];
}
