import type { AnyTable, Check, ChitTurn, Command, GameEvent } from "@tactica/engine";
import { defineCommand, lookup, OK, reject } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { MINES } from "../tables/advanced-data";
import type { Board } from "./board";
import { boardOf } from "./board";
import { gBlast } from "./g-blast";
import type { FirepowerGame, FirepowerState, Mine, Side } from "./types";

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

/** The mines `seat` laid (all a side may know of before they go off). */
const ownMines = (state: FirepowerState, seat: string): Mine[] => (state.game.mines ?? []).filter((m) => m.side === seat);

const placePayload = z.object({ hex: z.string().min(1), type: z.literal("PMN1") }).strict();

function checkPlaceMine(state: FirepowerState, seat: string, p: z.infer<typeof placePayload>): Check & { hex?: Hex } {
  const setup = state.game.setup;
  if (!setup || setup.step !== "place") return reject("setup/over", "mines are placed during set-up", RULE);
  if (setup.order[0] !== seat) return reject("setup/not_your_turn", "the other side sets up now", "Firepower 2.4");
  if ((setup.mines?.[seat as Side] ?? 0) <= 0) return reject("mine/none_left", "the scenario gives this side no more mines", RULE);
  const hex = boardOf(state.game).hexOf(p.hex);
  if (!hex) return reject("setup/unknown_hex", `no hex ${p.hex} on this map`, "Firepower 2.1");
  // "No more than one mine may be placed in the same hex" [8.8.9] binds the player who "secretly records" them: his own
  // mines only. Checking the other side's would tell him where they are (fog of war, 3.3).
  if (ownMines(state, seat).some((m) => isSameHex(m.hex, hex))) return reject("mine/hex_taken", "no more than one of your mines per hex", RULE);
  return { ...OK, hex };
}

/**
 * `place_mine`: during its set-up the side secretly records a mine's hex [8.8.9]; only that side sees it (view
 * and event) until it goes off. PMN1 only: the others need the Claymore ranges or vehicles, which are missing.
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
    const mine: Mine = { id: `M${mines.length + 1}`, side, hex: c.hex, type: cmd.payload.type, exploded: false };
    const game: FirepowerGame = { ...state.game, mines: [...mines, mine], setup: { ...setup, mines: { ...setup.mines, [side]: setup.mines[side] - 1 } } };
    const event: GameEvent = { type: "setup/mine_placed", data: { side, hex: cmd.payload.hex, type: mine.type }, visibleTo: [side] };
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
    if (board.has(hex) && !ownMines(state, seat).some((m) => isSameHex(m.hex, hex))) out.push({ type: "place_mine", seat, payload: { hex: board.idOf(hex), type: "PMN1" } });
  }
  return out;
}

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables?: ReadonlyMap<string, AnyTable> };

/** One mine going off: a G blast at its hex [12.4.4.1.1, 12.3.4]; every soldier within its zone rolls, friends included. */
function explode(board: Board, game: FirepowerGame, mine: Mine, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; event: GameEvent } {
  const data = lookup(tableOf(ctx.tables, MINES), { mine: mine.type });
  if (!data.ok || data.value.blast === null) throw new Error(`mine ${mine.type} has no blast number`);
  const blastNumber = data.value.blast;
  const b = gBlast(board, game, mine.hex, blastNumber, dice, ctx);
  const next: FirepowerGame = { ...b.game, mines: (b.game.mines ?? []).map((m) => (m.id === mine.id ? { ...m, exploded: true } : m)) };
  const event: GameEvent = {
    type: "mine/exploded",
    data: { mine: mine.id, side: mine.side, type: mine.type, hex: board.idOf(mine.hex), blast: blastNumber, rolls: b.rolls, ...(b.placeholder ? { note: "blast zone modifiers are placeholders (firepower/blast_zone_modifiers)" } : {}) },
  };
  return { game: next, event };
}

/**
 * Mines in `hex` go off: when a soldier enters it [12.4.4, 12.4.4.1.1], or after an F, G, H-as-G or W impact there
 * [12.4.4.3]. Each mine works once.
 */
export function detonateMinesAt(game: FirepowerGame, hex: Hex, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; events: GameEvent[] } {
  const board = boardOf(game);
  let next = game;
  const events: GameEvent[] = [];
  for (const mine of minesAt(game, hex)) {
    const out = explode(board, next, mine, dice, ctx);
    next = out.game;
    events.push(out.event);
  }
  return { game: next, events };
}
