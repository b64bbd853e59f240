import { hexLineHexes } from "@tactica/hex";
import type { Force } from "../scenarios/parse-force";
import { stepHex, toHex, toHexId, isActive } from "../state/index";
import type { Vector, Man, PatrolGame, Side, VehicleKind, CrewPost, Vehicle } from "../state/index";
export type { VehicleKind, CrewPost, Vehicle } from "../state/index";

/** The vehicles of a match (empty when the OBs list none). */
export function vehiclesOf(game: PatrolGame): readonly Vehicle[] {
  return game.vehicles ? Object.values(game.vehicles) : [];
}

/** A copy of the game with one vehicle patched. */
export function patchVehicle(game: PatrolGame, id: string, patch: Partial<Vehicle>): PatrolGame {
  const v = game.vehicles?.[id];
  if (!v) throw new Error(`unknown vehicle ${id}`);
  return { ...game, vehicles: { ...game.vehicles, [id]: { ...v, ...patch } } };
}

const OPPOSITE: Readonly<Record<Vector, Vector>> = { A: "D", B: "E", C: "F", D: "A", E: "B", F: "C" };

/** The hex behind the hull, through which men mount and dismount [23.8, 24.11]. */
export function toRearHex(v: Vehicle): string | undefined {
  return stepHex(v.hex, OPPOSITE[v.facing]);
}

/** The men in or on a vehicle [23.8, 24.1]. */
export function toAboard(game: PatrolGame, vehicleId: string): Man[] {
  return game.order.map((id) => game.men[id]!).filter((m) => m.aboard === vehicleId && m.hex !== null && !m.exited);
}

/** Passenger places a man takes: flamethrower and rocket-launcher men count as two [24.11]. */
export function toPassengerSize(m: Man): number {
  return m.counter === "FT" || m.counter === "RL" ? 2 : 1;
}

/** The vehicle can still run: not destroyed, crew in, driver able, commander not wounded [23.22]. */
export function canDrive(v: Vehicle): boolean {
  return !v.destroyed && !v.bailedOut && !v.immobilized && isFitCrew(v, "driver") && isFitCrew(v, "commander");
}

/** A crew post is filled by a fit man (a hurt crewman's function is lost [23.22]). */
export function isFitCrew(v: Vehicle, post: CrewPost): boolean {
  return v.crew[post] === "fit";
}

/** The vehicle is alive and manned: it may plot [23.22] (a wounded commander makes it inert). */
export function canPlot(v: Vehicle): boolean {
  return !v.destroyed && !v.bailedOut && isFitCrew(v, "commander");
}

/** The vehicle blocks line of sight and fire through its hex, live or destroyed [23.61, 14.23]. */
export function isVehicleHex(game: PatrolGame, hex: string): boolean {
  return vehiclesOf(game).some((v) => v.hex === hex);
}

/** True when a vehicle hull (live or destroyed) stands between two hexes, blocking sight, fire and fragments (not stun) [23.61, 14.23]. */
export function isVehicleBetween(game: PatrolGame, from: string, to: string): boolean {
  if (!game.vehicles) return false;
  const hulls = new Set(vehiclesOf(game).map((v) => v.hex));
  return hexLineHexes(toHex(from), toHex(to)).map(toHexId).some((h) => h !== undefined && h !== from && h !== to && hulls.has(h));
}

/**
 * Which protection a man aboard has [23.8, 24.4, 24.8]: tank riders count as erect outside ("exposed"); APC
 * passengers are shielded from small arms, fragments and stun ("sealed"); halftrack passengers are shielded from
 * small arms and fragments unless standing to fire ("walls"), and grenades or satchels can be thrown in.
 */
export function toShelter(game: PatrolGame, m: Man): "none" | "exposed" | "sealed" | "walls" {
  const v = m.aboard ? game.vehicles?.[m.aboard] : undefined;
  if (!v || v.destroyed) return "none";
  if (v.kind === "tank") return "exposed";
  if (v.kind === "apc") return "sealed";
  return m.posture === "erect" ? "exposed" : "walls";
}

/** True when small-arms fire cannot reach the man inside his vehicle [23.6, 24.4, 24.8]. */
export function isShieldedFromFire(game: PatrolGame, m: Man): boolean {
  const s = toShelter(game, m);
  return s === "sealed" || s === "walls";
}

const pad = (n: number) => String(n).padStart(2, "0");

function toCrew(kind: VehicleKind, ob: string): Vehicle["crew"] {
  if (kind !== "tank") return { driver: "fit", commander: "fit" }; // 24.0
  // 23.0: five men, four in modern tanks (no hull gunner after World War II: OBs 27.6 Korea onwards).
  const modern = Number(ob.slice(0, 4)) >= 27.6;
  return modern ? { commander: "fit", driver: "fit", gunner: "fit", loader: "fit" } : { commander: "fit", driver: "fit", gunner: "fit", loader: "fit", hull: "fit" };
}

/**
 * The vehicles an OB force lists [27.0]: tanks, APCs and halftracks ("HT"; an APC of an OB before the 1960s is a
 * halftrack [24.8]). Each starts on its side's second row from the right-hand end, facing the enemy edge, buttoned
 * down (a reading: the book sets no starting configuration), unless the scenario deploys it by id.
 */
export function toVehicles(side: Side, force: Force, ob: string, cols: number, rows: number, deploy: Readonly<Record<string, { readonly hex: string }>> | undefined): Vehicle[] {
  const early = Number(ob.slice(0, 4)) < 27.7;
  const kinds: VehicleKind[] = [
    ...Array.from({ length: force.tanks }, () => "tank" as const),
    ...Array.from({ length: force.apcs }, () => (early ? "halftrack" as const : "apc" as const)),
    ...Array.from({ length: force.halftracks }, () => "halftrack" as const),
  ];
  const count: Record<string, number> = {};
  return kinds.map((kind, i) => {
    count[kind] = (count[kind] ?? 0) + 1;
    const id = `${side[0]}-${kind}${count[kind]}`;
    const hex = deploy?.[id]?.hex ?? `${pad(Math.max(1, cols - 1 - i * 2))}${pad(side === "alpha" ? 2 : rows - 1)}`;
    const facing: Vector = side === "alpha" ? "D" : "A";
    const turret = kind === "tank" ? { turret: facing, ...(ob === "27.13" ? { fixedTurret: true } : {}) } : {}; // 23.33, 27.13 note
    return { id, side, kind, hex, facing, ...turret, open: false, crew: toCrew(kind, ob), immobilized: false, weaponsOut: false,
      explodesRound: null, destroyed: false, bailedOut: false, firedRound: null };
  });
}

/** Men who could be displaced out of a vehicle's way or stand beside it (active, not aboard). */
export function isOnFoot(m: Man): boolean {
  return isActive(m) && m.aboard === undefined;
}

/**
 * 27.73 An Loc, Patrol Situation: "the ARVN troops must ride around in and on their APC until contact is made".
 * Each side whose only vehicle is one APC or halftrack starts with its men aboard (10 places, FT and RL count 2);
 * those beyond the room start on foot. They may not dismount before Contact (vehicles-plot.ts).
 */
export function toStartAboard(game: PatrolGame): PatrolGame {
  if (game.scenario.ob !== "27.73" || game.scenario.situation !== "patrol" || !game.vehicles) return game;
  const men = { ...game.men };
  for (const side of ["alpha", "bravo"] as const) {
    const own = vehiclesOf(game).filter((v) => v.side === side);
    const v = own[0];
    if (own.length !== 1 || !v || v.kind === "tank") continue;
    let room = 10;
    for (const id of game.order) {
      const m = men[id]!;
      if (m.side !== side || toPassengerSize(m) > room) continue;
      room -= toPassengerSize(m);
      men[id] = { ...m, hex: v.hex, aboard: v.id };
    }
  }
  return { ...game, men };
}

/** True while An Loc's riders must stay aboard [27.73 note]: the Patrol situation before Contact. */
export function mustRide(game: PatrolGame): boolean {
  return game.scenario.ob === "27.73" && game.scenario.situation === "patrol" && game.contactRound === null;
}

/**
 * Custom forces with β vehicles in a hidden deployment (Recon, Ambush [26.4, 26.66 a]) are refused: hidden vehicle
 * counters are not modelled (no printed OB has them), and showing them would give β's position away.
 */
export function checkVehicleScenario(situation: string, bravo: Force): string | undefined {
  const hidden = situation === "recon" || situation === "ambush";
  return hidden && bravo.tanks + bravo.apcs + bravo.halftracks > 0 ? `β vehicles cannot deploy hidden in the ${situation} (26.4): not modelled` : undefined;
}
