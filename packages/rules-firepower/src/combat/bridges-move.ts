// Firepower 8.9: moving onto, along and off a bridge deck; soldiers entering a bridge hex from anywhere else go under it.
import type { AnyTable, Check, ChitTurn, CommandSpec, GameEvent } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import { RUNNING_HEXES } from "../tables/basic-mf-chart";
import { boardOf } from "../core/board";
import type { Bridge } from "../blasts/bridges";
import { BRIDGE_RULE, bridgeAt, checkVehicleOffBridges, deckAboveGround, isOnDeck } from "../blasts/bridges";
import { levelOf, levelWords } from "../blasts/bridges-levels";
import { hexAhead } from "../core/geometry";
import { controllerOf } from "../optional/prisoners";
import { burnOnEntry } from "../fire-setup/fires";
import { detonateMinesAt } from "./mines";
import { actionCost, checkActor, maxNewHexes, nonCombatMfLeft, soldiersAt, spendNonCombat } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import type { VehicleGame } from "../vehicles/vehicles-state";
import { weatherCharge } from "../blasts/weather";
import type { WeatherCharge } from "../blasts/weather";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables: ReadonlyMap<string, AnyTable> };
type MovePayload = { readonly soldier: string; readonly back?: boolean; readonly prisoners?: readonly string[] };
type DeckStep = Check & { soldier?: Soldier; to?: Hex; cost?: number; onto?: "deck" | "end"; weather?: WeatherCharge };

/** The hex a `move` enters: ahead, or straight back [6.2.1, 11.2.1.2]. */
function moveTarget(s: Soldier, back: boolean | undefined): Hex {
  return hexAhead(s.hex, back ? ((s.facing + 2) % 6) + 1 : s.facing);
}

/** Whether `to` is on the deck reached from `from` of this bridge: the next unit of the bridge, or its originating hex. */
function deckNeighbour(b: Bridge, to: Hex): "deck" | "end" | undefined {
  if (b.hexes.some((h) => isSameHex(h, to))) return "deck";
  return b.ends.some((h) => isSameHex(h, to)) ? "end" : undefined;
}

/**
 * A move that concerns a deck [8.9]: from the deck (along it or off onto an originating hex), or from an originating
 * hex onto its bridge. Undefined: an ordinary move (a soldier entering a bridge hex any other way goes under it).
 */
function deckStep(state: FirepowerState, seat: string, p: MovePayload, ctx: Ctx): DeckStep | undefined {
  const game = state.game;
  if (!game.bridges || game.bridges.length === 0) return undefined;
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return undefined;
  const s = actor.soldier;
  const to = moveTarget(s, p.back);
  const from = isOnDeck(game, s) ? bridgeAt(game, s.hex) : undefined;
  const target = bridgeAt(game, to);
  let onto: "deck" | "end" | undefined;
  if (from) {
    onto = deckNeighbour(from, to);
    if (!onto) return reject("bridge/off_deck", "a soldier on a bridge moves only along it or off it onto an originating hex; he may not step off the side", BRIDGE_RULE);
  } else if (target && target.ends.some((h) => isSameHex(h, s.hex)) && (isSameHex(target.hexes[0] as Hex, to) || isSameHex(target.hexes[target.hexes.length - 1] as Hex, to))) {
    onto = "deck"; // 8.9: "Soldiers crossing a bridge are placed on top of the bridge unit".
  } else return undefined;
  if (s.riding || s.inWorks || s.inTunnel || s.up || s.ditchClimb) return undefined; // the ordinary move gives those refusals
  if (p.back && game.rules !== "advanced") return undefined;
  if (s.hexesEntered >= maxNewHexes(s)) return reject("move/leader_hexes", `a soldier with 5 MF enters at most ${maxNewHexes(s)} new hexes per Impulse`, "Firepower 11.1, 22.1.2, 27.1.2");
  const led = checkLedPrisoners(game, s, p);
  if (!led.ok) return led;
  // 6.2.1: enemies on the deck (or in the originating hex) are met by melee; those under the bridge are not in the way.
  const enemy = soldiersAt(game, to).some((o) => controllerOf(o) !== s.side && o.surrenderedTo !== s.side && !o.inTunnel && (onto === "end" ? !o.storey : isOnDeck(game, o)));
  if (enemy) return reject("move/enemy_hex", "enter an enemy hex only by melee", "Firepower 6.2.1");
  // 8.9: "Treat bridges as paved hexes for movement": the posture's cost to enter a hex, no height hexside to cross.
  const enter = actionCost(ctx.tables, ctx.options, "enter_hex", s);
  const weather = onto === "deck" && game.weather === "mud"
    ? { extra: 0, weather: game.weather, ignored: "mud on a bridge (paved, 8.9)", rule: "Firepower 11.2.2" }
    : weatherCharge(game, s, to, ctx.tables, false);
  const cost = enter === undefined ? undefined : (p.back ? 2 : 1) * enter + (weather?.extra ?? 0);
  if (cost === undefined || cost > nonCombatMfLeft(s)) return reject("move/no_mf", "not enough movement factors", "Firepower 6.2");
  return { ...OK, soldier: s, to, cost, onto, ...(weather ? { weather } : {}) };
}

/**
 * Option 25.3 across a bridge [8.9]: the prisoners a guard leads are his side's prisoners in his hex, on his level of a
 * bridge hex (on the deck with him, or under it with him); they come along to the same place.
 */
function checkLedPrisoners(game: FirepowerGame, s: Soldier, p: MovePayload): Check {
  for (const id of p.prisoners ?? []) {
    const held = soldiersAt(game, s.hex).find((o) => o.id === id && o.prisonerOf === s.side);
    if (!held) return reject("move/not_your_prisoner", `${id} is not a prisoner of this side in the guard's hex`, "Firepower 25.3");
    const level = levelOf(game, held);
    if (level !== levelOf(game, s)) return reject("bridge/prisoner_level", `${id} is ${level ? levelWords(level) : "off the bridge"} and his guard is not: a guard leads only the prisoners on his own level of the bridge hex`, `${BRIDGE_RULE}, 25.3`);
  }
  return OK;
}

/** The soldier's deck field for the hex he is in: present only on top of a bridge unit [8.9]. */
function deckFields(game: FirepowerGame, s: Soldier, to: Hex, onto: "deck" | "end"): Soldier {
  const { bridgeDeck: _was, ...rest } = s;
  const b = bridgeAt(game, to);
  return onto === "deck" && b ? { ...rest, bridgeDeck: deckAboveGround(game, b, to) } : rest;
}

/** An ordinary move by a guard under a bridge: his prisoners must be under it with him [8.9, 25.3]. */
function ordinaryLed(state: FirepowerState, seat: string, p: MovePayload): Check | undefined {
  const s = state.game.soldiers.find((x) => x.id === p.soldier && x.side === seat);
  if (!s || !state.game.bridges || (p.prisoners ?? []).length === 0 || !bridgeAt(state.game, s.hex)) return undefined;
  const led = checkLedPrisoners(state.game, s, p);
  return led.ok ? undefined : led;
}

/**
 * `move` with bridges [8.9]: a soldier in an originating hex who moves onto its bridge is placed on top of it, moves
 * along the deck at the paved (clear) cost, and leaves it only onto an originating hex; one who enters a bridge hex
 * any other way moves under it by the ordinary rules. Steps onto the deck trip no mine in the ground below (a step off
 * onto an originating hex does), a burning bridge's Fire attacks the man entering its deck (21.1 lists bridges among
 * what burns, 21.3), and a guard leads his prisoners on his level along (Option 25.3).
 */
export function withBridgeMoves(spec: CommandSpec<FirepowerGame, ChitTurn>): CommandSpec<FirepowerGame, ChitTurn> {
  return {
    ...spec,
    validate: (state, cmd, ctx) => deckStep(state, cmd.seat, cmd.payload as MovePayload, ctx) ?? ordinaryLed(state, cmd.seat, cmd.payload as MovePayload) ?? spec.validate(state, cmd, ctx),
    resolve: (state, cmd, dice, ctx) => {
      const c = deckStep(state, cmd.seat, cmd.payload as MovePayload, ctx);
      if (!c) {
        const r = spec.resolve(state, cmd, dice, ctx);
        const ids = new Set([(cmd.payload as MovePayload).soldier, ...((cmd.payload as MovePayload).prisoners ?? [])]);
        if (!r.state.game.soldiers.some((x) => ids.has(x.id) && x.bridgeDeck !== undefined)) return r;
        // He (and the prisoners he leads) went under or elsewhere by the ordinary move: off the deck.
        const soldiers = r.state.game.soldiers.map((x) => { if (!ids.has(x.id)) return x; const { bridgeDeck: _gone, ...rest } = x; return rest; });
        return { ...r, state: { ...r.state, game: { ...r.state.game, soldiers } } };
      }
      if (!c.soldier || !c.to || c.cost === undefined || !c.onto) throw new Error("move: resolve after a failed bridge check");
      const s = c.soldier;
      const entered = s.hexesEntered + 1;
      const running = s.running || entered >= RUNNING_HEXES.value;
      const placed = deckFields(state.game, { ...s, ...spendNonCombat(s, c.cost), hex: c.to, hexesEntered: entered, running }, c.to, c.onto);
      const led = new Set((cmd.payload as MovePayload).prisoners ?? []); // 25.3: his prisoners come along to the same place
      const to = c.to, onto = c.onto;
      const game = { ...state.game, soldiers: state.game.soldiers.map((x) => (x.id === s.id ? placed : led.has(x.id) ? deckFields(state.game, { ...x, hex: to }, to, onto) : x)) };
      const events: GameEvent[] = [{ type: "move/entered", data: { soldier: s.id, hex: boardOf(state.game).idOf(c.to), mf: c.cost, running, bridge: c.onto === "deck" ? "on the deck" : "off the bridge", ...(led.size > 0 ? { prisoners: [...led] } : {}), ...(c.weather ? { weather: c.weather } : {}), rule: BRIDGE_RULE } }];
      // 12.4.4.1.1: a mine in the ground goes off for a man stepping off the deck onto an originating hex, not for one
      // stepping onto the deck above it; 21.1, 21.3: a burning bridge burns its deck, so entering it rolls against the Fire.
      const mined = c.onto === "end" ? detonateMinesAt(game, to, dice, ctx, "soldier") : { game, events: [] };
      const burned = burnOnEntry(boardOf(state.game), mined.game, s.id, dice, ctx);
      return { state: { ...state, game: burned.game }, events: [...events, ...mined.events, ...burned.events] };
    },
  };
}

/** `vehicle_move` with bridges: vehicles stay off them (the Bridge Crossing Tables are missing) [8.9, 19.2.1.2.2]. */
export function withBridgeVehicles(spec: CommandSpec<FirepowerGame, ChitTurn>): CommandSpec<FirepowerGame, ChitTurn> {
  return {
    ...spec,
    validate: (state, cmd, ctx) => {
      const game = state.game as VehicleGame;
      if (!game.bridges || game.bridges.length === 0) return spec.validate(state, cmd, ctx);
      const p = cmd.payload as { readonly vehicle: string; readonly back?: boolean };
      const v = (game.vehicles ?? []).find((x) => x.id === p.vehicle);
      if (v) {
        const dir = p.back ? ((v.facing + 2) % 6) + 1 : v.facing;
        const off = checkVehicleOffBridges(game, [hexAhead(v.hex, dir), ...(v.rear ? [hexAhead(v.rear, dir)] : [])]);
        if (!off.ok) return off;
      }
      return spec.validate(state, cmd, ctx);
    },
  };
}
