import type { LosJudge } from "@tactica/sighting";
import { checkLineOfSight } from "@tactica/sighting";
import { createPatrolJudge } from "../sighting/create-patrol-judge";
import { toHex, toCompiledMap } from "../state/index";
import type { Man, PatrolGame } from "../state/index";
import { toCraterHexes, isVehicleBetween, toPillboxBlockers } from "../terrain/index";

const judges = new WeakMap<PatrolGame["smoke"], WeakMap<PatrolGame["map"], Map<string, LosJudge>>>();

/** The LOS judge for a game's map, smoke and craters (memoized per immutable smoke list and map, and crater list). */
export function toJudge(game: PatrolGame): LosJudge {
  let byMap = judges.get(game.smoke);
  if (!byMap) { byMap = new WeakMap(); judges.set(game.smoke, byMap); }
  let byCraters = byMap.get(game.map);
  if (!byCraters) { byCraters = new Map(); byMap.set(game.map, byCraters); }
  const craters = toCraterHexes(game);
  const pillboxes = toPillboxBlockers(game);
  const key = `${game.mode}|${game.night !== undefined}|${craters.join(",")}|${pillboxes.join(",")}`;
  let j = byCraters.get(key);
  if (!j) {
    // Craters block only at night (-(N), 9.84).
    const out = createPatrolJudge(toCompiledMap(game.map), { mode: game.mode, night: game.night !== undefined, smoke: game.smoke.flatMap((s) => s.hexes.map(toHex)), craters: craters.map(toHex), pillboxes: pillboxes.map(toHex) });
    if (!out.ok) throw new Error(out.error.message);
    j = out.value;
    byCraters.set(key, j);
  }
  return j;
}

/** The LOS posture of a man [16.1 columns]: erect, or prone / prone-hidden. */
export function toLosPosture(m: Man): string {
  return m.posture === "erect" ? "erect" : m.concealed ? "prone-hidden" : "prone";
}

/** True when there is a clear line of sight between two hexes with the given postures [9.3, 9.7]. */
export function canSee(game: PatrolGame, from: string, fromPosture: string, to: string, toPosture: string): boolean {
  if (from === to) return true;
  if (isVehicleBetween(game, from, to)) return false; // 23.61: a hull blocks the line of sight and fire
  const r = checkLineOfSight(toJudge(game), { hex: toHex(from), posture: fromPosture }, { hex: toHex(to), posture: toPosture });
  if (!r.ok) return false;
  return r.value.clear;
}

/** True when man a sees man b [9.3, 16.0]. */
export function seesMan(game: PatrolGame, a: Man, b: Man): boolean {
  if (!a.hex || !b.hex) return false;
  return canSee(game, a.hex, toLosPosture(a), b.hex, toLosPosture(b));
}
