// Firepower 12.7.3: fired G rounds - rifle grenades (12.4.1.1), crewed and vehicle G or H-as-G rounds (12.3.4,
// 12.3.5) and fire_ammo's H used as G - aimed inside a building storey, bunker, pillbox, tower or cave pass its
// opening as a thrown grenade does, with the grenade's own rolls and tables (storey-blasts-throw.ts throughOpening,
// opening-blasts.ts intoUnit), or burst on the wall (or rock) outside, on the firer's side. Mortar bombs are not aimed
// through openings: "mortars ... lob their shells in a high trajectory" (12.4.2), so they come down from above
// (storey-blasts.ts indirectImpactAt).
import type { AnyTable, Check } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import type { Hex } from "@tactica/hex";
import { hexDistance, isSameHex } from "@tactica/hex";
import { boardOf } from "../core/board";
import { isInFortification } from "../works/bunkers";
import { storeyOf } from "../works/heights-movement";
import type { HitLocationAim } from "../combat/hit-location-sides";
import { checkInsideAim, intoUnit, unitOpenings } from "../combat/opening-blasts";
import type { ImpactLocation } from "../blasts/storey-blasts";
import { checkStoreyThrow, throughOpening } from "../blasts/storey-blasts-throw";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import { gRoundAt } from "./vehicles-fire";


/** Where a fired round is aimed: a storey of the target hex, or inside its defensive unit [12.7.3]. */
export type FiredAim = { readonly storey?: number | undefined; readonly inside?: boolean | undefined };

/**
 * The aim checks of a G round fired at a hex [8.2.1, 8.8, 12.1.6, 12.7.3], the throw's (checkStoreyThrow,
 * checkInsideAim): Advanced Game; the storey must exist and have an open door or window facing the firer; a unit aimed
 * into must have an opening facing him. Refusal codes are `<area>/...` (e.g. `rgn/no_opening`).
 */
export function checkFiredAim(state: Pick<FirepowerState, "game">, firer: Soldier, target: Hex, p: FiredAim, area: string): Check {
  const onStorey = checkStoreyThrow(state, firer, target, p.storey, area);
  if (!onStorey.ok) return onStorey;
  return checkInsideAim(state, firer, target, p, area);
}

/**
 * The aim of a round fired at soldier `t` [12.7.3]: his storey when the firer could aim a throw there (an open door or
 * window of it faces him, or he is on it or on the roof), inside his bunker, pillbox or tower when one of its openings
 * faces the firer; otherwise none (the round bursts outside as before). A cave's men are always behind its mouth.
 */
export function aimAtSoldier(game: FirepowerGame, firer: Soldier, t: Soldier): FiredAim {
  if (game.rules !== "advanced") return {};
  const board = boardOf(game);
  const storey = storeyOf(t);
  if (storey !== 0) return checkStoreyThrow({ game }, firer, t.hex, storey).ok ? { storey } : {};
  return isInFortification(t) && unitOpenings(board, game, firer.hex, t.hex).length > 0 ? { inside: true } : {};
}

/**
 * Where a fired G round landing in `impact` bursts when an opening is in the way [12.7.3, 12.7.5]: a hit on the storey
 * aimed at passes its door or window (throughOpening) or bursts against the wall outside; a round into a unit, or any
 * round in a cave hex, passes the unit's opening (intoUnit, the firer's sign) or bursts outside. `firer` stands where
 * the round is fired from (his hex: the range; his head: the heights). Undefined: the ordinary burst.
 */
export function firedOpening(game: FirepowerGame, firer: Soldier, impact: Hex, target: Hex, aim: FiredAim, sign: HitLocationAim["sign"], dice: DiceSource, tables?: ReadonlyMap<string, AnyTable>): { at: ImpactLocation; data: Record<string, unknown> } | undefined {
  const board = boardOf(game);
  const onTarget = isSameHex(impact, target);
  if (aim.storey && onTarget) {
    const into = throughOpening(board, firer, target, aim.storey, dice, tables);
    return { at: into.at, data: { storey: aim.storey, impactHeight: into.at.height, burst: into.at.inside ? "inside" : "outside_wall", ...(into.pass ? { opening: into.pass } : {}) } };
  }
  return intoUnit(board, game, firer, impact, aim.inside === true && onTarget, dice, tables, sign);
}

/**
 * A fired G round bursting at `impact` (aimed at `target`) [12.3.4, 12.7.3]: first the opening it must pass
 * (firedOpening), then gRoundAt at the burst's location - inside, or on the wall outside - with the pass roll in its
 * `fire/g_round` event (as `opening`, beside `burst` and `impactHeight`), so the API's commandOdds enumerates it.
 */
export function firedGRoundAt(game: FirepowerGame, impact: Hex, target: Hex, blast: number, dice: DiceSource, ctx: Parameters<typeof gRoundAt>[4], by: string, rule: string, firer: Soldier, aim: HitLocationAim, fired: FiredAim): ReturnType<typeof gRoundAt> {
  const into = firedOpening(game, firer, impact, target, fired, aim.sign, dice, ctx.tables);
  if (!into) return gRoundAt(game, impact, blast, dice, ctx, by, rule, firer.hex, aim);
  const out = gRoundAt(game, into.at.hex, blast, dice, ctx, by, rule, firer.hex, { ...aim, at: into.at });
  return { game: out.game, events: out.events.map((e) => (e.type === "fire/g_round" ? { ...e, data: { ...(e.data as Record<string, unknown>), ...into.data } } : e)) };
}

/**
 * The aims into openings a firer `s` may offer at enemies from `min` to `max` hexes away [12.7.3]: each enemy-held
 * building storey other than the ground (`storey`) and bunker, pillbox or tower (`inside: true`), once each; the
 * framework keeps the legal ones.
 */
export function firedAimTargets(state: Pick<FirepowerState, "game">, s: Soldier, min: number, max: number): { hex: string; storey?: number; inside?: true }[] {
  if (state.game.rules !== "advanced") return [];
  const board = boardOf(state.game);
  const out = new Map<string, { hex: string; storey?: number; inside?: true }>();
  for (const e of state.game.soldiers) {
    const range = hexDistance(e.hex, s.hex);
    if (e.eliminated || e.side === s.side || range < min || range > max) continue;
    const hex = board.idOf(e.hex), storey = storeyOf(e);
    if (storey !== 0) out.set(`${hex}@${storey}`, { hex, storey });
    else if (isInFortification(e)) out.set(`${hex}@in`, { hex, inside: true });
  }
  return [...out.values()];
}
