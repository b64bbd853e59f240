// Vehicles crushing and smashing hexside terrain (Option 19.2.1.2, 19.2.1.2.4): a vehicle crossing a hexside with a
// hedge crushes it, with a wall, fence, roadblock or barricade smashes it (the feature is gone for the game, the hex
// side reverting to the hex's terrain, 12.3.4.2.1/12.3.4.2.5); it may be damaged (placeholder damage numbers); soldiers
// Up the smashed feature are eliminated, and in a smashed hex every soldier not inside the armour is hit by debris on
// 2 or less, −1 to the roll per height smashed. The map draws these features on hexsides, so the hexside crossed is
// the one destroyed.
import type { AnyTable, GameEvent } from "@tactica/engine";
import { lookup } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import type { Direction, Hex } from "@tactica/hex";
import { hexsideBetween, isSameHex, isSameHexside } from "@tactica/hex";
import type { MapDocument } from "@tactica/map";
import { flattenMapDocument } from "@tactica/map";
import { tableOf } from "../fire/table-of";
import { boardOf } from "../core/board";
import { dropClimbers, fallingNote } from "../movement/climber-falls";
import type { FirepowerGame } from "../state/types";
import { weaponsLost } from "./vehicles-terrain";
import type { SmashedFeature } from "../tables/vehicles-terrain-table";
import { SMASHED_FEATURES, VEHICLE_SMASH_DAMAGE, weightBand } from "../tables/vehicles-terrain-table";
import { findVehicle, isShutIn, lineOf, updateVehicle } from "./vehicles-state";
import { blastHits } from "../optional/wounds";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables?: ReadonlyMap<string, AnyTable> };

/** Debris hits a soldier in a smashed hex on this roll or less, the roll less 1 per height smashed [19.2.1.2.4] (the book's). */
export const DEBRIS_HIT = 2;

/** The features a vehicle destroys crossing from `from` to the adjacent `to`, with their heights. */
export function featuresCrossed(game: FirepowerGame, from: Hex, to: Hex): { type: SmashedFeature; height: number }[] {
  const side = hexsideBetween(from, to);
  if (!side) return [];
  const board = boardOf(game);
  return board.sideFeatureHeights(side.hex, side.dir).filter((f): f is { type: SmashedFeature; height: number } => (SMASHED_FEATURES as readonly string[]).includes(f.type));
}

/** The map document without the destroyed features on one hexside (map-level records replace a side's board features). */
function withoutFeatures(doc: MapDocument, from: Hex, to: Hex, types: readonly string[]): MapDocument {
  const side = hexsideBetween(from, to)!;
  const flat = doc.boards && doc.boards.length > 0 ? flattenMapDocument(doc) : doc;
  const hexsides = (flat.hexsides ?? []).map((rec) => (isSameHexside({ hex: rec.hex, dir: rec.dir as Direction }, side) ? { ...rec, features: rec.features.filter((f) => !types.includes(f.type)) } : rec)).filter((rec) => rec.features.length > 0);
  return { ...flat, hexsides };
}

/**
 * A vehicle crossing from `from` into `to` over a hedge, wall, fence, roadblock or barricade [19.2.1.2]: the feature
 * is destroyed; soldiers Up it are eliminated; for a smash (not a hedge) every soldier in `to` outside the armour
 * rolls for debris (2 or less, −1 per height); then the vehicle's damage roll (placeholder
 * `firepower/vehicle_smash_damage` by the tallest feature and weight): at or under it, its tracks and the weapons
 * facing the hex are destroyed. Survivors are then run down if the vehicle can (vehicles-run-down.ts).
 */
export function smashOnCrossing(game: FirepowerGame, vehicleId: string, from: Hex, to: Hex, back: boolean, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; events: GameEvent[] } {
  const v = findVehicle(game, vehicleId);
  const features = featuresCrossed(game, from, to);
  if (!v || features.length === 0) return { game, events: [] };
  const board = boardOf(game);
  const side = hexsideBetween(from, to)!;
  const smashed = features.filter((f) => f.type !== "hedge");
  const height = Math.max(...features.map((f) => f.height));
  const onSide = (h: Hex, d: number | undefined) => d !== undefined && isSameHexside({ hex: h, dir: (d - 1) as Direction }, side);
  const up = smashed.length > 0 ? game.soldiers.filter((s) => !s.eliminated && s.up?.hold === "fence" && onSide(s.hex, s.up.side)).map((s) => s.id) : [];
  let next: FirepowerGame = { ...game, mapDocument: withoutFeatures(board.document, from, to, features.map((f) => f.type)) };
  const dropped = dropClimbers(next, up, ctx.options); // 23.1.3: with the Wound Options they fall instead (climber-falls.ts)
  next = dropped.game;
  // 19.2.1.2.4: debris in a smashed hex, riders on top included, not men inside.
  const smashHeight = smashed.length > 0 ? Math.max(...smashed.map((f) => f.height)) : 0;
  const exposed = smashed.length > 0 ? next.soldiers.filter((s) => !s.eliminated && isSameHex(s.hex, to) && !isShutIn(s)) : [];
  const debris = exposed.map((s) => { const roll = dice.roll(10); return { soldier: s.id, roll, total: -smashHeight, result: roll - smashHeight <= DEBRIS_HIT ? "eliminated" : "no effect" }; });
  const hit = blastHits(next, debris, dice, ctx);
  next = hit.game;
  const line = lineOf(ctx.tables, v);
  const tallest = features.reduce((a, b) => (b.height > a.height ? b : a));
  const cell = lookup(tableOf(ctx.tables, VEHICLE_SMASH_DAMAGE), { feature: tallest.type, weight: weightBand(line.weight) });
  const need = cell.ok ? cell.value : 0;
  const roll = dice.roll(10);
  const damaged = roll <= need;
  const cur = findVehicle(next, v.id) ?? v;
  const lost = damaged ? weaponsLost(cur, line, back, height).filter((w) => !cur.damage.weapons.includes(w)) : [];
  if (damaged) next = updateVehicle(next, v.id, { damage: { ...cur.damage, tracks: line.traction === "T" ? Math.max(1, cur.damage.tracks) : 2, weapons: [...cur.damage.weapons, ...lost] } });
  const event: GameEvent = {
    type: "vehicle/smashed", data: {
      vehicle: v.id, from: board.idOf(from), to: board.idOf(to), features: features.map((f) => f.type), how: smashed.length > 0 ? "smashed" : "crushed",
      eliminatedUp: dropped.eliminated, ...fallingNote(dropped), debris: hit.rolls, roll, damageNumber: need, damaged, ...(damaged ? { tracks: "destroyed", weapons: lost } : {}),
      provenance: "placeholder (firepower/vehicle_smash_damage)", rule: "Firepower 19.2.1.2, 19.2.1.2.4",
    },
  };
  return { game: next, events: [event] };
}
