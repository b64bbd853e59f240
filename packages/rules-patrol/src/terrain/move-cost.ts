import { lookupTec } from "../tables/terrain-effects";
import type { PatrolTableSet } from "../combat/patrol-tables";
import { DEFAULT_TABLES } from "../combat/patrol-tables";
import { isSlope } from "../state/index";
import { terrainOf } from "./craters";
import { toPillboxStepCost } from "./pillbox";
import type { PatrolGame } from "../state/index";

// The TEC's MP by table, mode and terrain: tables are immutable, and path searches (plot steps, the bot) ask often.
const tecMp = new WeakMap<object, Map<string, number>>();
function toTecMp(table: PatrolTableSet["terrain"], mode: PatrolGame["mode"], terrain: Parameters<typeof lookupTec>[2]): number {
  let byKey = tecMp.get(table);
  if (!byKey) { byKey = new Map(); tecMp.set(table, byKey); }
  const key = `${mode}|${terrain}`;
  let mp = byKey.get(key);
  if (mp === undefined) { mp = lookupTec(table, mode, terrain).value.mp; byKey.set(key, mp); }
  return mp;
}

/** MP to enter `to` from adjacent `from` [6.1 MV, 7.31, 9.8, 11.58]: hex cost + slope hexside + smoke (on entering); minimum 1. */
export function toMoveCost(game: PatrolGame, from: string, to: string, tables: PatrolTableSet = DEFAULT_TABLES): number {
  let cost = toTecMp(tables.terrain, game.mode, terrainOf(game, to));
  if (isSlope(game.map, from, to)) cost += toTecMp(tables.terrain, game.mode, "slope");
  cost = toPillboxStepCost(game, from, to, cost, tables.options); // 9.66, 9.68 (option patrol/pillbox_cost)
  const smoky = (h: string) => game.smoke.some((s) => s.hexes.includes(h));
  if (smoky(to) || (tables.options["patrol/smoke_mp"] === "enter_or_leave" && smoky(from))) cost += 1;
  return Math.max(1, cost);
}

/** Cumulative MP to complete each entry of a path starting at `start`. */
export function toPathCosts(game: PatrolGame, start: string, path: readonly string[], tables: PatrolTableSet = DEFAULT_TABLES): number[] {
  const out: number[] = [];
  let at = start, total = 0;
  for (const h of path) {
    total += toMoveCost(game, at, h, tables);
    out.push(total);
    at = h;
  }
  return out;
}
