// Hit locations within a vehicle hex (Option 19.3.1, 12.7): where a G (or H-as-G) round landing in a vehicle's hex
// actually bursts — on the vehicle or in the hex, which side of the hex, hull or turret, through an open hatch or on
// the armour. The HIT LOCATION TABLES are missing from the text: the thresholds are PLACEHOLDERS in
// `firepower/vehicle_hit_location`; the book gives the hatch number (1), the modifiers and the order of the rolls.
import type { AnyTable } from "@tactica/engine";
import { lookupOrThrow } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import type { Hex } from "@tactica/hex";
import { hexDistance, isSameHex } from "@tactica/hex";
import { penetrates } from "../advanced/vehicles";
import { tableOf } from "../fire/table-of";
import type { FirepowerGame } from "../state/types";
import type { ArmourFace, VehicleLine } from "../vehicles/vehicle-chart";
import type { VehicleHit } from "./vehicle-hits";
import { blastOnVehicle, hitVehicle } from "./vehicle-hits";
import type { Vehicle } from "../vehicles/vehicles-state";
import type { HitLocationCheck } from "../tables/vehicles-hit-location-table";
import { VEHICLE_HIT_LOCATION } from "../tables/vehicles-hit-location-table";
import { armourFaceFrom, crewOf, lineOf, vehicleAt } from "../vehicles/vehicles-state";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables?: ReadonlyMap<string, AnyTable> };

/** A hatch passes a round only on a 1 [19.3.1.2.2] (the book's number). */
export const HATCH_PASS = 1;

/** One roll of the hit location, as events report it. */
export type LocationRoll = { readonly check: string; readonly roll: number; readonly modifier: number; readonly need: number; readonly result: string; readonly provenance: "book" | "placeholder" };

/** Parts of a vehicle a round may land on [19.3.1.1.2]. */
type Part = "turret" | "front hull" | "rear hull";

const clamp = (n: number) => Math.max(1, Math.min(10, n));

/** The part of the hull or turret a crewman's hatch is in [19.3.1.2.2]: boxes 7-15 the turret, 1-4 the front hull, 5-6 the rear hull. */
export function hatchPart(box: number): Part {
  return box >= 7 ? "turret" : box <= 4 ? "front hull" : "rear hull";
}

/** Open hatches of a vehicle by part: Standing crewmen's [19.4.2] and hatches broken open [19.4.3]. */
export function openHatchParts(game: FirepowerGame, v: Vehicle): Part[] {
  const boxes = [...crewOf(game, v.id).filter((s) => s.posture === "stand").map((s) => s.riding?.box ?? 0), ...(v.brokenHatches ?? [])];
  return [...new Set(boxes.filter((b) => b > 0).map(hatchPart))];
}

/** The parts of the vehicle in the impact hex [19.3.1.1.2]: three on a small vehicle with two heights; on a large one the hex's hull and its turret if there. */
function partsIn(v: Vehicle, line: VehicleLine, hex: Hex): Part[] {
  const twoHeights = line.height.turret !== line.height.hull;
  if (!v.rear) return twoHeights ? ["turret", "front hull", "rear hull"] : ["front hull", "rear hull"];
  const front = isSameHex(hex, v.hex);
  const turretInRear = line.weapons[0]?.position === "K";
  const hull: Part = front ? "front hull" : "rear hull";
  return twoHeights && front !== turretInRear ? [hull, "turret"] : [hull];
}

/** The faces opposite each armour face: the far side of the hex. */
const FAR: Readonly<Record<ArmourFace, ArmourFace>> = { F: "R", R: "F", FS: "RS", RS: "FS", T: "T", B: "B", TRK: "TRK" };

/** Where a G round in a vehicle's hex landed. */
export type GLocation =
  | { readonly on: "hex"; readonly face: ArmourFace; readonly rolls: readonly LocationRoll[] }
  | { readonly on: "vehicle"; readonly part?: Part; readonly hatch: boolean; readonly rolls: readonly LocationRoll[] };

/**
 * Roll where a G round fired from `from` lands in vehicle `v`'s hex `hex` [19.3.1, 12.7.4: one roll at a time]:
 * vehicle or hex; if the hex, which side; if the vehicle and it makes a difference, which part; then through an open
 * hatch on a 1 (−3/−2/−1 at range 1/2/3, 19.3.1.3). From the vehicle's own hex the firer's desired location is hit
 * automatically (the vehicle, and an open hatch if there is one). The firer designates the sides in this order: parts
 * with open hatches first, then turret, front hull, rear hull (the most desired, 12.7.1).
 */
export function locateGHit(game: FirepowerGame, v: Vehicle, hex: Hex, from: Hex, dice: DiceSource, tables?: ReadonlyMap<string, AnyTable>): GLocation {
  const line = lineOf(tables, v);
  const t = tableOf(tables, VEHICLE_HIT_LOCATION);
  const need = (check: HitLocationCheck) => lookupOrThrow(t, { check }).value;
  const range = hexDistance(from, hex);
  const open = openHatchParts(game, v);
  if (range === 0) return { on: "vehicle", hatch: open.length > 0, rolls: [] };
  const rolls: LocationRoll[] = [];
  const roll = (check: string, modifier: number, n: number, hit: string, miss: string, provenance: LocationRoll["provenance"]) => {
    const r = dice.roll(10);
    const ok = clamp(r + modifier) <= n;
    rolls.push({ check, roll: r, modifier, need: n, result: ok ? hit : miss, provenance });
    return ok;
  };
  if (!roll("vehicle or hex", 0, need(v.rear ? "vehicle_lgv" : "vehicle_smv"), "vehicle", "hex", "placeholder")) {
    // 19.3.1.1.1, 12.7.1 (−2 at range 1-3): the side of the hex, the near one facing the firer or the far one.
    const near = armourFaceFrom(v, from, line);
    const nearSide = roll("side of hex", range <= 3 ? -2 : 0, need("near_side"), "near side", "far side", "placeholder");
    return { on: "hex", face: nearSide ? near : FAR[near], rolls };
  }
  const parts = partsIn(v, line, hex).sort((a, b) => Number(open.includes(b)) - Number(open.includes(a)));
  // 19.3.1.1.2: the part roll only "if it makes any difference": an open hatch somewhere among the parts.
  let part: Part | undefined;
  if (parts.length > 1 && parts.some((p) => open.includes(p))) {
    // 12.7.1: −2 at range 1-3; one roll picks among the firer's designated sides.
    const mod = range <= 3 ? -2 : 0;
    const r = dice.roll(10);
    const m = clamp(r + mod);
    const first = need(parts.length === 3 ? "three_sides_first" : "two_sides_first");
    part = m <= first ? parts[0]! : parts.length === 2 || m <= need("three_sides_second") ? parts[1]! : parts[2]!;
    rolls.push({ check: parts.length === 3 ? "three sides" : "two sides", roll: r, modifier: mod, need: first, result: part, provenance: "placeholder" });
  } else if (parts.length === 1) part = parts[0];
  const hatchHere = part ? open.includes(part) : open.length > 0;
  if (!hatchHere) return { on: "vehicle", ...(part ? { part } : {}), hatch: false, rolls };
  const through = roll("open hatch", range === 1 ? -3 : range === 2 ? -2 : range === 3 ? -1 : 0, HATCH_PASS, "through the hatch", "on the armour", "book");
  return { on: "vehicle", ...(part ? { part } : {}), hatch: through, rolls };
}

/**
 * A G (or H-as-G) round fired from `from` bursting in a vehicle's hex [19.3.1-19.3.4]: located first; through an open
 * hatch it blasts inside; on the vehicle it meets the top armour (inside blast or on-vehicle blast, 19.3.3); in the
 * hex it meets the armour of the side hit (inside blast), else it is an in-hex blast (19.3.4): no radio or gunsights
 * roll, the tracks roll if the penetration reaches their armour. The hex's soldiers outside the armour roll in gBlast.
 */
export function locatedBlastOnVehicle(game: FirepowerGame, hex: Hex, blast: number, penetration: number, from: Hex, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; hit?: VehicleHit } {
  const v = vehicleAt(game, hex);
  if (!v) return { game };
  const where = locateGHit(game, v, hex, from, dice, ctx.tables);
  const rule = "Firepower 19.3.1";
  if (where.on === "vehicle" && where.hatch) {
    const out = hitVehicle(game, v, "T", penetration, blast, dice, ctx, "Firepower 19.3.1.2.2, 19.3.2", true);
    return { game: out.game, hit: { ...out.hit, location: where } };
  }
  if (where.on === "vehicle") {
    const out = blastOnVehicle(game, hex, blast, penetration, dice, ctx);
    return { game: out.game, ...(out.hit ? { hit: { ...out.hit, location: where } } : {}) };
  }
  const line = lineOf(ctx.tables, v);
  if (penetrates(penetration, line.armour[where.face])) {
    const out = hitVehicle(game, v, where.face, penetration, blast, dice, ctx, "Firepower 19.3.1.1.1, 19.3.2");
    return { game: out.game, hit: { ...out.hit, location: where } };
  }
  // 19.3.4: an in-hex blast; the tracks take a blast roll when the penetration reaches their armour.
  const base = { vehicle: v.id, face: where.face, armour: line.armour[where.face], penetration, penetrated: false, blast, rule: "Firepower 19.3.4", location: where };
  if (!penetrates(penetration, line.armour.TRK)) return { game, hit: { ...base, rolls: [] } };
  const roll = dice.roll(10);
  if (roll > blast) return { game, hit: { ...base, rolls: [{ location: "tracks", roll, result: "no effect" }] } };
  const out = hitVehicle(game, v, "TRK", penetration, blast, dice, ctx, rule);
  return { game: out.game, hit: { ...base, rolls: [{ location: "tracks", roll, result: "hit" }], ...(out.hit.tracks ? { tracks: out.hit.tracks } : {}) } };
}

