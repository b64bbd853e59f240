// Crewed weapons and loading (10.1, 11.1.6, 11.1.12), launchers (12.4.3) and Option 16.8 extra pistols.
import type { AnyTable, Check, ChitTurn, Command, CommandContext, GameEvent } from "@tactica/engine";
import { defineCommand, lookup, lookupOrThrow, OK, reject } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import type { Hex } from "@tactica/hex";
import { hexDistance, isSameHex, toHexKey } from "@tactica/hex";
import { z } from "zod";
import { hAsG, reloadPhases, weaponMoveTotal } from "../advanced/weapons";
import type { AppliedModifier } from "../fire/applied-modifier";
import { totalModifier } from "../fire/applied-modifier";
import { collectFireModifiers, collectThrowModifiers } from "../fire-setup/collect-fire-modifiers";
import { tableOf } from "../fire/table-of";
import { mortarsOf, ownPhase } from "../state/mortar-state";
import { firepowerRange } from "../sighting/firepower-range";
import { book } from "../tables/sources";
import { boardOf } from "../core/board";
import { fireCommand } from "../combat/fire-command";
import type { FirePayload } from "../combat/fire-command";
import { losFrom, toFireSituation, toViewpoint } from "../combat/fire-context";
import { isInArc } from "../core/geometry";
import { checkActor, findSoldier, mfAllowance, patchSoldiers, updateSoldier } from "../core/soldiers";
import { isStunned } from "../core/status-ladder";
import type { FirepowerGame, FirepowerState, Side, Soldier } from "../state/types";
import type { CrewWeaponLine, CrewWeaponSpec, CrewWeaponType } from "../tables/crew-weapon-chart";
import { CREW_ACTION_MF, CREW_WEAPON_CHART } from "../tables/crew-weapon-chart";
import { chartMovementModifier, lBurst, shootVehicle, targetSizeModifier } from "./vehicles-fire";
import { aimAtSoldier, firedGRoundAt } from "./fired-openings";
import { crewFirer } from "../fire-setup/l-fire-movement";
import { isSideShot } from "../vehicles/vehicles-side-shot";
import { movingLauncherModifier } from "./moving-launchers";
import type { Vehicle } from "../vehicles/vehicles-state";
import { checkFiringOut } from "../works/bunkers-fire";
import type { CrewSpreadTarget } from "../combat/multi-hex-fire";
import { checkCrewSpread, crewSpreadCandidates } from "../combat/multi-hex-fire";
import { findVehicle, isShutIn, vehiclesOf } from "../vehicles/vehicles-state";
import { secretTaskEvents } from "./secret-loading";
import { toAim } from "../combat/hit-location-sides";
import { HIT_LOCATION_PAYLOAD } from "../blasts/g-round-payload";
import { EXTRA_WEAPONS } from "../options/rule-options";
export { EXTRA_WEAPONS } from "../options/rule-options";

/** A crewed weapon in play: its crew, whether loaded, rounds fired from its group, Impulse Phases of reloading left. */
export type CrewWeapon = {
  readonly id: string;
  readonly side: Side;
  readonly weapon: CrewWeaponType;
  readonly crew: readonly string[];
  readonly loaded: boolean;
  readonly rounds: number;
  readonly reloading: number;
  /** The own Impulse Phase of the last loading (one loading Impulse Phase at a time) [11.1.12]. */
  readonly loadPhase: number | null;
  /** Fired and discarded (LPL) or removed (MSL) [12.4.3, 12.4.6]. */
  readonly spent: boolean;
  /** An MSL unit's hex (printed ID), where it was placed at the start [12.4.6]. */
  readonly hex?: string;
};

/** A Firepower game with crewed weapons (the field is absent when the scenario has none). */
export type CrewGame = FirepowerGame & { readonly crewWeapons?: readonly CrewWeapon[] };

/** The crewed weapons of a game. */
export function crewWeaponsOf(game: FirepowerGame): readonly CrewWeapon[] {
  return (game as CrewGame).crewWeapons ?? [];
}

/** The game with its crewed weapons replaced. */
export function withCrewWeapons(game: FirepowerGame, weapons: readonly CrewWeapon[]): FirepowerGame {
  const next: CrewGame = { ...game, crewWeapons: weapons };
  return next;
}

const update = (game: FirepowerGame, id: string, fields: Partial<CrewWeapon>) => withCrewWeapons(game, crewWeaponsOf(game).map((w) => (w.id === id ? { ...w, ...fields } : w)));

/** Crewed weapons in play from the scenario's list: all start loaded (LPLs always do, 12.4.3). */
export function setupCrewWeapons(game: FirepowerGame, specs: readonly CrewWeaponSpec[]): FirepowerGame {
  return specs.length === 0 ? game : withCrewWeapons(game, specs.map((s) => ({ ...s, loaded: true, rounds: 0, reloading: 0, loadPhase: null, spent: false })));
}

/** A weapon's chart line (the match's table). */
export function crewLine(tables: ReadonlyMap<string, AnyTable> | undefined, w: Pick<CrewWeapon, "weapon">): CrewWeaponLine {
  return lookupOrThrow(tableOf(tables, CREW_WEAPON_CHART), { weapon: w.weapon }).value;
}

/** The soldier holding the weapon, or an MSL's control box (its first living crewman); other weapons are in his hex [10.1]. */
export function holderOf(game: FirepowerGame, w: CrewWeapon): Soldier | undefined {
  return w.crew.map((id) => findSoldier(game, id)).find((s): s is Soldier => !!s && !s.eliminated);
}

/** Where the weapon is: an MSL unit's own hex, else its holder's [10.1, 12.4.6]. */
export function weaponHex(game: FirepowerGame, w: CrewWeapon): Hex | undefined {
  return w.hex !== undefined ? boardOf(game).hexOf(w.hex) : holderOf(game, w)?.hex;
}

/**
 * The effective crew [10.1]: living crewmen with the weapon (in its hex), facing its direction (the holder's), not
 * Stunned or Inactive. An MSL's is the soldier with its control box, up to its separation away [10.1, 12.4.6].
 */
export function effectiveCrew(game: FirepowerGame, w: CrewWeapon, tables?: ReadonlyMap<string, AnyTable>): Soldier[] {
  const holder = holderOf(game, w);
  const at = weaponHex(game, w);
  if (!holder || !at) return [];
  const separation = crewLine(tables, w).separation;
  const men = w.crew.map((id) => findSoldier(game, id)).filter((s): s is Soldier => !!s && !s.eliminated && !isStunned(s));
  if (separation !== null) return men.filter((s) => hexDistance(s.hex, at) <= separation);
  return men.filter((s) => isSameHex(s.hex, holder.hex) && s.facing === holder.facing);
}

/**
 * MF lost in a crew [10.1.1, 10.1.2.1]: the weapon's Move (LCW1 −2, book 10.7(9)) and −1 per crewman short of the
 * chart's crew. Set at each Impulse start, so it counts in the Impulse a weapon is discarded but not the one it is acquired.
 */
export function crewPenalties(game: FirepowerGame, tables?: ReadonlyMap<string, AnyTable>): FirepowerGame {
  const weapons = crewWeaponsOf(game).filter((w) => !w.spent);
  if (crewWeaponsOf(game).length === 0) return game;
  const penalty = new Map<string, number>();
  for (const w of weapons) {
    const short = Math.max(0, crewLine(tables, w).crew - effectiveCrew(game, w, tables).length);
    for (const id of w.crew) penalty.set(id, (penalty.get(id) ?? 0) - weaponMoveTotal([w.weapon]) + short);
  }
  return patchSoldiers(game, (s) => {
    const p = penalty.get(s.id) ?? 0;
    if (p === (s.mfPenalty ?? 0)) return undefined;
    const { mfPenalty: _old, ...rest } = s;
    return p === 0 ? rest : { ...rest, mfPenalty: p };
  });
}

/** The crews' side of the turn events: penalties are set as each Impulse starts [10.1.1]. */
export function onCrewTurnEvent(game: FirepowerGame, event: GameEvent, tables?: ReadonlyMap<string, AnyTable>): FirepowerGame {
  return event.type === "turn/impulse_started" ? crewPenalties(game, tables) : game;
}

/** Fire costs 2 MF, as a soldier's fire [6.3.5]. */
const FIRE_COST = 2;

const firePayload = z.object({
  weapon: z.string().min(1),
  gunner: z.string().min(1),
  /** Enemy soldiers in one hex (L: one burst each; H: the hex), or one enemy vehicle. */
  targets: z.array(z.string().min(1)).min(1).max(6),
  /** A called shot at a vehicle's tracks, +3 [19.3.5.2]. */
  tracks: z.boolean().optional(),
  /** Advanced 12.7.1, 12.7.5 for H used as G: the hit-location sign and side designation (hit-location-sides.ts). */
  ...HIT_LOCATION_PAYLOAD,
}).strict();
type FirePayloadCrew = z.infer<typeof firePayload>;

type Checked = Check & {
  weapon?: CrewWeapon; line?: CrewWeaponLine; gunner?: Soldier; helpers?: Soldier[]; full?: boolean;
  vehicle?: Vehicle; soldiers?: Soldier[]; hit?: number; modifiers?: AppliedModifier[];
  /** 12.6.1: each target's own hit number and modifiers when the bursts go to several hexes (multi-hex-fire.ts). */
  perTarget?: ReadonlyMap<string, CrewSpreadTarget>;
};

function checkWeapon(state: FirepowerState, seat: string, id: string): Check & { weapon?: CrewWeapon } {
  if (state.game.rules !== "advanced") return reject("crew/advanced_only", "crewed weapons and launchers are Advanced Game weapons", "Firepower 10.1");
  const w = crewWeaponsOf(state.game).find((x) => x.id === id);
  if (!w || w.side !== seat) return reject("crew/unknown", `your side has no crewed weapon ${id}`, "Firepower 10.1");
  if (w.spent) return reject("crew/spent", `${id} was fired and discarded`, "Firepower 12.4.3");
  return { ...OK, weapon: w };
}

/** Every check of a crewed weapon firing [10.1, 10.1.1, 10.1.2.2, 12.4.3, 12]; the hit number and modifiers when legal. */
export function checkCrewFire(state: FirepowerState, seat: string, p: FirePayloadCrew, tables: ReadonlyMap<string, AnyTable>): Checked {
  const c = checkWeapon(state, seat, p.weapon);
  if (!c.ok || !c.weapon) return c;
  const w = c.weapon, line = crewLine(tables, w);
  const a = checkActor(state, seat, p.gunner);
  if (!a.ok || !a.soldier) return a;
  const gunner = a.soldier;
  const crew = effectiveCrew(state.game, w, tables);
  if (!crew.some((s) => s.id === gunner.id)) return reject("crew/not_crew", `${gunner.id} is not an effective crewman of ${w.id} (with it, facing its way, not Stunned; an MSL's control box within ${line.separation ?? 0} hexes)`, line.separation !== null ? "Firepower 12.4.6" : "Firepower 10.1");
  // 12.4.6: a missile is fired for all the control-box soldier's MF.
  if (line.separation !== null && gunner.mf > 0) return reject("crew/missile_all_mf", "a missile is fired for all the soldier's MF", "Firepower 12.4.6");
  if (gunner.combatUsed) return reject("fire/combat_used", "one Combat Action per soldier per Impulse Phase", "Firepower 6.2.5");
  const out = checkFiringOut(state.game, gunner, []); // 8.8.4, 12.1.6: out of a unit only through a loophole (bunkers-fire.ts)
  if (!out.ok) return out;
  if (line.guided && gunner.status !== "none") return reject("crew/guided_marked", `a ${w.weapon} may not be fired by a soldier with a status marker`, "Firepower 12.4.3");
  if (!w.loaded || w.reloading > 0) return reject("crew/not_loaded", w.reloading > 0 ? `${w.id} is reloading its group (${w.reloading} Impulse Phase(s) to go)` : `${w.id} must be loaded separately first`, "Firepower 11.1.12");
  if (gunner.mf + FIRE_COST > mfAllowance(gunner)) return reject("fire/no_mf", "firing costs 2 MF", "Firepower 6.3.5");
  if (state.game.impulse?.firedFrom.includes(toHexKey(gunner.hex))) return reject("fire/stack_fired", "only one soldier of a stack may fire while it stays together", "Firepower 6.3.1.3");
  // 10.1.1: the other crewmen help fire in this Impulse instead of using their own weapons.
  const helpers = crew.filter((s) => s.id !== gunner.id && !s.combatUsed && state.game.impulse?.soldiers.includes(s.id)).slice(0, line.crew - 1);
  const full = helpers.length + 1 >= line.crew;
  const vehicle = p.targets.length === 1 ? findVehicle(state.game, p.targets[0]!) : undefined;
  const soldiers = vehicle ? [] : p.targets.map((id) => findSoldier(state.game, id));
  if (vehicle ? vehicle.side === seat : soldiers.some((t) => !t || t.eliminated || t.side === seat || t.inTunnel)) return reject("fire/bad_target", "the targets must be one enemy vehicle or living enemy soldiers", "Firepower 12.3");
  const live = soldiers as Soldier[];
  const hex = vehicle ? vehicle.hex : live[0]!.hex;
  // 6.3.5.1, 12.6.1: L bursts of a tripod weapon (the MMG) may go to several hexes in the arc (multi-hex-fire.ts).
  const spread: Check & { perTarget?: ReadonlyMap<string, CrewSpreadTarget> } = line.ammo === "L" && !vehicle ? checkCrewSpread(state, crewFirer(gunner, helpers), w.weapon, line, live, tables)
    : live.some((t) => !isSameHex(t.hex, hex)) ? reject("fire/one_hex", "all bursts go into one target hex", "Firepower 6.3.5.1") : OK;
  if (!spread.ok) return spread;
  if (vehicle && line.ammo === "L") return reject("fire/bad_ammo", "L fire at a vehicle hits the soldiers aboard: fire at them", "Firepower 19.3.5");
  if (line.ammo === "L" && live.some((t) => isShutIn(t))) return reject("fire/armour", "soldiers shut inside a vehicle", "Firepower 19.3.5.1");
  // 10.1.2.2: an automatic L weapon with a lone crewman fires one burst.
  const bursts = line.ammo === "L" ? (full ? line.bursts : 1) : 1;
  if (live.length > bursts) return reject("fire/too_many_bursts", `${w.weapon} fires ${bursts} burst(s) with this crew`, "Firepower 10.1.2.2");
  // 12.4.6: a missile flies from its unit, its facing does not matter; LOS is still the control box's (below).
  const from = line.separation !== null ? (weaponHex(state.game, w) ?? gunner.hex) : gunner.hex;
  const range = firepowerRange(from, hex);
  const band = line.hits.find((h) => range <= h.upTo);
  if (!band) return reject("fire/out_of_range", `range ${range} is beyond the ${w.weapon}'s (placeholder chart)`, "Firepower 12");
  if (line.separation === null && !isInArc(gunner.hex, gunner.facing, hex)) return reject("fire/out_of_arc", "the target hex is outside the firing arc", "Firepower 6.3.3");
  const board = boardOf(state.game);
  const los = losFrom(board, state.game, gunner, live[0] ? toViewpoint(live[0]) : { hex, posture: "stand" });
  if (!los?.clear) return reject("fire/no_los", "the line of sight is blocked", "Firepower 12.1");
  const firerOnly = collectFireModifiers({ weapon: "LMG", range, firer: { posture: gunner.posture, suppressed: gunner.status === "suppressed", ...(gunner.status === "pinned" ? { pinned: true } : {}) }, target: { posture: "stand" }, tables });
  let modifiers: AppliedModifier[];
  if (vehicle) {
    modifiers = [...firerOnly, ...[chartMovementModifier(crewFirer(gunner, helpers).nonCombatMf, false, vehicle.hexesEntered, tables, isSideShot(vehicle, from)), targetSizeModifier(vehicle, tables)].filter((m): m is AppliedModifier => m !== undefined)];
    if (p.tracks) modifiers.push({ name: "called shot at the tracks", value: 3, rule: "Firepower 19.3.5.2", provenance: book("19.3.5.2") });
  } else {
    // 12.2.12.1: L fire takes the chart line of the crewman who spent the most MF (l-fire-movement.ts).
    const situation = { ...toFireSituation(board, state.game, line.ammo === "L" ? crewFirer(gunner, helpers) : gunner, live[0]!, line.ammo === "L" ? "auto" : "throw", 0, state.options, los), tables };
    modifiers = line.ammo === "L" ? collectFireModifiers(situation) : collectThrowModifiers(situation);
    // 12.2.12.4: a GLR or MPL firing G/M/U/H after its crew moved uses the Movement Modifiers Chart (moving-launchers.ts).
    const moving = movingLauncherModifier(w.weapon, line.ammo, [gunner, ...helpers], live[0]!.running, tables);
    if (moving) modifiers.push(moving);
  }
  return { ...OK, weapon: w, line, gunner, helpers, full, ...(vehicle ? { vehicle } : {}), soldiers: live, hit: band.hit, modifiers, ...(spread.perTarget ? { perTarget: spread.perTarget } : {}) };
}

/**
 * `fire_crewed`: a crewed weapon or launcher fires [10.1, 12.4.3]: H at an enemy vehicle (penetration against the armour
 * of the side hit, 12.3.1.2) or as G at a soldier's hex (12.3.5: blast halved), L bursts at soldiers. The other
 * crewmen needed help (they use no weapon of their own this Impulse, 10.1.1); with the crew short, an L weapon fires
 * one burst and an H weapon must then be loaded separately (10.1.2.2); an LPL is discarded after its one shot; a
 * group-loaded launcher (MPL13) reloads after its group (11.1.12). A miss with H as G does nothing (no Spread Diagrams).
 */
export const fireCrewedCommand = defineCommand<FirepowerGame, ChitTurn, FirePayloadCrew>({
  schema: firePayload,
  rule: "Firepower 10.1",
  steps: ["impulse"],
  tags: ["combat"],
  validate: (state, cmd, ctx) => checkCrewFire(state, cmd.seat, cmd.payload, ctx.tables),
  resolve(state, cmd, dice, ctx) {
    const c = checkCrewFire(state, cmd.seat, cmd.payload, ctx.tables);
    if (!c.weapon || !c.line || !c.gunner || !c.modifiers || c.hit === undefined) throw new Error("fire_crewed: resolve after a failed check");
    const shot = resolveCrewShot(state.game, c, cmd.payload, dice, { options: state.options, tables: ctx.tables });
    let game = shot.game;
    const w = c.weapon;
    const helpers = (c.helpers ?? []).map((h) => h.id);
    const cost = c.line.separation !== null ? mfAllowance(c.gunner) - c.gunner.mf : FIRE_COST;
    game = patchSoldiers(game, (s) => (helpers.includes(s.id) ? { ...s, combatUsed: true } : s.id === c.gunner!.id ? { ...s, combatUsed: true, mf: s.mf + cost, afterFireMf: 0 } : undefined));
    const impulse = game.impulse;
    if (impulse) game = { ...game, impulse: { ...impulse, firedFrom: [...impulse.firedFrom, toHexKey(c.gunner.hex)] } };
    const rounds = w.rounds + 1;
    const group = reloadPhases(w.weapon, rounds) ?? 0;
    game = update(game, w.id, {
      rounds: group > 0 ? 0 : rounds, reloading: group,
      loaded: c.line.ammo === "L" || c.full === true,
      spent: c.line.singleShot,
    });
    const note = { weapon: w.id, type: w.weapon, gunner: c.gunner.id, helpers, fullCrew: c.full, hitNumber: c.hit, modifiers: c.modifiers, provenance: "placeholder (firepower/crew_weapon_chart)", rule: "Firepower 10.1" };
    return { state: { ...state, game }, events: [{ type: "crew/fired", data: { ...note, ...shot.data } }, ...shot.events] };
  },
});

function resolveCrewShot(game: FirepowerGame, c: Checked, p: FirePayloadCrew, dice: DiceSource, ctx: { options: Readonly<Record<string, string>>; tables: ReadonlyMap<string, AnyTable> }): { game: FirepowerGame; events: GameEvent[]; data: Record<string, unknown> } {
  const line = c.line!, gunner = c.gunner!;
  if (line.ammo === "L") {
    let g = game;
    const bursts: Record<string, unknown>[] = [];
    for (const t of c.soldiers ?? []) {
      const own = c.perTarget?.get(t.id); // 12.6.1: different modifiers in different hexes
      const b = lBurst(g, gunner.side, t, own?.hit ?? c.hit!, own?.modifiers ?? c.modifiers!, line.shots, dice, ctx.options);
      g = b.game;
      bursts.push(b.data);
    }
    return { game: g, events: [], data: { bursts } };
  }
  const roll = dice.roll(10), total = totalModifier(c.modifiers!);
  const hit = roll + total <= c.hit!;
  const data = { roll, total, result: hit ? "hit" : "missed" };
  if (!hit) return { game, events: [], data };
  if (c.vehicle) {
    const out = shootVehicle(game, weaponHex(game, c.weapon!) ?? gunner.hex, c.vehicle, { penetration: line.penetration, blast: line.blast }, p.tracks === true, dice, ctx, c.weapon!.id);
    return { game: out.game, events: out.events, data };
  }
  // 12.7.3: at a man upstairs or inside a unit it first passes the opening, from the weapon's hex (fired-openings.ts).
  const firer = { ...gunner, hex: weaponHex(game, c.weapon!) ?? gunner.hex };
  const t = c.soldiers![0]!;
  const out = firedGRoundAt(game, t.hex, t.hex, hAsG(line.blast ?? 0).blast, dice, ctx, c.weapon!.id, "Firepower 12.3.5", firer, toAim(p, gunner.side), aimAtSoldier(game, firer, t));
  return { game: out.game, events: out.events, data };
}

const loadPayload = z.object({ weapon: z.string().min(1), crewman: z.string().min(1) }).strict();

function checkLoad(state: FirepowerState, seat: string, p: z.infer<typeof loadPayload>): Check & { weapon?: CrewWeapon; crewman?: Soldier } {
  const c = checkWeapon(state, seat, p.weapon);
  if (!c.ok || !c.weapon) return c;
  const a = checkActor(state, seat, p.crewman);
  if (!a.ok || !a.soldier) return a;
  if (!effectiveCrew(state.game, c.weapon).some((s) => s.id === p.crewman)) return reject("crew/not_crew", `${p.crewman} is not an effective crewman of ${p.weapon}`, "Firepower 10.1");
  if (c.weapon.loaded && c.weapon.reloading === 0) return reject("crew/loaded", `${p.weapon} is loaded`, "Firepower 11.1.12");
  if (a.soldier.mf > 0 || a.soldier.combatUsed) return reject("crew/load_all_mf", "loading expends all the crewman's MF", "Firepower 11.1.12");
  if (c.weapon.loadPhase === ownPhase(state.turn, seat as Side)) return reject("crew/one_load_per_phase", "one loading Impulse Phase at a time", "Firepower 11.1.12");
  return { ...OK, weapon: c.weapon, crewman: a.soldier };
}

/** `load_crewed`: a crewman expends all his MF on one Impulse Phase of loading (or of reloading a group, MPL13: 2) [11.1.12, 10.1.2.2]. */
export const loadCrewedCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof loadPayload>>({
  schema: loadPayload,
  rule: "Firepower 11.1.12",
  steps: ["impulse"],
  validate: (state, cmd) => checkLoad(state, cmd.seat, cmd.payload),
  resolve(state, cmd) {
    const c = checkLoad(state, cmd.seat, cmd.payload);
    if (!c.weapon || !c.crewman) throw new Error("load_crewed: resolve after a failed check");
    const w = c.weapon;
    const reloading = Math.max(0, w.reloading - 1);
    let game = updateSoldier(state.game, c.crewman.id, { mf: mfAllowance(c.crewman), afterFireMf: 0 });
    game = update(game, w.id, { reloading, loaded: w.reloading > 0 ? reloading === 0 || w.loaded : true, loadPhase: ownPhase(state.turn, cmd.seat as Side) });
    // 11.1.12: written secretly; the other side sees only that the crewman spent his Impulse on a written Action (secret-loading.ts).
    return { state: { ...state, game }, events: secretTaskEvents(c.crewman.side, c.crewman.id, { type: "crew/loaded", data: { weapon: w.id, crewman: c.crewman.id, phasesLeft: reloading, rule: "Firepower 11.1.12" } }) };
  },
});

const memberPayload = z.object({ weapon: z.string().min(1), soldier: z.string().min(1) }).strict();

function checkMember(state: FirepowerState, seat: string, p: z.infer<typeof memberPayload>, join: boolean, tables: ReadonlyMap<string, AnyTable>): Check & { weapon?: CrewWeapon; soldier?: Soldier; mf?: number } {
  const c = checkWeapon(state, seat, p.weapon);
  if (!c.ok || !c.weapon) return c;
  const a = checkActor(state, seat, p.soldier);
  if (!a.ok || !a.soldier) return a;
  const w = c.weapon, s = a.soldier;
  const action: "acquire" | "discard" = join ? "acquire" : "discard";
  const cost = lookupOrThrow(tableOf(tables, CREW_ACTION_MF), { action }).value;
  const left = mfAllowance(s) - s.mf;
  if (join) {
    if (crewLine(tables, w).crew < 2) return reject("crew/one_man_weapon", "only weapons needing two or more crewmen take crewmen", "Firepower 10.1");
    if (crewWeaponsOf(state.game).some((x) => !x.spent && x.crew.includes(s.id))) return reject("crew/already_crew", `${s.id} is already in a crew`, "Firepower 10.1");
    const holder = holderOf(state.game, w);
    if (!holder || !isSameHex(holder.hex, s.hex)) return reject("crew/not_with_weapon", "join a crew in the weapon's hex", "Firepower 10.1");
    return cost <= left ? { ...OK, weapon: w, soldier: s, mf: cost } : reject("move/no_mf", "not enough movement factors to acquire", "Firepower 11.1.6");
  }
  if (!w.crew.includes(s.id)) return reject("crew/not_crew", `${s.id} is not in the crew of ${w.id}`, "Firepower 10.1");
  if (w.crew.filter((id) => !findSoldier(state.game, id)?.eliminated).length <= 1) return reject("crew/last_man", "the last crewman stays with the weapon (an abandoned weapon is not modelled)", "Firepower 11.1.6.2");
  // 11.1.6.2: a crewman short of MF may discard for whatever he has left, as his only Action.
  if (cost > left && !(s.mf === 0 && left > 0)) return reject("move/no_mf", "not enough movement factors to discard", "Firepower 11.1.6.2");
  return { ...OK, weapon: w, soldier: s, mf: Math.min(cost, left) };
}

function memberCommand(join: boolean) {
  return defineCommand<FirepowerGame, ChitTurn, z.infer<typeof memberPayload>>({
    schema: memberPayload,
    rule: "Firepower 11.1.6.2",
    steps: ["impulse"],
    validate: (state, cmd, ctx) => checkMember(state, cmd.seat, cmd.payload, join, ctx.tables),
    resolve(state, cmd, _dice, ctx) {
      const c = checkMember(state, cmd.seat, cmd.payload, join, ctx.tables);
      if (!c.weapon || !c.soldier || c.mf === undefined) throw new Error("crew membership: resolve after a failed check");
      const w = c.weapon;
      let game = updateSoldier(state.game, c.soldier.id, { mf: c.soldier.mf + c.mf, nonCombatMf: c.soldier.nonCombatMf + c.mf });
      game = update(game, w.id, { crew: join ? [...w.crew, c.soldier.id] : w.crew.filter((id) => id !== c.soldier!.id) });
      return { state: { ...state, game }, events: [{ type: join ? "crew/joined" : "crew/left", data: { weapon: w.id, soldier: c.soldier.id, mf: c.mf, rule: "Firepower 11.1.6.2" } }] };
    },
  });
}

/** `join_crew`: a soldier in the weapon's hex acquires it as a crewman [10.1, 11.1.6.2] (placeholder MF). */
export const joinCrewCommand = memberCommand(true);
/** `leave_crew`: a crewman discards the weapon and leaves its crew [11.1.6.2] (placeholder MF). */
export const leaveCrewCommand = memberCommand(false);

/** Whether a soldier carries a pistol under Option 16.8: an LMG man, a mortar crewman, or the holder of an MMG or MPL [16.8]. */
export function hasExtraPistol(game: FirepowerGame, s: Soldier): boolean {
  if (s.weapon === "LMG" || mortarsOf(game).some((m) => m.crew.includes(s.id))) return true;
  return crewWeaponsOf(game).some((w) => !w.spent && (w.weapon.startsWith("MMG") || w.weapon.startsWith("MPL")) && holderOf(game, w)?.id === s.id);
}

export function asPistol(state: FirepowerState, id: string): FirepowerState {
  return { ...state, game: updateSoldier(state.game, id, { weapon: "PST" }) };
}

function checkPistol(state: FirepowerState, seat: string, p: FirePayload, ctx: CommandContext): Check {
  if (state.options[EXTRA_WEAPONS.id] !== "on") return reject("fire/no_extra_weapons", "extra pistols are Optional Rule 16.8 (option firepower/extra_weapons)", "Firepower 16.8");
  const s = findSoldier(state.game, p.soldier);
  if (!s || !hasExtraPistol(state.game, s)) return reject("fire/no_pistol", "only LMG, FTR, GLR, MRT, MMG and MPL carriers have the extra pistol", "Firepower 16.8");
  return fireCommand.validate ? fireCommand.validate(asPistol(state, p.soldier), { type: "fire", seat, payload: p }, ctx) : OK;
}

/** `fire_pistol` (Option 16.8): the carrier fires his extra pistol instead of his major weapon, as a `fire` with a pistol [6.3]. */
export const firePistolCommand = defineCommand<FirepowerGame, ChitTurn, FirePayload>({
  schema: fireCommand.schema as z.ZodType<FirePayload>,
  rule: "Firepower 16.8",
  steps: ["impulse"],
  tags: ["combat"],
  validate: (state, cmd, ctx) => checkPistol(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const own = findSoldier(state.game, cmd.payload.soldier);
    if (!own) throw new Error("fire_pistol: resolve after a failed check");
    const out = fireCommand.resolve(asPistol(state, own.id), { ...cmd, type: "fire" }, dice, ctx);
    return { ...out, state: { ...out.state, game: updateSoldier(out.state.game, own.id, { weapon: own.weapon }) } };
  },
});

/** Candidate crew commands of a soldier of the Impulse: fire each of his crewed weapons at enemies in reach, load, leave; join a crew in his hex; his extra pistol. */
export function crewCandidates(state: FirepowerState, s: Soldier, tables?: ReadonlyMap<string, AnyTable>): Command[] {
  const out: Command[] = [];
  const seat = s.side;
  for (const w of crewWeaponsOf(state.game)) {
    if (w.spent || w.side !== seat) continue;
    if (!w.crew.includes(s.id)) {
      const holder = holderOf(state.game, w);
      if (holder && isSameHex(holder.hex, s.hex)) out.push({ type: "join_crew", seat, payload: { weapon: w.id, soldier: s.id } });
      continue;
    }
    const line = lookup(tableOf(tables, CREW_WEAPON_CHART), { weapon: w.weapon });
    const reach = line.ok ? (line.value.hits[line.value.hits.length - 1]?.upTo ?? 0) : 0;
    const enemies = [
      ...(line.ok && line.value.ammo === "H" ? vehiclesOf(state.game).filter((v) => v.side !== seat).map((v) => ({ id: v.id, hex: v.hex })) : []),
      ...state.game.soldiers.filter((e) => !e.eliminated && e.side !== seat && !isShutIn(e)).map((e) => ({ id: e.id, hex: e.hex })),
    ];
    const from = weaponHex(state.game, w) ?? s.hex;
    for (const e of enemies) if (hexDistance(e.hex, from) <= reach) out.push({ type: "fire_crewed", seat, payload: { weapon: w.id, gunner: s.id, targets: [e.id] } });
    if (line.ok && line.value.ammo === "L") out.push(...crewSpreadCandidates(state, s, w.id, w.weapon, line.value.bursts)); // 12.6.1 (multi-hex-fire.ts)
    if (!w.loaded || w.reloading > 0) out.push({ type: "load_crewed", seat, payload: { weapon: w.id, crewman: s.id } });
    out.push({ type: "leave_crew", seat, payload: { weapon: w.id, soldier: s.id } });
  }
  if (state.options[EXTRA_WEAPONS.id] === "on" && hasExtraPistol(state.game, s)) {
    for (const e of state.game.soldiers) if (!e.eliminated && e.side !== seat && hexDistance(e.hex, s.hex) <= 8) out.push({ type: "fire_pistol", seat, payload: { soldier: s.id, targets: [e.id] } });
  }
  return out;
}

/** The crew commands the ruleset registers. */
export const CREW_COMMANDS = { fire_crewed: fireCrewedCommand, load_crewed: loadCrewedCommand, join_crew: joinCrewCommand, leave_crew: leaveCrewCommand, fire_pistol: firePistolCommand } as const;

type ScenarioLike = {
  readonly rules: "basic" | "advanced";
  readonly crewWeapons?: readonly CrewWeaponSpec[] | undefined;
  readonly sides: Readonly<Record<Side, { readonly soldiers: readonly { readonly id: string; readonly hex: string }[] }>>;
};

/** Scenario checks for crewed weapons [10.1]: Advanced rules; each crewman a soldier of the weapon's side, in one crew only, set up with the holder. */
export function checkCrewScenario(sc: ScenarioLike, ctx: z.RefinementCtx): void {
  const specs = sc.crewWeapons ?? [];
  if (specs.length === 0) return;
  const issue = (message: string) => ctx.addIssue({ code: "custom", message, path: ["crewWeapons"] });
  if (sc.rules !== "advanced") issue("crewed weapons are Advanced Game weapons: set rules to advanced");
  const seen = new Set<string>();
  for (const w of specs) {
    const men = w.crew.map((id) => sc.sides[w.side].soldiers.find((s) => s.id === id));
    const missile = crewLine(undefined, w).separation !== null;
    if (men.some((m) => !m)) issue(`${w.id}: every crewman must be a soldier of side ${w.side}`);
    if (missile !== (w.hex !== undefined)) issue(`${w.id}: an MSL unit, and only one, is placed in its own hex (12.4.6)`);
    if (!missile && men.some((m) => m && m.hex !== men[0]?.hex)) issue(`${w.id}: the crew sets up in one hex with the weapon`);
    for (const id of w.crew) {
      if (seen.has(id)) issue(`${w.id}: ${id} is in two crews`);
      seen.add(id);
    }
  }
  if (new Set(specs.map((w) => w.id)).size !== specs.length) issue("crewed weapon ids must be unique");
}
