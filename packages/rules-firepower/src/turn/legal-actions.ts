import { towerMeleeCandidates } from "../melee/tower-melee";
import { tunnelMeleeCandidates } from "../melee/tunnel-melee";
import { meetsOnBridge } from "../blasts/bridges-levels";
import type { Command } from "@tactica/engine";
import { hexDistance, toHexKey } from "@tactica/hex";
import { boardOf } from "../core/board";
import { hexAhead } from "../core/geometry";
import { isSettingUp, setupCandidates } from "./setup-phase";
import { findSoldier, soldiersAt } from "../core/soldiers";
import { isStunned } from "../core/status-ladder";
import { climbCandidates } from "../works/works";
import { climbingCandidates } from "../combat/climbing";
import { treePositionCandidates } from "../blasts/tree-positions";
import { ditchCandidates } from "../combat/ditch";
import { tunnelMoveCandidates } from "../works/tunnels";
import { stairsCandidates } from "../blasts/stairs";
import { openingCandidates } from "../works/openings";
import { canTakePrisoners, controllerOf, prisonersInUse } from "../optional/prisoners";
import { armCandidates } from "../combat/demolition";
import { specialCandidates } from "../combat/special-fire";
import { sleevedCandidates } from "../combat/grenade-types";
import { hrgThrowCandidates } from "../combat/hrg-thrown";
import { rgnCandidates } from "../weapons/rifle-grenades";
import { returnCandidates } from "../combat/optional-return-throw";
import { surrenderCandidates } from "../optional/optional-surrender";
import { orderReactionCandidates, writeOrderCandidates } from "../weapons/optional-orders";
import { jumpCandidates } from "./optional-jump";
import { increasedCandidates } from "../optional/optional-reliability";
import type { FirepowerState, Soldier } from "../state/types";
import { aboardCandidates, actsThroughVehicle, vehicleCandidates } from "../weapons/vehicles-play";
import { crewCandidates } from "../weapons/crews";
import { discardCandidates } from "../fire-setup/optional-equipment-discard";
import { acquireCandidates } from "../fire-setup/acquire";
import { enemyMountCandidates, riderFireCandidates } from "../weapons/vehicle-riders-fire";
import { mapExitCandidates } from "../fire-setup/map-exit";
import { mapEntryCandidates, mapEntryImpulseCandidates } from "../fire-setup/map-entry";
import { storeyThrowCandidates } from "../blasts/storey-blasts-throw";
import { unitThrowCandidates } from "../combat/opening-blasts";
import { fortificationCandidates } from "../works/bunkers-commands";
import { ammoCandidates } from "../weapons/ammo-command";
import { woundExtraCandidates } from "../fire-setup/wound-extras-carry";
import { multiHexCandidates } from "../combat/multi-hex-fire";

/** Candidate Impulse starts [6.2.6]: one per hex holding a soldier of the side that has not acted this phase. */
export function impulseCandidates(state: FirepowerState, seat: string): Command[] {
  if (state.turn.step !== "impulse_phase" || state.turn.active !== seat) return [];
  const board = boardOf(state.game);
  const seen = new Set<string>();
  const out: Command[] = [];
  for (const s of state.game.soldiers) {
    const key = `${s.squad}@${toHexKey(s.hex)}`;
    if (s.eliminated || s.side !== seat || s.prisonerOf !== undefined || s.surrenderedTo !== undefined || s.acted || isStunned(s) || seen.has(key) || !state.turn.squads.includes(s.squad)) continue;
    seen.add(key);
    out.push({ type: "turn/start_impulse", seat, payload: { squad: s.squad, hex: board.idOf(s.hex) } });
  }
  return [...out, ...mapEntryImpulseCandidates(state, seat)]; // 10.2: squads off the map (map-entry.ts)
}

/** Candidate game commands of one soldier of the Impulse (the framework keeps the ones that validate). */
export function soldierCandidates(state: FirepowerState, s: Soldier): Command[] {
  const seat = s.side;
  const board = boardOf(state.game);
  const out: Command[] = [{ type: "move", seat, payload: { soldier: s.id } }];
  if (state.game.rules === "advanced") out.push({ type: "move", seat, payload: { soldier: s.id, back: true } });
  for (let facing = 1; facing <= 6; facing += 1) {
    if (facing === s.facing) continue;
    out.push({ type: "change_facing", seat, payload: { soldier: s.id, facing } });
    if (state.game.rules === "advanced") out.push({ type: "change_facing", seat, payload: { soldier: s.id, facing, free: true } });
  }
  for (const posture of ["stand", "crouch", "prone"]) if (posture !== s.posture) out.push({ type: "change_posture", seat, payload: { soldier: s.id, posture } });
  const enemies = state.game.soldiers.filter((e) => !e.eliminated && e.side !== seat && !e.inTunnel && hexDistance(e.hex, s.hex) <= 40); // 8.8.8: none in tunnels (secret)
  const modes = s.weapon === "RFL" ? ["auto", "semi"] : [undefined];
  for (const e of enemies) {
    for (const mode of modes) out.push({ type: "fire", seat, payload: { soldier: s.id, targets: [e.id], ...(mode ? { mode } : {}) } });
  }
  out.push(...multiHexCandidates(state, s)); // 12.6: bursts at several hexes, suppressive fire (multi-hex-fire.ts)
  const hexes = new Set(enemies.filter((e) => hexDistance(e.hex, s.hex) <= 8).map((e) => board.idOf(e.hex)));
  for (const hex of hexes) out.push({ type: "throw_grenade", seat, payload: { soldier: s.id, hex } });
  out.push(...storeyThrowCandidates(state, s)); // 12.7.3: throws into upper floors (storey-blasts-throw.ts)
  out.push(...unitThrowCandidates(state, s)); // 12.7.3: throws into bunkers, pillboxes and towers (opening-blasts.ts)
  out.push(...surrenderCandidates(state, s), ...writeOrderCandidates(state, s), ...jumpCandidates(state, s), ...increasedCandidates(state.options, out));
  out.push(...ditchCandidates(state, s), ...tunnelMoveCandidates(state, s)); // 8.8.5.3, 8.8.8 (ditch.ts, tunnels.ts)
  out.push(...climbingCandidates(state, s), ...treePositionCandidates(state, s)); // 11.1.11, 10.4 (climbing.ts, tree-positions.ts)
  out.push(...climbCandidates(state, s), ...stairsCandidates(state, s), ...openingCandidates(state, s), ...armCandidates(s), ...specialCandidates(state, s), ...sleevedCandidates(state, s), ...hrgThrowCandidates(state, s), ...rgnCandidates(state, s), ...ammoCandidates(state, s), ...woundExtraCandidates(state, s), ...discardCandidates(state, s), ...acquireCandidates(state, s), ...enemyMountCandidates(state, s)); // 11.1.6 (acquire.ts), 19.4.3 (vehicle-riders-fire.ts)
  out.push(...fortificationCandidates(state, s)); // 8.8.4, 8.8.6 (bunkers-commands.ts)
  out.push(...mapExitCandidates(state, s)); // 10.2 (map-exit.ts)
  out.push(...towerMeleeCandidates(state, s), ...tunnelMeleeCandidates(state, s)); // 8.8.6, 10.8: up an enemy-held tower's stairs; 8.8.8: along a tunnel (tower-melee.ts, tunnel-melee.ts)
  const ahead = hexAhead(s.hex, s.facing);
  const held = board.has(ahead) ? soldiersAt(state.game, ahead).filter((e) => controllerOf(e) !== seat && !e.inTunnel && meetsOnBridge(state.game, s, ahead, e)) : []; // 8.9: on the attacker's level of a bridge hex (bridges-levels.ts)
  if (held.length > 0) out.push({ type: "melee", seat, payload: { soldiers: [s.id], hex: board.idOf(ahead) } });
  if (prisonersInUse(state.options) && canTakePrisoners(held)) out.push({ type: "melee", seat, payload: { soldiers: [s.id], hex: board.idOf(ahead), takePrisoners: true } });
  return out;
}

/** Candidate game commands for `seat` now: set-up, Impulse starts, or every action of every soldier in the Impulse. */
export function firepowerLegalActions(state: FirepowerState, seat: string): Command[] {
  if (isSettingUp(state.game)) return setupCandidates(state, seat);
  if (state.game.pendingReturn) return returnCandidates(state, seat);
  if (state.game.pendingReaction) return orderReactionCandidates(state, seat);
  if (state.turn.step === "impulse_phase") return impulseCandidates(state, seat);
  if (state.turn.step !== "impulse" || state.turn.active !== seat) return [];
  const soldiers = (state.game.impulse?.soldiers ?? []).flatMap((id) => {
    const s = findSoldier(state.game, id);
    // Option 19: crewmen and inside passengers act through their vehicle (vehicles-play.ts).
    if (!s || s.eliminated) return [];
    return actsThroughVehicle(state.game, s) ? [...aboardCandidates(state, s), ...riderFireCandidates(state, s)] /* 19.3.9 (vehicle-riders-fire.ts) */ : [...soldierCandidates(state, s), ...aboardCandidates(state, s), ...crewCandidates(state, s)];
  });
  return [...soldiers, ...mapEntryCandidates(state, seat) /* 10.2 (map-entry.ts) */, ...vehicleCandidates(state, seat)];
}
