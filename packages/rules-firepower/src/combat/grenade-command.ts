import { structureHeightModifiers } from "../works/structure-height";
import { aimAt, bridgeBurstField, bridgeBurstFrom } from "../blasts/bridges-blasts";
import { isDeckBurst } from "../blasts/bridges-levels";
import { bodyArmorRollField, wearsBodyArmor } from "../fire-setup/body-armor";
import type { AnyTable, CommandContext, Provenance } from "@tactica/engine";
import { defineCommand, lookupOrThrow, OK, reject } from "@tactica/engine";
import { tableOf } from "../fire/table-of";
import { GRENADE_SPREAD_DIAGRAM } from "../tables/grenade-spread";
import type { Check, ChitTurn, GameEvent } from "@tactica/engine";
import { blastObstacle } from "../works/obstacles";
import type { DiceSource } from "@tactica/dice";
import type { Hex } from "@tactica/hex";
import { hexDistance, isSameHex, toHexKey } from "@tactica/hex";
import { blastCoverTerrain } from "../blasts/tree-positions";
import { z } from "zod";
import { totalModifier } from "../fire/applied-modifier";
import { collectBlastModifiers, collectThrowModifiers } from "../fire-setup/collect-fire-modifiers";
import { toHitNumber } from "../fire/hit-number";
import { firepowerRange } from "../sighting/firepower-range";
import { BASIC_GRENADE_BLAST } from "../tables/basic-firing-chart";
import type { Board } from "../core/board";
import { boardOf } from "../core/board";
import { blastLineModifier } from "../blasts/blast-line";
import { losFrom } from "./fire-context";
import { detonateMinesAt } from "./mines";
import { hitWithStatus } from "../core/status-ladder";
import { behindHighCover } from "../works/works";
import { fieldConditionsOf } from "../blasts/smoke";
import { blastHits } from "../optional/wounds";
import { startFires } from "../fire-setup/fires";
import { toSpreadHex } from "../fire/spread-hex";
import { entrySides, isInArc } from "../core/geometry";
import { checkActor, mfAllowance, patchSoldiers, updateSoldier } from "../core/soldiers";
import { strengthThrowRange } from "../optional/optional-characteristics";
import { offerReturn } from "./optional-return-throw";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import { G_PENETRATION } from "../vehicles/vehicle-chart";
import { blastOnVehicle, toBlastRolls } from "../fire-setup/vehicle-hits";
import { locatedBlastOnVehicle } from "../fire-setup/vehicles-hit-location";
import { isShutIn } from "../vehicles/vehicles-state";
import { checkFortificationThrow } from "../works/bunkers-fire";
import type { ImpactLocation } from "../blasts/storey-blasts";
import { impactAt, reachFields, storeyReach } from "../blasts/storey-blasts";
import { damageBuilding } from "../blasts/building-damage";
import { checkStoreyThrow, storeyTarget, throughOpening } from "../blasts/storey-blasts-throw";
import { caveShieldsFromBlast, inCave } from "../works/caves";
import { checkInsideAim, intoUnit, unitShelters } from "./opening-blasts";
import { blastShield } from "../blasts/shield-blasts";
import { damageTerrain } from "../blasts/terrain-damage";
import type { WorksSign } from "./works-hit-location";
import { burstWithWorksHit, hitLocationData } from "./works-hit-location";
import type { HitLocationAim } from "./hit-location-sides";
import { fenceBetweenBurst, toAim, withBeyond } from "./hit-location-sides";
import { HIT_LOCATION_PAYLOAD } from "../blasts/g-round-payload";

const payload = z.object({
  soldier: z.string().min(1),
  hex: z.string().min(1),
  /** When the LOS runs through a vertex of the target hex, the entry hexside the thrower picks (map direction 0-5) [6.3.6.3.2.1]. */
  side: z.number().int().min(0).max(5).optional(),
  /** Advanced: the building storey of the target hex aimed at (through an open door or window of it, 12.7.3); absent = ground. */
  storey: z.number().int().min(-5).max(20).optional(),
  /** Advanced: into the bunker, pillbox, tower or cave of the target hex, through an opening facing the thrower (12.7.3). */
  inside: z.boolean().optional(),
  /** Advanced 12.7.5: the sign the thrower announces for the 12.7.2 foxhole/trench range modifiers ("-" as given, default, or "+"). */
  worksSign: z.enum(["-", "+"]).optional(),
  /** Advanced 12.7.1: the side of a divided impact hex the thrower wants most (hit-location-sides.ts). */
  preferSide: HIT_LOCATION_PAYLOAD.preferSide,
}).strict();

/** Payload of `throw_grenade`: thrower, target hex (printed ID), optional entry hexside on a vertex line. */
export type GrenadePayload = z.infer<typeof payload>;

const THROW_MF = 2;

/** A hex as a target viewpoint for grenades: the hex, seen at Standing height (it need not hold a soldier). */
const hexTarget = (hex: Hex) => ({ hex, posture: "stand" });

/** A throw's hit number from `s` to `hex` by range and posture [6.3.2.1.1], his Option 22 strength deciding the reach [22.1.3]. */
function throwHitNumber(s: Soldier, hex: Hex, options: Readonly<Record<string, string>>) {
  const reach = strengthThrowRange(s, firepowerRange(s.hex, hex), options);
  return reach.ok ? toHitNumber("HGN", "throw", reach.lookupRange, s.posture, options) : reach;
}

/** Every check a throw makes [6.3.1.1, 6.3.2.1.1, 6.3.3, 6.3.4]. */
export function checkGrenade(state: FirepowerState, seat: string, p: GrenadePayload, ctx: Pick<CommandContext, "options">): Check & { thrower?: Soldier; target?: Hex } {
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return actor;
  const s = actor.soldier;
  if (s.combatUsed) return reject("fire/combat_used", "one Combat Action per soldier per Impulse Phase", "Firepower 6.2.5");
  if (s.freeTurns.length > 0) return reject("fire/free_turn_taken", "a soldier who took a free turn does no firing this Impulse", "Firepower 11.3.1");
  if (s.mf + THROW_MF > mfAllowance(s)) return reject("fire/no_mf", "a throw costs 2 MF", "Firepower 6.3.5");
  if (state.game.impulse?.firedFrom.includes(toHexKey(s.hex))) return reject("fire/stack_fired", "only one soldier of a stack may fire while it stays together", "Firepower 6.3.1.3");
  const inside = checkFortificationThrow(state.game, s, boardOf(state.game).hexOf(p.hex)); // 12.1.6, 12.7.3: out through a loophole (bunkers-fire.ts)
  if (!inside.ok) return inside;
  return checkThrowTarget(state, s, p, ctx);
}

/**
 * The target checks of a throw by `s` (also a 16.1 return throw) [6.3.2.1.1, 6.3.3, 6.3.4, 25.5]; Option 22 strength
 * lengthens or shortens his reach [22.1.3].
 */
export function checkThrowTarget(state: FirepowerState, s: Soldier, p: Omit<GrenadePayload, "soldier">, ctx: Pick<CommandContext, "options">): Check & { thrower?: Soldier; target?: Hex } {
  const board = boardOf(state.game);
  const target = board.hexOf(p.hex);
  if (!target) return reject("fire/unknown_hex", `no hex ${p.hex} on this map`, "Firepower 2.1");
  // 25.5: a side may not use its own men's hex, while they are held prisoner, as a target hex.
  if (state.game.soldiers.some((o) => !o.eliminated && o.side === s.side && (o.prisonerOf !== undefined || o.surrenderedTo !== undefined) && isSameHex(o.hex, target))) {
    return reject("fire/own_prisoners", "a side may not target a hex holding its own captured men", "Firepower 25.5");
  }
  const hit = throwHitNumber(s, target, ctx.options);
  if (!hit.ok) return reject(hit.error.code, hit.error.message, hit.error.rule);
  const arc = ctx.options["firepower/arc_boundary"] === "include" ? "include" : "exclude";
  if (!isInArc(s.hex, s.facing, target, arc)) return reject("fire/out_of_arc", "the target hex is outside the firing arc", "Firepower 6.3.3");
  // 12.1.6, 12.7.3: a storey aimed at needs an open door or window of it facing the thrower (storey-blasts-throw.ts).
  const onStorey = checkStoreyThrow(state, s, target, p.storey);
  if (!onStorey.ok) return onStorey;
  const inside = checkInsideAim(state, s, target, p, "grenade"); // 12.7.3: into a unit through an opening (opening-blasts.ts)
  if (!inside.ok) return inside;
  if (!losFrom(board, state.game, s, aimAt(state.game, s, storeyTarget(target, p.storey)))?.clear) return reject("fire/no_los", "the line of sight is blocked", "Firepower 6.3.4");
  if (p.side !== undefined && !entrySides(s.hex, target).includes(p.side)) return reject("fire/bad_side", "that hexside is not crossed by the line of sight", "Firepower 6.3.6.3.2.1");
  return { ...OK, thrower: s, target };
}

/** Where a missed grenade lands [6.3.6.3.2.1]: spread by the diagram, or a dud off-map, out of range or out of LOS. */
function spreadTo(board: Board, game: FirepowerGame, s: Soldier, target: Hex, side: number, roll: number, options: Readonly<Record<string, string>>, tables?: ReadonlyMap<string, AnyTable>): Hex | undefined {
  const hex = toSpreadHex(target, side, roll, options, tables); // the match's diagram (a rulings pack may supply it)
  if (!board.has(hex)) return undefined;
  if (!throwHitNumber(s, hex, options).ok) return undefined;
  return losFrom(board, game, s, aimAt(game, s, hexTarget(hex)))?.clear ? hex : undefined; // 8.9: a bridge deck (bridges-blasts.ts)
}

/**
 * What one blast roll of `s` is rolled against when a grenade or G round bursts at `impact` (`at`: the storey and
 * height of the burst) [6.3.6.3.2.2, 6.4.2]: undefined when the blast cannot reach him (out of the zone, shut in a
 * vehicle, 8.8.4-8.8.8 a unit's walls, a tunnel or cave, 12.1.6 other storeys, a shield hill, fence or wall);
 * otherwise his distance, the blast modifiers and their total with the storey heights and confinement added
 * [12.2.3, 12.2.8, 16.2.3]. Pure: `blast` rolls against it, and the API's commandOdds computes its exact odds from it.
 */
export function blastTarget(board: Board, game: FirepowerGame, impact: Hex, s: Soldier, options: Readonly<Record<string, string>>,
  zone: { readonly blast: number; readonly radius: number } = { blast: BASIC_GRENADE_BLAST.value, radius: 2 }, adjust: Readonly<Record<string, number>> = {}, tables?: ReadonlyMap<string, AnyTable>,
  at: ImpactLocation = impactAt(board, impact)) {
  const distance = hexDistance(s.hex, impact);
  // 19.3.2: soldiers shut inside a vehicle's armour are reached only through penetration (vehicle-hits.ts).
  if (s.eliminated || distance > zone.radius || isShutIn(s) || unitShelters(game, s, at) || s.inTunnel) return undefined; // 8.8.4, 8.8.6, 12.7.3: a unit's walls (opening-blasts.ts); 8.8.8: in a tunnel
  // 12.1.6, 12.2.3, 12.2.8, 16.2.3: floors shut other storeys out; +1 per height from the impact height (storey-blasts.ts).
  const reach = storeyReach(board, game, at, s, "G", options);
  if (!reach || caveShieldsFromBlast(game, impact, s, at) || blastShield(board, game, at, s, G_PENETRATION, tables)) return undefined; // 8.8.7, 12.2.3: the hill round a cave (caves.ts); a hill, fence, wall or roadblock (shield-blasts.ts)
  const terrain = board.terrainOf(s.hex);
  // 6.3.6.2.2: a fence in the soldier's hex between the impact hex and him is cover against the blast.
  const fenceBetween = fenceBetweenBurst(board, impact, at, s); // 8.8.5.4: a roadblock is a fence; 12.7.1: the side hit (hit-location-sides.ts)
  const treesBetween = distance === 0 ? 0 : blastLineModifier(board, impact, s, options);
  // Advanced 10.4: tree, stump and well positions cover only over their thickened hexsides (tree-positions.ts).
  const modifiers = collectBlastModifiers({ posture: s.posture, terrain: game.rules === "advanced" ? blastCoverTerrain(board, game, impact, s) : terrain === "tree" || terrain === "rough" ? terrain : "clear", fenceBetween, treesBetween, inWorks: s.inWorks === true || inCave(game, s), behindHighCover: behindHighCover(game, s, options), bodyArmor: wearsBodyArmor(s) }, distance); // 8.8.7: cave cover; 12.4.8 (body-armor.ts)
  const total = totalModifier(modifiers) + (adjust[s.id] ?? 0) + reach.heights + reach.confined;
  return { distance, modifiers, total, reach, blastNumber: zone.blast };
}

/** A blast roll's result [6.3.6.3.2.2, 6.4.2]: a hit at roll + total <= blast number, else Stunned in the impact hex, Suppressed if a 2 would have hit. */
export function blastResult(roll: number, total: number, distance: number, blastNumber: number): "eliminated" | "stunned" | "suppressed" | undefined {
  return roll + total <= blastNumber ? "eliminated" : distance === 0 ? "stunned" : 2 + total <= blastNumber ? "suppressed" : undefined;
}

/**
 * Blast [6.3.6.3.2.2, 6.4.2]: one roll per soldier within the zone (a hand grenade: blast number 5, 2 hexes; a G round
 * such as a mortar's passes its own [12.3.4]), friends included; survivors Stunned (impact) or
 * Suppressed. Trees (and hedges, by option) between the impact hex and a soldier add +1 each [6.3.6.2.5, 12.2.6].
 */
export function blast(board: Board, game: FirepowerGame, impact: Hex, dice: DiceSource, options: Readonly<Record<string, string>>,
  zone?: { readonly blast: number; readonly radius: number }, adjust?: Readonly<Record<string, number>>, tables?: ReadonlyMap<string, AnyTable>, at?: ImpactLocation, from?: Hex, aim?: WorksSign | HitLocationAim) {
  // Advanced 12.7.1, 12.7.2, 12.7.4, 12.7.5: a burst in a hex divided by a fence, wall or roadblock first rolls the side it lands on, then in a foxhole or trench hex whether it lands in the work (works-hit-location.ts).
  const located = aim === undefined || typeof aim === "string" ? { ...(aim ? { sign: aim } : {}), ...(at ? { at } : {}) } : { ...aim, ...(at ? { at } : {}) };
  return burstWithWorksHit(game, impact, dice, from, tables, (g, beyond) => blastInHex(board, g, impact, dice, options, zone, adjust, tables, withBeyond(board, impact, at, beyond), from), located);
}

function blastInHex(board: Board, game: FirepowerGame, impact: Hex, dice: DiceSource, options: Readonly<Record<string, string>>,
  zone: { readonly blast: number; readonly radius: number } = { blast: BASIC_GRENADE_BLAST.value, radius: 2 }, adjust: Readonly<Record<string, number>> = {}, tables?: ReadonlyMap<string, AnyTable>,
  at: ImpactLocation = impactAt(board, impact), from?: Hex) {
  const rolls: { soldier: string; roll: number; total: number; result: string; heightModifier?: number; confinedModifier?: number }[] = [];
  const results = new Map<string, "eliminated" | "stunned" | "suppressed">();
  for (const s of game.soldiers) {
    const target = blastTarget(board, game, impact, s, options, zone, adjust, tables, at);
    if (!target) continue;
    const roll = dice.roll(10);
    const result = blastResult(roll, target.total, target.distance, zone.blast);
    if (result) results.set(s.id, result);
    rolls.push({ soldier: s.id, roll, total: target.total, result: result ?? "no effect", ...reachFields(target.reach), ...bodyArmorRollField(s) });
  }
  const marked = patchSoldiers(game, (s) => {
    const r = results.get(s.id);
    // Stunned soldiers also go Prone [6.4.4]; either marker drops Running [6.4.3]; Option 16.6 Pinned/Inactive.
    return r === "stunned" || r === "suppressed" ? hitWithStatus(s, r, options) : undefined;
  });
  // A hit eliminates, or with Option 23.1 wounds (src/game/wounds.ts).
  const hit = blastHits(marked, rolls, dice, { options });
  // 12.3.4.2.6, 19.3.3: a vehicle in the impact hex takes the blast on top (or inside, if penetrated).
  const onVehicle = from ? locatedBlastOnVehicle(hit.game, impact, zone.blast, G_PENETRATION, from, dice, { options, ...(tables ? { tables } : {}) }) : blastOnVehicle(hit.game, impact, zone.blast, G_PENETRATION, dice, { options }); // 19.3.1 (vehicles-hit-location.ts)
  // 12.3.4.2.1: wire, double wire or abatis in the impact hex take the penetration as damage (obstacles.ts).
  const cut = blastObstacle(onVehicle.game, impact, G_PENETRATION, tables);
  // 12.3.4.2.7: walls, doors and windows, and roof of a building impact hex take the penetration (building-damage.ts).
  const built = damageBuilding(board, cut.game, impact, G_PENETRATION, { options, tables });
  // 12.3.4.2-12.3.4.2.5: trees, stumps, fences, walls, hedges, roadblocks and units of the impact hex (terrain-damage.ts).
  const torn = damageTerrain(board, built.game, impact, G_PENETRATION, { options, tables });
  return { game: torn.game, rolls: [...hit.rolls, ...toBlastRolls(onVehicle.hit)], ...(cut.damage ? { obstacle: cut.damage } : {}), ...(built.hit ? { building: built.hit } : {}), ...(torn.hits.length > 0 ? { terrain: torn.hits } : {}) };
}

/** `throw_grenade`: a hand grenade at a hex [6.3.6.3.2]: hit, spread or complete miss, then blast. */
export const grenadeCommand = defineCommand<FirepowerGame, ChitTurn, GrenadePayload>({
  schema: payload,
  rule: "Firepower 6.3.6.3.2",
  steps: ["impulse"],
  tags: ["combat"],
  validate: (state, cmd, ctx) => checkGrenade(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const checked = checkGrenade(state, cmd.seat, cmd.payload, { options: state.options });
    if (!checked.thrower || !checked.target) throw new Error("grenade: resolve after a failed check");
    const s = checked.thrower;
    const thrown = throwGrenade(state.game, s, checked.target, cmd.payload, dice, state.options, ctx.tables);
    let game = updateSoldier(state.game, s.id, { mf: s.mf + THROW_MF, combatUsed: true, afterFireMf: 0 });
    const impulse = game.impulse;
    if (impulse) game = { ...game, impulse: { ...impulse, firedFrom: [...impulse.firedFrom, toHexKey(s.hex)] } };
    const events: GameEvent[] = [thrown.event];
    // 16.1: with the option, the side with soldiers in the impact hex may first try to throw the grenade back.
    const offered = thrown.impact ? offerReturn(game, s, thrown.impact, state.options, ctx.tables) : undefined;
    if (offered) return { state: { ...state, game: offered.game }, events: [...events, ...offered.events] };
    const exploded = thrown.impact ? explodeGrenade(game, thrown.impact, dice, { ...ctx, from: s.hex, aim: toAim(cmd.payload, s.side) }, {}, thrown.at) : { game, events: [] };
    return { state: { ...state, game: exploded.game }, events: [...events, ...exploded.events] };
  },
});

/**
 * The throw's hit number and modifiers, as `throwGrenade` rolls against them [6.3.2.1.1, 6.3.6.3, 12.2.6, 12.2.10]:
 * trees and hedges on the line, and in Advanced smoke, night and the thrower's wounds [12.2.7, 12.2.11, 23.1.1].
 * Pure: the API's commandOdds lists these modifiers.
 */
export function throwModifiers(game: FirepowerGame, s: Soldier, target: Hex, storey: number | undefined, options: Readonly<Record<string, string>>, tables?: ReadonlyMap<string, AnyTable>) {
  const board = boardOf(game);
  const los = losFrom(board, game, s, aimAt(game, s, storeyTarget(target, storey))); // 8.9: at a bridge deck (bridges-blasts.ts)
  const hit = throwHitNumber(s, target, options);
  if (!hit.ok || !los) throw new Error("grenade: check vanished");
  // Advanced: smoke on the line, night at the target hex, the thrower's wounds [12.2.7, 12.2.11, 23.1.1] (src/game/smoke.ts).
  const { field, treesReplaced } = fieldConditionsOf(board, game, s, los, target, options);
  const mods = collectThrowModifiers({
    weapon: "HGN", range: 1, firer: { posture: s.posture, suppressed: s.status === "suppressed", pinned: s.status === "pinned", ...(s.nbc ? { nbc: true } : {}) }, target: { posture: "stand" },
    treesAndHedges: los.modifier - treesReplaced, ...(Object.keys(field).length > 0 ? { field } : {}),
  }).concat(structureHeightModifiers(game, target, "G", tables)); // 12.2.10 (structure-height.ts)
  return { hit: hit.value, modifiers: mods, total: totalModifier(mods) };
}

/**
 * One throw by `s` at `target` [6.3.6.3.2, 6.3.6.3.2.1]: the roll, then a hit, a spread by the diagram (a dud off-map,
 * out of range or out of LOS) or a complete miss. Returns where it lands and the `grenade/thrown` event.
 */
export function throwGrenade(game: FirepowerGame, s: Soldier, target: Hex, p: Omit<GrenadePayload, "soldier">, dice: DiceSource, options: Readonly<Record<string, string>>, tables?: ReadonlyMap<string, AnyTable>): { impact?: Hex; at?: ImpactLocation; event: GameEvent } {
  const board = boardOf(game);
  const { hit, total } = throwModifiers(game, s, target, p.storey, options, tables);
  const roll = dice.roll(10);
  let impact: Hex | undefined;
  let spread: { roll: number; side: number; provenance: Provenance } | undefined;
  if (roll + total <= hit.hitNumber) impact = target;
  else if (roll + total <= 10) {
    const side = p.side ?? entrySides(s.hex, target)[0] ?? 0;
    const spreadRoll = dice.roll(10);
    // The Spread Diagram cell read (reconstructed orientation, firepower.md §9.2) decides where it lands: the event says so.
    spread = { roll: spreadRoll, side, provenance: lookupOrThrow(tableOf(tables, GRENADE_SPREAD_DIAGRAM), { roll: spreadRoll }).provenance };
    impact = spreadTo(board, game, s, target, side, spread.roll, options, tables);
  }
  const outcome = impact === undefined ? (spread ? "dud" : "complete_miss") : isSameHex(impact, target) ? "hit" : "spread";
  // 12.7.3: a hit on a storey goes through its door or window, or bursts against the wall outside (a spread lands at ground level).
  const into = p.storey && impact && isSameHex(impact, target) ? throughOpening(board, s, target, p.storey, dice, tables) : undefined;
  // 12.7.3: into a bunker, pillbox, tower or cave through its opening, or against its wall (opening-blasts.ts).
  const unit = !into && impact ? intoUnit(board, game, s, impact, p.inside === true && isSameHex(impact, target), dice, tables, p.worksSign) : undefined;
  // 8.9: in a bridge hex it bursts on the deck, or under it when thrown from below the floor (bridges-blasts.ts).
  const deck = !into && !unit && impact ? bridgeBurstFrom(game, impact, s) : undefined;
  const storeyData = unit ? unit.data : into ? { storey: p.storey, impactHeight: into.at.height, burst: into.at.inside ? "inside" : "outside_wall", ...(into.pass ? { opening: into.pass } : {}) } : impact ? bridgeBurstField(game, deck, impact) : {};
  const event: GameEvent = { type: "grenade/thrown", data: { thrower: s.id, target: p.hex, roll, total, hitNumber: hit.hitNumber, spread, outcome, impact: impact ? board.idOf(into?.at.hex ?? impact) : null, ...storeyData } };
  const at = into?.at ?? unit?.at ?? deck;
  return { ...(impact ? { impact: into?.at.hex ?? impact } : {}), ...(at ? { at } : {}), event };
}

/**
 * The grenade explodes at `impact` [6.3.6.3.2.2]: the blast (`adjust` adds to named soldiers' rolls, 16.1), then any
 * mine in the hex goes off after it (12.4.4.3).
 */
export function explodeGrenade(game: FirepowerGame, impact: Hex, dice: DiceSource, ctx: Pick<CommandContext, "options" | "tables"> & { readonly from?: Hex; readonly aim?: HitLocationAim }, adjust: Readonly<Record<string, number>> = {}, at?: ImpactLocation): { game: FirepowerGame; events: GameEvent[] } {
  const board = boardOf(game);
  const b = blast(board, game, impact, dice, ctx.options, undefined, adjust, ctx.tables, at, ctx.from, ctx.aim);
  const where = at && (at.storey !== 0 || !at.inside) ? { storey: at.storey, impactHeight: at.height, rule: "Firepower 12.2.8, 12.1.6" } : {};
  const events: GameEvent[] = [{ type: "grenade/blast", data: { impact: board.idOf(impact), rolls: b.rolls, ...where, ...(b.obstacle ? { obstacle: b.obstacle } : {}), ...(b.building ? { building: b.building } : {}), ...(b.terrain ? { terrain: b.terrain } : {}), ...hitLocationData(b) } }];
  const mined = isDeckBurst(game, at) ? { game: b.game, events: [] } : detonateMinesAt(b.game, impact, dice, ctx); // 8.9: a deck burst leaves the mines below (bridges-levels.ts)
  // Option 21.1.1: a G impact hex may catch Fire (src/game/fires.ts).
  const fire = startFires(board, mined.game, [impact], "G", 0, dice, ctx.options);
  return { game: fire.game, events: [...events, ...mined.events, ...fire.events] };
}
