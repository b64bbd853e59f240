// Terrain destruction by vehicles (Option 19.2.1.2): a vehicle is too large to share a hex with a tree, so entering a
// tree hex topples it — the hex becomes an abatis hex (12.3.4.2.4) — and the vehicle may be damaged: a roll at or
// under the damage number (placeholder Vehicle Terrain Destruction Tables) destroys its tracks and the weapons facing
// the hex. Soldiers Up the tree are eliminated; enemy soldiers there are otherwise only run down, if they can be.
import type { AnyTable, GameEvent } from "@tactica/engine";
import { lookup } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import type { MapDocument } from "@tactica/map";
import { tableOf } from "../fire/table-of";
import { boardOf } from "../core/board";
import { dropClimbers, fallingNote } from "../movement/climber-falls";
import { patchSoldiers } from "../core/soldiers";
import type { FirepowerGame } from "../state/types";
import type { VehicleLine } from "./vehicle-chart";
import { VEHICLE_TOPPLE_DAMAGE, weightBand } from "../tables/vehicles-terrain-table";
import type { Vehicle } from "./vehicles-state";
import { findVehicle, lineOf, updateVehicle } from "./vehicles-state";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables?: ReadonlyMap<string, AnyTable> };

/** The map document with a hex's terrain replaced (a map-level hex record overrides the board's terrain only). */
function withTerrain(doc: MapDocument, hex: Hex, terrain: string): MapDocument {
  return { ...doc, hexes: [...(doc.hexes ?? []), { hex: { q: hex.q, r: hex.r }, terrain }] };
}

/** Open and shield mounts [19.1.12]: C, E, F, G, H, L. */
const OPEN_OR_SHIELD = ["C", "E", "F", "G", "H", "L"];

/**
 * The weapons a failed damage roll destroys [19.2.1.2.1]: those facing the hex — B, and J with a B main gun, when
 * going forward; A, K and J unless the turret faces directly away — and open or shield mounts no taller than the
 * terrain (our reading: the height condition qualifies the open and shield mounts only).
 */
export function weaponsLost(v: Vehicle, line: VehicleLine, back: boolean, terrainHeight: number): string[] {
  const bMain = line.weapons[0]?.position === "B";
  const turretAway = line.turretTurn > 0 && v.turret === (back ? v.facing : ((v.facing + 2) % 6) + 1);
  return line.weapons.filter((w) => {
    if (!back && (w.position === "B" || (w.position === "J" && bMain))) return true;
    if ((w.position === "A" || w.position === "K" || (w.position === "J" && !bMain)) && line.turretTurn > 0 && !turretAway) return true;
    return OPEN_OR_SHIELD.includes(w.position) && line.height.hull <= terrainHeight;
  }).map((w) => w.weapon);
}

/**
 * A vehicle entering a tree hex topples the trees [19.2.1.2, 12.3.4.2.4]: the hex becomes clear with an abatis unit,
 * soldiers Up the tree are eliminated and any tree positions in it end; then the damage roll (placeholder
 * `firepower/vehicle_topple_damage` by weight): at or under it, the tracks are destroyed and the weapons facing the
 * hex (and open or shield mounts no taller than the trees) with them.
 */
export function toppleOnEntry(game: FirepowerGame, vehicleId: string, hex: Hex, back: boolean, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; events: GameEvent[] } {
  const board = boardOf(game);
  const v = findVehicle(game, vehicleId);
  if (!v || board.terrainOf(hex) !== "tree") return { game, events: [] };
  const cell = board.map.indexOf(hex.q, hex.r);
  const treeHeight = cell < 0 ? 0 : (board.map.topHeight[cell] ?? 0) - (board.map.groundHeight[cell] ?? 0);
  const up = game.soldiers.filter((s) => !s.eliminated && isSameHex(s.hex, hex) && s.up?.hold === "tree").map((s) => s.id);
  // 23.1.3: with the Wound Options the men Up the toppled tree fall instead of dying (climber-falls.ts).
  const dropped = dropClimbers({ ...game, mapDocument: withTerrain(board.document, hex, "clear"), obstacles: [...(game.obstacles ?? []), { hex, type: "abatis" }] }, up, ctx.options);
  let next = patchSoldiers(dropped.game, (s) => {
    if (!isSameHex(s.hex, hex) || !s.treePosition) return undefined;
    const { treePosition: _gone, ...rest } = s;
    return rest;
  });
  const line = lineOf(ctx.tables, v);
  const cellDamage = lookup(tableOf(ctx.tables, VEHICLE_TOPPLE_DAMAGE), { weight: weightBand(line.weight) });
  const need = cellDamage.ok ? cellDamage.value : 0;
  const roll = dice.roll(10);
  const damaged = roll <= need;
  const lost = damaged ? weaponsLost(v, line, back, treeHeight).filter((w) => !v.damage.weapons.includes(w)) : [];
  if (damaged) next = updateVehicle(next, v.id, { damage: { ...v.damage, tracks: line.traction === "T" ? Math.max(1, v.damage.tracks) : 2, weapons: [...v.damage.weapons, ...lost] } });
  const event: GameEvent = {
    type: "vehicle/toppled", data: {
      vehicle: v.id, hex: board.idOf(hex), became: "abatis", eliminatedUp: dropped.eliminated, ...fallingNote(dropped), roll, damageNumber: need, damaged, ...(damaged ? { tracks: "destroyed", weapons: lost } : {}),
      provenance: "placeholder (firepower/vehicle_topple_damage)", rule: "Firepower 19.2.1.2, 12.3.4.2.4",
    },
  };
  return { game: next, events: [event] };
}
