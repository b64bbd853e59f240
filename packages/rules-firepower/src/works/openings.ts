import type { AnyTable, Check, ChitTurn, Command, Provenance } from "@tactica/engine";
import { defineCommand, lookup, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import type { MapDocument } from "@tactica/map";
import { flattenMapDocument } from "@tactica/map";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { OPENINGS_MF } from "../tables/advanced-leg-mf";
import type { Board, LevelSide } from "../core/board";
import { boardOf } from "../core/board";
import { openingKey, storeyOf } from "./heights-movement";
import { checkActor, nonCombatMfLeft, spendNonCombat, updateSoldier } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import type { OutsideOpening } from "./outside-openings-commands";
import { mayWorkOutsideOpening, outsideOpeningAt, withOutsideOpening } from "./outside-openings-commands";
import { judgeBreakRoll } from "../optional/strength-break";

/** Highest d10 roll that breaks open a building door, a window [11.1.10]; Option 22 strength modifies the roll (strength-break.ts). */
export const BREAK_OPEN_NUMBER = { door: 3, window: 4, provenance: { kind: "book", section: "Firepower 11.1.10" } } as const;

type Ctx = { readonly tables: ReadonlyMap<string, AnyTable> };
type Opening = (LevelSide & { readonly type: "door" | "window"; readonly dir: number; readonly storey: number; readonly outside?: undefined }) | OutsideOpening;

/** The door or window of the soldier's storey on hexside `side` (1-6) of his hex, if any [8.2.3, 8.2.5]. */
function openingAt(board: Board, s: Soldier, side: number): Opening | undefined {
  const storey = storeyOf(s);
  const found = board.levelSide(s.hex, side - 1, storey);
  // 11.1.9-11.1.10: else a door or window on a hexside outside buildings (outside-openings-commands.ts).
  return found && (found.type === "door" || found.type === "window") ? { ...found, type: found.type, dir: side - 1, storey } : outsideOpeningAt(board, s, side);
}

/**
 * The game's map document with one opening set open or closed: the document is flattened to map-level records
 * (global coordinates, printed IDs kept) so the building side can be found whatever board it came from.
 */
export function withOpening(doc: MapDocument, hex: Hex, dir: number, storey: number, open: boolean): MapDocument {
  const flat = doc.boards && doc.boards.length > 0 ? flattenMapDocument(doc) : doc;
  const key = openingKey(hex, dir, storey);
  return {
    ...flat,
    buildings: (flat.buildings ?? []).map((b) => ({
      ...b,
      levels: b.levels.map((l) => ({
        ...l,
        ...(l.sides ? { sides: l.sides.map((x) => (openingKey(x.hex, x.dir, l.storey) === key && (x.type === "door" || x.type === "window") ? { ...x, open } : x)) } : {}),
      })),
    })),
  };
}

function costOf(tables: ReadonlyMap<string, AnyTable>, action: "open_close" | "break_open"): { mf: number; provenance: Provenance } {
  const cell = lookup(tableOf(tables, OPENINGS_MF), { action });
  if (!cell.ok) throw new Error(`firepower/openings_mf: ${cell.error.message}`);
  return { mf: cell.value, provenance: cell.provenance };
}

const openPayload = z.object({ soldier: z.string().min(1), side: z.number().int().min(1).max(6), open: z.boolean() }).strict();

function checkOpenClose(state: FirepowerState, seat: string, p: z.infer<typeof openPayload>, ctx: Ctx): Check & { soldier?: Soldier; opening?: Opening; mf?: number; provenance?: Provenance } {
  const rule = "Firepower 11.1.9";
  if (state.game.rules !== "advanced") return reject("opening/advanced_only", "doors and windows are opened and closed in the Advanced Game", rule);
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return actor;
  const s = actor.soldier;
  const board = boardOf(state.game);
  const opening = openingAt(board, s, p.side);
  if (!opening) return reject("opening/none", `no door or window on that side of ${board.idOf(s.hex)} at his storey`, rule);
  if (opening.outside && !mayWorkOutsideOpening(state.options)) return reject("opening/no_inside", `a ${opening.type} outside buildings has no inside to open it from (option firepower/outside_opening_inside): break it open`, "Firepower 11.1.9, 11.1.10");
  if (!opening.outside && board.storeysOf(s.hex).length === 0) return reject("opening/outside", "doors and windows are opened and closed from inside; from outside a closed one can only be broken open", "Firepower 11.1.9, 11.1.10");
  if (opening.open === p.open) return reject("opening/unchanged", `the ${opening.type} is already ${p.open ? "open" : "closed"}`, rule);
  if (!p.open && (state.game.brokenOpenings ?? []).includes(openingKey(s.hex, opening.dir, opening.storey))) {
    return reject("opening/broken", `the ${opening.type} was broken open and cannot be closed again`, "Firepower 11.1.10");
  }
  const cost = costOf(ctx.tables, "open_close");
  if (cost.mf > nonCombatMfLeft(s)) return reject("move/no_mf", "not enough movement factors", rule);
  return { ...OK, soldier: s, opening, mf: cost.mf, provenance: cost.provenance };
}

/**
 * `open_close { soldier, side, open }`: a soldier inside the building opens or closes the door or window of his storey
 * on a side of his hex [11.1.9]. The MF is a placeholder (`firepower/openings_mf`, the Leg MF chart is missing). The
 * game's map document then carries the new state, so moves [11.1.3] and LOS [12.1.6] follow it.
 */
export const openCloseCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof openPayload>>({
  schema: openPayload,
  rule: "Firepower 11.1.9",
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkOpenClose(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, _dice, ctx) {
    const c = checkOpenClose(state, cmd.seat, cmd.payload, ctx);
    if (!c.soldier || !c.opening || c.mf === undefined) throw new Error("open_close: resolve after a failed check");
    const board = boardOf(state.game);
    const moved = updateSoldier(state.game, c.soldier.id, spendNonCombat(c.soldier, c.mf));
    const doc = c.opening.outside ? withOutsideOpening(board.document, c.soldier.hex, c.opening.dir, cmd.payload.open) : withOpening(board.document, c.soldier.hex, c.opening.dir, c.opening.storey, cmd.payload.open);
    const game: FirepowerGame = { ...moved, mapDocument: doc };
    const data = { soldier: c.soldier.id, hex: board.idOf(c.soldier.hex), side: cmd.payload.side, storey: c.opening.storey, opening: c.opening.type, mf: c.mf, provenance: c.provenance, rule: "Firepower 11.1.9" };
    return { state: { ...state, game }, events: [{ type: cmd.payload.open ? "opening/opened" : "opening/closed", data }] };
  },
});

const breakPayload = z.object({ soldier: z.string().min(1), side: z.number().int().min(1).max(6) }).strict();

function checkBreak(state: FirepowerState, seat: string, p: z.infer<typeof breakPayload>, ctx: Ctx): Check & { soldier?: Soldier; opening?: Opening; mf?: number; provenance?: Provenance } {
  const rule = "Firepower 11.1.10";
  if (state.game.rules !== "advanced") return reject("opening/advanced_only", "breaking doors and windows open is an Advanced Game action", rule);
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return actor;
  const s = actor.soldier;
  const board = boardOf(state.game);
  const opening = openingAt(board, s, p.side);
  if (!opening) return reject("opening/none", `no door or window on that side of ${board.idOf(s.hex)} at his height`, rule);
  if (!opening.outside && board.storeysOf(s.hex).length > 0) return reject("opening/inside", "from inside a door or window is simply opened", "Firepower 11.1.9, 11.1.10");
  if (opening.open) return reject("opening/unchanged", `the ${opening.type} is already open`, rule);
  if (s.facing !== p.side) return reject("opening/not_facing", `the soldier must face the ${opening.type} to break it open`, rule);
  const cost = costOf(ctx.tables, "break_open");
  if (cost.mf > nonCombatMfLeft(s)) return reject("move/no_mf", "not enough movement factors", rule);
  return { ...OK, soldier: s, opening, mf: cost.mf, provenance: cost.provenance };
}

/**
 * `break_open { soldier, side }`: from outside, facing a closed door or window of his hex's side, a soldier tries to
 * break it open [11.1.10]: a d10 of 3 or less breaks a building door, 4 or less a window (the book's numbers); each
 * attempt costs MF (`firepower/openings_mf`, placeholder); a broken opening stays open for the game.
 */
export const breakOpenCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof breakPayload>>({
  schema: breakPayload,
  rule: "Firepower 11.1.10",
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkBreak(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const c = checkBreak(state, cmd.seat, cmd.payload, ctx);
    if (!c.soldier || !c.opening || c.mf === undefined) throw new Error("break_open: resolve after a failed check");
    const board = boardOf(state.game);
    const roll = dice.roll(10);
    const needed = BREAK_OPEN_NUMBER[c.opening.type];
    const { broken, note } = judgeBreakRoll(c.soldier, roll, needed, ctx.options); // 22.1.3: W +1, S/V -1
    let game = updateSoldier(state.game, c.soldier.id, spendNonCombat(c.soldier, c.mf));
    if (broken) {
      game = {
        ...game,
        mapDocument: c.opening.outside ? withOutsideOpening(board.document, c.soldier.hex, c.opening.dir, true) : withOpening(board.document, c.soldier.hex, c.opening.dir, c.opening.storey, true),
        brokenOpenings: [...(game.brokenOpenings ?? []), openingKey(c.soldier.hex, c.opening.dir, c.opening.storey)],
      };
    }
    const data = {
      soldier: c.soldier.id, hex: board.idOf(c.soldier.hex), side: cmd.payload.side, opening: c.opening.type, roll, needed, broken, ...note,
      mf: c.mf, provenance: c.provenance, numberProvenance: BREAK_OPEN_NUMBER.provenance, rule: "Firepower 11.1.10",
    };
    return { state: { ...state, game }, events: [{ type: "opening/break_attempt", data }] };
  },
});

/** Candidate door and window actions of a soldier: toggle those of his storey from inside, break closed ones he faces from outside. */
export function openingCandidates(state: FirepowerState, s: Soldier): Command[] {
  if (state.game.rules !== "advanced") return [];
  const board = boardOf(state.game);
  const inside = board.storeysOf(s.hex).length > 0;
  const out: Command[] = [];
  for (let side = 1; side <= 6; side += 1) {
    const o = openingAt(board, s, side);
    if (!o) continue;
    if (inside || (o.outside && mayWorkOutsideOpening(state.options))) out.push({ type: "open_close", seat: s.side, payload: { soldier: s.id, side, open: !o.open } });
    if ((!inside || o.outside) && !o.open && s.facing === side) out.push({ type: "break_open", seat: s.side, payload: { soldier: s.id, side } });
  }
  return out;
}
