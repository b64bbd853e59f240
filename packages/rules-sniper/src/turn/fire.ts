// Fire resolution [12.6]: firepower by weapon and range, halved for a wounded firer and for opportunity fire,
// divided by the defence value (Move x4, Evade x6 [12.6], [9.6], terrain), 2d6 on the column, results applied at
// once [12.7] with the accumulation of 14.2, then the ammunition check of automatic weapons [12.8].
import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import type { Health, SniperGame, Soldier } from "../state/index";
import { distance, terrainAt, withSoldier } from "../state/index";
import { AUTOMATIC, FIRE_PROVENANCE, fireResult, firepowerAt, runsDry, TERRAIN_DEFENCE } from "./fire-adapter";
import type { FireResult } from "./fire-adapter";

export type FireMode = "direct" | "opportunity";

export type FireFigures = {
  readonly range: number;
  readonly firepower: number;
  readonly defence: number;
  readonly column: number;
  readonly steps: readonly { readonly name: string; readonly value: number; readonly rule: string; readonly provenance: string }[];
};

/** The firepower, defence and column of one shot [12.6] (range counts the target hex, + 1 per level [11.8]). */
export function fireFigures(game: SniperGame, firer: Soldier, target: Soldier, mode: FireMode): FireFigures {
  const range = distance(firer.hex, target.hex) + Math.abs(firer.level - target.level);
  const steps: { name: string; value: number; rule: string; provenance: string }[] = [];
  let fp = firepowerAt(firer.weapon, range);
  steps.push({ name: `firepower of ${firer.weapon} at ${range}`, value: fp, rule: "sniper 12.6", provenance: FIRE_PROVENANCE });
  if (firer.health === "wounded") { fp /= 2; steps.push({ name: "wounded firer", value: 0.5, rule: "sniper 14.1", provenance: "book" }); }
  if (mode === "opportunity") { fp /= 2; steps.push({ name: "opportunity fire", value: 0.5, rule: "sniper 12.2", provenance: "book" }); }
  fp = Math.floor(fp); // round down once at the end of the chain [12.6] (option sniper/rounding: once_at_end)
  let dv = 1;
  if (target.markers.evade) { dv *= 6; steps.push({ name: "target evading", value: 6, rule: "sniper 12.6, 9.6", provenance: "book" }); }
  else if (target.markers.move) { dv *= 4; steps.push({ name: "target moving", value: 4, rule: "sniper 12.6, 9.6", provenance: "book" }); }
  const terrain = terrainAt(game.board, target.hex);
  const cover = TERRAIN_DEFENCE[terrain]?.[target.posture] ?? 1;
  if (cover !== 1) steps.push({ name: `${terrain}, ${target.posture}`, value: cover, rule: "sniper 11.8, 12.6", provenance: FIRE_PROVENANCE });
  dv *= cover;
  return { range, firepower: fp, defence: dv, column: Math.floor(fp / dv), steps };
}

/** The health after a result, a more serious one prevailing and two wounds making an unconscious soldier [14.2]. */
export function worsen(h: Health, r: FireResult): Health {
  if (h === "kia" || r === "none" || r === "Stun") return h;
  if (r === "K") return "kia";
  if (r === "I") return h === "incap" ? "kia" : "incap";
  return h === "healthy" ? "wounded" : h === "wounded" ? "incap" : h;
}

/** One shot, resolved: the target's new health and stun, the firer revealed and his ammunition checked. */
export function resolveShot(game: SniperGame, firer: Soldier, target: Soldier, mode: FireMode, dice: DiceSource): { game: SniperGame; events: GameEvent[]; result: FireResult } {
  const f = fireFigures(game, firer, target, mode);
  const roll = dice.roll(6) + dice.roll(6);
  const result = fireResult(f.column, roll);
  const health = worsen(target.health, result);
  const stunned = target.stunned || (result === "Stun" && (health === "healthy" || health === "wounded"));
  // Incapacitated soldiers lie prone [14.1].
  let next = withSoldier(game, target.id, { health, stunned, ...(health === "incap" || health === "kia" ? { posture: "prone" as const, markers: { sighting: false, exposed: false, move: false, evade: false } } : {}) });
  next = withSoldier(next, firer.id, { revealed: true, actedThisTurn: true });
  const events: GameEvent[] = [{
    type: "sniper/fired",
    data: { firer: firer.id, target: target.id, mode, range: f.range, firepower: f.firepower, defence: f.defence, column: f.column, roll, result, health, provenance: FIRE_PROVENANCE },
  }];
  if (AUTOMATIC.includes(firer.weapon)) {
    const ammo = dice.roll(6);
    if (runsDry(ammo)) {
      next = withSoldier(next, firer.id, { unloaded: true });
      events.push({ type: "sniper/unloaded", data: { soldier: firer.id, roll: ammo } });
    }
  }
  return { game: next, events, result };
}
