import { createRulingsPack, rulingsPackHash } from "../options/rulings-pack";
import type { RulingsPack } from "../options/rulings-pack";
import { resolveOptions } from "../options/resolve-options";
import { resolveTables } from "../options/resolve-tables";
import { fixedByPack } from "../options/settle-ruling";
import type { Ruleset } from "./define-ruleset";
import { deepFreeze } from "./deep-freeze";
import type { MatchState } from "./match-state";
import { describeIssuesMessage } from "./describe-issues";
import { reject } from "./rejection";
import type { Rejection } from "./rejection";
import { sidesProblem } from "./sides";

/** What a match starts from: the scenario document and, optionally, an organiser's rulings pack. */
export interface MatchSetup {
  readonly scenario: unknown;
  readonly rulings?: RulingsPack;
}

/** The pack a match uses when none is given: every option at its default, no table overrides. */
export function defaultRulings(ruleset: { readonly id: string }): RulingsPack {
  return createRulingsPack({ id: "default", ruleset: ruleset.id });
}

/**
 * Build the initial state of a match: check the rulings pack against the ruleset's options and tables,
 * validate the scenario, run the ruleset's setup and freeze the result.
 */
export function createMatch<G, T, Sc>(
  ruleset: Ruleset<G, T, Sc>,
  setup: MatchSetup,
): { readonly ok: true; readonly state: MatchState<G, T> } | { readonly ok: false; readonly error: Rejection } {
  const pack = setup.rulings ?? defaultRulings(ruleset);
  const options = resolveOptions(ruleset.options, pack, ruleset.id);
  if (!options.ok) return reject("match/bad_rulings", options.errors.map((e) => e.message).join("; "));
  const tables = resolveTables(ruleset.tables, pack);
  if (!tables.ok) return reject("match/bad_rulings", tables.errors.map((e) => `${e.code} ${e.tableId}`).join("; "));
  const parsed = ruleset.scenario.safeParse(setup.scenario);
  // Every problem with its path and the shape expected there (the schema is served as Ruleset.scenarioSchema).
  if (!parsed.success) return reject("match/invalid_scenario", describeIssuesMessage(parsed.error, "scenario"));
  const fits = ruleset.checkSetup?.(parsed.data, options.options.values, tables.tables);
  if (fits && !fits.ok) return fits;
  // A scenario that fits its schema may still be one the rules cannot set up (a team out of command, a soldier off
  // the board): rulesets throw there, and the author gets that reason as a typed refusal, not a server error.
  let made: ReturnType<typeof ruleset.setup>;
  try {
    made = ruleset.setup(parsed.data, options.options.values);
  } catch (e) {
    return reject("match/invalid_scenario", `the scenario cannot be set up: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (made.seats.length === 0 || new Set(made.seats).size !== made.seats.length || made.seats.includes("spectator")) {
    throw new Error(`ruleset ${ruleset.id}: setup must return distinct seats, none named "spectator"`);
  }
  const sidesWrong = made.sides ? sidesProblem(made.seats, made.sides) : undefined;
  if (sidesWrong) throw new Error(`ruleset ${ruleset.id}: setup sides: ${sidesWrong}`);
  const state: MatchState<G, T> = {
    ruleset: { id: ruleset.id, version: ruleset.version },
    options: options.options.values,
    rulings: { hash: rulingsPackHash(pack), tables: pack.tables, ...fixedByPack(ruleset.options, pack) },
    seats: made.seats,
    // Only a declared set of sides is stored: a state without one hashes as it did before sides existed.
    ...(made.sides ? { sides: made.sides.map((side) => ({ id: side.id, seats: [...side.seats] })) } : {}),
    seq: 0,
    turn: made.turn,
    game: made.game,
  };
  return { ok: true, state: deepFreeze(state) };
}
