// Fire resolution [12.6]: firepower by weapon and range, halved for a wounded firer and for opportunity fire,
// divided by the defence value (Move x4, Evade x6 [12.6], [9.6], terrain), 2d6 on the column, results applied at
// once [12.7] with the accumulation of 14.2, then the ammunition check of automatic weapons [12.8].
import type { DiceSource } from "@tactica/dice";
import { fromBook } from "@tactica/engine";
import type { GameEvent } from "@tactica/engine";
import type { Health, SniperGame, Soldier } from "../state/index";
import { distance, terrainAt, withSoldier } from "../state/index";
import type { Provenance } from "@tactica/engine";
import { AUTOMATIC, fireResultCell, firepowerAt, fixedEffect, runsDry, terrainMultiple } from "./fire-tables";
import type { FireResult } from "./fire-tables";

const BOOK = (section: string): Provenance => fromBook(section);

export type FireMode = "direct" | "opportunity";

export type FireFigures = {
  readonly range: number;
  readonly firepower: number;
  readonly defence: number;
  readonly column: number;
  readonly steps: readonly FireStep[];
};

export type FireStep = { readonly name: string; readonly value: number; readonly rule: string; readonly provenance: Provenance };

/** The firepower, defence and column of one shot [12.6] (range counts the target hex, + 1 per level [11.8]). */
export function fireFigures(game: SniperGame, firer: Soldier, target: Soldier, mode: FireMode): FireFigures {
  const range = distance(firer.hex, target.hex) + Math.abs(firer.level - target.level);
  const steps: FireStep[] = [];
  const base = firepowerAt(firer.weapon, range);
  let fp = base.value;
  steps.push({ name: `firepower of ${firer.weapon} at ${range}`, value: fp, rule: "sniper 12.6", provenance: base.provenance ?? BOOK("12.6") });
  if (firer.health === "wounded") { fp /= 2; steps.push({ name: "wounded firer", value: 0.5, rule: "sniper 14.1", provenance: BOOK("14.1") }); }
  if (mode === "opportunity") { fp /= 2; steps.push({ name: "opportunity fire", value: 0.5, rule: "sniper 12.2", provenance: BOOK("12.2") }); }
  fp = Math.floor(fp); // round down once at the end of the chain [12.6] (option sniper/rounding: once_at_end)
  let dv = 1;
  const marker = target.markers.evade ? fixedEffect("evading") : target.markers.move ? fixedEffect("moving") : null;
  if (marker) { dv *= marker.value; steps.push({ name: target.markers.evade ? "target evading" : "target moving", value: marker.value, rule: "sniper 12.6, 9.6", provenance: marker.provenance }); }
  const terrain = terrainAt(game.board, target.hex);
  const cover = terrainMultiple(game.board.mode, terrain, target.posture);
  if (cover.value !== 1) steps.push({ name: `${terrain}, ${target.posture}`, value: cover.value, rule: "sniper 11.8, 12.6", provenance: cover.provenance });
  dv *= cover.value;
  return { range, firepower: fp, defence: dv, column: Math.floor(fp / dv), steps };
}

/** The health after a result, a more serious one prevailing and two wounds making an unconscious soldier [14.2]. */
export function worsen(h: Health, r: FireResult): Health {
  if (h === "kia" || r === "-" || r === "P" || r === "P1" || r === "P2") return h;
  if (r === "K") return "kia";
  if (r === "I") return h === "incap" ? "kia" : "incap";
  return h === "healthy" ? "wounded" : h === "wounded" ? "incap" : h;
}

/** One shot, resolved: the target's new health and stun, the firer revealed and his ammunition checked. */
export function resolveShot(game: SniperGame, firer: Soldier, target: Soldier, mode: FireMode, dice: DiceSource): { game: SniperGame; events: GameEvent[]; result: FireResult } {
  const f = fireFigures(game, firer, target, mode);
  const roll = dice.roll(6) + dice.roll(6);
  const cell = fireResultCell(f.column, roll);
  const result = cell.value;
  // The basic game ignores P results [14.2]; fire stuns nobody (stun comes from explosions [13.4]).
  const health = worsen(target.health, result);
  const stunned = target.stunned;
  // Incapacitated soldiers lie prone [14.1].
  let next = withSoldier(game, target.id, { health, stunned, ...(health === "incap" || health === "kia" ? { posture: "prone" as const, markers: { sighting: false, exposed: false, move: false, evade: false } } : {}) });
  next = withSoldier(next, firer.id, { revealed: true, actedThisTurn: true });
  const events: GameEvent[] = [{
    type: "sniper/fired",
    data: { firer: firer.id, target: target.id, mode, range: f.range, firepower: f.firepower, defence: f.defence, column: f.column, roll, result, health, provenance: cell.provenance.kind },
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
