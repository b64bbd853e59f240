// Firepower 11.1.6 and 11.1.6.4: weapons and equipment on the ground. What a soldier discards, and what prisoners and
// surrendered men drop (25.1, 25.2), lies in his hex (and storey, tunnel or fortification) for anyone to acquire; a
// casualty keeps his weapons and equipment where he fell ("this preserves the location of the casualty's weapons and
// equipment", 11.1.6.4), so they are read from the eliminated soldier himself until someone takes them. A weapon the
// firer lost to a weapon hit (23.1.4.2.1) was destroyed and lies nowhere. All of it is public, except in a tunnel,
// which only the side that dropped it sees (8.8.8).
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import type { SpecialItem } from "../tables/special-weapons";
import { SPECIAL_ITEMS } from "../tables/special-weapons";
import type { FirepowerGame, Side, Soldier, SoldierWeapon } from "../state/types";
import type { FieldSoldier } from "../core/wound-effects";

/** One acquirable item kind: the major personal weapon, demolition charges, or a special item [11.1.6]. */
export const GROUND_ITEMS = ["weapon", "DMC", ...SPECIAL_ITEMS] as const;
export type GroundItemKind = (typeof GROUND_ITEMS)[number];

/** Where an item lies: a hex, and the storey, tunnel or fortification it was dropped in (present only when not the open ground floor). */
export type GroundPlace = { readonly hex: Hex; readonly storey?: number; readonly inTunnel?: true; readonly inFortification?: string };

/** An item lying on the ground: `weapon` names the weapon, `side` the side whose weapon it is (11.1.6.1), `count` the rounds or charges. */
export type GroundItem = GroundPlace & {
  readonly id: string;
  readonly item: GroundItemKind;
  readonly weapon?: SoldierWeapon;
  readonly side: Side;
  readonly droppedBy: Side;
  readonly count: number;
};

/** An enemy major personal weapon a soldier has acquired: carried, but not usable in the Advanced Game (he stays `unarmed`) [11.1.6.1]. */
export type EnemyWeapon = { readonly weapon: SoldierWeapon; readonly side: Side };

/** A soldier who may carry an enemy weapon he cannot use (present only while he does). */
export type AcquiringSoldier = FieldSoldier & { readonly enemyWeapon?: EnemyWeapon };

/** The game with its ground items (present once something is dropped) and the counter naming them. */
export type GroundGame = FirepowerGame & { readonly groundItems?: readonly GroundItem[]; readonly groundSeq?: number };

/** Where a soldier is, as a ground place. */
export function placeOf(s: Soldier): GroundPlace {
  return { hex: s.hex, ...(s.storey ? { storey: s.storey } : {}), ...(s.inTunnel ? { inTunnel: true as const } : {}), ...(s.inFortification ? { inFortification: s.inFortification } : {}) };
}

/** Whether two places are the same spot of the map. */
export function samePlace(a: GroundPlace, b: GroundPlace): boolean {
  return isSameHex(a.hex, b.hex) && (a.storey ?? 0) === (b.storey ?? 0) && (a.inTunnel === true) === (b.inTunnel === true) && a.inFortification === b.inFortification;
}

/** Items of `kind` the soldier carries: 1 for a weapon (usable or an enemy one), the count of charges or rounds. */
export function carriedCount(s: AcquiringSoldier, kind: GroundItemKind): number {
  if (kind === "weapon") return (s.unarmed !== true && s.weaponLost !== true) || s.enemyWeapon !== undefined ? 1 : 0;
  if (kind === "DMC") return s.dmc ?? 0;
  return s.carries?.[kind] ?? 0;
}

/** The soldier without any item of `kind` (a weapon: unarmed, the enemy weapon gone). */
export function withoutKind(s: AcquiringSoldier, kind: GroundItemKind): AcquiringSoldier {
  if (kind === "weapon") { const { enemyWeapon: _e, ...rest } = s; return { ...rest, unarmed: true }; }
  if (kind === "DMC") { const { dmc: _d, ...rest } = s; return rest; }
  const left = Object.fromEntries(Object.entries(s.carries ?? {}).filter(([k]) => k !== kind));
  const { carries: _c, ...rest } = s;
  return Object.keys(left).length > 0 ? { ...rest, carries: left } : rest;
}

/** What of `kind` the soldier would leave on the ground (nothing for a weapon destroyed by a weapon hit). */
function droppedItem(s: AcquiringSoldier, kind: GroundItemKind): Omit<GroundItem, "id"> | undefined {
  const count = carriedCount(s, kind);
  if (count <= 0) return undefined;
  const base = { ...placeOf(s), item: kind, droppedBy: s.side, count };
  if (kind !== "weapon") return { ...base, side: s.side };
  if (s.enemyWeapon) return { ...base, weapon: s.enemyWeapon.weapon, side: s.enemyWeapon.side };
  return { ...base, weapon: s.weapon, side: s.side };
}

/** Ground items of the game. */
export const groundItemsOf = (game: FirepowerGame): readonly GroundItem[] => (game as GroundGame).groundItems ?? [];

/** The game with the items of `kinds` the soldier carried (read from `before`) lying in his place [11.1.6, 25.1, 25.2]. A soldier aboard a vehicle drops nothing on the map (his items stay with the vehicle's load, not modelled). */
export function dropOnGround(game: FirepowerGame, before: Soldier, kinds: readonly GroundItemKind[]): FirepowerGame {
  if (before.riding) return game;
  const g = game as GroundGame;
  let seq = g.groundSeq ?? 0;
  const added = kinds.flatMap((k) => { const d = droppedItem(before, k); if (!d) return []; seq += 1; return [{ ...d, id: `g${seq}` }]; });
  if (added.length === 0) return game;
  const merged: GroundGame = { ...g, groundItems: [...(g.groundItems ?? []), ...added], groundSeq: seq };
  return merged;
}

/** A source of items in a place: a ground item (its id) or a casualty (`casualty:<soldier>`), and what it offers. */
export type ItemSource = { readonly source: string; readonly item: GroundItemKind; readonly count: number; readonly weapon?: SoldierWeapon; readonly side: Side };

/** Everything a soldier in `place` could pick up: ground items there and the casualties lying there [11.1.6, 11.1.6.4]. */
export function sourcesAt(game: FirepowerGame, place: GroundPlace): ItemSource[] {
  const ground = groundItemsOf(game).filter((i) => samePlace(i, place)).map((i): ItemSource => ({ source: i.id, item: i.item, count: i.count, ...(i.weapon ? { weapon: i.weapon } : {}), side: i.side }));
  const casualties = game.soldiers.filter((s) => s.eliminated && !s.riding && s.exited !== true && samePlace(placeOf(s), place)).flatMap((s) => GROUND_ITEMS.flatMap((kind): ItemSource[] => {
    const d = droppedItem(s, kind);
    return d ? [{ source: `casualty:${s.id}`, item: kind, count: d.count, ...(d.weapon ? { weapon: d.weapon } : {}), side: d.side }] : [];
  }));
  return [...ground, ...casualties];
}

/** The game with `kind` taken from `source` (a ground item removed, or the casualty stripped of it). */
export function takeFrom(game: FirepowerGame, source: string, kind: GroundItemKind): FirepowerGame {
  if (source.startsWith("casualty:")) {
    const id = source.slice("casualty:".length);
    return { ...game, soldiers: game.soldiers.map((s) => (s.id === id ? withoutKind(s, kind) : s)) };
  }
  const g = game as GroundGame;
  const left = (g.groundItems ?? []).filter((i) => i.id !== source);
  const { groundItems: _g, ...rest } = g;
  const out: GroundGame = left.length > 0 ? { ...rest, groundItems: left } : rest;
  return out;
}

/** The view for `viewer`: items dropped in a tunnel are seen only by the side that dropped them [8.8.8]. */
export function toGroundView(game: FirepowerGame, viewer: string): FirepowerGame {
  const g = game as GroundGame;
  if (!g.groundItems?.some((i) => i.inTunnel)) return game;
  const seen: GroundGame = { ...g, groundItems: g.groundItems.filter((i) => !i.inTunnel || i.droppedBy === viewer) };
  return seen;
}

/** The soldier with `got` added: a weapon (his own side's usable; an enemy's carried but unusable), charges or rounds. */
export function withItem(s: AcquiringSoldier, got: ItemSource): AcquiringSoldier {
  if (got.item === "weapon") {
    const { unarmed: _u, weaponLost: _l, enemyWeapon: _e, ...rest } = s;
    if (!got.weapon) return s;
    return got.side === s.side ? { ...rest, weapon: got.weapon } : { ...rest, unarmed: true, enemyWeapon: { weapon: got.weapon, side: got.side } };
  }
  if (got.item === "DMC") return { ...s, dmc: (s.dmc ?? 0) + got.count };
  const kind: SpecialItem = got.item;
  return { ...s, carries: { ...s.carries, [kind]: (s.carries?.[kind] ?? 0) + got.count } };
}
