// Hit location on the sides of a hex [12.7.1, 12.7.4, 12.7.5]: which side of a fence, wall or roadblock a G round
// bursting in a hex lands on, and so whether that cover is between the burst and the men there.
//
// Reading (the map model): fences, walls and roadblocks lie on hexsides (COVERAGE 4.7: the side a man is on is the
// hex he is in), so the book's fence hex is the impact hex with such a hexside, its side 1 the hex itself and its
// other side the hex beyond that hexside. A burst "on the other side" stays a burst of the impact hex (distances,
// the Stunned of the impact hex), but the hexside's fence is then between it and the impact hex's men (12.2.3 cover
// against the blast, or shut out if it totally blocks the line and the hit cannot penetrate it), and no longer
// between it and the men beyond.
import type { AnyTable } from "@tactica/engine";
import { lookupOrThrow } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import type { Direction, Hex } from "@tactica/hex";
import { hexDistance, hexNeighbor, isSameHex } from "@tactica/hex";
import { tableOf } from "../fire/table-of";
import { HIT_LOCATION_SIDES } from "../tables/hit-location-sides";
import type { Board } from "../core/board";
import { boardOf } from "../core/board";
import { featureBetween } from "./fire-context";
import type { ImpactLocation } from "../blasts/storey-blasts";
import { impactAt } from "../blasts/storey-blasts";
import type { FirepowerGame, Side, Soldier } from "../state/types";
import type { WorksSign } from "./works-hit-location";

/** The hexside features that divide a hex into sides for 12.7.1 (12.2.3's fence, wall and roadblock). */
export const DIVIDERS: readonly string[] = ["fence", "wall", "roadblock"];


/** What the firer announced for the hit-location rolls of one round [12.7.1, 12.7.5], and his side (for "enemies"). */
export type HitLocationAim = { readonly sign?: WorksSign; readonly preferSide?: "enemies" | "impact" | number; readonly firer?: Side; readonly at?: ImpactLocation };

/** The aim of a command's payload fields for a firer of side `firer`. */
export function toAim(p: { readonly worksSign?: WorksSign | undefined; readonly preferSide?: "enemies" | "impact" | number | undefined }, firer: Side): HitLocationAim {
  return { firer, ...(p.worksSign ? { sign: p.worksSign } : {}), ...(p.preferSide !== undefined ? { preferSide: p.preferSide } : {}) };
}

/** The book's range modifier for the side roll [12.7.1]: -2 at 1-3 hexes (or less), else 0; 12.7.5 flips it with "+". */
export function sidesRangeModifier(range: number | undefined, sign: WorksSign = "-"): number {
  if (range === undefined || range > 3) return 0;
  return sign === "+" ? 2 : -2;
}

/** The roll's outcome, as the blast event reports it: the sides in the firer's order (the hex each is in, and the hexside). */
export type SideHit = {
  readonly sides: readonly { readonly side: number; readonly hex: string; readonly hexside?: number }[];
  readonly roll: number; readonly modifier: number; readonly modified: number; readonly upTo: readonly number[];
  readonly side: number; readonly beyond: number | null; readonly sign: WorksSign; readonly provenance: string; readonly table: string; readonly rule: string;
};

/** Hexsides (map directions) of `impact` holding a fence, wall or roadblock with a hex beyond; none in a building hex. */
export function dividersOf(board: Board, impact: Hex): Direction[] {
  if (board.storeysOf(impact).length > 0) return [];
  return ([0, 1, 2, 3, 4, 5] as const).filter((d) => board.has(hexNeighbor(impact, d)) && board.sideFeatures(impact, d).some((f) => DIVIDERS.includes(f)));
}

const living = (game: FirepowerGame, hex: Hex): Soldier[] => game.soldiers.filter((s) => !s.eliminated && !s.inTunnel && isSameHex(s.hex, hex));

/**
 * The sides in the firer's order [12.7.1]: the impact hex's own (undefined) and one beyond each dividing hexside; by
 * his `preferSide`, then the most enemies of his side, the fewest friends, the impact hex's own side, the direction.
 * The tables stop at four sides, so a hex fenced on four or more hexsides keeps his first four.
 */
export function orderSides(game: FirepowerGame, impact: Hex, dividers: readonly Direction[], aim: HitLocationAim): (Direction | undefined)[] {
  // -1 stands for the impact hex's own side while sorting (Array.prototype.sort puts undefined last without comparing).
  const OWN = -1;
  const count = (d: number) => {
    const men = living(game, d === OWN ? impact : hexNeighbor(impact, d as Direction));
    return { enemies: aim.firer ? men.filter((s) => s.side !== aim.firer).length : 0, friends: aim.firer ? men.filter((s) => s.side === aim.firer).length : 0 };
  };
  const first = (d: number) => (aim.preferSide === "impact" ? d === OWN : typeof aim.preferSide === "number" ? d === aim.preferSide : false);
  const all: number[] = [OWN, ...dividers];
  const key = new Map(all.map((d) => [d, count(d)] as const));
  const sorted = all.sort((a, b) => {
    const ka = key.get(a)!, kb = key.get(b)!;
    return Number(first(b)) - Number(first(a)) || kb.enemies - ka.enemies || ka.friends - kb.friends || a - b;
  });
  return sorted.slice(0, 4).map((d) => (d === OWN ? undefined : (d as Direction)));
}

/**
 * 12.7.1, 12.7.5: when a G round bursts at ground level in `impact` with a fence, wall or roadblock on a hexside and
 * men in the hex or beyond such a hexside, roll d10 + the range modifier (12.7.5 sign) from `from`, clamped 1-10
 * (12.7), against `firepower/hit_location_sides` for the sides in the firer's order. Returns the hexside beyond which
 * the burst lands (undefined: the impact hex's own side) and the roll; no roll in the Basic Game or when nothing turns on it.
 */
export function locateSide(game: FirepowerGame, impact: Hex, dice: DiceSource, from: Hex | undefined, tables: ReadonlyMap<string, AnyTable> | undefined, aim: HitLocationAim = {}): { beyond?: Direction; hit?: SideHit } {
  if (game.rules !== "advanced" || aim.at?.unit !== undefined) return {};
  const board = boardOf(game);
  const dividers = dividersOf(board, impact);
  if (dividers.length === 0) return {};
  if (living(game, impact).length === 0 && dividers.every((d) => living(game, hexNeighbor(impact, d)).length === 0)) return {};
  const order = orderSides(game, impact, dividers, aim);
  const cell = lookupOrThrow(tableOf(tables, HIT_LOCATION_SIDES), { sides: order.length as 2 | 3 | 4 });
  const sign = aim.sign ?? "-";
  const roll = dice.roll(10);
  const modifier = sidesRangeModifier(from ? hexDistance(from, impact) : undefined, sign);
  const modified = Math.min(10, Math.max(1, roll + modifier));
  const band = cell.value.findIndex((upTo) => modified <= upTo);
  const index = band < 0 ? order.length - 1 : band;
  const beyond = order[index];
  const sides = order.map((d, i) => ({ side: i + 1, hex: board.idOf(d === undefined ? impact : hexNeighbor(impact, d)), ...(d === undefined ? {} : { hexside: d }) }));
  const hit: SideHit = { sides, roll, modifier, modified, upTo: cell.value, side: index + 1, beyond: beyond ?? null, sign, provenance: cell.provenance.kind, table: HIT_LOCATION_SIDES.id, rule: "Firepower 12.7.1, 12.7.5" };
  return { ...(beyond !== undefined ? { beyond } : {}), hit };
}

/** The burst location `at` (default: the ground of `impact`) moved beyond the hexside `beyond` of its hex when the side roll put it there [12.7.1]. */
export function withBeyond(board: Board, impact: Hex, at: ImpactLocation | undefined, beyond: number | undefined): ImpactLocation | undefined {
  return beyond === undefined ? at : { ...(at ?? impactAt(board, impact)), beyond };
}

/**
 * Whether a fence or roadblock (and, beyond a dividing hexside, a wall) is between the burst at `at` in `impact` and
 * `s`: his cover against the blast [6.3.6.2.2, 12.2.3]. A burst beyond a hexside of its hex (12.7.1) has that hexside
 * between it and the hex's own men and nothing between it and the men beyond; otherwise a fence or roadblock of his hex
 * across the line from the impact hex (featureBetween).
 */
export function fenceBetweenBurst(board: Board, impact: Hex, at: ImpactLocation, s: Soldier): boolean {
  if (at.beyond !== undefined) {
    if (isSameHex(s.hex, hexNeighbor(at.hex, at.beyond as Direction))) return false;
    if (isSameHex(s.hex, at.hex)) return true;
  }
  return featureBetween(board, impact, s.hex, ["fence", "roadblock"]); // 8.8.5.4: a roadblock is a fence
}
