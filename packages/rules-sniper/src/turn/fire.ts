// A shot in play [12.6]: the fire folder's resolution (firepower by weapon and range, halvings, defence multiples,
// the Fire Attack Results cell) on the firer and target as they stand, results applied at once [12.7] with the
// accumulation of 14.2, then the ammunition check of automatic weapons [12.8].
import type { DiceSource } from "@tactica/dice";
import type { AnyTable, GameEvent, Provenance } from "@tactica/engine";
import { fireNumbers, resolveFire } from "../fire/index";
import type { FireSituation } from "../fire/index";
import type { FireResult, TerrainType } from "../tables/index";
import type { Health, SniperGame, Soldier } from "../state/index";
import { distance, terrainAt, withSoldier } from "../state/index";
import { AUTOMATIC, runsDry } from "./fire-tables";

export type FireMode = "direct" | "opportunity";

export type FireStep = { readonly name: string; readonly value: number; readonly rule: string; readonly provenance: Provenance };

export type FireFigures = {
  readonly range: number;
  readonly firepower: number;
  readonly defence: number;
  readonly column: number;
  readonly rollModifier: number;
  /** The defensive multiples with their provenance, and the firepower cell's. */
  readonly steps: readonly FireStep[];
  readonly provenance: readonly Provenance[];
};

/** The fire folder's situation for a shot between two soldiers on the board (range + 1 per level [11.8]). */
export function fireSituation(game: SniperGame, firer: Soldier, target: Soldier, mode: FireMode, options?: Readonly<Record<string, string>>, tables?: ReadonlyMap<string, AnyTable>): FireSituation {
  return {
    weapon: firer.weapon, range: distance(firer.hex, target.hex) + Math.abs(firer.level - target.level), mode,
    firerWounded: firer.health === "wounded", terrainMode: game.board.mode,
    target: { posture: target.posture, moving: target.markers.move, evading: target.markers.evade, terrain: terrainAt(game.board, target.hex) as TerrainType },
    ...(options ? { options } : {}),
    ...(tables ? { tables } : {}),
  };
}

/** The firepower, defence and column of one shot [12.6], or undefined when it cannot be made (out of range). */
export function fireFigures(game: SniperGame, firer: Soldier, target: Soldier, mode: FireMode, options?: Readonly<Record<string, string>>): FireFigures | undefined {
  const s = fireSituation(game, firer, target, mode, options);
  const n = fireNumbers(s);
  if (!n.ok) return undefined;
  const steps: FireStep[] = n.defenceFactors.map((f) => ({ name: f.what, value: f.multiple, rule: f.rule, provenance: f.provenance }));
  return { range: s.range, firepower: n.firepower, defence: n.defence, column: n.column, rollModifier: n.rollModifier, steps, provenance: n.provenance };
}

/** The health after a result, a more serious one prevailing and two wounds making an unconscious soldier [14.2]; P results are ignored in the basic game [14.2]. */
export function worsen(h: Health, r: FireResult): Health {
  if (h === "kia" || r === "-" || r === "P" || r === "P1" || r === "P2") return h;
  if (r === "K") return "kia";
  if (r === "I") return h === "incap" ? "kia" : "incap";
  return h === "healthy" ? "wounded" : h === "wounded" ? "incap" : h;
}

/** One shot, resolved: the target's new health, the firer revealed and his ammunition checked [12.8]. */
export function resolveShot(game: SniperGame, firer: Soldier, target: Soldier, mode: FireMode, dice: DiceSource, options?: Readonly<Record<string, string>>, tables?: ReadonlyMap<string, AnyTable>): { game: SniperGame; events: GameEvent[]; result: FireResult } {
  const s = fireSituation(game, firer, target, mode, options, tables);
  const two = dice.roll(6) + dice.roll(6);
  const r = resolveFire(s, two);
  const result: FireResult = r.ok ? r.result : "-";
  const health = worsen(target.health, result);
  // Unconscious and dead soldiers lie prone [14.1].
  let next = withSoldier(game, target.id, { health, ...(health === "incap" || health === "kia" ? { posture: "prone" as const, markers: { sighting: false, exposed: false, move: false, evade: false } } : {}) });
  next = withSoldier(next, firer.id, { revealed: true, actedThisTurn: true });
  const weakest = r.ok ? (r.provenance.find((p) => p.kind === "placeholder") ?? r.provenance.find((p) => p.kind === "reconstructed") ?? r.resultProvenance) : undefined;
  const events: GameEvent[] = [{
    type: "sniper/fired",
    data: r.ok
      ? { firer: firer.id, target: target.id, mode, range: s.range, firepower: r.firepower, defence: r.defence, column: r.column, dice: two, roll: r.roll, result, health, provenance: weakest?.kind ?? "book", sources: [...new Map(r.provenance.map((p) => [JSON.stringify(p), p])).values()] }
      : { firer: firer.id, target: target.id, mode, refused: r.code, dice: two, result, health },
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
