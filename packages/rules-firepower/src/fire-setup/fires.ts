// Optional Rule 21 terrain Fires: started by G impacts and F/W impacts or blast zones, spreading each Turn, burning
// the soldiers in them; a Fire hex is a smoke hex for the rest of the game (src/game/smoke.ts) [21.1-21.1.3, 21.3].
import type { DiceSource } from "@tactica/dice";
import type { AnyTable, GameEvent } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import { z } from "zod";
import type { Board } from "../core/board";
import { bodyArmorBlastValue, bodyArmorRollField } from "./body-armor";
import { hexAhead } from "../core/geometry";
import type { FieldGame } from "../blasts/smoke";
import { addSmoke, smokeOf } from "../blasts/smoke";
import type { FirepowerGame, Side, Soldier } from "../state/types";
import { blastHits } from "../optional/wounds";
import { isShutIn } from "../vehicles/vehicles-state";
import { bridgeAt } from "../blasts/bridges";
import { burnsAsStructure } from "../blasts/terrain-damage";
export { FIRES } from "../options/rule-options";

/** The scenario's fire conditions [21.1]: Normal (default), Dry (clear hexes burn too) or Wet (G blasts start none). */
export const fireConditionsSchema = z.enum(["normal", "dry", "wet"]);

/** A game whose scenario states its fire conditions (absent: Normal). */
export type FireGame = FieldGame & { readonly fireConditions?: z.output<typeof fireConditionsSchema> };

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables?: ReadonlyMap<string, AnyTable> };

/** Whether Option 21 is in use. */
export function firesInUse(options: Readonly<Record<string, string>>): boolean {
  return options["firepower/fires"] === "on";
}

/** Whether a hex burns [21.1]: trees, scrub or a hedge on one of its sides, a bridge; clear hexes only in Dry conditions. */
export function canBurn(board: Board, game: FireGame, hex: Hex): boolean {
  if (!board.has(hex)) return false;
  const terrain = board.terrainOf(hex);
  if (terrain === "tree" || terrain === "scrub") return true;
  if ([0, 1, 2, 3, 4, 5].some((d) => board.sideFeatures(hex, d).includes("hedge"))) return true;
  if (burnsAsStructure(board, game, hex)) return true; // 21.1: stumps, rubble, towers, roadblocks, wooden/bamboo/brush fences and walls (terrain-damage.ts)
  if (bridgeAt(game, hex)) return true; // 21.1: "or bridges": a bridge hex burns, its deck with it (bridges.ts)
  return terrain === "clear" && game.fireConditions === "dry";
}

/** Whether a Fire burns in the hex (its smoke unit is a Fire's) [21.1.2]. */
export function isBurning(game: FirepowerGame, hex: Hex): boolean {
  return smokeOf(game).some((m) => (m.source === "fire" || m.source === "w_fire") && isSameHex(m.hex, hex));
}

/**
 * Fire starts [21.1.1]: one roll per burnable hex not yet burning: a G impact hex starts a Fire on 1 or less (never
 * in Wet conditions), an F or W impact or blast-zone hex on 4 or less. A W-started Fire's smoke is +3 unless option
 * `fire_smoke` says +2 [21.3]. Nothing happens without the option.
 */
export function startFires(board: Board, game: FirepowerGame, hexes: readonly Hex[], by: "G" | "F" | "W", round: number, dice: DiceSource, options: Readonly<Record<string, string>>): { game: FirepowerGame; events: GameEvent[] } {
  const g: FireGame = game;
  if (!firesInUse(options) || (by === "G" && g.fireConditions === "wet")) return { game, events: [] };
  let next = game;
  const events: GameEvent[] = [];
  const need = by === "G" ? 1 : 4;
  for (const hex of hexes) {
    if (!canBurn(board, g, hex) || isBurning(next, hex)) continue;
    const roll = dice.roll(10);
    const started = roll <= need;
    if (started) next = addSmoke(next, { hex, source: by === "W" ? "w_fire" : "fire", round, by: `fire:${by}` });
    events.push({ type: "fire/start_roll", data: { hex: board.idOf(hex), by, roll, need, started, rule: "Firepower 21.1.1" } });
  }
  return { game: next, events };
}

/**
 * The Fire Phase at the start of a Turn [21.1.3]: one roll per Fire hex: 7 or more, no spread; 1-6 the Fire spreads
 * that way (the directional hex, 1 = the top hexside, clockwise) into an adjacent hex that can burn.
 */
export function spreadFires(board: Board, game: FirepowerGame, round: number, dice: DiceSource, options: Readonly<Record<string, string>>): { game: FirepowerGame; events: GameEvent[] } {
  if (!firesInUse(options)) return { game, events: [] };
  const fires = smokeOf(game).filter((m) => m.source === "fire" || m.source === "w_fire");
  let next = game;
  const events: GameEvent[] = [];
  for (const f of fires) {
    const roll = dice.roll(10);
    const to = roll <= 6 ? hexAhead(f.hex, roll) : undefined;
    const spreads = to !== undefined && canBurn(board, next, to) && !isBurning(next, to);
    if (spreads) next = addSmoke(next, { hex: to, source: "fire", round, by: "fire:spread" });
    events.push({ type: "fire/spread_roll", data: { from: board.idOf(f.hex), roll, to: spreads ? board.idOf(to) : null, rule: "Firepower 21.1.3" } });
  }
  return { game: next, events };
}

/** The F blast of a Fire hex [21.3]: blast 6, penetration 1 (the book's numbers). */
export const FIRE_HEX_BLAST = 6;

/**
 * Soldiers of `side` in a Fire hex when their side's Impulse Phase starts [21.3]: each rolls as in the impact hex of an
 * F weapon with blast 6 (no cover or posture modifiers, 12.2.3/12.2.5); a hit eliminates (or wounds, 23.1); missed
 * soldiers are not Stunned.
 */
export function burnSoldiers(board: Board, game: FirepowerGame, side: Side, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; events: GameEvent[] } {
  return burnWhere(board, game, (s) => s.side === side, dice, ctx);
}

/** A soldier entering a burning hex [21.3] rolls against its F blast 6 at once (as for `burnSoldiers`). */
export function burnOnEntry(board: Board, game: FirepowerGame, soldierId: string, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; events: GameEvent[] } {
  return burnWhere(board, game, (s) => s.id === soldierId, dice, ctx);
}

function burnWhere(board: Board, game: FirepowerGame, which: (s: Soldier) => boolean, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; events: GameEvent[] } {
  if (!firesInUse(ctx.options)) return { game, events: [] };
  const inFire = game.soldiers.filter((s) => !s.eliminated && !s.inTunnel && !isShutIn(s) && which(s) && isBurning(game, s.hex)); // 8.8.8: not men under ground in a tunnel (tunnels.ts); 19.3.2: nor men shut in a vehicle's armour (vehicles-fire-hex.ts)
  if (inFire.length === 0) return { game, events: [] };
  // 12.4.8: the Fire is "handled as" an F blast (21.3), so its roll is a blast number roll and body armour's +1 applies (body-armor.ts).
  const rolls = inFire.map((s) => { const roll = dice.roll(10); const total = roll + bodyArmorBlastValue(s); return { soldier: s.id, hex: board.idOf(s.hex), roll, ...(total !== roll ? { total } : {}), result: total <= FIRE_HEX_BLAST ? "eliminated" : "no effect", ...bodyArmorRollField(s) }; });
  const hit = blastHits(game, rolls, dice, ctx);
  return { game: hit.game, events: [{ type: "fire/burned", data: { blast: FIRE_HEX_BLAST, rolls: hit.rolls, rule: "Firepower 21.3" } }] };
}
