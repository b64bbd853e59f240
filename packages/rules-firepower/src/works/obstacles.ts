import type { AnyTable, Check } from "@tactica/engine";
import { lookup, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import type { z } from "zod";
import { tableOf } from "../fire/table-of";
import { OBSTACLE_TERRAIN_VALUES } from "../tables/obstacle-values";
import type { FirepowerGame, Soldier } from "../state/types";
import { checkVehicleFortificationEntry } from "./bunkers-fire";
import { OBSTACLE_TYPES } from "../state/works-state";
import type { Obstacle, ObstacleType } from "../state/works-state";

export { OBSTACLE_TYPES } from "../state/works-state";
export type { Obstacle, ObstacleType } from "../state/works-state";

/** The obstacle in a hex, if any (one defensive unit per hex). */
export function obstacleAt(game: FirepowerGame, hex: Hex): Obstacle | undefined {
  return (game.obstacles ?? []).find((o) => isSameHex(o.hex, hex));
}

const isWire = (o: Obstacle | undefined): boolean => o?.type === "wire" || o?.type === "double_wire";

/**
 * Whether a soldier may enter `to`, and the factor on his MF to do so [8.8.3, 8.8.5.1, 11.2.1]: wire may never be
 * entered (option `firepower/wire_entry`: "crossable" lets him in at the ordinary cost); abatis doubles the cost of
 * entering the hex and of moving while in it (leaving it included: a reading of "entering or in an abatis hex").
 */
export function soldierObstacleEntry(game: FirepowerGame, from: Hex, to: Hex, options: Readonly<Record<string, string>>): Check & { factor?: number } {
  const ahead = obstacleAt(game, to);
  if (isWire(ahead) && options["firepower/wire_entry"] !== "crossable") {
    return reject("move/wire", "soldiers may not enter a wire hex: it must be cleared first (a G blast, a charge or a tracked vehicle)", "Firepower 8.8.3");
  }
  // 8.8.5.3: a ditch is entered and left only by climbing its 5 heights (climb_ditch, ditch.ts); along its bottom, from
  // ditch hex to ditch hex, soldiers walk.
  if ((ahead?.type === "ditch") !== (obstacleAt(game, from)?.type === "ditch")) {
    return reject("move/must_climb", "a ditch is entered and left only by climbing its 5 heights (climb_ditch)", "Firepower 8.8.5.3, 11.1.11");
  }
  const abatis = ahead?.type === "abatis" || obstacleAt(game, from)?.type === "abatis";
  return { ...OK, factor: abatis ? 2 : 1 };
}

/**
 * Whether a vehicle of `traction` may enter `to`, and the factor on its MF [8.8.3, 8.8.5.2, 19.2.7.3]: wire bars
 * vehicles that are not tracked, blocks bar every vehicle, double wire doubles a tracked vehicle's cost. A tracked
 * vehicle entering wire crushes it (19.2.1.2): the caller removes the unit (`clearObstacle`).
 */
export function vehicleObstacleEntry(game: FirepowerGame, to: Hex, traction: string): Check & { factor?: number; crushes?: boolean } {
  const o = obstacleAt(game, to);
  const fort = checkVehicleFortificationEntry(game, to); // 8.8.4 (bunkers-fire.ts)
  if (!fort.ok) return fort;
  if (o?.type === "block") return reject("vehicle/block", "vehicles may not enter a block hex", "Firepower 8.8.5.2");
  if (o?.type === "ditch") return reject("vehicle/ditch", "vehicles may not enter a ditch hex", "Firepower 8.8.5.3");
  if (isWire(o) && traction !== "T") return reject("vehicle/wire", "only tracked vehicles may enter a wire hex", "Firepower 8.8.3");
  return { ...OK, factor: o?.type === "double_wire" ? 2 : 1, crushes: isWire(o) };
}

/** The game without the obstacle in `hex` (destroyed wire, double wire or abatis revert to their terrain, 12.3.4.2.1). */
export function clearObstacle(game: FirepowerGame, hex: Hex): FirepowerGame {
  const left = (game.obstacles ?? []).filter((o) => !isSameHex(o.hex, hex));
  return { ...game, obstacles: left };
}

/** A block hex gives +1 cover in all directions to soldiers in it, not to men aboard a vehicle [8.8.5.2]. */
export function blockCover(game: FirepowerGame, s: Soldier): boolean {
  return s.riding === undefined && obstacleAt(game, s.hex)?.type === "block";
}

/** What a blast did to the obstacle of its impact hex, as events report it [12.3.4.2]. */
export type ObstacleDamage = { readonly type: ObstacleType; readonly tv: number; readonly penetration: number; readonly destroyed: boolean; readonly provenance: string; readonly rule: string };

/**
 * A G blast of `penetration` in its impact hex damages wire, double wire or abatis there by its penetration: when
 * the penetration equals or exceeds the terrain value left, the unit is removed and the hex reverts to its terrain
 * [12.3.4.2, 12.3.4.2.1]; otherwise the damage is noted. Blocks and ditches have no terrain value the text gives, so they stay.
 */
export function blastObstacle(game: FirepowerGame, hex: Hex, penetration: number, tables?: ReadonlyMap<string, AnyTable>): { game: FirepowerGame; damage?: ObstacleDamage } {
  const o = obstacleAt(game, hex);
  if (!o || o.type === "block" || o.type === "ditch") return { game };
  const cell = lookup(tableOf(tables, OBSTACLE_TERRAIN_VALUES), { item: o.type });
  if (!cell.ok) throw new Error(`firepower/obstacle_terrain_values: ${cell.error.message}`);
  const left = cell.value - (o.damage ?? 0);
  const destroyed = penetration >= left;
  const damage: ObstacleDamage = { type: o.type, tv: left, penetration, destroyed, provenance: cell.provenance.kind, rule: "Firepower 12.3.4.2, 12.3.4.2.1" };
  if (destroyed) return { game: clearObstacle(game, hex), damage };
  const obstacles = (game.obstacles ?? []).map((x) => (x === o ? { ...o, damage: (o.damage ?? 0) + penetration } : x));
  return { game: { ...game, obstacles }, damage };
}

type ScenarioLike = {
  readonly works?: readonly { readonly hex: string; readonly type: string }[] | undefined;
  readonly vehicles?: readonly { readonly hex: string }[] | undefined;
  readonly sides: Readonly<Record<"A" | "B", { readonly soldiers: readonly { readonly hex: string }[] }>>;
};

/**
 * Scenario check: nobody starts where he could never have gone [8.8.3, 8.8.5.2, 8.8.5.3]: no soldier in a wire or
 * double wire hex, no vehicle in a wire, block or ditch hex (the issue names the soldier's or vehicle's hex field).
 */
export function checkObstacleScenario(sc: ScenarioLike, ctx: z.RefinementCtx): void {
  const typeAt = new Map((sc.works ?? []).map((w) => [w.hex, w.type]));
  if (![...typeAt.values()].some((t) => (OBSTACLE_TYPES as readonly string[]).includes(t))) return;
  for (const side of ["A", "B"] as const) {
    sc.sides[side].soldiers.forEach((s, i) => {
      const t = typeAt.get(s.hex);
      if (t === "wire" || t === "double_wire") ctx.addIssue({ code: "custom", message: `no soldier may stand in the ${t.replace("_", " ")} at ${s.hex} (8.8.3)`, path: ["sides", side, "soldiers", i, "hex"] });
    });
  }
  (sc.vehicles ?? []).forEach((v, i) => {
    const t = typeAt.get(v.hex);
    if (t === "wire" || t === "double_wire" || t === "block" || t === "ditch") ctx.addIssue({ code: "custom", message: `no vehicle may stand in the ${t.replace("_", " ")} at ${v.hex} (8.8.3, 8.8.5)`, path: ["vehicles", i, "hex"] });
  });
}
