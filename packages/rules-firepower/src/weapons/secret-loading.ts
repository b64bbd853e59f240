// Plot loading written secretly [11.1.12]: "The notation 'soldier number-LOAD-Ammunition Type' or 'Soldier
// number-UNLOAD-Ammunition Type' is secretly written (expending 'all' movement factors) during an Impulse Phase." For
// a rifleman's rifle grenade or HRG (`load_rgn`, rifle-grenades.ts) and a crewed weapon (`load_crewed`, crews.ts) the
// other side and spectators learn only what they could see at the table: that the soldier spent his Impulse on an
// Action written down (`soldier/task_written`, citing the Advanced Game Actions of 11.1, not what or which weapon);
// the loading side gets the detail. Their view of the other side carries no loaded mark of a rifle grenade or HRG and
// no loaded / reloading / loading-phase state of a crewed weapon, until the game has a result (when the record is
// public). A fired weapon shows itself by its fire event. The record keeps the full commands, so replays are unchanged.
import type { GameEvent } from "@tactica/engine";
import type { CrewGame, CrewWeapon } from "./crews";
import type { HrgRifleSoldier } from "../fire-setup/hrg-rifle";
import type { RgnSoldier } from "./rifle-grenades";
import type { FirepowerGame, Side, Soldier } from "../state/types";

/** The public note of a secret written Action [11.1, 11.1.12]: the soldier, nothing of what was written. */
export const TASK_WRITTEN = "soldier/task_written";

/** The events of a secret loading or unloading [11.1.12]: a public note with no detail, and the detail for `side` only. */
export function secretTaskEvents(side: Side, soldier: string, detail: GameEvent): GameEvent[] {
  return [
    { type: TASK_WRITTEN, data: { soldier, rule: "Firepower 11.1" } },
    { ...detail, visibleTo: [side] },
  ];
}

/** A crewed weapon as the other side sees it: no loaded, reloading or loading-phase state [11.1.12]. */
export type CrewWeaponSeen = Omit<CrewWeapon, "loaded" | "reloading" | "loadPhase">;

/**
 * Another side's soldier as the viewer sees him: no loaded rifle grenade or HRG, and his Combat Action mark only for what
 * the table shows. A written order (16.5) spends his Combat Action and a loading does not, which would tell the two secret
 * notes apart; so the mark of a soldier who holds a written order shows as unspent (writing it is all he did).
 */
function hiddenSoldier(s: Soldier, wroteOrder: boolean): Soldier {
  const { hrgLoaded: _hrg, ...kept } = s as HrgRifleSoldier;
  const rest: Soldier = wroteOrder ? { ...kept, combatUsed: false } : kept;
  const rgn = (s as RgnSoldier).rgn;
  if (!rgn) return rest;
  const seen: Soldier & { readonly rgn: { readonly rounds: number } } = { ...rest, rgn: { rounds: rgn.rounds } };
  return seen;
}

/** The game as `viewer` sees it: other sides' rifle grenades, HRGs and crewed weapons without their loading [11.1.12]. */
export function toSecretLoadingView(game: FirepowerGame, viewer: string): FirepowerGame {
  if (game.result) return game;
  const writers = new Set((game.orders ?? []).map((o) => o.soldier));
  const soldiers = game.soldiers.map((s) => (s.side === viewer ? s : hiddenSoldier(s, writers.has(s.id))));
  const weapons = (game as CrewGame).crewWeapons ?? []; // type-only import of crews.ts (crews.ts imports this file)
  if (weapons.length === 0) return { ...game, soldiers };
  const crewWeapons = weapons.map((w): CrewWeapon | CrewWeaponSeen => {
    if (w.side === viewer) return w;
    const { loaded: _l, reloading: _r, loadPhase: _p, ...seen } = w;
    return seen;
  });
  const next: FirepowerGame & { readonly crewWeapons: readonly (CrewWeapon | CrewWeaponSeen)[] } = { ...game, soldiers, crewWeapons };
  return next;
}
