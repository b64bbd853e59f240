// Hit location into a foxhole or trench [12.7.2, 12.7.5]: whether a G round bursting in a hex with a dug work lands
// in the work (its men get no cover modifier against the blast) or near it (the cover applies); before it, the side
// roll of a divided hex [12.7.1, 12.7.4] (hit-location-sides.ts).
import type { AnyTable } from "@tactica/engine";
import { lookupOrThrow } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import type { Hex } from "@tactica/hex";
import { hexDistance, isSameHex } from "@tactica/hex";
import { tableOf } from "../fire/table-of";
import { WORKS_HIT_LOCATION } from "../tables/works-hit-location";
import type { FirepowerGame, Soldier } from "../state/types";
import { worksAt } from "../works/works";
import type { HitLocationAim, SideHit } from "./hit-location-sides";
import { locateSide } from "./hit-location-sides";

/** 12.7.5: the sign of the range modifiers the firing player announces before the roll ("-" as the rules give, or "+"). */
export type WorksSign = "-" | "+";

/** The book's range modifier into a foxhole or trench [12.7.2]: -3 at one hex (or less), -1 at two or three, else 0; 12.7.5 flips it with "+". */
export function worksRangeModifier(range: number | undefined, sign: WorksSign = "-"): number {
  const base = range === undefined ? 0 : range <= 1 ? 3 : range <= 3 ? 1 : 0;
  return sign === "+" || base === 0 ? base : -base;
}

/** The roll's outcome, as the blast event reports it. */
export type WorksHit = { readonly work: string; readonly roll: number; readonly modifier: number; readonly modified: number; readonly inOn: number; readonly inWork: boolean; readonly sign: WorksSign; readonly provenance: string; readonly table: string; readonly rule: string };

/**
 * 12.7.2: when a G round bursts in `impact` holding a foxhole or trench with soldiers in it, roll d10 + the range
 * modifier (12.7.5 sign), clamped to 1-10 (12.7): on the table's number or less it is in the work and those men lose
 * their cover against this blast. Returns the game for the blast (their `inWorks` lifted), a restore for afterwards and
 * the roll; no roll when nobody is in a work there.
 */
export function locateInWorks(game: FirepowerGame, impact: Hex, dice: DiceSource, from: Hex | undefined, tables: ReadonlyMap<string, AnyTable> | undefined, sign: WorksSign = "-"): { game: FirepowerGame; restore: (g: FirepowerGame) => FirepowerGame; hit?: WorksHit } {
  const work = worksAt(game, impact);
  const inside = work ? game.soldiers.filter((s) => !s.eliminated && s.inWorks && isSameHex(s.hex, impact)).map((s) => s.id) : [];
  if (!work || inside.length === 0) return { game, restore: (g) => g };
  const cell = lookupOrThrow(tableOf(tables, WORKS_HIT_LOCATION), { work: work.type });
  const roll = dice.roll(10);
  const modifier = worksRangeModifier(from ? hexDistance(from, impact) : undefined, sign);
  const modified = Math.min(10, Math.max(1, roll + modifier));
  const inWork = modified <= cell.value;
  const hit: WorksHit = { work: work.type, roll, modifier, modified, inOn: cell.value, inWork, sign, provenance: cell.provenance.kind, table: WORKS_HIT_LOCATION.id, rule: "Firepower 12.7.2, 12.7.5" };
  if (!inWork) return { game, restore: (g) => g, hit };
  const ids = new Set(inside);
  const lift = (s: Soldier): Soldier => { if (!ids.has(s.id)) return s; const { inWorks: _in, ...rest } = s; return rest; };
  const put = (s: Soldier): Soldier => (ids.has(s.id) ? { ...s, inWorks: true } : s);
  return { game: { ...game, soldiers: game.soldiers.map(lift) }, restore: (g) => ({ ...g, soldiers: g.soldiers.map(put) }), hit };
}

/**
 * The hit-location rolls of one G burst at `impact` [12.7.1, 12.7.2, 12.7.4], Advanced Game only: first the side roll
 * of a hex divided by a fence, wall or roadblock (hit-location-sides.ts locateSide); then, only when the hex's own side
 * was hit (the works are on it, 12.7.4), the locateInWorks roll. Returns the game the blast is rolled in (men in a work
 * the burst is in lifted out of it), a restore for afterwards, the hexside it landed beyond and the rolls. Pure:
 * burstWithWorksHit bursts with it, and the API's commandOdds replays it with every face.
 */
export function locateBurst(game: FirepowerGame, impact: Hex, dice: DiceSource, from: Hex | undefined, tables: ReadonlyMap<string, AnyTable> | undefined, aim: WorksSign | HitLocationAim = "-"): { game: FirepowerGame; restore: (g: FirepowerGame) => FirepowerGame; beyond?: number; sideHit?: SideHit; worksHit?: WorksHit } {
  if (game.rules !== "advanced") return { game, restore: (g) => g };
  const announced: HitLocationAim = typeof aim === "string" ? { sign: aim } : aim;
  const side = locateSide(game, impact, dice, from, tables, announced);
  const sideHit = side.hit ? { sideHit: side.hit } : {};
  if (side.beyond !== undefined) return { game, restore: (g) => g, beyond: side.beyond, ...sideHit };
  const loc = locateInWorks(game, impact, dice, from, tables, announced.sign ?? "-");
  return { game: loc.game, restore: loc.restore, ...sideHit, ...(loc.hit ? { worksHit: loc.hit } : {}) };
}

/**
 * 12.7.1, 12.7.2, 12.7.4 for any G burst, thrown or fired: hand grenades and mortar bombs (grenade-command.ts blast),
 * rifle grenades, crewed or vehicle G and H-as-G rounds (vehicles-fire.ts gRoundAt). The locateBurst rolls, then
 * `burst` runs in their game (men lifted out of a work the burst is in, put back afterwards) with the hexside the
 * burst landed beyond. Range from `from`; `aim` is the sign (12.7.5) and side designation the firer announced.
 */
export function burstWithWorksHit<T extends { readonly game: FirepowerGame }>(game: FirepowerGame, impact: Hex, dice: DiceSource, from: Hex | undefined, tables: ReadonlyMap<string, AnyTable> | undefined, burst: (g: FirepowerGame, beyond?: number) => T, aim: WorksSign | HitLocationAim = "-"): T & { readonly worksHit?: WorksHit; readonly sideHit?: SideHit } {
  const loc = locateBurst(game, impact, dice, from, tables, aim);
  const out = burst(loc.game, loc.beyond);
  return { ...out, game: loc.restore(out.game), ...hitLocationData(loc) };
}

/** The hit-location rolls of a burst as its blast event reports them [12.7.1, 12.7.2]. */
export function hitLocationData(b: { readonly worksHit?: WorksHit; readonly sideHit?: SideHit }): { sideHit?: SideHit; worksHit?: WorksHit } {
  return { ...(b.sideHit ? { sideHit: b.sideHit } : {}), ...(b.worksHit ? { worksHit: b.worksHit } : {}) };
}
