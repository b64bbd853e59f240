import type { DiceSource } from "@tactica/dice";
import type { z } from "zod";
import type { Command } from "./command";
import type { CommandProblem } from "./dry-run-command";
import type { LegalAction } from "./legal-actions";
import type { CommandContext, CommandSpec } from "./define-command";
import type { GameEvent } from "./event";
import type { AfterCommandHook, CommandGuard, TurnGuard } from "./hooks";
import type { PendingReaction } from "./reactions";
import { runSetupSteps } from "./setup-steps";
import type { SetupStep } from "./setup-steps";
import type { StandingReactionSpec } from "./standing-reactions";
import type { MatchState } from "./match-state";
import type { Check } from "./rejection";
import type { Seat, Viewer } from "./seat";
import type { Side } from "./sides";
import type { TurnModel } from "./turn-model";
import type { AnyOptionDef } from "../options/define-option";
import type { AnyTable } from "../options/resolve-tables";

/** How a ruleset measures space. */
export type GeometryKind = "hex" | "continuous";

/** What `setup` builds from a scenario: the seats, the initial game state and the initial turn state. */
export interface SetupResult<G, T> {
  readonly seats: readonly Seat[];
  /** Teams of seats (every seat on exactly one); absent: each seat is its own side. */
  readonly sides?: readonly Side[];
  readonly game: G;
  readonly turn: T;
}

/** The ruleset's reaction to a turn event: a new game state (its turn part is ignored) and more events. */
export interface TurnEventReaction<G, T> {
  readonly state: MatchState<G, T>;
  readonly events: readonly GameEvent[];
}

/**
 * Limits of one bot decision. The core never reads the clock: a caller with a deadline (the ai-turn worker)
 * passes `shouldStop`, which the bot polls between evaluations; once it answers true the bot returns the best
 * legal command it has found so far (an anytime bot).
 */
export interface BotLimits {
  /** Evaluations the bot may make (its own unit: LOS + odds checks...); the ruleset's default when absent. */
  readonly budget?: number;
  /** Polled between evaluations; true = stop searching and answer now. */
  readonly shouldStop?: () => boolean;
}

/** A ruleset as authors write it. */
export interface RulesetDeclaration<G, T, Sc> {
  readonly id: string;
  readonly version: string;
  readonly geometry: GeometryKind;
  readonly turnModel: TurnModel<T, G>;
  /** Game commands by type; types must not start with "turn/" (those belong to the turn model). */
  readonly commands: Readonly<Record<string, CommandSpec<G, T>>>;
  /** Every table an outcome depends on (engine/src/tables); a rulings pack may override them. */
  readonly tables?: readonly AnyTable[];
  /** Every ambiguity the ruleset resolves, as a named option (engine/src/options). */
  readonly options?: readonly AnyOptionDef[];
  readonly scenario: z.ZodType<Sc>;
  setup(scenario: Sc, options: Readonly<Record<string, string>>): SetupResult<G, T>;
  /** Named set-up steps run in this order over the game state `setup` returns (setup-steps.ts). */
  readonly setupSteps?: readonly SetupStep<G, Sc>[];
  /**
   * Checks every game command in scope passes, in this order, after the turn model's step and actor rules and the
   * open reaction window, before its own validator (gate-command.ts).
   */
  readonly guards?: readonly CommandGuard<G, T>[];
  /** Checks on the turn model's commands, in this order, before the model's own validator (gate-command.ts). */
  readonly turnGuards?: readonly TurnGuard<T, G>[];
  /**
   * Rules around every game command's resolution (hooks.ts): `before` parts last-declared first, the command, then
   * `after` parts in declared order; then the standing reactions; then the turn model's afterGameCommand.
   */
  readonly afterCommand?: readonly AfterCommandHook<G, T>[];
  /**
   * Optional: the reaction window the ruleset keeps in its own game state (reactions.ts), for windows whose data
   * lives there; the engine gates commands on it and names its seats as actors as it does for a window it holds.
   */
  pendingReaction?(state: MatchState<G, T>): PendingReaction | undefined;
  /** Kinds of secret standing reactions seats may register, by kind (standing-reactions.ts). */
  readonly standingReactions?: Readonly<Record<string, StandingReactionSpec<G, T>>>;
  /**
   * Optional check of a parsed scenario against the match's options and tables (rulings overrides applied), for
   * rules that depend on both (Firepower Option 26: balanced points); a rejection refuses the match.
   */
  checkSetup?(scenario: Sc, options: Readonly<Record<string, string>>, tables: ReadonlyMap<string, AnyTable>): Check;
  /** What `viewer` may see of the game state. Must drop everything hidden from that viewer. */
  view(state: MatchState<G, T>, viewer: Viewer): unknown;
  /** Optional redaction of an event for a viewer allowed to see it (return undefined to hide it). */
  eventView?(event: GameEvent, viewer: Viewer): GameEvent | undefined;
  /** Candidate commands for `seat` now (the framework keeps only those that validate), each with optional `details`. */
  legalActions(state: MatchState<G, T>, seat: Seat): readonly LegalAction[];
  /**
   * Optional: every problem of a command its checks refuse, at once, each with its path in the payload (the dry run,
   * dry-run-command.ts), for commands whose validator stops at the first; called only once checkCommand has refused.
   */
  checkAll?(state: MatchState<G, T>, command: Command): readonly CommandProblem[];
  /** React to a turn-model event (a chit drawn, a phase started): markers removed, smoke rolled... */
  onTurnEvent?(state: MatchState<G, T>, event: GameEvent, dice: DiceSource, ctx: CommandContext): TurnEventReaction<G, T>;
  /** Victory or other end of the match decided by the game state (the turn limit is the turn model's). */
  isOver?(state: MatchState<G, T>): boolean;
  /**
   * Optional: seats whose answer the rules await right now in place of the turn model's actors, when that is no
   * reaction window (those are `pendingReaction`'s): a set-up phase before the first draw (Firepower 2.4). While it
   * returns seats, views list them as `actors`, so clients and bots know who must answer; the turn model's own actors
   * wait. It changes only views. Must only name a wait every viewer may know of.
   */
  awaiting?(state: MatchState<G, T>): readonly Seat[];
  /**
   * Optional bot: a command for `seat`, or undefined to wait. It must decide only from what `seat` may see
   * (its view), take its randomness from `dice` (never the match's stream) and honour `limits`.
   */
  bot?(state: MatchState<G, T>, seat: Seat, dice: DiceSource, limits?: BotLimits): Command | undefined;
}

/** A normalised ruleset: declaration checked once, tables and options indexed by id, commands listed. */
export interface Ruleset<G = unknown, T = unknown, Sc = unknown> extends Omit<RulesetDeclaration<G, T, Sc>, "tables" | "options"> {
  readonly tables: readonly AnyTable[];
  readonly options: readonly AnyOptionDef[];
  /** Every command type the ruleset accepts, game and turn, sorted. */
  readonly commandTypes: readonly string[];
}

const ID = /^[a-z][a-z0-9-]*$/;

/** Check a ruleset declaration and normalise it once; a bad declaration is a bug and throws. */
export function defineRuleset<G, T, Sc>(decl: RulesetDeclaration<G, T, Sc>): Ruleset<G, T, Sc> {
  const where = `ruleset ${decl.id}@${decl.version}`;
  if (!ID.test(decl.id)) throw new Error(`${where}: id must be kebab-case`);
  if (decl.version.trim() === "") throw new Error(`${where}: version is required`);
  if (decl.geometry !== "hex" && decl.geometry !== "continuous") throw new Error(`${where}: unknown geometry`);
  for (const type of Object.keys(decl.commands)) {
    if (type.startsWith("turn/")) throw new Error(`${where}: command ${type} uses the turn model's prefix`);
  }
  const tables = decl.tables ?? [];
  const options = decl.options ?? [];
  assertUniqueIds(tables, `${where}: table`);
  assertUniqueIds(options, `${where}: option`);
  for (const option of options) {
    if (!option.id.startsWith(`${decl.id}/`)) throw new Error(`${where}: option ${option.id} must start with "${decl.id}/"`);
  }
  const commandTypes = [...Object.keys(decl.commands), ...Object.keys(decl.turnModel.commands)].sort();
  assertHooks(decl, where);
  const steps = decl.setupSteps ?? [];
  const setup = steps.length === 0 ? decl.setup : (scenario: Sc, opts: Readonly<Record<string, string>>) => runSetupSteps(steps, decl.setup(scenario, opts), scenario, opts);
  return Object.freeze({ ...decl, setup, commands: Object.freeze({ ...decl.commands }), tables, options, commandTypes });
}

/** Hooks must be named once, and name in `only`/`except` command types the ruleset (or its turn model) has. */
function assertHooks<G, T, Sc>(decl: RulesetDeclaration<G, T, Sc>, where: string): void {
  const game = Object.keys(decl.commands), turn = Object.keys(decl.turnModel.commands);
  const kinds: [string, readonly { readonly name: string; readonly only?: readonly string[]; readonly except?: readonly string[] }[], readonly string[]][] = [
    ["guard", decl.guards ?? [], game], ["turn guard", decl.turnGuards ?? [], turn], ["after-command hook", decl.afterCommand ?? [], game],
    ["set-up step", decl.setupSteps ?? [], []],
  ];
  for (const [what, hooks, types] of kinds) {
    assertUniqueIds(hooks.map((h) => ({ id: h.name })), `${where}: ${what}`);
    for (const hook of hooks) {
      if (hook.only && hook.except) throw new Error(`${where}: ${what} ${hook.name} has both only and except`);
      const unknown = [...(hook.only ?? []), ...(hook.except ?? [])].find((type) => !types.includes(type));
      if (unknown !== undefined) throw new Error(`${where}: ${what} ${hook.name} names unknown command ${unknown}`);
    }
  }
}

function assertUniqueIds(items: readonly { readonly id: string }[], what: string): void {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.id)) throw new Error(`${what} ${item.id} is declared twice`);
    seen.add(item.id);
  }
}
