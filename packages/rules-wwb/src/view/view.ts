// What a seat may see (WWB 6.0; digest 3.5 hidden information): every soldier of its own side (teammates see what
// their side sees), and of the enemy only those its side sees now or identified, without their dashboards (skills,
// ammunition, equipment). Unspotted enemies never reach the seat: only their count. A spectator sees what each
// side knows of the other. At the end everything is shown.
import type { InitiativeTurn, MatchView, Viewer } from "@tactica/engine";
import type { SideId, Soldier, WwbGame } from "../state/index";
import { sideSees } from "../turn/index";

/** An enemy soldier as the other side sees him: on the map, his stance, facing and visible state. */
export type SeenSoldier = Pick<Soldier, "id" | "callSign" | "team" | "side" | "faction" | "specialist" | "weapon" | "hex" | "facing" | "stance" | "morale" | "health" | "fate" | "opf">;

export type WwbGameView = Omit<WwbGame, "soldiers" | "identified"> & {
  readonly soldiers: readonly (Soldier | SeenSoldier)[];
  readonly identified: Partial<WwbGame["identified"]>;
  /** Enemy soldiers on the map the viewer's side does not see (the count only). */
  readonly unseen: Readonly<Record<SideId, number>>;
};

const seen = (s: Soldier): SeenSoldier => ({
  id: s.id, callSign: s.callSign, team: s.team, side: s.side, faction: s.faction, specialist: s.specialist, weapon: s.weapon,
  hex: s.hex, facing: s.facing, stance: s.stance, morale: s.morale, health: s.health, fate: s.fate, opf: s.opf,
});

export const isOwn = (s: Soldier | SeenSoldier): s is Soldier => "ammo" in s;

/** The game as `side` (null: a spectator) may see it. */
export function toWwbView(game: WwbGame, side: SideId | null, over: boolean): WwbGameView {
  const unseen: Record<SideId, number> = { allies: 0, axis: 0 };
  if (over) return { ...game, unseen };
  const soldiers: (Soldier | SeenSoldier)[] = [];
  for (const s of game.soldiers) {
    if (side !== null && s.side === side) soldiers.push(s);
    else if (sideSees(game, side ?? (s.side === "allies" ? "axis" : "allies"), s)) soldiers.push(seen(s));
    else unseen[s.side] += 1;
  }
  const identified = side === null ? {} : { [side]: game.identified[side] };
  return { ...game, soldiers, identified, unseen };
}

/**
 * The turn as `viewer` may see it (WWB 5.0; digest 3.2): the Leader's ZOC (his seat and which of his side's teams
 * stand within 3 MHx of him, fixed at the start of the phase) is a fact of the acting side's own men. Its seats see
 * it; the other side and a spectator (who sees what each side knows of the other, as for soldiers) get null, so
 * they never learn which enemy teams stand near the Leader. At the end everything is shown.
 */
export function toWwbTurnView(turn: InitiativeTurn, viewer: Viewer, over: boolean): InitiativeTurn {
  if (over || turn.zoc === null) return turn;
  const side = turn.sides.find((s) => s.seats.includes(viewer))?.id;
  return side !== undefined && side === turn.acting ? turn : { ...turn, zoc: null };
}

/** The side a viewer plays, from the match view's sides (null for a spectator). */
export const sideOfView = (view: Pick<MatchView, "side">): SideId | null => (view.side === "allies" || view.side === "axis" ? view.side : null);

export type { Viewer };
