import type { Hex } from "@tactica/hex";
import { scopeFirer } from "../fire-setup/weapon-notes";
import { wearsBodyArmor } from "../fire-setup/body-armor";
import { isSameHex } from "@tactica/hex";
import type { LosAnswer, Viewpoint } from "@tactica/sighting";
import type { FireSituation } from "../fire/fire-situation";
import type { FireMode } from "../tables/basic-firing-chart";
import { firepowerRange } from "../sighting/firepower-range";
import type { Board } from "../core/board";
import { entrySides } from "../core/geometry";
import { headHeight } from "../core/soldiers";
import { advancedLosFrom, buildingCover, toSoldierViewpoint } from "./advanced-los";
import { blockCover } from "../works/obstacles";
import { positionCoverOf } from "../blasts/tree-positions";
import { caveCover } from "../works/caves";
import { behindHighCover } from "../works/works";
import { fieldConditionsOf } from "../blasts/smoke";
import { nightsightFirer, nstTarget } from "../blasts/optional-nightsights";
import type { FirepowerGame, Soldier } from "../state/types";
import { aboardTargetModifiers, vehicleObstacles } from "../vehicles/vehicle-targets";
import { fortificationCover } from "../works/bunkers-fire";
import { heightOptionsOf } from "./optional-defilade";
import { wallLoopholeCover } from "../works/loopholes";
import { structureHeightIn } from "../works/structure-height";
import { waterConcealment } from "../works/water";
import { isOnDeck } from "../blasts/bridges";
import { lTargetSpeed } from "../fire-setup/l-fire-movement-target";

/** The firer's friendly soldiers as LOS obstacles [6.3.4.3]: every other living soldier of his side; and every vehicle (vehicle-targets.ts, 19.1.6). */
export function friendliesOf(game: FirepowerGame, firer: Soldier): { hex: Hex; headHeight: number }[] {
  const soldiers = game.soldiers.filter((s) => !s.eliminated && s.side === firer.side && s.id !== firer.id).map((s) => ({ hex: s.hex, headHeight: headHeight(s) }));
  return [...soldiers, ...vehicleObstacles(game)];
}

/** A soldier as an LOS viewpoint (Advanced: with his storey and whether he is in his hex's work). */
export function toViewpoint(s: Soldier): Viewpoint {
  return toSoldierViewpoint(s);
}

/**
 * LOS from a soldier to a viewpoint: the Basic Game's [6.3.4]; in the Advanced Game 12.1 with heights, storeys and
 * heads lowered in works (`advancedLosFrom`), `options` giving `firepower/los_equal_to_lower`.
 */
export function losFrom(board: Board, game: FirepowerGame, firer: Soldier, to: Viewpoint, options?: Readonly<Record<string, string>>): LosAnswer | undefined {
  if (game.rules === "advanced") return advancedLosFrom(board, game, firer, to, options);
  return board.los(toViewpoint(firer), to, friendliesOf(game, firer));
}

/** Whether a feature of `kinds` lies on the target hex's side facing the firer (the fence or hedge "between") [6.3.6.2.2-3]. */
export function featureBetween(board: Board, from: Hex, target: Hex, kinds: readonly string[]): boolean {
  if (isSameHex(from, target)) return false;
  return entrySides(from, target).some((d) => board.sideFeatures(target, d).some((f) => kinds.includes(f)));
}

/** The fire situation of `firer` shooting (or throwing) at `target` now, with the LOS answer it rests on. */
export function toFireSituation(
  board: Board, game: FirepowerGame, firer: Soldier, target: Soldier, mode: FireMode, afterMf: number,
  options: Readonly<Record<string, string>>, los: LosAnswer,
): FireSituation {
  const terrain = board.terrainOf(target.hex);
  // Advanced: smoke on the line replaces the trees/hedges of its hexes; night and wounds [12.2.7, 12.2.11, 23.1.1].
  const { field, treesReplaced } = fieldConditionsOf(board, game, firer, los, target.hex, options);
  return {
    weapon: mode === "throw" ? "HGN" : firer.weapon, mode,
    range: firepowerRange(firer.hex, target.hex),
    firer: { posture: firer.posture, suppressed: firer.status === "suppressed", ...(firer.status === "pinned" ? { pinned: true } : {}), nonCombatMf: firer.nonCombatMf + afterMf, ...(firer.nbc ? { nbc: true } : {}), ...nightsightFirer(firer), ...scopeFirer(firer) }, // 16.7.2.2 (optional-nightsights.ts), 12.2.9 (weapon-notes.ts)
    target: {
      posture: target.posture, running: target.running, ...(wearsBodyArmor(target) ? { bodyArmor: true } : {}), // 12.4.8 (body-armor.ts)
      ...nstTarget(target), // 16.7.2.2 (optional-nightsights.ts)
      terrain: isOnDeck(game, target) ? "clear" : terrain === "tree" || terrain === "rough" || terrain === "scrub" ? terrain : "clear", // 8.9: a deck man is on the paved bridge, above the low spot's terrain (bridges.ts)
      fenceBetween: featureBetween(board, firer.hex, target.hex, ["fence", "roadblock"]), // 8.8.5.4: a roadblock is a fence
      hedgeBetween: featureBetween(board, firer.hex, target.hex, ["hedge"]),
      ...(target.inWorks ? { inWorks: true } : caveCover(game, target)), // 8.8.7: +1 cover and concealment in a cave
      ...(blockCover(game, target) ? { blockCover: true } : {}),
      ...(behindHighCover(game, target, options) ? { behindHighCover: true } : {}),
      ...buildingCover(board, game, firer, target),
      ...heightOptionsOf(board, game, firer, target, mode, options), // Options 16.2.2, 23.4 (optional-defilade.ts)
      ...positionCoverOf(board, game, firer.hex, target), // 10.4 tree/stump/well positions, 12.2.3 climbers peering (tree-positions.ts)
      ...aboardTargetModifiers(game, firer.hex, target),
      ...fortificationCover(game, firer.hex, target), // 8.8.4, 8.8.6 (bunkers-fire.ts)
      ...wallLoopholeCover(board, game, firer, target), // 8.2.4: a building loophole (loopholes.ts)
      ...waterConcealment(game, target), // 12.2.4: swimming or fording (water.ts)
      ...(game.rules === "advanced" ? lTargetSpeed(game, firer.hex, target) : {}), // 12.2.12.2, 19.3.6: a rider's vehicle's speed (l-fire-movement-target.ts)
    },
    treesAndHedges: los.modifier - treesReplaced,
    ...(Object.keys(field).length > 0 ? { field } : {}),
    ...(mode === "throw" && game.rules === "advanced" && structureHeightIn(game, target.hex) > 0 ? { structureHeight: structureHeightIn(game, target.hex) } : {}), // 12.2.10: G rolls, bot and odds too (structure-height.ts)
    ...(los.provenance[0] ? { losProvenance: los.provenance[0] } : {}),
    ...(game.rules === "advanced" ? { advanced: true } : {}),
    options,
  };
}
