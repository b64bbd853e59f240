import type { ChitTurn } from "@tactica/engine";
import { z } from "zod";
import type { FirepowerGame, Side } from "./types";
import { MORTARS } from "../tables/mortar-chart";
import type { MortarClass } from "../tables/mortar-chart";

/** A mortar in a scenario: its class and its crew (soldier ids); it stands in the first crewman's hex [12.4.2]. */
export const mortarSpecSchema = z.object({
  id: z.string().min(1).max(20),
  side: z.enum(["A", "B"]),
  weapon: z.enum(MORTARS),
  crew: z.array(z.string().min(1)).min(1).max(4),
  /** Crew and observers linked by radio or (MCV) phone: the 5-hex voice rule does not apply [20.1.1]. */
  radio: z.boolean().default(false),
}).strict();

/** A written remote-observation order "43 Observe-1A8" [20.1.2]: observer, target hex, and the own Impulse Phase it was written in. */
export type ObserveOrder = { readonly observer: string; readonly hex: string; readonly phase: number };

/** A mortar in play: crew, loading (one crewman), its order and last shot (adjusted fire 16.2.1). */
export type Mortar = {
  readonly id: string;
  readonly side: Side;
  readonly weapon: MortarClass;
  readonly crew: readonly string[];
  readonly radio: boolean;
  readonly loaded: boolean;
  readonly order: ObserveOrder | null;
  readonly lastShot: { readonly hex: string; readonly phase: number; readonly observer: string } | null;
};

/** Mortars in play from the scenario's list (loaded at set-up). */
export function toMortars(specs: readonly z.output<typeof mortarSpecSchema>[] | undefined): Mortar[] {
  return (specs ?? []).map((m) => ({ ...m, loaded: true, order: null, lastShot: null }));
}

/**
 * The ordinal of `side`'s current Impulse Phase over the match: each chit the side draws starts its next one
 * [3, 9]; "the next Impulse Phase for their side" [20.1.2] is this number plus one.
 */
export function ownPhase(turn: ChitTurn, side: Side): number {
  const n = turn.chits[side]?.length ?? 0;
  return (turn.round - 1) * n + (n - (turn.cup[side]?.length ?? 0));
}

/** A Firepower game with mortars in play (the field is absent when the scenario has none). */
export type MortarGame = FirepowerGame & { readonly mortars?: readonly Mortar[] };

/** The mortars of a game. */
export function mortarsOf(game: MortarGame): readonly Mortar[] {
  return game.mortars ?? [];
}

/** The game with its mortars replaced. */
export function withMortars(game: FirepowerGame, mortars: readonly Mortar[]): FirepowerGame {
  const next: MortarGame = { ...game, mortars };
  return next;
}
