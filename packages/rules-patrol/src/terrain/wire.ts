import type { DiceSource } from "@tactica/dice";
import type { GameEvent, PlotTurn } from "@tactica/engine";
import { defineCommand, OK, reject } from "@tactica/engine";
import type { Check } from "@tactica/engine";
import { z } from "zod";
import type { Task } from "../plot/task";
import { isOnMap } from "../state/index";
import type { Man, PatrolGame, WireState } from "../state/index";
export type { WireState } from "../state/index";

/** Wire for β in the Raid and Assault [28.3], or undefined. */
export function toWireState(situation: string, bravoWire: number, bravoMines: number, options: Readonly<Record<string, string>> = {}): WireState | undefined {
  if (situation !== "raid" && situation !== "assault") return undefined;
  const allowance = options["patrol/barbed_wire_count"] === "replaces_mines" ? bravoMines : bravoWire;
  return allowance > 0 ? { allowance, hexes: [], bridges: {} } : undefined;
}

const R = (code: string, message: string, rule: string) => reject(`wire/${code}`, message, `patrol ${rule}`);

/** LAY_WIRE [28.3]: β lists its wire hexes before its first plot is locked (public: laid openly, 26.96 e). */
export const layWire = defineCommand<PatrolGame, PlotTurn, { hexes: string[] }>({
  schema: z.object({ hexes: z.array(z.string().regex(/^\d{4}$/)).max(60) }).strict(),
  rule: "patrol 28.3",
  steps: ["plot"],
  actor: "any",
  validate(state, cmd, ctx) {
    const wire = state.game.wire;
    if (!wire || cmd.seat !== "bravo") return R("none", "only β has barbed wire, in the Raid and Assault", "28.3");
    if (state.turn.round !== 1 || state.turn.plots[cmd.seat]?.locked) return R("too_late", "wire is laid before β's first plot is locked", "28.3, 26.4");
    const hexes = [...new Set(cmd.payload.hexes)];
    const mined = ctx.options["patrol/barbed_wire_count"] === "replaces_mines" ? Object.values(state.game.mines?.bravo.hexes ?? {}).reduce((n, k) => n + k, 0) : 0;
    if (hexes.length > wire.allowance - mined) return R("over_allowance", `${hexes.length} wire hexes, the allowance is ${wire.allowance - mined}`, "28.3");
    const men = new Set(state.game.order.map((id) => state.game.men[id]!.hex));
    const bad = hexes.find((h) => !isOnMap(state.game.map, h) || men.has(h));
    return bad ? R("bad_hex", `${bad} is off the map or occupied`, "28.3") : OK;
  },
  resolve(state, cmd) {
    const hexes = [...new Set(cmd.payload.hexes)];
    return { state: { ...state, game: { ...state.game, wire: { ...state.game.wire!, hexes } } }, events: [{ type: "patrol/wire_laid", data: { hexes, rule: "28.3" } }] };
  },
});

/** True when `m` lies on the wire as a bridge. */
export function isBridge(game: PatrolGame, m: Man): boolean {
  const hex = game.wire?.bridges[m.id];
  return hex !== undefined && m.hex === hex;
}

/** A bridge may not use his weapon or grenades [28.3]; his only tasks are tries to get free (ER, PMV, MV) or PP. */
export function checkBridgeTasks(game: PatrolGame, m: Man, tasks: readonly Task[]): Check {
  if (!isBridge(game, m)) return OK;
  const bad = tasks.find((t) => !["ER", "PMV", "MV", "PP"].includes(t.code));
  return bad ? reject("plot/bridge", `${m.id} lies on the wire as a bridge and may not ${bad.code}`, "patrol 28.3") : OK;
}

/**
 * A man enters a hex [28.3]: wire with a friendly bridge on it is crossed freely; otherwise he stops there, falls
 * prone and becomes the bridge. Returns whether he must stop.
 */
export function enterWire(game: PatrolGame, m: Man, hex: string): { game: PatrolGame; stop: boolean; events: GameEvent[] } {
  const wire = game.wire;
  if (!wire || !wire.hexes.includes(hex)) return { game, stop: false, events: [] };
  const bridged = Object.entries(wire.bridges).some(([id, h]) => h === hex && game.men[id]?.side === m.side && game.men[id]?.hex === hex);
  if (bridged) return { game, stop: false, events: [] };
  return {
    game: { ...game, wire: { ...wire, bridges: { ...wire.bridges, [m.id]: hex } } },
    stop: true,
    events: [{ type: "patrol/bridge", data: { man: m.id, hex, rule: "28.3" } }],
  };
}

/**
 * At the start of the turn's execution [28.3]: a bridge whose owner plotted him to move (a try to get free) rolls
 * a d6; a six frees him, anything else keeps him on the wire and his tasks are void. Returns the orders to keep.
 */
export function freeBridges(game: PatrolGame, orders: Readonly<Record<string, readonly Task[]>>, dice: DiceSource): { game: PatrolGame; orders: Record<string, readonly Task[]>; events: GameEvent[] } {
  const wire = game.wire;
  const out: Record<string, readonly Task[]> = { ...orders };
  if (!wire) return { game, orders: out, events: [] };
  const bridges = { ...wire.bridges };
  const events: GameEvent[] = [];
  for (const [id, hex] of Object.entries(wire.bridges)) {
    const m = game.men[id];
    if (!m || m.hex !== hex) { delete bridges[id]; continue; }
    const tries = (orders[id] ?? []).some((t) => t.code === "MV" || t.code === "PMV" || t.code === "ER");
    if (!tries) continue;
    const roll = dice.roll(6);
    events.push({ type: "patrol/bridge_free", data: { man: id, roll, freed: roll === 6, rule: "28.3" } });
    if (roll === 6) delete bridges[id];
    else out[id] = [];
  }
  return { game: { ...game, wire: { ...wire, bridges } }, orders: out, events };
}

/** Wire in a hex is destroyed by a satchel or shell exploding there [28.3]; a bridge on it is freed. */
export function destroyWireAt(game: PatrolGame, hex: string): { game: PatrolGame; events: GameEvent[] } {
  const wire = game.wire;
  if (!wire || !wire.hexes.includes(hex)) return { game, events: [] };
  const bridges = Object.fromEntries(Object.entries(wire.bridges).filter(([, h]) => h !== hex));
  return { game: { ...game, wire: { ...wire, hexes: wire.hexes.filter((h) => h !== hex), bridges } }, events: [{ type: "patrol/wire_destroyed", data: { hex, rule: "28.3" } }] };
}
