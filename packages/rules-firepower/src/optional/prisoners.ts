import type { GameEvent } from "@tactica/engine";
import { hexDistance, isSameHex } from "@tactica/hex";
import { isStunned } from "../core/status-ladder";
import type { FirepowerGame, Side, Soldier } from "../state/types";

/** Whether Option 25 (prisoners) is in use. */
export function prisonersInUse(options: Readonly<Record<string, string>>): boolean {
  return options["firepower/prisoners"] === "on";
}

/** The side that controls a soldier: a prisoner's captors [25.3], else his own side. */
export function controllerOf(s: Soldier): Side {
  return s.prisonerOf ?? s.side;
}

/** 25.1: the defenders may be taken prisoner instead of a melee when every one of them is Stunned or Inactive (unarmed is not modelled). */
export function canTakePrisoners(defenders: readonly Soldier[]): boolean {
  // 25.1: Stunned, Inactive and/or unarmed.
  return defenders.length > 0 && defenders.every((d) => (isStunned(d) || d.unarmed === true) && d.prisonerOf === undefined);
}

/**
 * 25.4, 25.2.2: during their own side's Impulse Phase, prisoners with no guard (a captor in their hex) and no
 * captor within two hexes are regained by their side; with a captor near but none in the hex they stay held
 * (surrendered: no Actions) until a guard comes back.
 */
export function releaseUnguarded(game: FirepowerGame, active: Side): { game: FirepowerGame; events: GameEvent[] } {
  const captors = (side: Side) => game.soldiers.filter((c) => !c.eliminated && controllerOf(c) === side && c.prisonerOf === undefined);
  const freed = game.soldiers.filter((p) => !p.eliminated && p.prisonerOf !== undefined && p.side === active
    && !captors(p.prisonerOf).some((c) => isSameHex(c.hex, p.hex) || hexDistance(c.hex, p.hex) <= 2)).map((p) => p.id);
  if (freed.length === 0) return { game, events: [] };
  const soldiers = game.soldiers.map((s) => {
    if (!freed.includes(s.id)) return s;
    const { prisonerOf: _held, ...rest } = s;
    return rest;
  });
  return { game: { ...game, soldiers }, events: [{ type: "prisoners/regained", data: { soldiers: freed, rule: "Firepower 25.4" } }] };
}
