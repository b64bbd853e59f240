import type { DiceSource } from "@tactica/dice";
import type { AnyTable } from "../options/resolve-tables";
import type { z } from "zod";
import type { Command } from "./command";
import type { GameEvent } from "./event";
import type { MatchState } from "./match-state";
import type { Check } from "./rejection";
import type { TurnStatus } from "./turn-model";

/**
 * Who may issue a game command: the seats the turn model lists as acting ("active", the default), any seat not
 * acting ("reactive": opportunity fire, saves, anti-aircraft; an acting seat's teammates too), only seats of a side
 * with no acting seat ("opponent": a reaction offered to the opposing side, never to a teammate) or anyone ("any").
 */
export type CommandActor = "active" | "reactive" | "opponent" | "any";

/** What validate and resolve may read besides the state: the turn status and the ruleset's tables. */
export interface CommandContext {
  readonly turn: TurnStatus;
  readonly options: Readonly<Record<string, string>>;
  /** The ruleset's tables with the match's rulings overrides applied, by id. */
  readonly tables: ReadonlyMap<string, AnyTable>;
}

/** The result of resolving an accepted command. Only `game` and `turn` of the returned state are kept. */
export interface CommandResolution<G, T> {
  readonly state: MatchState<G, T>;
  readonly events: readonly GameEvent[];
}

/** A ruleset command: payload schema, a pure validator and a resolver that may roll dice. */
export interface CommandSpec<G, T, P = unknown> {
  readonly schema: z.ZodType<P>;
  /** Rule section the command implements, cited in schema rejections. */
  readonly rule: string;
  /** Turn steps in which the command is legal; absent means any step. */
  readonly steps?: readonly string[];
  readonly actor?: CommandActor;
  /** Labels the turn model may react to ("combat" ends Firepower's unlimited impulses, 11.3.2). */
  readonly tags?: readonly string[];
  /** Every rejection must be found here: resolve runs only on valid commands and cannot refuse. */
  validate(state: MatchState<G, T>, cmd: Command<P>, ctx: CommandContext): Check;
  resolve(state: MatchState<G, T>, cmd: Command<P>, dice: DiceSource, ctx: CommandContext): CommandResolution<G, T>;
}

/** Declare a ruleset command with a typed payload. */
export function defineCommand<G, T, P>(spec: CommandSpec<G, T, P>): CommandSpec<G, T> {
  return spec as CommandSpec<G, T, unknown> as CommandSpec<G, T>;
}
