// Vehicle weapons firing (Option 19.1.10-19.1.12, 19.2.3, 19.3, 12.3.1, 12.3.4-12.3.6) and separate loading.
import type { AnyTable, Check, ChitTurn, GameEvent, Provenance } from "@tactica/engine";
import { bridgeBurstField, bridgeBurstFrom } from "../blasts/bridges-blasts";
import { isDeckBurst } from "../blasts/bridges-levels";
import { defineCommand, lookupOrThrow, OK, reject } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import type { Hex } from "@tactica/hex";
import { hexDistance } from "@tactica/hex";
import type { LosAnswer, Viewpoint } from "@tactica/sighting";
import { z } from "zod";
import { hAsG } from "../advanced/weapons";
import { advancedLosOptions, losEye, soldierHeadAboveGround } from "../combat/advanced-los";
import { caveTopEnds } from "../works/cave-top";
import { caveLos } from "../works/caves";
import type { AppliedModifier } from "../fire/applied-modifier";
import { totalModifier } from "../fire/applied-modifier";
import { collectFireModifiers } from "../fire-setup/collect-fire-modifiers";
import { tableOf } from "../fire/table-of";
import { firepowerRange } from "../sighting/firepower-range";
import { MOVEMENT_MODIFIERS_CHART, toMoveRow } from "../tables/movement-modifiers-chart";
import { book } from "../tables/sources";
import type { Board } from "../core/board";
import { boardOf } from "../core/board";
import { toFireSituation, toViewpoint } from "../combat/fire-context";
import { gBlast } from "../combat/g-blast";
import { aimAtSoldier, firedGRoundAt } from "./fired-openings";
import { burstWithWorksHit, hitLocationData } from "../combat/works-hit-location";
import type { HitLocationAim } from "../combat/hit-location-sides";
import { toAim, withBeyond } from "../combat/hit-location-sides";
import { HIT_LOCATION_PAYLOAD } from "../blasts/g-round-payload";
import { isInArc } from "../core/geometry";
import { detonateMinesAt } from "../combat/mines";
import { findSoldier, patchSoldiers, soldiersAt } from "../core/soldiers";
import { hitWithStatus, isStunned } from "../core/status-ladder";
import type { FirepowerGame, FirepowerState, Side, Soldier } from "../state/types";
import type { VehicleAmmo, VehicleLine, VehicleWeaponId, VehicleWeaponLine } from "../vehicles/vehicle-chart";
import { VEHICLE_AMMO, VEHICLE_CHART, VEHICLE_WEAPONS } from "../vehicles/vehicle-chart";
import { hitVehicle, vehicleHitEvent } from "../fire-setup/vehicle-hits";
import { vehicleObstacles } from "../vehicles/vehicle-targets";
import { ableCrewman, checkVehicle, vehicleMf } from "../combat/vehicles-move";
import { occupies, targetHexOf, weaponHex } from "../vehicles/vehicles-large";
import { secretLoadEvents } from "../vehicles/vehicles-secret-load";
import { checkCalledShot, engineShotModifier, lAtVehicle } from "../fire-setup/vehicles-called-shots";
import { checkGunLaying } from "../vehicles/vehicles-gun-laying";
import { isSideShot } from "../vehicles/vehicles-side-shot";
import type { Vehicle } from "../vehicles/vehicles-state";
import { armourFaceFrom, findVehicle, isShutIn, lineOf, updateVehicle } from "../vehicles/vehicles-state";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables: ReadonlyMap<string, AnyTable> };
type Position = VehicleLine["weapons"][number]["position"];

/**
 * Who may work a weapon position [19.1.10]: gunner boxes, loader boxes (a gunner without a loader loads separately), and
 * whether the crewman must Stand (hatch open: C, B, F, G, H, L) or must not (every other position) [19.4.2].
 * Box 7 is a gunner/loader (GNL) for A, K, C, D, E and J; box 14 stands in as gunner for box 9.
 */
export const POSITION_CREW: Readonly<Record<Position, { gunners: readonly number[]; loaders: readonly number[]; gnl: readonly number[] }>> = {
  A: { gunners: [7, 8, 9, 14], loaders: [10, 11], gnl: [7] }, K: { gunners: [7, 8, 9, 14], loaders: [10, 11], gnl: [7] },
  J: { gunners: [7, 8, 9], loaders: [], gnl: [7, 8, 9] }, B: { gunners: [1, 3], loaders: [], gnl: [1, 3] },
  C: { gunners: [7], loaders: [], gnl: [7] }, D: { gunners: [7], loaders: [], gnl: [7] }, E: { gunners: [7], loaders: [], gnl: [7] },
  F: { gunners: [5], loaders: [], gnl: [5] }, G: { gunners: [6], loaders: [], gnl: [6] }, H: { gunners: [8, 10], loaders: [], gnl: [8, 10] },
  I: { gunners: [8, 10], loaders: [], gnl: [8, 10] }, L: { gunners: [3], loaders: [], gnl: [3] }, M: { gunners: [3], loaders: [], gnl: [3] },
  N: { gunners: [5], loaders: [6], gnl: [] },
};
const STANDING_POSITIONS: readonly Position[] = ["C", "B", "F", "G", "H", "L"];
/** Extra MF for the main gun's crewman to fire the coaxial at the same time [19.1.12 J]. */
export const COAX_WITH_MAIN_MF = 2;

/** The facing a position fires along [19.1.12]: the turret's for turret mounts, the hull's for B, its sides for F/G, its rear for L/M. */
function arcFacing(v: Vehicle, line: VehicleLine, position: Position): number {
  const turret = line.turretTurn > 0 ? v.turret : v.facing;
  if (position === "B") return v.facing;
  if (position === "F") return ((v.facing + 4) % 6) + 1;
  if (position === "G") return (v.facing % 6) + 1;
  if (position === "L" || position === "M") return ((v.facing + 2) % 6) + 1;
  return turret;
}

/**
 * LOS from a vehicle's weapon (at least a Standing man's height) to a viewpoint by the Advanced Game's 12.1, as a
 * soldier's line (advanced-los.ts): heights, storeys and building walls (a man upstairs is seen through an opening on
 * his storey [12.1.6]), heads in works and under decks, cave mouths [8.8.7]; other vehicles and the side's soldiers, at
 * their real heads, may block [6.3.4.3, 19.1.6]. Vehicles are Option 19 of the Advanced Game: the Basic Game's line
 * (no heights, no walls, never a man off the ground floor) was judged here before.
 */
export function losFromVehicle(board: Board, game: FirepowerGame, v: Vehicle, to: Viewpoint, tables?: ReadonlyMap<string, AnyTable>, from: Hex = v.hex, options?: Readonly<Record<string, string>>): LosAnswer | undefined {
  const friends = game.soldiers.filter((s) => !s.eliminated && s.side === v.side && s.riding?.vehicle !== v.id).map((s) => ({ hex: s.hex, headHeight: soldierHeadAboveGround(board, game, s, tables) }));
  const answer = board.los({ hex: from, posture: "stand" }, losEye(board, game, to, tables), [...friends, ...vehicleObstacles(game, tables).filter((o) => !occupies(v, o.hex))], advancedLosOptions(game, options));
  return caveLos(game, from, to.hex, answer, caveTopEnds(game, { ...asFirer(v), hex: from }, to));
}

const SPEED = (hexes: number): "none" | "run" | "S" | "M" | "F" => (hexes >= 13 ? "F" : hexes >= 10 ? "M" : hexes >= 7 ? "S" : hexes >= 4 ? "run" : "none");

/**
 * The Movement Modifiers Chart cell for a firer [12.2.12, 19.1.8]: the row of its non-Combat MF (a vehicle's working
 * stabiliser uses the row above), the column of the target's speed marker (new hexes entered). A side shot at a fast
 * vehicle uses the row below (19.3.6, `isSideShot`); below the chart's last row it stays on the last.
 */
export function chartMovementModifier(nonCombatMf: number, stabilised: boolean, targetSpeed: number, tables: ReadonlyMap<string, AnyTable>, sideShot = false): AppliedModifier | undefined {
  const rows = ["0", "1", "2", "3-4"] as const;
  const r = rows.indexOf(toMoveRow(nonCombatMf)) - (stabilised ? 1 : 0) + (sideShot ? 1 : 0);
  const row = rows[Math.min(rows.length - 1, Math.max(0, r))]!;
  const cell = lookupOrThrow(tableOf(tables, MOVEMENT_MODIFIERS_CHART), { row, column: SPEED(targetSpeed) });
  const side = sideShot ? `, side shot at a fast vehicle: row ${row} (19.3.6)` : "";
  return cell.value === 0 ? undefined : { name: `firer spent ${nonCombatMf} non-Combat MF, target speed ${SPEED(targetSpeed)}${side}`, value: cell.value, rule: sideShot ? "Firepower 12.2.12, 19.3.6" : "Firepower 12.2.12", provenance: cell.provenance };
}

/** The target-size modifier of firing A or H at a vehicle [19.1.5], from its (placeholder) chart line. */
export function targetSizeModifier(target: Vehicle, tables: ReadonlyMap<string, AnyTable>): AppliedModifier | undefined {
  const cell = lookupOrThrow(tableOf(tables, VEHICLE_CHART), { vehicle: target.type });
  return cell.value.targetSize === 0 ? undefined : mod("target size", cell.value.targetSize, "Firepower 19.1.5", cell.provenance);
}

/** A hit on a vehicle by an A or H round from `from` [12.3.1.2, 19.3.2]: against the tracks when called, else the side the shot enters. */
export function shootVehicle(game: FirepowerGame, from: Hex, target: Vehicle, ammo: { readonly penetration: number; readonly blast: number | null }, tracks: boolean, dice: DiceSource, ctx: Ctx, by: string): { game: FirepowerGame; events: GameEvent[] } {
  const face = tracks ? "TRK" : armourFaceFrom(target, from, lineOf(ctx.tables, target));
  const out = hitVehicle(game, target, face, ammo.penetration, ammo.blast, dice, ctx, "Firepower 12.3.1.2, 19.3.2");
  return { game: out.game, events: [vehicleHitEvent(out.hit, { by })] };
}

/**
 * A G round (or H used as G, 12.3.5) bursting in `hex` [12.3.4]; the hex's mines go off after it [12.4.4.3]. Fired
 * from `from`, a round in a vehicle's hex is located first (19.3.1, vehicles-hit-location.ts).
 */
export function gRoundAt(game: FirepowerGame, hex: Hex, blast: number, dice: DiceSource, ctx: Ctx, by: string, rule: string, from?: Hex, aim: HitLocationAim = {}): { game: FirepowerGame; events: GameEvent[] } {
  const board = boardOf(game);
  // Advanced 12.7.1, 12.7.2: a fired G round in a divided hex rolls the side it lands on, in a foxhole or trench hex whether it lands in the work, as a grenade does.
  // 8.9: in a bridge hex on the deck, or under it when fired from below the floor; mines below a deck burst stay (bridges-blasts.ts).
  // 12.7.3: `aim.at` is where a round aimed through an opening bursts, inside or on the wall outside (fired-openings.ts).
  const at = aim.at ?? bridgeBurstFrom(game, hex, game.soldiers.find((s) => s.id === by), from);
  const b = burstWithWorksHit(game, hex, dice, from, ctx.tables, (g, beyond) => gBlast(board, g, hex, blast, dice, from ? { ...ctx, from } : ctx, withBeyond(board, hex, at, beyond)), aim);
  const mined = isDeckBurst(game, at) ? { game: b.game, events: [] } : detonateMinesAt(b.game, hex, dice, ctx);
  return { game: mined.game, events: [{ type: "fire/g_round", data: { by, hex: board.idOf(hex), blast, rolls: b.rolls, ...bridgeBurstField(game, at, hex), ...(b.obstacle ? { obstacle: b.obstacle } : {}), ...hitLocationData(b), rule } }, ...mined.events] };
}

const mod = (name: string, value: number, rule: string, provenance: Provenance): AppliedModifier => ({ name, value, rule, provenance });

const firePayload = z.object({
  vehicle: z.string().min(1),
  weapon: z.enum(["1", "9", "15", "36", "76"]),
  ammo: z.enum(VEHICLE_AMMO),
  /** A vehicle id (A or H as armour piercing), or a soldier id (L at him; G or H-as-G at his hex). */
  target: z.string().min(1),
  /** A called shot at the tracks: +3 [19.3.5.2]. */
  tracks: z.boolean().optional(),
  /** A called shot at the engine with L: +3, needs penetration reaching the armour towards the firer [19.3.5.3]. */
  engine: z.boolean().optional(),
  /** Advanced 12.7.1, 12.7.5 for a G (or H-as-G) round: the hit-location sign and side designation (hit-location-sides.ts). */
  ...HIT_LOCATION_PAYLOAD,
}).strict();
/** Payload of `vehicle_fire`. */
export type VehicleFirePayload = z.infer<typeof firePayload>;

type Checked = Check & {
  vehicle?: Vehicle; line?: VehicleWeaponLine; gunner?: Soldier; loader?: Soldier | undefined;
  targetVehicle?: Vehicle; targetSoldier?: Soldier; hex?: Hex; from?: Hex; hit?: number; modifiers?: AppliedModifier[]; mf?: number;
};

/** The crewmen who fire a weapon now: a gunner able to act in the right posture, and a loader if the position takes one. */
function crewFor(game: FirepowerGame, v: Vehicle, position: Position): { gunner?: Soldier; loader?: Soldier } {
  const crew = POSITION_CREW[position];
  const standing = STANDING_POSITIONS.includes(position);
  const fits = (s: Soldier | undefined) => s !== undefined && (s.posture === "stand") === standing;
  // 19.1.10: box 1 fires bow weapons only in an Impulse he does not drive.
  const gunner = crew.gunners.map((b) => ableCrewman(game, v, [b])).find(fits);
  const loader = gunner && crew.gnl.includes(gunner.riding?.box ?? 0) ? undefined : crew.loaders.map((b) => ableCrewman(game, v, [b])).find((s) => s !== undefined && s.posture !== "stand");
  return { ...(gunner ? { gunner } : {}), ...(loader ? { loader } : {}) };
}

/** Every check of a vehicle weapon firing [19.1.10-19.1.12, 19.2.3, 12.3]; the hit number and modifiers when legal. */
export function checkVehicleFire(state: Pick<FirepowerState, "game" | "options">, seat: string, p: VehicleFirePayload, ctx: Ctx): Checked {
  const c = checkVehicle(state, seat, p.vehicle);
  if (!c.ok || !c.vehicle) return c;
  const v = c.vehicle;
  const vline = lineOf(ctx.tables, v);
  const mount = vline.weapons.find((w) => w.weapon === p.weapon);
  if (!mount) return reject("vehicle/no_weapon", `the ${v.type} carries no weapon ${p.weapon}`, "Firepower 19.1.11");
  if (v.damage.weapons.includes(p.weapon)) return reject("vehicle/weapon_hit", `weapon ${p.weapon} was hit and may no longer fire`, "Firepower 19.3.8");
  if (v.fired.includes(p.weapon)) return reject("vehicle/weapon_fired", `weapon ${p.weapon} already fired this Impulse`, "Firepower 19.2.3.1");
  const line = lookupOrThrow(tableOf(ctx.tables, VEHICLE_WEAPONS), { weapon: p.weapon as VehicleWeaponId }).value;
  const ammo = line.ammo[p.ammo];
  if (!ammo) return reject("vehicle/no_ammo", `weapon ${p.weapon} fires no ${p.ammo} ammunition (placeholder chart)`, "Firepower 19.1.11");
  if (p.weapon === vline.weapons[0]?.weapon && v.unloaded.includes(p.weapon)) return reject("vehicle/not_loaded", "the gun must be loaded separately first: its gunner or loader was missing", "Firepower 19.1.10");
  if (v.unloaded.includes(p.weapon)) return reject("vehicle/not_loaded", "the weapon must be loaded separately first", "Firepower 11.1.12");
  // 19.1.12 J: the coaxial fires at the main gun's target if the main gun fired, and its gunner may fire both for 2 more MF.
  // Rulebook over digest: the digest (§9.8) keeps the coaxial on the main gun's target; the book also lets it "be fired
  // separately without the main gun being fired", at a target of its own.
  const main = v.main;
  // 19.1.19.2: a chart note may let the coaxial engage a separate hex (in the same arc, checked below).
  if (mount.position === "J" && main && main.target !== p.target && !vline.notes?.includes("coax_separate")) return reject("vehicle/coax_target", `the coaxial fires at the main gun's target (${main.target}) this Impulse`, "Firepower 19.1.12");
  const free = crewFor(state.game, v, mount.position);
  const mainGunner = main ? findSoldier(state.game, main.gunner) : undefined;
  const withMain = !free.gunner && mount.position === "J" && mainGunner && POSITION_CREW.J.gunners.includes(mainGunner.riding?.box ?? 0) && !isStunned(mainGunner);
  const crew = withMain ? { gunner: mainGunner } : free;
  if (!crew.gunner) return reject("vehicle/no_gunner", `no crewman able to fire position ${mount.position} (${STANDING_POSITIONS.includes(mount.position) ? "Standing" : "Crouching"}, not already used this Impulse)`, "Firepower 19.1.10");
  // 19.2.3.2: missiles take all the vehicle's MF, with no turning or moving that Impulse.
  if (line.missile && (v.mf > 0 || v.hexesEntered > 0)) return reject("vehicle/missile_all_mf", "a missile is fired for all the vehicle's MF, with no turning or moving that Impulse", "Firepower 19.2.3.2");
  const mf = line.missile ? vehicleMf(v, vline) : line.fireMf + (withMain ? COAX_WITH_MAIN_MF : 0);
  if (v.mf + mf > vehicleMf(v, vline) || v.missileFired) return reject("move/no_mf", "not enough vehicle movement factors to fire", "Firepower 19.2.3.1");
  const board = boardOf(state.game);
  const targetVehicle = findVehicle(state.game, p.target);
  const targetSoldier = targetVehicle ? undefined : findSoldier(state.game, p.target);
  if (targetVehicle ? targetVehicle.side === v.side : !targetSoldier || targetSoldier.eliminated || targetSoldier.side === v.side || targetSoldier.inTunnel) return reject("fire/bad_target", "the target must be an enemy vehicle or a living enemy soldier", "Firepower 12.3");
  if (targetVehicle && p.ammo === "G") return reject("fire/bad_ammo", "fire A or H (armour piercing) at a vehicle; L fires at the soldiers aboard", "Firepower 12.3.1, 19.3.5");
  if (targetSoldier && p.ammo === "A") return reject("fire/bad_ammo", "A rounds are ineffective against soldiers", "Firepower 12.3.1");
  if (targetSoldier && p.ammo === "L" && isShutIn(targetSoldier)) return reject("fire/armour", `${targetSoldier.id} is shut inside a vehicle`, "Firepower 19.3.5.1");
  if (p.tracks && !targetVehicle) return reject("fire/bad_target", "a called shot at tracks needs a vehicle target", "Firepower 19.3.5.2");
  // 19.1.12 LGV LOC: a large vehicle's weapon fires, and ranges, from the hex that holds it; a large target is hit in its nearer half.
  const from = weaponHex(v, vline, mount.position);
  const hex = targetVehicle ? targetHexOf(targetVehicle, from, hexDistance) : targetSoldier!.hex;
  // 19.3.5.2-19.3.5.3: L at a vehicle only as a called shot at its tracks or engine (vehicles-called-shots.ts).
  const called = checkCalledShot(p, targetVehicle, ammo.penetration, from, ctx.tables);
  if (!called.ok) return called;
  const range = firepowerRange(from, hex);
  const band = line.hits.find((h) => range <= h.upTo);
  if (!band) return reject("fire/out_of_range", `range ${range} is beyond weapon ${p.weapon}'s (placeholder chart)`, "Firepower 12");
  if (!isInArc(from, arcFacing(v, vline, mount.position), hex)) return reject("fire/out_of_arc", `the target is outside position ${mount.position}'s firing arc`, "Firepower 19.1.12");
  // 19.1.13: the main gun's elevation and depression (vehicles-gun-laying.ts).
  if (p.weapon === vline.weapons[0]?.weapon) {
    // His head as the LOS sees it: storey, Up, deck, cave top, works (advanced-los.ts), not his posture alone.
    const height = targetVehicle ? lineOf(ctx.tables, targetVehicle).height.turret : soldierHeadAboveGround(board, state.game, targetSoldier!, ctx.tables);
    const laid = checkGunLaying(board, vline, from, hex, height, range, ctx.tables);
    if (!laid.ok) return laid;
  }
  const to: Viewpoint = targetSoldier ? toViewpoint(targetSoldier) : { hex, posture: "stand" };
  const los = losFromVehicle(board, state.game, v, to, ctx.tables, from, state.options);
  if (!los?.clear) return reject("fire/no_los", "the line of sight is blocked", "Firepower 12.1");
  const modifiers: AppliedModifier[] = [];
  const move = chartMovementModifier(v.nonCombatMf, vline.equipment.includes("S") && !v.damage.sights, targetVehicle ? targetVehicle.hexesEntered : targetSoldier?.running ? 4 : 0, ctx.tables, targetVehicle !== undefined && isSideShot(targetVehicle, from));
  if (move) modifiers.push(move);
  const mainGun = p.weapon === vline.weapons[0]?.weapon;
  if (mainGun && v.damage.sights) modifiers.push(mod("gunsights hit", 2, "Firepower 19.3.8", book("19.3.8")));
  if (mainGun && vline.equipment.includes("L") && (p.ammo === "A" || p.ammo === "H")) modifiers.push(mod("laser sights", -2, "Firepower 19.1.8", book("19.1.8")));
  const size = targetVehicle && p.ammo !== "L" ? targetSizeModifier(targetVehicle, ctx.tables) : undefined;
  if (size) modifiers.push(size);
  if (p.tracks) modifiers.push(mod("called shot at the tracks", 3, "Firepower 19.3.5.2", book("19.3.5.2")));
  if (p.engine) modifiers.push(engineShotModifier());
  if (targetSoldier && p.ammo === "L") modifiers.push(...collectFireModifiers({ ...toFireSituation(board, state.game, asFirer(v), targetSoldier, "auto", 0, state.options, los), tables: ctx.tables, movementApart: true }));
  return { ...OK, vehicle: v, line, gunner: crew.gunner, loader: crew.loader, ...(targetVehicle ? { targetVehicle } : {}), ...(targetSoldier ? { targetSoldier } : {}), hex, from, hit: band.hit, modifiers, mf };
}

/** The vehicle as the firer of an L burst (for the target-side modifiers of 6.3.6.2 and 12.2), and of a G round through an opening (12.7.3, fired-openings.ts): Standing height, no MF of its own (the chart row is added apart). */
export function asFirer(v: Vehicle): Soldier {
  return {
    id: v.id, side: v.side, weapon: "LMG", squad: v.squad, rank: "private", hex: v.hex, facing: v.turret, posture: "stand", status: "none", running: false,
    eliminated: false, acted: true, combatUsed: false, mf: 0, nonCombatMf: 0, hexesEntered: 0, afterFireMf: null, freeTurns: [],
  };
}

/**
 * An automatic L burst of `shots` at a soldier [12.3.6, 6.3.6.3]: any shot ≤ the hit number eliminates; the enemy
 * soldiers not hit in the hex (the target too, if missed) are Suppressed if a 1 could hit [6.4.1].
 */
export function lBurst(game: FirepowerGame, side: Side, t: Soldier, hitNumber: number, modifiers: readonly AppliedModifier[], shots: number, dice: DiceSource, options: Readonly<Record<string, string>>): { game: FirepowerGame; data: Record<string, unknown> } {
  const total = totalModifier(modifiers);
  const rolls = Array.from({ length: shots }, () => dice.roll(10));
  const hit = rolls.some((r) => r + total <= hitNumber);
  const others = soldiersAt(game, t.hex).filter((s) => s.id !== t.id && !isShutIn(s) && s.side !== side && !s.inTunnel); // 8.8.8: not men under ground in a tunnel (tunnels.ts)
  const suppressed = (hit ? others : [t, ...others]).filter((s) => 1 + total <= 10 && s.status !== "stunned").map((s) => s.id);
  const next = patchSoldiers(game, (s) => (s.id === t.id && hit ? { ...s, eliminated: true } : suppressed.includes(s.id) ? hitWithStatus(s, "suppressed", options) : undefined));
  return { game: next, data: { target: t.id, rolls, total, hitNumber, result: hit ? "eliminated" : "missed", suppressed } };
}

/** Resolve a checked vehicle shot: roll to hit, then the armour (A/H at a vehicle), a G blast (G, or H as G), or an L burst. */
function resolveShot(state: FirepowerState, p: VehicleFirePayload, c: Checked, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; events: GameEvent[] } {
  const v = c.vehicle!, line = c.line!, ammo = line.ammo[p.ammo]!;
  const head = { vehicle: v.id, weapon: p.weapon, ammo: p.ammo, hitNumber: c.hit, modifiers: c.modifiers, provenance: "placeholder (firepower/vehicle_weapons)" };
  if (p.ammo === "L" && c.targetVehicle) return lAtVehicle(state.game, c.from ?? v.hex, c.targetVehicle, p, c.hit!, c.modifiers!, line.shots, ammo.penetration, dice, ctx, head);
  if (p.ammo === "L") {
    const b = lBurst(state.game, v.side, c.targetSoldier!, c.hit!, c.modifiers!, line.shots, dice, state.options);
    return { game: b.game, events: [{ type: "vehicle/fired", data: { ...head, ...b.data, rule: "Firepower 12.3.6" } }] };
  }
  const roll = dice.roll(10);
  const total = totalModifier(c.modifiers!);
  const hit = roll + total <= c.hit!;
  const fired: GameEvent = { type: "vehicle/fired", data: { ...head, target: p.target, roll, total, result: hit ? "hit" : "missed", rule: "Firepower 12.3.1.1" } };
  if (!hit) return { game: state.game, events: [fired] };
  if (c.targetVehicle) {
    const out = shootVehicle(state.game, c.from ?? v.hex, c.targetVehicle, ammo, p.tracks === true, dice, ctx, v.id);
    return { game: out.game, events: [fired, ...out.events] };
  }
  // G rounds, and H used as G (blast halved, penetration 1, 12.3.5), burst at the target's hex.
  const blast = p.ammo === "H" ? hAsG(ammo.blast ?? 0).blast : (ammo.blast ?? 0);
  // 12.7.3: at a man upstairs or inside a unit it first passes the opening, from the weapon's hex at Standing height (fired-openings.ts).
  const firer = { ...asFirer(v), hex: c.from ?? v.hex };
  const out = firedGRoundAt(state.game, c.hex!, c.hex!, blast, dice, ctx, v.id, p.ammo === "H" ? "Firepower 12.3.5" : "Firepower 12.3.4", firer, toAim(p, v.side), aimAtSoldier(state.game, firer, c.targetSoldier!));
  return { game: out.game, events: [fired, ...out.events] };
}

/**
 * `vehicle_fire`: one vehicle weapon fires once this Impulse [19.2.3.1] — A or H at an enemy vehicle (penetration
 * against the armour of the side hit, inside blast), G or H-as-G at a soldier's hex (a G blast; a miss does nothing:
 * the Spread Diagrams by blast number are missing), L at a soldier not shut in. The gunner (and loader) must be able
 * to act in the position's posture; a gunner without his loader fires, then must load separately [19.1.10].
 * Missiles take all the vehicle's MF and forbid moving or turning that Impulse [19.2.3.2].
 */
export const vehicleFireCommand = defineCommand<FirepowerGame, ChitTurn, VehicleFirePayload>({
  schema: firePayload,
  rule: "Firepower 19.2.3",
  steps: ["impulse"],
  tags: ["combat"],
  validate: (state, cmd, ctx) => checkVehicleFire(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const c = checkVehicleFire(state, cmd.seat, cmd.payload, ctx);
    if (!c.vehicle || !c.line || !c.gunner) throw new Error("vehicle_fire: resolve after a failed check");
    const shot = resolveShot(state, cmd.payload, c, dice, ctx);
    const v = c.vehicle;
    const crewmen = [c.gunner.id, ...(c.loader ? [c.loader.id] : [])];
    // 19.1.10: a main gun firing anything but L with its gunner or loader missing needs an extra loading Impulse Phase.
    const gnl = POSITION_CREW[lineOf(ctx.tables, v).weapons.find((w) => w.weapon === cmd.payload.weapon)!.position].gnl.includes(c.gunner.riding?.box ?? 0);
    const reload = cmd.payload.ammo !== "L" && !gnl && !c.loader;
    const after = findVehicle(shot.game, v.id) ?? v;
    const isMain = cmd.payload.weapon === lineOf(ctx.tables, v).weapons[0]?.weapon;
    const game = updateVehicle(shot.game, v.id, {
      mf: after.mf + (c.mf ?? 0), fired: [...after.fired, cmd.payload.weapon], used: [...new Set([...after.used, ...crewmen])],
      ...(isMain ? { main: { target: cmd.payload.target, gunner: c.gunner.id } } : {}),
      ...(reload ? { unloaded: [...after.unloaded, cmd.payload.weapon] } : {}), ...(c.line.missile ? { missileFired: true } : {}),
    });
    return { state: { ...state, game }, events: shot.events };
  },
});

const loadPayload = z.object({ vehicle: z.string().min(1), weapon: z.enum(["1", "9", "15", "36", "76"]), crewman: z.string().min(1) }).strict();

function checkLoad(state: FirepowerState, seat: string, p: z.infer<typeof loadPayload>, ctx: Ctx): Check & { vehicle?: Vehicle } {
  const c = checkVehicle(state, seat, p.vehicle);
  if (!c.ok || !c.vehicle) return c;
  const v = c.vehicle;
  if (!v.unloaded.includes(p.weapon)) return reject("vehicle/loaded", `weapon ${p.weapon} is loaded`, "Firepower 19.1.10");
  const mount = lineOf(ctx.tables, v).weapons.find((w) => w.weapon === p.weapon);
  const crew = mount ? POSITION_CREW[mount.position] : undefined;
  const s = findSoldier(state.game, p.crewman);
  const box = s?.riding?.vehicle === v.id ? s.riding.box ?? 0 : 0;
  if (!crew || !s || ![...crew.gunners, ...crew.loaders].includes(box)) return reject("vehicle/not_crew", `${p.crewman} is not a gunner or loader of weapon ${p.weapon}`, "Firepower 19.1.10");
  if (ableCrewman(state.game, v, [box])?.id !== s.id) return reject("vehicle/crewman_unable", "that crewman cannot act this Impulse", "Firepower 19.1.10");
  return { ...OK, vehicle: v };
}

/** `vehicle_load`: the remaining gunner or loader loads the gun separately, using his function this Impulse [19.1.10, 11.1.12]. */
export const vehicleLoadCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof loadPayload>>({
  schema: loadPayload,
  rule: "Firepower 19.1.10",
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkLoad(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, _dice, ctx) {
    const c = checkLoad(state, cmd.seat, cmd.payload, ctx);
    if (!c.vehicle) throw new Error("vehicle_load: resolve after a failed check");
    const v = c.vehicle;
    const game = updateVehicle(state.game, v.id, { unloaded: v.unloaded.filter((w) => w !== cmd.payload.weapon), used: [...v.used, cmd.payload.crewman] });
    // 11.1.12: the loading is written secretly; the other side learns only that a task was written.
    return { state: { ...state, game }, events: secretLoadEvents(v.side, v.id, cmd.payload.weapon, cmd.payload.crewman) };
  },
});

/** Ammunition types to try for a weapon against a target kind (for candidates and the bot). */
export function ammoFor(line: VehicleWeaponLine, target: "vehicle" | "soldier"): VehicleAmmo[] {
  const order: VehicleAmmo[] = target === "vehicle" ? ["A", "H"] : ["L", "G", "H"];
  return order.filter((a) => line.ammo[a] !== undefined);
}
