import type { AnyTable, Check, ChitTurn, Command, GameEvent } from "@tactica/engine";
import { defineCommand, lookup, OK, reject } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { MINES } from "../tables/advanced-data";
import type { Board } from "../core/board";
import { boardOf } from "../core/board";
import { gBlast } from "./g-blast";
import { hexAhead } from "../core/geometry";
import { antiVehicleHit, claymoreBlast } from "./mine-effects";
import { checkActor, mfAllowance, updateSoldier } from "../core/soldiers";
import { firepowerRange } from "../sighting/firepower-range";
import type { FirepowerGame, FirepowerState, Mine, Side } from "../state/types";

const RULE = "Firepower 8.8.9";

/** Unexploded mines in a hex. */
export function minesAt(game: FirepowerGame, hex: Hex): Mine[] {
  return (game.mines ?? []).filter((m) => !m.exploded && isSameHex(m.hex, hex));
}

/** What a viewer may know of the mines [8.8.9, 3.3]: its own side's, and every one that has gone off. */
export function visibleMines(mines: readonly Mine[], viewer: string): Mine[] {
  return mines.filter((m) => m.exploded || m.side === viewer);
}

/** A game as a viewer may see it: unexploded enemy mines removed until the match has a result [8.8.9, 3.3]. */
export function toMinesView(game: FirepowerGame, viewer: string): FirepowerGame {
  return game.mines && !game.result ? { ...game, mines: visibleMines(game.mines, viewer) } : game;
}

/** Whether a hex is water, where no mine may be placed [8.8.9]. */
export function isWaterHex(board: Board, hex: Hex): boolean {
  const c = board.map.indexOf(hex.q, hex.r);
  return c >= 0 && board.map.terrainIds[board.map.terrain[c] ?? 0] === "water";
}

/** The mines `seat` laid (all a side may know of before they go off). */
const ownMines = (state: FirepowerState, seat: string): Mine[] => (state.game.mines ?? []).filter((m) => m.side === seat);

const placePayload = z.object({
  hex: z.string().min(1),
  type: z.enum(["PMN1", "PMN2", "VMN1", "VMN2"]),
  /** PMN2: the facing of its blast, and either a trigger hex (within 10 hexes) or six contiguous trip-wire hexes [8.8.9]. */
  facing: z.number().int().min(1).max(6).optional(),
  trigger: z.string().min(1).optional(),
  tripwire: z.array(z.string().min(1)).length(6).optional(),
}).strict();

/** A trigger hex lies within this range of its PMN2; trip-wire ends within this range [8.8.9]. */
export const PMN2_TRIGGER_RANGE = 10;
export const PMN2_TRIPWIRE_RANGE = 20;

/** PMN2 set-up record [8.8.9]: facing, and a trigger hex up to 10 hexes off or six contiguous trip-wire hexes whose ends are within 20. */
function checkClaymore(board: Board, hex: Hex, p: z.infer<typeof placePayload>): Check & { trigger?: Hex; tripwire?: Hex[] } {
  if (p.type !== "PMN2") return p.facing || p.trigger || p.tripwire ? reject("mine/not_claymore", "only a PMN2 records a facing, trigger or trip wire", RULE) : OK;
  if (!p.facing) return reject("mine/claymore_facing", "a PMN2's facing must be recorded", RULE);
  if ((p.trigger === undefined) === (p.tripwire === undefined)) return reject("mine/claymore_wire", "a PMN2 has either a trigger hex or a trip wire", "Firepower 12.4.4.1.2");
  if (p.trigger !== undefined) {
    const trigger = board.hexOf(p.trigger);
    if (!trigger || firepowerRange(hex, trigger) > PMN2_TRIGGER_RANGE) return reject("mine/trigger_range", `the trigger hex must be on the map within ${PMN2_TRIGGER_RANGE} hexes of the mine`, RULE);
    return { ...OK, trigger };
  }
  const wire = (p.tripwire ?? []).map((id) => board.hexOf(id));
  if (wire.some((h) => h === undefined)) return reject("mine/tripwire_hexes", "every trip-wire hex must be on the map", RULE);
  const hexes = wire as Hex[];
  const contiguous = hexes.every((h, i) => i === 0 || firepowerRange(hexes[i - 1]!, h) === 1) && new Set(hexes.map((h) => `${h.q},${h.r}`)).size === hexes.length;
  if (!contiguous) return reject("mine/tripwire_contiguous", "the six trip-wire hexes must be contiguous", RULE);
  if (firepowerRange(hex, hexes[0]!) > PMN2_TRIPWIRE_RANGE || firepowerRange(hex, hexes[5]!) > PMN2_TRIPWIRE_RANGE) return reject("mine/tripwire_range", `the trip wire starts and ends within ${PMN2_TRIPWIRE_RANGE} hexes of the mine`, RULE);
  return { ...OK, tripwire: hexes };
}

function checkPlaceMine(state: FirepowerState, seat: string, p: z.infer<typeof placePayload>): Check & { hex?: Hex; trigger?: Hex; tripwire?: Hex[] } {
  const setup = state.game.setup;
  if (!setup || setup.step !== "place") return reject("setup/over", "mines are placed during set-up", RULE);
  if (setup.order[0] !== seat) return reject("setup/not_your_turn", "the other side sets up now", "Firepower 2.4");
  if ((setup.mines?.[seat as Side] ?? 0) <= 0) return reject("mine/none_left", "the scenario gives this side no more mines", RULE);
  const hex = boardOf(state.game).hexOf(p.hex);
  if (!hex) return reject("setup/unknown_hex", `no hex ${p.hex} on this map`, "Firepower 2.1");
  if (isWaterHex(boardOf(state.game), hex)) return reject("mine/water", `mines may be placed only in non-water hexes; ${p.hex} is water`, RULE);
  // "No more than one mine may be placed in the same hex" [8.8.9] binds the player who "secretly records" them: his own
  // mines only. Checking the other side's would tell him where they are (fog of war, 3.3).
  if (ownMines(state, seat).some((m) => isSameHex(m.hex, hex))) return reject("mine/hex_taken", "no more than one of your mines per hex", RULE);
  if (!(setup.mineTypes ?? ["PMN1"]).includes(p.type)) return reject("mine/type_not_issued", `the scenario issues no ${p.type} mines`, "Firepower 12.4.4");
  const claymore = checkClaymore(boardOf(state.game), hex, p);
  if (!claymore.ok) return claymore;
  return { ...OK, hex, ...(claymore.trigger ? { trigger: claymore.trigger } : {}), ...(claymore.tripwire ? { tripwire: claymore.tripwire } : {}) };
}

/**
 * `place_mine`: during its set-up the side secretly records a mine's hex [8.8.9] (a PMN2 also its facing and its
 * trigger hex or trip wire); only that side sees it (view and event) until it goes off. Types: those the scenario issues.
 */
export const placeMineCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof placePayload>>({
  schema: placePayload,
  rule: RULE,
  steps: ["draw"],
  actor: "any",
  validate: (state, cmd) => checkPlaceMine(state, cmd.seat, cmd.payload),
  resolve(state, cmd) {
    const c = checkPlaceMine(state, cmd.seat, cmd.payload);
    const setup = state.game.setup;
    if (!c.hex || !setup?.mines) throw new Error("place_mine: resolve after a failed check");
    const side = cmd.seat as Side;
    const mines = state.game.mines ?? [];
    // Ids count the laying side's own mines only, so an id tells nothing of the other side's (3.3).
    const mine: Mine = {
      id: `${side}M${mines.filter((m) => m.side === side).length + 1}`, side, hex: c.hex, type: cmd.payload.type, exploded: false,
      ...(cmd.payload.facing ? { facing: cmd.payload.facing } : {}), ...(c.trigger ? { trigger: c.trigger } : {}), ...(c.tripwire ? { tripwire: c.tripwire } : {}),
    };
    const game: FirepowerGame = { ...state.game, mines: [...mines, mine], setup: { ...setup, mines: { ...setup.mines, [side]: setup.mines[side] - 1 } } };
    const event: GameEvent = { type: "setup/mine_placed", data: { side, mine: mine.id, hex: cmd.payload.hex, type: mine.type, ...(mine.facing ? { facing: mine.facing } : {}) }, visibleTo: [side] };
    return { state: { ...state, game }, events: [event] };
  },
});

/** Candidate `place_mine` commands for the side setting up while it has mines left: every free hex of the map. */
export function mineCandidates(state: FirepowerState, seat: string): Command[] {
  const setup = state.game.setup;
  if (!setup || setup.step !== "place" || setup.order[0] !== seat || (setup.mines?.[seat as Side] ?? 0) <= 0) return [];
  const board = boardOf(state.game);
  const out: Command[] = [];
  for (let c = 0; c < board.map.cellCount; c += 1) {
    const hex = { q: board.map.qOf(c), r: board.map.rOf(c) };
    if (!board.has(hex) || isWaterHex(board, hex) || ownMines(state, seat).some((m) => isSameHex(m.hex, hex))) continue;
    for (const type of setup.mineTypes ?? ["PMN1"]) {
      // A PMN2 candidate faces the other side's edge (A sets up left, 8.2) with its trigger hex just behind it.
      const facing = seat === "A" ? 2 : 5;
      const behind = hexAhead(hex, ((facing + 2) % 6) + 1);
      if (type !== "PMN2") out.push({ type: "place_mine", seat, payload: { hex: board.idOf(hex), type } });
      else if (board.has(behind)) out.push({ type: "place_mine", seat, payload: { hex: board.idOf(hex), type, facing, trigger: board.idOf(behind) } });
    }
  }
  return out;
}

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables?: ReadonlyMap<string, AnyTable> };

/**
 * One mine going off [12.4.4]: PMN1 a G blast at its hex (every soldier within its zone rolls, friends included,
 * 12.4.4.1.1); PMN2 its Claymore blast over its arc (12.4.4.1.2); VMN1/VMN2 automatic hits under a vehicle in its
 * hex (12.4.4.2). It is spent either way.
 */
function explode(board: Board, game: FirepowerGame, mine: Mine, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; events: GameEvent[] } {
  const data = lookup(tableOf(ctx.tables, MINES), { mine: mine.type });
  if (!data.ok) throw new Error(`no mine data for ${mine.type}`);
  const spent = (g: FirepowerGame): FirepowerGame => ({ ...g, mines: (g.mines ?? []).map((m) => (m.id === mine.id ? { ...m, exploded: true } : m)) });
  const head = { mine: mine.id, side: mine.side, type: mine.type, hex: board.idOf(mine.hex) };
  if (mine.type === "VMN1" || mine.type === "VMN2") {
    const hit = antiVehicleHit(spent(game), mine, data.value.penetration, dice, ctx);
    return { game: hit.game, events: [{ type: "mine/exploded", data: { ...head, penetration: data.value.penetration, rule: "Firepower 12.4.4.2" } }, ...hit.events] };
  }
  const blastNumber = data.value.blast;
  if (blastNumber === null) throw new Error(`mine ${mine.type} has no blast number`);
  if (mine.type === "PMN2") {
    const c = claymoreBlast(board, spent(game), mine, blastNumber, dice, ctx);
    const note = "PMN2 range modifiers are placeholders (firepower/pmn2_range_modifiers)";
    return { game: c.game, events: [{ type: "mine/exploded", data: { ...head, facing: mine.facing, blast: blastNumber, rolls: c.rolls, note, rule: "Firepower 12.4.4.1.2" } }] };
  }
  const b = gBlast(board, game, mine.hex, blastNumber, dice, ctx);
  const event: GameEvent = {
    type: "mine/exploded",
    data: { ...head, blast: blastNumber, rolls: b.rolls, ...(b.obstacle ? { obstacle: b.obstacle } : {}), ...(b.building ? { building: b.building } : {}), ...(b.placeholder ? { note: "blast zone modifiers are placeholders (firepower/blast_zone_modifiers)" } : {}) },
  };
  return { game: spent(b.game), events: [event] };
}

/**
 * 12.4.4's "side of the hex (if divided by fence, wall, etc.)": the printed boards draw fences through hexes, but a
 * map document puts every fence and wall on a hexside, so no hex is divided and a mine fills its hex; it goes off
 * whichever side the unit enters from.
 *
 * What sets mines off in a hex [12.4.4]: an impact there (default: every mine in the hex, after the impacting weapon,
 * 12.4.4.3), a soldier entering (PMN1 there, 12.4.4.1.1), or a vehicle entering (VMN there, 12.4.4.2). Either unit
 * entering a PMN2 trip-wire hex fires that Claymore (12.4.4.1.2). A vehicle does not set off a PMN1 (set off "by a
 * soldier entering", 12.4.4.1.1), nor a soldier a VMN.
 */
export type MineTrigger = "impact" | "soldier" | { readonly vehicle: string };

function triggered(mine: Mine, hex: Hex, by: MineTrigger): boolean {
  if (mine.exploded) return false;
  if (by !== "impact" && mine.tripwire?.some((h) => isSameHex(h, hex))) return true;
  if (!isSameHex(mine.hex, hex)) return false;
  if (by === "impact") return true;
  return by === "soldier" ? mine.type === "PMN1" : mine.type === "VMN1" || mine.type === "VMN2";
}

/** Mines set off in `hex` by `by` go off, each once (see MineTrigger). */
export function detonateMinesAt(game: FirepowerGame, hex: Hex, dice: DiceSource, ctx: Ctx, by: MineTrigger = "impact"): { game: FirepowerGame; events: GameEvent[] } {
  const board = boardOf(game);
  let next = game;
  const events: GameEvent[] = [];
  for (const mine of (game.mines ?? []).filter((m) => triggered(m, hex, by))) {
    const out = explode(board, next, mine, dice, ctx);
    next = out.game;
    events.push(...out.events);
  }
  return { game: next, events };
}

const detonatePayload = z.object({ soldier: z.string().min(1), mine: z.string().min(1) }).strict();

/**
 * Every check of a Claymore detonation [12.4.4.1.2, 11.1.13]: one of the laying side's PMN2 with a trigger hex, not yet
 * spent, and a soldier of the Impulse in that hex with all his MF. An unknown, spent or other side's mine gets the one
 * same answer, so probing ids tells nothing (3.3).
 */
function checkDetonate(state: FirepowerState, seat: string, p: z.infer<typeof detonatePayload>): Check & { mine?: Mine } {
  const mine = ownMines(state, seat).find((m) => m.id === p.mine && m.type === "PMN2" && m.trigger !== undefined && !m.exploded);
  if (!mine?.trigger) return reject("mine/no_trigger", "you have no unspent PMN2 with a trigger hex by that id", "Firepower 12.4.4.1.2");
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return actor;
  if (!isSameHex(actor.soldier.hex, mine.trigger)) return reject("mine/not_in_trigger_hex", "the soldier must be in the mine's trigger hex", "Firepower 12.4.4.1.2");
  if (actor.soldier.mf > 0 || actor.soldier.combatUsed) return reject("mine/detonate_all_mf", "detonating uses all of the soldier's movement factors", "Firepower 11.1.13");
  return { ...OK, mine };
}

/** `detonate_mine`: a soldier in a PMN2's trigger hex fires it for All MF [12.4.4.1.2, 11.1.13]. */
export const detonateMineCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof detonatePayload>>({
  schema: detonatePayload,
  rule: "Firepower 12.4.4.1.2",
  steps: ["impulse"],
  tags: ["combat"],
  validate: (state, cmd) => checkDetonate(state, cmd.seat, cmd.payload),
  resolve(state, cmd, dice, ctx) {
    const c = checkDetonate(state, cmd.seat, cmd.payload);
    const s = state.game.soldiers.find((x) => x.id === cmd.payload.soldier);
    if (!c.mine || !s) throw new Error("detonate_mine: resolve after a failed check");
    const fired = updateSoldier(state.game, s.id, { mf: mfAllowance(s), combatUsed: true, afterFireMf: 0 });
    const out = explode(boardOf(state.game), fired, c.mine, dice, ctx);
    return { state: { ...state, game: out.game }, events: out.events };
  },
});

/** Candidate `detonate_mine` commands of a soldier of the Impulse standing in one of his side's PMN2 trigger hexes. */
export function detonateCandidates(state: FirepowerState, soldier: { readonly id: string; readonly side: Side; readonly hex: Hex }): Command[] {
  return ownMines(state, soldier.side).filter((m) => m.type === "PMN2" && !m.exploded && m.trigger && isSameHex(m.trigger, soldier.hex))
    .map((m) => ({ type: "detonate_mine", seat: soldier.side, payload: { soldier: soldier.id, mine: m.id } }));
}
