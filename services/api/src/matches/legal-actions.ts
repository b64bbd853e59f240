import { legalActionsFor } from "@tactica/engine";
import type { Ruleset } from "@tactica/engine";
import { stateOf } from "./stored-match";
import type { StoredMatch } from "./stored-match";

/** A legal action as the API shows it: what to submit (type, payload) and, where the ruleset says more, details. */
export type LegalAction = { readonly type: string; readonly payload: unknown; readonly details?: unknown };

/** The commands `seat` may submit now (each would be accepted); none unless the match is active. */
export function legalActionsOf(ruleset: Ruleset, row: StoredMatch, seat: string): LegalAction[] {
  if (row.status !== "active") return [];
  return legalActionsFor(ruleset, stateOf(row), seat).map((c) => ({ type: c.type, payload: c.payload, ...(c.details === undefined ? {} : { details: c.details }) }));
}
