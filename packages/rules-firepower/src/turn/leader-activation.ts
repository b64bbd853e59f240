import type { GameEvent } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { patchSoldiers, soldiersAt } from "../core/soldiers";
import type { FirepowerGame, Soldier } from "../state/types";
import { isStunned } from "../core/status-ladder";

/** Whether `leader` may activate `s` [11.4]: officers anyone of their side; SLs their squad but officers; ASLs their squad's privates. */
export function canActivate(leader: Soldier, s: Soldier): boolean {
  if (s.side !== leader.side || s.id === leader.id) return false;
  if (leader.rank === "C") return true;
  if (s.squad !== leader.squad) return false;
  if (leader.rank === "S") return s.rank !== "C";
  if (leader.rank === "A") return s.rank === "private";
  return false;
}

/**
 * A leader who enters a hex extends his Impulse to the soldiers there he may activate and who have not acted this
 * Impulse Phase [11.4]: each keeps his own MF minus the MF the leader spent to reach the hex (activation is free).
 */
export function activateAt(game: FirepowerGame, leader: Soldier, hex: Hex, leaderSpent: number): { game: FirepowerGame; events: GameEvent[] } {
  if (game.rules !== "advanced" || leader.rank === "private" || !game.impulse) return { game, events: [] };
  const ids = soldiersAt(game, hex).filter((s) => !s.acted && !isStunned(s) && canActivate(leader, s)).map((s) => s.id);
  if (ids.length === 0) return { game, events: [] };
  const next = patchSoldiers(game, (s) => (ids.includes(s.id) ? { ...s, acted: true, mf: leaderSpent, nonCombatMf: 0, hexesEntered: 0, afterFireMf: null, freeTurns: [] } : undefined));
  return {
    game: { ...next, impulse: { ...game.impulse, soldiers: [...game.impulse.soldiers, ...ids] } },
    events: [{ type: "leader/activated", data: { leader: leader.id, soldiers: ids, mfSpent: leaderSpent, rule: "Firepower 11.4" } }],
  };
}
