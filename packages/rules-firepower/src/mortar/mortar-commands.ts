import type { Check, ChitTurn, CommandContext, GameEvent } from "@tactica/engine";
import { defineCommand, lookupOrThrow, OK, reject } from "@tactica/engine";
import { hexDistance } from "@tactica/hex";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { firepowerRange } from "../sighting/firepower-range";
import { boardOf } from "../core/board";
import { losFrom } from "../combat/fire-context";
import { checkActor, findSoldier, updateSoldier } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import { mortarChart, toMortarHitNumber } from "../tables/mortar-chart";
import type { Mortar } from "../state/mortar-state";
import { mortarsOf, ownPhase, withMortars } from "../state/mortar-state";
import type { MortarFireOrder } from "./resolve-mortar-fire";
import { HIT_LOCATION_PAYLOAD } from "../blasts/g-round-payload";
import { mortarHex, resolveMortarFire } from "./resolve-mortar-fire";
import { checkMortarRound } from "./mortar-rounds";
import { checkMortarOutOfUnit } from "../works/bunkers-fire";
import { checkMortarUncovered } from "../works/caves";
import { checkRadioContact } from "../combat/optional-radios";

/** Voice range between a remote observer and the mortar without radio [20.1.1]. */
export const OBSERVER_VOICE_RANGE = 5;

const sees = (game: FirepowerGame, s: Soldier, hexId: string) => {
  const board = boardOf(game);
  const hex = board.hexOf(hexId);
  return hex !== undefined && losFrom(board, game, s, { hex, posture: "stand" })?.clear === true;
};

function checkMortar(state: FirepowerState, seat: string, id: string): Check & { mortar?: Mortar } {
  if (state.game.rules !== "advanced") return reject("mortar/advanced_only", "mortars and remote observation are Advanced and Optional rules", "Firepower 12.4.2, 20.1");
  const m = mortarsOf(state.game).find((x) => x.id === id);
  if (!m) return reject("mortar/unknown", `no mortar ${id}`, "Firepower 12.4.2");
  if (m.side !== seat) return reject("mortar/not_yours", `${id} belongs to side ${m.side}`, "Firepower 12.4.2");
  return { ...OK, mortar: m };
}

/** A remote observer may serve the mortar: not crew, alive and unmarked, within 5 hexes and LOS of the tube or on the radio [20.1.1]. */
function checkObserver(game: FirepowerGame, m: Mortar, observer: Soldier | undefined): Check {
  if (!observer || observer.eliminated || observer.side !== m.side) return reject("mortar/bad_observer", "the observer must be a living soldier of the mortar's side", "Firepower 20.1.1");
  if (m.crew.includes(observer.id)) return reject("mortar/observer_is_crew", "the observer is not one of the mortar's crew", "Firepower 20.1.1");
  if (observer.status !== "none") return reject("mortar/observer_marked", "a soldier with a status marker may not observe", "Firepower 20.1.2");
  const tube = mortarHex(game, m);
  if (!tube) return reject("mortar/no_crew", "the mortar has no living crewman", "Firepower 12.4.2");
  if (m.radio) return checkRadioContact(game, observer, tube); // 20.2: radios need a clear LOS between them, any range (optional-radios.ts)
  const board = boardOf(game);
  const inVoice = hexDistance(observer.hex, tube) <= OBSERVER_VOICE_RANGE && losFrom(board, game, observer, { hex: tube, posture: "stand" })?.clear === true;
  return inVoice ? OK : reject("mortar/observer_out_of_contact", `the observer must be within ${OBSERVER_VOICE_RANGE} hexes with an unblocked LOS of the mortar, or on the radio`, "Firepower 20.1.1");
}

const observePayload = z.object({ observer: z.string().min(1), mortar: z.string().min(1), hex: z.string().min(1) }).strict();

/** `observe` [20.1.2]: the written order "<observer> Observe-<hex>", using the observer's Impulse; secret to the other side. */
export const observeCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof observePayload>>({
  schema: observePayload,
  rule: "Firepower 20.1.2",
  steps: ["impulse"],
  validate(state, cmd) {
    const m = checkMortar(state, cmd.seat, cmd.payload.mortar);
    if (!m.ok || !m.mortar) return m;
    const actor = checkActor(state, cmd.seat, cmd.payload.observer);
    if (!actor.ok || !actor.soldier) return actor;
    if (actor.soldier.combatUsed || actor.soldier.mf > 0) return reject("mortar/observer_busy", "writing an order takes the observer's Impulse", "Firepower 20.1.2");
    const who = checkObserver(state.game, m.mortar, actor.soldier);
    if (!who.ok) return who;
    if (!boardOf(state.game).hexOf(cmd.payload.hex)) return reject("mortar/unknown_hex", `no hex ${cmd.payload.hex} on this map`, "Firepower 2.1");
    return sees(state.game, actor.soldier, cmd.payload.hex) ? OK : reject("mortar/no_los", "the observer must see the target hex", "Firepower 20.1");
  },
  resolve(state, cmd) {
    const phase = ownPhase(state.turn, cmd.seat as "A" | "B");
    const order = { observer: cmd.payload.observer, hex: cmd.payload.hex, phase };
    const s = findSoldier(state.game, cmd.payload.observer)!;
    let game = updateSoldier(state.game, s.id, { combatUsed: true, afterFireMf: 0 });
    game = withMortars(game, mortarsOf(game).map((x) => (x.id === cmd.payload.mortar ? { ...x, order } : x)));
    const events: GameEvent[] = [{ type: "mortar/observe_ordered", data: { mortar: cmd.payload.mortar, order: `${order.observer} Observe-${order.hex}`, phase, rule: "Firepower 20.1.2" }, visibleTo: [cmd.seat] }];
    return { state: { ...state, game }, events };
  },
});

const firePayload = z.object({
  mortar: z.string().min(1), crewman: z.string().min(1), hex: z.string().min(1),
  /** A smoke (M) or illumination (U) round instead of a bomb (G, the default) [12.3.7, 12.3.8]. */
  ammo: z.enum(["G", "M", "U"]).optional(),
  /** Advanced 12.7.1, 12.7.5 for a bomb: the hit-location sign (no range modifier for indirect fire) and side designation (hit-location-sides.ts). */
  ...HIT_LOCATION_PAYLOAD,
}).strict();
/** Payload of `fire_mortar`. */
export type FireMortarPayload = z.infer<typeof firePayload>;

/**
 * Every check of a mortar shot, and the order it resolves [12.4.2, 20.1.2, 16.2.1]: a crewman of this Impulse who has
 * spent no MF, the tube loaded, range within the chart's band, and an observation: the written order of the previous
 * own Impulse Phase for this hex, adjusted fire at the hex fired at in that phase, or a crewman's own sight.
 */
export function checkMortarFire(state: FirepowerState, seat: string, p: FireMortarPayload, ctx: Pick<CommandContext, "tables">): Check & { order?: MortarFireOrder } {
  const checked = checkMortar(state, seat, p.mortar);
  if (!checked.ok || !checked.mortar) return checked;
  const m = checked.mortar;
  const actor = checkActor(state, seat, p.crewman);
  if (!actor.ok || !actor.soldier) return actor;
  const crewman = actor.soldier;
  if (!m.crew.includes(crewman.id)) return reject("mortar/not_crew", `${crewman.id} is not in the crew of ${m.id}`, "Firepower 12.4.2");
  if (crewman.combatUsed || crewman.mf > 0) return reject("mortar/crew_moved", "a mortar fires only in an Impulse in which its crew spends no other MF", "Firepower 12.4.2");
  const covered = checkMortarUncovered(state.game, crewman); // 12.4.2: not out of a cave or tunnel (caves.ts)
  if (!covered.ok) return covered;
  const unit = checkMortarOutOfUnit(crewman); // 12.4.2: not out of a pillbox or bunker (bunkers-fire.ts)
  if (!unit.ok) return unit;
  if (!m.loaded) return reject("mortar/not_loaded", "with one crewman the mortar must be loaded separately", "Firepower 12.4.2");
  const board = boardOf(state.game);
  const target = board.hexOf(p.hex);
  const tube = mortarHex(state.game, m);
  if (!target || !tube) return reject("mortar/unknown_hex", `no hex ${p.hex} on this map`, "Firepower 2.1");
  const line = lookupOrThrow(tableOf(ctx.tables, mortarChart), { mortar: m.weapon }).value;
  const range = firepowerRange(tube, target);
  if (toMortarHitNumber(line, range) === undefined) {
    return reject(range < line.minRange ? "mortar/inside_minimum_range" : "mortar/out_of_range", `range ${range}: the ${m.weapon} fires from ${line.minRange} to ${line.maxRange} hexes (placeholder chart)`, "Firepower 12.4.2");
  }
  const phase = ownPhase(state.turn, seat as "A" | "B");
  const adjusted = m.lastShot !== null && m.lastShot.hex === p.hex && m.lastShot.phase === phase - 1;
  const round = checkMortarRound(m.weapon, p.ammo, ctx.tables);
  if (!round.ok) return round;
  const base = { mortar: m.id, crewman: crewman.id, hex: p.hex, phase, adjusted, ...(p.ammo === "M" || p.ammo === "U" ? { ammo: p.ammo, round: state.turn.round } : {}), ...(p.worksSign ? { worksSign: p.worksSign } : {}), ...(p.preferSide !== undefined ? { preferSide: p.preferSide } : {}) };
  const remote = (observer: string) => checkObserver(state.game, m, findSoldier(state.game, observer)).ok;
  if (m.order && m.order.hex === p.hex && m.order.phase === phase - 1 && remote(m.order.observer)) return { ...OK, order: { ...base, observer: m.order.observer, by: "observe_order" } };
  if (adjusted && m.lastShot && m.lastShot.observer !== crewman.id && !m.crew.includes(m.lastShot.observer) && remote(m.lastShot.observer)) {
    return { ...OK, order: { ...base, observer: m.lastShot.observer, by: "adjusted" } };
  }
  const spotter = m.crew.map((id) => findSoldier(state.game, id)).find((s): s is Soldier => !!s && !s.eliminated && s.status !== "stunned" && sees(state.game, s, p.hex));
  if (spotter) return { ...OK, order: { ...base, observer: spotter.id, by: "crew" } };
  return reject("mortar/no_observation", "nobody observes that hex: write an Observe order one Impulse Phase ahead, or fire at a hex the crew sees", "Firepower 20.1.2");
}

/** `fire_mortar` [12.4.2]: one bomb at a hex, resolved by resolveMortarFire (the barrage job submits the same command). */
export const fireMortarCommand = defineCommand<FirepowerGame, ChitTurn, FireMortarPayload>({
  schema: firePayload,
  rule: "Firepower 12.4.2",
  steps: ["impulse"],
  tags: ["combat"],
  validate: (state, cmd, ctx) => checkMortarFire(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const checked = checkMortarFire(state, cmd.seat, cmd.payload, ctx);
    if (!checked.order) throw new Error("fire_mortar: resolve after a failed check");
    const out = resolveMortarFire(state.game, checked.order, dice, ctx.options, ctx.tables);
    return { state: { ...state, game: out.game }, events: out.events };
  },
});

const loadPayload = z.object({ mortar: z.string().min(1), crewman: z.string().min(1) }).strict();

/** `load_mortar` [12.4.2]: a mortar with one crewman is loaded separately, using his Impulse. */
export const loadMortarCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof loadPayload>>({
  schema: loadPayload,
  rule: "Firepower 12.4.2",
  steps: ["impulse"],
  validate(state, cmd) {
    const checked = checkMortar(state, cmd.seat, cmd.payload.mortar);
    if (!checked.ok || !checked.mortar) return checked;
    const actor = checkActor(state, cmd.seat, cmd.payload.crewman);
    if (!actor.ok || !actor.soldier) return actor;
    if (!checked.mortar.crew.includes(actor.soldier.id)) return reject("mortar/not_crew", `${actor.soldier.id} is not in the crew`, "Firepower 12.4.2");
    if (actor.soldier.combatUsed || actor.soldier.mf > 0) return reject("mortar/crew_moved", "loading takes the crewman's Impulse", "Firepower 12.4.2");
    return checked.mortar.loaded ? reject("mortar/already_loaded", "the mortar is loaded", "Firepower 12.4.2") : OK;
  },
  resolve(state, cmd) {
    let game = updateSoldier(state.game, cmd.payload.crewman, { combatUsed: true, afterFireMf: 0 });
    game = withMortars(game, mortarsOf(game).map((x) => (x.id === cmd.payload.mortar ? { ...x, loaded: true } : x)));
    return { state: { ...state, game }, events: [{ type: "mortar/loaded", data: { mortar: cmd.payload.mortar, crewman: cmd.payload.crewman, rule: "Firepower 12.4.2" } }] };
  },
});
