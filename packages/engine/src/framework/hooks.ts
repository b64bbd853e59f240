// Declarative cross-cutting rules of a ruleset: guards every command passes before its own validator, hooks around
// every command's resolution, guards on the turn model's commands. They replace towers of wrapper functions: the
// engine applies them in one documented order (see gate-command.ts and apply.ts).
import type { DiceSource } from "@tactica/dice";
import type { Command } from "./command";
import type { CommandContext, CommandResolution } from "./define-command";
import type { MatchState } from "./match-state";
import { OK } from "./rejection";
import type { Check } from "./rejection";
import type { TurnContext } from "./turn-model";

/** The command types a hook applies to: all (neither field), only some, or all but some. */
export interface HookScope {
  readonly only?: readonly string[];
  readonly except?: readonly string[];
}

/** A check every game command in scope passes before its own validator (a panicked squad's men only run, 24.2.3). */
export interface CommandGuard<G, T> extends HookScope {
  readonly name: string;
  /** Rule section the guard enforces. */
  readonly rule: string;
  check(state: MatchState<G, T>, cmd: Command, ctx: CommandContext): Check;
}

/** A check a turn command in scope passes before the turn model's own validator (no draw before set-up ends, 2.4). */
export interface TurnGuard<T, G> extends HookScope {
  readonly name: string;
  readonly rule: string;
  check(turn: T, cmd: Command, ctx: TurnContext<G>): Check;
}

/**
 * Rules around every game command in scope: `before` adjusts the state the command resolves from (marks that lapsed),
 * `after` adds what follows from its resolution (falls, carried wounded following, exposure). `after` receives the
 * state as it was before this hook's own `before`, and the resolution so far.
 */
export interface AfterCommandHook<G, T> extends HookScope {
  readonly name: string;
  readonly rule: string;
  before?(state: MatchState<G, T>, cmd: Command, ctx: CommandContext): MatchState<G, T>;
  after(
    before: MatchState<G, T>, out: CommandResolution<G, T>, cmd: Command, dice: DiceSource, ctx: CommandContext,
  ): CommandResolution<G, T>;
}

/** True when a hook's scope covers `type`. */
export function inScope(scope: HookScope, type: string): boolean {
  if (scope.only && !scope.only.includes(type)) return false;
  return !scope.except?.includes(type);
}

/** The first guard in declared order that refuses the command, or OK. */
export function checkGuards<G, T>(
  guards: readonly CommandGuard<G, T>[], state: MatchState<G, T>, cmd: Command, ctx: CommandContext,
): Check {
  for (const guard of guards) {
    if (!inScope(guard, cmd.type)) continue;
    const checked = guard.check(state, cmd, ctx);
    if (!checked.ok) return checked;
  }
  return OK;
}

/** The first turn guard in declared order that refuses the turn command, or OK. */
export function checkTurnGuards<T, G>(guards: readonly TurnGuard<T, G>[], turn: T, cmd: Command, ctx: TurnContext<G>): Check {
  for (const guard of guards) {
    if (!inScope(guard, cmd.type)) continue;
    const checked = guard.check(turn, cmd, ctx);
    if (!checked.ok) return checked;
  }
  return OK;
}

type Resolve<G, T> = (state: MatchState<G, T>, cmd: Command, dice: DiceSource, ctx: CommandContext) => CommandResolution<G, T>;

/**
 * Resolve a command with its hooks, as nested wrappers would: the `before` parts run last-declared first, then the
 * command, then the `after` parts in declared order (the first-declared hook sits closest to the command).
 */
export function resolveWithHooks<G, T>(
  hooks: readonly AfterCommandHook<G, T>[], resolve: Resolve<G, T>,
  state: MatchState<G, T>, cmd: Command, dice: DiceSource, ctx: CommandContext,
): CommandResolution<G, T> {
  const active = hooks.filter((hook) => inScope(hook, cmd.type));
  const around = (i: number, from: MatchState<G, T>): CommandResolution<G, T> => {
    const hook = active[i];
    if (!hook) return resolve(from, cmd, dice, ctx);
    const inner = around(i - 1, hook.before ? hook.before(from, cmd, ctx) : from);
    return hook.after(from, inner, cmd, dice, ctx);
  };
  return active.length === 0 ? resolve(state, cmd, dice, ctx) : around(active.length - 1, state);
}
