// Firepower 8.8.4, 8.8.6, 11.1.8-11.1.10: getting into and out of bunkers, pillboxes and towers, and their doors.
import type { AnyTable, Check, ChitTurn, Command, Provenance, Table } from "@tactica/engine";
import { defineCommand, lookup, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { OPENINGS_MF, STAIRS_MF } from "../tables/advanced-leg-mf";
import { RUNNING_HEXES } from "../tables/basic-mf-chart";
import { boardOf } from "../core/board";
import type { FortificationUnit } from "./bunkers";
import { capacityOf, doorstepOf, fortificationAt, insideOf, isInFortification } from "./bunkers";
import { hexAhead } from "../core/geometry";
import { storeyOf } from "./heights-movement";
import { controllerOf } from "../optional/prisoners";
import { actionCost, checkActor, maxNewHexes, nonCombatMfLeft, patchSoldiers, soldiersAt, spendNonCombat } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import { judgeBreakRoll } from "../optional/strength-break";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables: ReadonlyMap<string, AnyTable> };

/** Highest d10 roll that breaks open a bunker or pillbox door [11.1.10] (the book's number). */
export const BUNKER_BREAK_NUMBER = { value: 1, provenance: { kind: "book", section: "Firepower 11.1.10" } } as const;

const payload = z.object({ soldier: z.string().min(1), into: z.boolean() }).strict();
type Payload = z.infer<typeof payload>;
type Way = { soldier: Soldier; unit: FortificationUnit; to: Hex; cost: number; provenance?: Provenance; entered: boolean };

function tableCost<I>(tables: ReadonlyMap<string, AnyTable>, table: Table<I, number>, key: I): { mf: number; provenance: Provenance } {
  const cell = lookup(tableOf(tables, table), key);
  if (!cell.ok) throw new Error(`${table.id}: ${cell.error.message}`);
  return { mf: cell.value, provenance: cell.provenance };
}

/** The unit a soldier would go into: the tower of his hex, or the bunker/pillbox whose door he faces from its doorstep [8.8.4, 8.8.6]. */
function unitToEnter(game: FirepowerGame, s: Soldier): FortificationUnit | undefined {
  const here = fortificationAt(game, s.hex);
  if (here?.type === "tower") return here;
  const ahead = fortificationAt(game, hexAhead(s.hex, s.facing));
  return ahead && ahead.type !== "tower" && isSameHex(doorstepOf(ahead) ?? ahead.hex, s.hex) ? ahead : undefined;
}

function checkWay(state: FirepowerState, seat: string, p: Payload, ctx: Ctx): Check & { way?: Way } {
  const rule = "Firepower 8.8.4";
  if (state.game.rules !== "advanced") return reject("bunker/advanced_only", "bunkers, pillboxes and towers are Advanced Game units", "Firepower 8.8");
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return actor;
  const s = actor.soldier;
  if (s.riding) return reject("vehicle/dismount_first", `${s.id} rides vehicle ${s.riding.vehicle}: dismount first`, "Firepower 19.1.16");
  if (s.inWorks) return reject("works/climb_out_first", "soldiers must climb to get out of a foxhole or trench", "Firepower 8.8.2");
  if (storeyOf(s) !== 0) return reject("bunker/storey", "a soldier on a building storey is not at a bunker, pillbox or tower", "Firepower 8.8");
  if (p.into === isInFortification(s)) return reject("bunker/already", p.into ? "the soldier is already inside" : "the soldier is not inside a bunker, pillbox or tower", "Firepower 8.8.1");
  const unit = p.into ? unitToEnter(state.game, s) : fortificationAt(state.game, s.hex);
  if (!unit) return reject("bunker/not_door", "a bunker or pillbox is entered only through its door: stand on the hex across its door hexside, facing it (a tower from its own hex)", rule);
  let to = unit.hex;
  let cost: { mf: number; provenance?: Provenance };
  if (unit.type === "tower") {
    // 8.8.6, 11.1.8: stairs join the tower's floor and the ground, from or to any direction.
    cost = tableCost(ctx.tables, STAIRS_MF, { posture: s.posture });
  } else {
    if (unit.doorClosed) return reject("bunker/door_closed", `the ${unit.type} door is closed: open it from inside or break it open from outside`, "Firepower 11.1.9, 11.1.10");
    if (!p.into) {
      const step = doorstepOf(unit);
      if (!step || !boardOf(state.game).has(step)) return reject("move/off_map", "the door opens off the map", "Firepower 4.9");
      if (soldiersAt(state.game, step).some((o) => controllerOf(o) !== s.side && storeyOf(o) === 0 && !isInFortification(o))) return reject("move/enemy_hex", "enter an enemy hex only by melee", "Firepower 6.2.1");
      to = step;
    }
    if (s.hexesEntered >= maxNewHexes(s)) return reject("move/leader_hexes", `a soldier with 5 MF enters at most ${maxNewHexes(s)} new hexes per Impulse`, "Firepower 11.1");
    const enter = actionCost(ctx.tables, ctx.options, "enter_hex", s);
    if (enter === undefined) return reject("move/no_mf", "he cannot enter a hex in this posture", "Firepower 6.2");
    cost = { mf: enter };
  }
  if (p.into) {
    // 10.8: into an enemy garrison only by melee (`melee` at its hex through the door, bunkers-melee.ts).
    if (insideOf(state.game, unit.hex).some((o) => controllerOf(o) !== s.side)) return reject("bunker/enemy_inside", "the enemy holds it: go in by melee through the door", "Firepower 10.8, 6.2.1");
    if (insideOf(state.game, unit.hex, s.side).length >= capacityOf(unit)) return reject("bunker/full", `a ${unit.type} holds up to ${capacityOf(unit)} soldiers of one side`, unit.type === "tower" ? "Firepower 8.8.6" : "Firepower 8.8.4.2");
  }
  if (cost.mf > nonCombatMfLeft(s)) return reject("move/no_mf", "not enough movement factors", rule);
  return { ...OK, way: { soldier: s, unit, to, cost: cost.mf, ...(cost.provenance ? { provenance: cost.provenance } : {}), entered: !isSameHex(to, s.hex) } };
}

/**
 * `fortification { soldier, into }`: into or out of a bunker or pillbox through its open door, from or to the hex across
 * the door hexside at the cost of entering a hex [8.8.4]; up or down a tower's stairs in its hex at the stairs' cost
 * (placeholder `firepower/stairs_mf`) [8.8.6, 11.1.8]. Vehicles never enter bunker or pillbox hexes [8.8.4].
 */
export const fortificationCommand = defineCommand<FirepowerGame, ChitTurn, Payload>({
  schema: payload,
  rule: "Firepower 8.8.4, 8.8.6",
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkWay(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, _dice, ctx) {
    const w = checkWay(state, cmd.seat, cmd.payload, ctx).way;
    if (!w) throw new Error("fortification: resolve after a failed check");
    const s = w.soldier;
    const entered = s.hexesEntered + (w.entered ? 1 : 0);
    const game = patchSoldiers(state.game, (x) => {
      if (x.id !== s.id) return undefined;
      const { inFortification: _was, ...rest } = x;
      const spent = { ...rest, ...spendNonCombat(s, w.cost), hex: w.to, hexesEntered: entered, running: s.running || entered >= RUNNING_HEXES.value };
      return cmd.payload.into ? { ...spent, inFortification: w.unit.type } : spent;
    });
    const board = boardOf(state.game);
    const data = {
      soldier: s.id, unit: w.unit.type, hex: board.idOf(w.unit.hex), to: board.idOf(w.to), into: cmd.payload.into, mf: w.cost,
      ...(w.provenance ? { provenance: w.provenance } : {}), rule: w.unit.type === "tower" ? "Firepower 8.8.6, 11.1.8" : "Firepower 8.8.4",
    };
    return { state: { ...state, game }, events: [{ type: cmd.payload.into ? "bunker/entered" : "bunker/left", data }] };
  },
});

const doorPayload = z.object({ soldier: z.string().min(1), action: z.enum(["open", "close", "break"]) }).strict();
type DoorPayload = z.infer<typeof doorPayload>;

/** The bunker or pillbox whose door a soldier outside can reach: from its own hex facing the door, or from the doorstep facing it [11.1.10]. */
function doorFacedFrom(game: FirepowerGame, s: Soldier): FortificationUnit | undefined {
  const here = fortificationAt(game, s.hex);
  if (here && here.type !== "tower" && here.door === s.facing) return here;
  const ahead = fortificationAt(game, hexAhead(s.hex, s.facing));
  return ahead && ahead.type !== "tower" && isSameHex(doorstepOf(ahead) ?? ahead.hex, s.hex) ? ahead : undefined;
}

function checkDoor(state: FirepowerState, seat: string, p: DoorPayload, ctx: Ctx): Check & { soldier?: Soldier; unit?: FortificationUnit; cost?: { mf: number; provenance: Provenance } } {
  if (state.game.rules !== "advanced") return reject("bunker/advanced_only", "bunkers and pillboxes are Advanced Game units", "Firepower 8.8");
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return actor;
  const s = actor.soldier;
  if (s.riding || s.inWorks || storeyOf(s) !== 0) return reject("bunker/not_door", "he is not at a bunker or pillbox door", "Firepower 11.1.9");
  let unit: FortificationUnit | undefined;
  if (p.action === "break") {
    if (isInFortification(s)) return reject("bunker/inside", "from inside a door is simply opened", "Firepower 11.1.9, 11.1.10");
    unit = doorFacedFrom(state.game, s);
    if (!unit) return reject("bunker/not_door", "break a door open from outside, facing it: in the unit's hex or across its door hexside", "Firepower 11.1.10");
    if (!unit.doorClosed) return reject("bunker/door_open", "the door is already open", "Firepower 11.1.10");
  } else {
    unit = isInFortification(s) ? fortificationAt(state.game, s.hex) : undefined;
    if (!unit || unit.type === "tower") return reject("bunker/not_inside", "a bunker or pillbox door is opened or closed from inside", "Firepower 11.1.9");
    if ((p.action === "open") !== (unit.doorClosed === true)) return reject("bunker/door_unchanged", `the door is already ${p.action === "open" ? "open" : "closed"}`, "Firepower 11.1.9");
    if (p.action === "close" && unit.doorBroken) return reject("bunker/door_broken", "the door was broken open and cannot be closed again", "Firepower 11.1.10");
  }
  const action: "break_open" | "open_close" = p.action === "break" ? "break_open" : "open_close";
  const cost = tableCost(ctx.tables, OPENINGS_MF, { action });
  if (cost.mf > nonCombatMfLeft(s)) return reject("move/no_mf", "not enough movement factors", p.action === "break" ? "Firepower 11.1.10" : "Firepower 11.1.9");
  return { ...OK, soldier: s, unit, cost };
}

function withDoor(game: FirepowerGame, hex: Hex, patch: Partial<FortificationUnit>, drop: boolean): FirepowerGame {
  return {
    ...game,
    fortifications: (game.fortifications ?? []).map((u) => {
      if (!isSameHex(u.hex, hex)) return u;
      const { doorClosed: _c, ...open } = u;
      return drop ? { ...open, ...patch } : { ...u, ...patch };
    }),
  };
}

/**
 * `bunker_door { soldier, action }`: open or close a bunker's or pillbox's door from inside [11.1.9], or try to break a
 * closed one open from outside, facing it (d10 of 1 breaks it, the book's number; it then stays open) [11.1.10]. The MF
 * are the placeholder `firepower/openings_mf` cells (the Leg MF chart is missing).
 */
export const bunkerDoorCommand = defineCommand<FirepowerGame, ChitTurn, DoorPayload>({
  schema: doorPayload,
  rule: "Firepower 11.1.9, 11.1.10",
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkDoor(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const c = checkDoor(state, cmd.seat, cmd.payload, ctx);
    if (!c.soldier || !c.unit || !c.cost) throw new Error("bunker_door: resolve after a failed check");
    const s = c.soldier;
    let game = patchSoldiers(state.game, (x) => (x.id === s.id ? { ...x, ...spendNonCombat(s, c.cost!.mf) } : undefined));
    const base = { soldier: s.id, unit: c.unit.type, hex: boardOf(state.game).idOf(c.unit.hex), mf: c.cost.mf, provenance: c.cost.provenance };
    if (cmd.payload.action !== "break") {
      game = withDoor(game, c.unit.hex, cmd.payload.action === "close" ? { doorClosed: true } : {}, cmd.payload.action === "open");
      return { state: { ...state, game }, events: [{ type: cmd.payload.action === "open" ? "bunker/door_opened" : "bunker/door_closed", data: { ...base, rule: "Firepower 11.1.9" } }] };
    }
    const roll = dice.roll(10);
    const { broken, note } = judgeBreakRoll(s, roll, BUNKER_BREAK_NUMBER.value, ctx.options); // 22.1.3: W +1, S/V -1
    if (broken) game = withDoor(game, c.unit.hex, { doorBroken: true }, true);
    const data = { ...base, roll, needed: BUNKER_BREAK_NUMBER.value, broken, ...note, numberProvenance: BUNKER_BREAK_NUMBER.provenance, rule: "Firepower 11.1.10" };
    return { state: { ...state, game }, events: [{ type: "bunker/break_attempt", data }] };
  },
});

/** Candidate bunker, pillbox and tower actions of a soldier (the framework keeps the ones that validate). */
export function fortificationCandidates(state: FirepowerState, s: Soldier): Command[] {
  if (!state.game.fortifications || s.riding) return [];
  const seat = s.side;
  const inside = isInFortification(s);
  const out: Command[] = [];
  if (inside || unitToEnter(state.game, s)) out.push({ type: "fortification", seat, payload: { soldier: s.id, into: !inside } });
  const here = inside ? fortificationAt(state.game, s.hex) : undefined;
  if (here && here.type !== "tower") out.push({ type: "bunker_door", seat, payload: { soldier: s.id, action: here.doorClosed ? "open" : "close" } });
  if (!inside && doorFacedFrom(state.game, s)?.doorClosed) out.push({ type: "bunker_door", seat, payload: { soldier: s.id, action: "break" } });
  return out;
}
