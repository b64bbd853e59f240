import type { AnyTable } from "../options/resolve-tables";
import { resolveTables } from "../options/resolve-tables";
import type { Ruleset } from "./define-ruleset";
import type { MatchState } from "./match-state";

const cache = new WeakMap<object, { readonly ruleset: object; readonly tables: ReadonlyMap<string, AnyTable> }>();

/**
 * The tables a match's commands use: the ruleset's, with the rulings pack's overrides applied.
 * Overrides were validated by `createMatch`; the result is cached per rulings object (shared by all states).
 */
export function tablesFor<G, T, Sc>(ruleset: Ruleset<G, T, Sc>, state: MatchState<G, T>): ReadonlyMap<string, AnyTable> {
  const hit = cache.get(state.rulings);
  if (hit && hit.ruleset === ruleset) return hit.tables;
  const resolved = resolveTables(ruleset.tables, { tables: state.rulings.tables });
  if (!resolved.ok) throw new Error(`tablesFor: overrides in the state no longer fit ${ruleset.id}@${ruleset.version}`);
  cache.set(state.rulings, { ruleset, tables: resolved.tables });
  return resolved.tables;
}
