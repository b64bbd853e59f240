import { lookup } from "@tactica/engine";
import type { AnyTable } from "@tactica/engine";
import type { LosAnswer, Viewpoint } from "@tactica/sighting";
import { tableOf } from "../fire/table-of";
import type { FirepowerLosOptions } from "../sighting/firepower-los-options";
import { FIREPOWER_POSTURE_HEIGHT } from "../sighting/firepower-los-options";
import { DEPTHS } from "../tables/advanced-data";
import type { Board } from "../core/board";
import { entrySides } from "../core/geometry";
import { worksAt } from "../works/works";
import type { FirepowerGame, Soldier } from "../state/types";
import { vehicleObstacles } from "../vehicles/vehicle-targets";
import { caveLos } from "../works/caves";
import { caveTopEnds, caveTopViewpoint } from "../works/cave-top";
import { climbingHead, inDitchViewpoint } from "./ditch";
import { tunnelLos } from "../works/tunnels";
import { fortificationViewpoint } from "../works/bunkers-fire";
import { bridgeLosOptions, underDeckViewpoint } from "../blasts/bridges-los";

/** A soldier as an LOS viewpoint: his hex and posture, his storey off the ground floor [8.2.1], in his hex's work [8.8.1]. */
export function toSoldierViewpoint(s: Soldier): Viewpoint {
  return { hex: s.hex, posture: s.posture, ...(s.storey ? { level: s.storey } : {}), ...(s.inWorks ? { inWorks: true } : {}), ...(s.ditchClimb ? { upHeight: climbingHead(s.ditchClimb) } : {}), ...(s.up ? { upHeight: s.up.height } : {}), ...(s.bridgeDeck !== undefined ? { upHeight: s.bridgeDeck + (FIREPOWER_POSTURE_HEIGHT[s.posture] ?? 0) } : {}), ...caveTopViewpoint(s), ...fortificationViewpoint(s) }; // 8.8.7: on a cave's top, the hill 3 up plus his posture (cave-top.ts) // 8.9: on a bridge deck, his head is the deck plus his posture (bridges.ts) // 10.5.1: Up at his height unit (climbing.ts)
}

/**
 * A viewpoint in a foxhole or trench of the game's works (set up by the scenario, not printed on the map): his head is
 * the work's depth below the ground, plus his posture height [8.8.2, 10.5.2] ("a Crouching or Prone soldier in a deep
 * foxhole ... will usually be unable to fire").
 */
function inHole(game: FirepowerGame, v: Viewpoint, tables?: ReadonlyMap<string, AnyTable>): Viewpoint {
  if (!v.inWorks) return inDitchViewpoint(game, v, tables); // 8.8.5.3: heads 5 heights down in a ditch (ditch.ts)
  const works = worksAt(game, v.hex);
  const depth = works ? lookup(tableOf(tables, DEPTHS), { item: works.type }) : undefined;
  if (!depth?.ok) return { hex: v.hex, posture: v.posture };
  return { hex: v.hex, posture: v.posture, upHeight: (FIREPOWER_POSTURE_HEIGHT[v.posture] ?? 0) + depth.value };
}

/** Head height above the hex's ground: his storey's floor and posture, or lower in a work [8.2.2, 10.5.2]. */
function headAboveGround(board: Board, v: Viewpoint): number {
  const cell = board.map.indexOf(v.hex.q, v.hex.r);
  const ground = cell < 0 ? 0 : (board.map.groundHeight[cell] ?? 0);
  const floor = board.floorOf(v.hex, v.level ?? 0) ?? ground;
  return floor - ground + (v.upHeight ?? FIREPOWER_POSTURE_HEIGHT[v.posture] ?? 0);
}

/** A viewpoint's eye as the Advanced LOS sees it: lowered in a foxhole, trench or ditch, stooping under a bridge deck [8.8.2, 8.8.5.3, 8.9]. */
export function losEye(board: Board, game: FirepowerGame, v: Viewpoint, tables?: ReadonlyMap<string, AnyTable>): Viewpoint {
  return underDeckViewpoint(board, game, inHole(game, v, tables)); // 8.9: heads under a bridge deck (bridges-los.ts)
}

/**
 * A soldier's head above his hex's ground as the Advanced LOS sees it: his storey's floor [8.2.1, 12.1.6], Up on a
 * height unit [10.5.1], a bridge deck [8.9], a cave's top [8.8.7], a tower, or lower in a work or ditch, plus his posture.
 */
export function soldierHeadAboveGround(board: Board, game: FirepowerGame, s: Soldier, tables?: ReadonlyMap<string, AnyTable>): number {
  return headAboveGround(board, losEye(board, game, toSoldierViewpoint(s), tables));
}

/** The Advanced LOS options of a game: the scenario's tree height [8.2.2], bridge decks [8.9], option `firepower/los_equal_to_lower`. */
export function advancedLosOptions(game: FirepowerGame, options?: Readonly<Record<string, string>>): FirepowerLosOptions {
  const equalToLower = options?.["firepower/los_equal_to_lower"] === "blocked" ? "blocked" : "clear";
  return { game: "advanced", equalToLower, ...(game.treeHeight !== undefined ? { treeHeight: game.treeHeight } : {}), ...bridgeLosOptions(game) };
}

/**
 * Advanced Game LOS from a soldier [12.1-12.1.6]: heads at terrain or storey floor + posture (lower in foxholes and
 * trenches), hills and other heights judged against the LOS chart (the digest's reconstructed stand-in wherever the
 * text gives no cell: the answer's provenance says so), building walls per storey and floor-to-floor only from a stair
 * hex [12.1.6], the firer's friends as obstacles at their heads [12.1.4.3], option `firepower/los_equal_to_lower`.
 */
export function advancedLosFrom(
  board: Board, game: FirepowerGame, firer: Soldier, to: Viewpoint, options?: Readonly<Record<string, string>>, tables?: ReadonlyMap<string, AnyTable>,
): LosAnswer | undefined {
  const eye = (v: Viewpoint): Viewpoint => losEye(board, game, v, tables);
  const friends = game.soldiers.filter((s) => !s.eliminated && s.side === firer.side && s.id !== firer.id)
    .map((s) => ({ hex: s.hex, headHeight: soldierHeadAboveGround(board, game, s, tables) }))
    .concat(vehicleObstacles(game, tables)); // Option 19: vehicles are obstacles of their height [19.1.6] (vehicle-targets.ts)
  const answer = board.los(eye(toSoldierViewpoint(firer)), eye(to), friends, advancedLosOptions(game, options)); // 8.2.2: the scenario's tree height (climbing-more.ts)
  return tunnelLos(game, firer, to.hex, caveLos(game, firer.hex, to.hex, answer, caveTopEnds(game, firer, to))); // 8.8.7 cave mouths (not for men on a cave's top, cave-top.ts), 8.8.8 tunnels (caves.ts, tunnels.ts)
}

/**
 * Advanced Game building cover and concealment of a target [12.2.3-12.2.4]: inside a building he is concealed; in a
 * wall hex whose open door or window on his storey lies between the firer and him (a side of his hex the line enters
 * through) he has cover. Loopholes (+2) are not in play.
 */
export function buildingCover(board: Board, game: FirepowerGame, firer: Soldier, target: Soldier): { inBuilding?: true; openingCover?: true } {
  if (game.rules !== "advanced" || board.storeysOf(target.hex).length === 0) return {};
  const storey = target.storey ?? 0;
  const opening = entrySides(firer.hex, target.hex).some((d) => {
    const side = board.levelSide(target.hex, d, storey);
    return side !== undefined && side.open && (side.type === "door" || side.type === "window");
  });
  return opening ? { inBuilding: true, openingCover: true } : { inBuilding: true };
}
