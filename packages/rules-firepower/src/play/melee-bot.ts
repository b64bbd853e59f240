// Firepower 6.5, 13: exact melee odds (the faces of the d10 that win for the attackers, every modifier in play counted:
// 6.5.2 or 13.1-13.5, Option 22.1.3 strength, Option 23.1.1 nM wounds) and the bot's melee choice by them.
import type { AnyTable } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { totalModifier } from "../fire/applied-modifier";
import { MELEE_HIT_NUMBER } from "../tables/melee-modifiers";
import { boardOf } from "../core/board";
import type { FirepowerBotView } from "../state/bot-view";
import { advancedMeleeModifiers } from "../melee/melee-advanced";
import { basicMeleeModifier, meleeDefenders } from "../turn/melee-command";
import { strengthMeleeModifier } from "../optional/optional-characteristics";
import { findSoldier } from "../core/soldiers";
import { tunnelMeleeOf } from "../melee/tunnel-melee";
import type { FirepowerGame, Soldier } from "../state/types";
import { woundMeleeModifier } from "../core/wound-effects";

/** The melee's exact odds: the total modifier, and how many of the ten faces of the d10 win for the attackers [6.5.1]. */
export type MeleeOdds = { readonly modifier: number; readonly attackerFaces: number; readonly defenders: number };

/** Exact odds of a melee by `attackers` (of `seat`) into `hex`, as `melee` would roll it (the defenders it would meet). */
export function meleeOdds(game: FirepowerGame, seat: string, attackers: readonly Soldier[], hex: Hex, options: Readonly<Record<string, string>>, tables?: ReadonlyMap<string, AnyTable>): MeleeOdds | undefined {
  const first = attackers[0];
  if (!first) return undefined;
  const under = game.rules === "advanced" ? tunnelMeleeOf(game, seat, first, hex) : undefined;
  const defenders = under ? under.defenders : meleeDefenders(game, seat, first, hex);
  if (defenders.length === 0) return undefined;
  const base = game.rules === "advanced" ? totalModifier(advancedMeleeModifiers(boardOf(game), game, attackers, defenders, hex, options, tables)) : basicMeleeModifier(attackers.length, defenders.length);
  const modifier = base + strengthMeleeModifier(attackers, defenders, options) + woundMeleeModifier(attackers, defenders);
  return { modifier, attackerFaces: Math.max(0, Math.min(10, MELEE_HIT_NUMBER.value - modifier)), defenders: defenders.length };
}

type Action = { readonly type: string; readonly payload: unknown };

/**
 * The bot's best melee among the legal ones: expected enemies eliminated less expected own men lost, from the exact
 * odds; only melees it wins at least half the time are worth anything.
 */
export function bestMelee(state: FirepowerBotView, seat: string, legal: readonly Action[]): { cmd?: Action; value: number } {
  let top: { cmd?: Action; value: number } = { value: 0 };
  const board = boardOf(state.game);
  for (const c of legal) {
    if (c.type !== "melee") continue;
    const p = c.payload as { soldiers?: readonly string[]; hex?: string; takePrisoners?: boolean };
    const attackers = (p.soldiers ?? []).map((id) => findSoldier(state.game, id)).filter((s): s is Soldier => s !== undefined);
    const hex = p.hex ? board.hexOf(p.hex) : undefined;
    if (!hex || attackers.length === 0) continue;
    const odds = meleeOdds(state.game, seat, attackers, hex, state.options);
    if (!odds) continue;
    const win = p.takePrisoners ? 1 : odds.attackerFaces / 10;
    if (win < 0.5) continue;
    const value = win * odds.defenders - (1 - win) * attackers.length;
    if (value > top.value) top = { cmd: c, value };
  }
  return top;
}
