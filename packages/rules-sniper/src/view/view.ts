// What a seat may see [36.1], [8.3]: all of its own soldiers; of the enemy, only those it knows of now (seen by one
// of its fit soldiers, or revealed by firing), without their hidden markers (Sighting: a standing opportunity fire
// that reveals nothing until it fires [12.2]) or ammunition state. A spectator sees what both sides know of each
// other. At the end everything is shown.
import type { Viewer } from "@tactica/engine";
import type { SideId, SniperGame, Soldier } from "../state/index";
import { knownTo } from "../turn/index";

/** An enemy soldier as the other side sees him: position, posture, facing, health, Move/Evade markers [9.6]. */
export type SeenSoldier = Pick<Soldier, "id" | "side" | "weapon" | "hex" | "facing" | "posture" | "level" | "health" | "stunned"> & {
  readonly markers: { readonly move: boolean; readonly evade: boolean };
};

export type SniperGameView = Omit<SniperGame, "soldiers" | "impulse"> & {
  readonly soldiers: readonly (Soldier | SeenSoldier)[];
  readonly impulse: SniperGame["impulse"] | { readonly seat: SideId; readonly marker: number } | null;
  /** Enemy soldiers on the map the viewer does not see (the count only: [8.3] reveals numbers, not positions, on request). */
  readonly unseen: Readonly<Record<SideId, number>>;
};

const seen = (s: Soldier): SeenSoldier => ({
  id: s.id, side: s.side, weapon: s.weapon, hex: s.hex, facing: s.facing, posture: s.posture, level: s.level, health: s.health, stunned: s.stunned,
  markers: { move: s.markers.move, evade: s.markers.evade },
});

export function toSniperView(game: SniperGame, viewer: Viewer, over: boolean): SniperGameView {
  const unseen: Record<SideId, number> = { alpha: 0, bravo: 0 };
  if (over) return { ...game, unseen };
  const side = viewer === "alpha" || viewer === "bravo" ? viewer : null;
  const soldiers: (Soldier | SeenSoldier)[] = [];
  for (const s of game.soldiers) {
    if (side !== null && s.side === side) soldiers.push(s);
    else if (side !== null ? knownTo(game, side, s) : knownTo(game, s.side === "alpha" ? "bravo" : "alpha", s)) soldiers.push(seen(s));
    else unseen[s.side] += 1;
  }
  const imp = game.impulse;
  const impulse = imp && imp.seat !== side ? { seat: imp.seat, marker: imp.marker } : imp;
  return { ...game, soldiers, impulse, unseen };
}

export const isOwn = (s: Soldier | SeenSoldier): s is Soldier => "activation" in s;
