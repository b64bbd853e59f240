import type { DiceSource } from "@tactica/dice";
import type { GameEvent, PlotTurn, Provenance, ProvenanceSummary } from "@tactica/engine";
import { defineCommand, lookupOrThrow, OK, reject, summarizeProvenance } from "@tactica/engine";
import { z } from "zod";
import type { PatrolTableSet } from "../combat/patrol-tables";
import { applyResults } from "./apply-results";
import { resolveBlast } from "./fire";
import { isOnMap, SIDES, withMen } from "../state/index";
import type { PatrolGame, Side, MineField, MinesState } from "../state/index";
export type { MineField, MinesState } from "../state/index";

/** The mines of a match from the OB allowances, or undefined when neither side has any. */
export function toMinesState(alpha: number, bravo: number): MinesState | undefined {
  if (alpha <= 0 && bravo <= 0) return undefined;
  return { alpha: { allowance: alpha, hexes: {} }, bravo: { allowance: bravo, hexes: {} } };
}

const R = (code: string, message: string, rule: string) => reject(`mines/${code}`, message, `patrol ${rule}`);

/**
 * LAY_MINES [18.0, 18.3]: before its first plot is locked, a side notes the hexes of its mines (number per hex),
 * within the OB allowance, never in a hex where one of its own men begins. Secret: only the layer sees the event.
 * A later call before the lock replaces the list.
 */
export const layMines = defineCommand<PatrolGame, PlotTurn, { hexes: Record<string, number>; at?: Record<string, number> | undefined }>({
  schema: z.object({ hexes: z.record(z.string().regex(/^\d{4}$/), z.number().int().min(1).max(99)),
    at: z.record(z.string().regex(/^\d{4}$/), z.number().int().min(1).max(99)).optional() }).strict(),
  rule: "patrol 18.0",
  steps: ["plot"],
  actor: "any",
  validate(state, cmd, ctx) {
    const field = state.game.mines?.[cmd.seat as Side];
    if (!field || field.allowance <= 0) return R("none", "this side has no mines in its order of battle", "18.0, 27.0");
    if (state.turn.round !== 1 || state.turn.plots[cmd.seat]?.locked) return R("too_late", "mines are noted before the side's first plot is locked", "18.0");
    // 18.0: "either anti-personnel or anti-tank mines": AT mines only under option patrol/ob_mine_type "player_choice".
    if (cmd.payload.at && Object.keys(cmd.payload.at).length > 0 && ctx.options["patrol/ob_mine_type"] !== "player_choice") return R("no_at_mines", "the OB's mines are anti-personnel mines (option patrol/ob_mine_type)", "18.0");
    const entries = [...Object.entries(cmd.payload.hexes), ...Object.entries(cmd.payload.at ?? {})];
    const total = entries.reduce((n, [, k]) => n + k, 0);
    // Option patrol/barbed_wire_count "replaces_mines": each wire marker β lays uses up one mine (28.3).
    const wired = ctx.options["patrol/barbed_wire_count"] === "replaces_mines" && cmd.seat === "bravo" ? state.game.wire?.hexes.length ?? 0 : 0;
    if (total > field.allowance - wired) return R("over_allowance", `${total} mines, the allowance is ${field.allowance - wired}`, "18.4, 28.3");
    const own = new Set(state.game.order.map((id) => state.game.men[id]!).filter((m) => m.side === cmd.seat && m.hex).map((m) => m.hex));
    const bad = entries.find(([hex]) => !isOnMap(state.game.map, hex) || own.has(hex));
    return bad ? R("bad_hex", `${bad[0]} is off the map or a hex where the side's own men begin`, "18.3") : OK;
  },
  resolve(state, cmd) {
    const side = cmd.seat as Side;
    const mines = state.game.mines!;
    const at = cmd.payload.at && Object.keys(cmd.payload.at).length > 0 ? { ...cmd.payload.at } : undefined;
    const event: GameEvent = { type: "patrol/mines_laid", data: { side, hexes: cmd.payload.hexes, ...(at ? { at } : {}) }, visibleTo: [side] };
    const { at: _old, ...field } = mines[side];
    return { state: { ...state, game: { ...state.game, mines: { ...mines, [side]: { ...field, hexes: { ...cmd.payload.hexes }, ...(at ? { at } : {}) } } } }, events: [event] };
  },
});

/** Total mines of every side in a hex. */
function minesAt(mines: MinesState, hex: string): number {
  return SIDES.reduce((n, s) => n + (mines[s].hexes[hex] ?? 0), 0);
}

/** The mines left after `used` detonate in `hex`, taken from the sides in seat order. */
function consume(mines: MinesState, hex: string, used: number): MinesState {
  let left = used;
  const out: Record<Side, MineField> = { ...mines };
  for (const s of SIDES) {
    const here = out[s].hexes[hex] ?? 0;
    const take = Math.min(here, left);
    if (take === 0) continue;
    left -= take;
    const hexes = { ...out[s].hexes };
    if (here - take > 0) hexes[hex] = here - take; else delete hexes[hex];
    out[s] = { ...out[s], hexes };
  }
  return out;
}

/**
 * A man enters a hex [18.1]: a d6 per mine there, each even roll detonates one (consumed). Each detonation is a
 * grenade bursting in his hex: under option patrol/ap_mine_victims "triggerer" (default) it attacks him alone at
 * AS 20 (frag row, distance 0) and stuns the frag radius [11.8]; "radius" attacks the whole radius as a grenade.
 * Results apply at once [10.7]. Rolls that detonate nothing stay secret (only the layers see them); a detonation
 * is public.
 */
export function triggerMines(game0: PatrolGame, manId: string, hex: string, dice: DiceSource, tables: PatrolTableSet, round: number): { game: PatrolGame; events: GameEvent[] } {
  const mines = game0.mines;
  const count = mines ? minesAt(mines, hex) : 0;
  if (!mines || count === 0) return { game: game0, events: [] };
  const rolls = Array.from({ length: count }, () => dice.roll(6));
  const detonated = rolls.filter((r) => r % 2 === 0).length;
  const layers = SIDES.filter((s) => (mines[s].hexes[hex] ?? 0) > 0);
  if (detonated === 0) return { game: game0, events: [{ type: "patrol/mine_not_triggered", data: { man: manId, hex, rolls }, visibleTo: layers }] };
  let game: PatrolGame = { ...game0, mines: consume(mines, hex, detonated) };
  const events: GameEvent[] = [];
  const radius = tables.options["patrol/ap_mine_victims"] === "radius";
  const frag = [0, 1, 2].map((distance) => lookupOrThrow(tables.blast, { blast: "frag" as const, distance }));
  // Issue 29: every number the detonation read, the dropped bystanders' attacks included (their rolls are made, so
  // that recorded matches replay, and 18.1 keeps only the triggerer's result).
  const used: Provenance[] = [];
  for (let i = 0; i < detonated; i++) {
    const out = resolveBlast(game, hex, frag, dice, tables, `mine:${hex}`);
    const hit = (id: string) => radius || id === manId;
    for (const e of out.events) used.push(...((e.data as { provenance?: ProvenanceSummary }).provenance?.sources ?? []));
    const stunned = out.stunned.map((id) => ({ ...game.men[id]!, stunnedRound: round }));
    events.push(...out.events.filter((e) => hit((e.data as { man: string }).man)));
    if (stunned.length) events.push({ type: "patrol/stunned", data: { men: stunned.map((m) => m.id) } });
    game = withMen(game, stunned);
    const applied = applyResults(game, out.pending.filter((p) => hit(p.man)), dice, round);
    game = applied.game;
    events.push(...applied.events);
  }
  return { game, events: [{ type: "patrol/mine", data: { man: manId, hex, rolls, detonated, rule: "18.1", provenance: summarizeProvenance(used) } }, ...events] };
}

/** A satchel charge (or shell) landing directly in a hex clears every mine there [18.4]; only the layers are told. */
export function clearMinesAt(game: PatrolGame, hex: string): { game: PatrolGame; events: GameEvent[] } {
  const mines = game.mines;
  const atHere = (s: Side) => (mines?.[s].at?.[hex] ?? 0) > 0;
  if (!mines || (minesAt(mines, hex) === 0 && !SIDES.some(atHere))) return { game, events: [] };
  const layers = SIDES.filter((s) => (mines[s].hexes[hex] ?? 0) > 0 || atHere(s));
  const cleared = consume(mines, hex, minesAt(mines, hex));
  // 18.4 clears "the hex": its anti-tank mines too.
  const noAt = Object.fromEntries(SIDES.map((s) => [s, atHere(s) ? { ...cleared[s], at: Object.fromEntries(Object.entries(cleared[s].at ?? {}).filter(([h]) => h !== hex)) } : cleared[s]])) as Record<Side, MineField>;
  return { game: { ...game, mines: noAt }, events: [{ type: "patrol/mines_cleared", data: { hex, rule: "18.4" }, visibleTo: layers }] };
}

/** What a viewer sees of the mines: its own field; of the other side only the allowance [18.0]. */
export function toMinesView(mines: MinesState, viewer: string): unknown {
  return Object.fromEntries(SIDES.map((s) => [s, s === viewer ? mines[s] : { allowance: mines[s].allowance }]));
}
