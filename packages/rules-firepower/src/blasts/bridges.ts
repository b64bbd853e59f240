// Firepower 8.9: bridge units for soldiers (scenario `bridges`): the deck at the originating hexes' height, soldiers on
// top of it or under it, movement on the deck as paved hexes; vehicles stay off (the Bridge Crossing Tables are missing).
import type { Check } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { hexDistance, isSameHex } from "@tactica/hex";
import { z } from "zod";
import type { Board } from "../core/board";
import { boardFrom, boardOf } from "../core/board";
import { craterDepth } from "./craters";
import type { CraterSpec } from "./craters";
import type { FirepowerGame, Soldier } from "../state/types";

export const BRIDGE_RULE = "Firepower 8.9";

/**
 * A scenario bridge: its bridge units in order (`hexes`, each next to the one before) and its two originating hexes
 * (`ends`, the first next to the first unit, the second next to the last) [8.9: "placed singly or linked together over
 * mapboard low spots"; "the originating hexes, linked by a bridge, must be of equal height"].
 */
export const bridgeSpecSchema = z.object({
  hexes: z.array(z.string().min(1)).min(1).max(12),
  ends: z.tuple([z.string().min(1), z.string().min(1)]),
}).strict();

/** A scenario bridge. */
export type BridgeSpec = z.infer<typeof bridgeSpecSchema>;

/** A bridge in play: its units' hexes, its originating hexes and the height of its floor (the deck) [8.9]. */
export type Bridge = { readonly hexes: readonly Hex[]; readonly ends: readonly Hex[]; readonly deck: number };

function groundOf(board: Board, hex: Hex): number {
  const c = board.map.indexOf(hex.q, hex.r);
  return c < 0 ? 0 : (board.map.groundHeight[c] ?? 0);
}

/** The bridge whose unit is in this hex (undefined: no bridge there). */
export function bridgeAt(game: FirepowerGame, hex: Hex): Bridge | undefined {
  return (game.bridges ?? []).find((b) => b.hexes.some((h) => isSameHex(h, hex)));
}

/** Whether a soldier stands on top of a bridge unit (its deck) rather than under it or elsewhere [8.9]. */
export function isOnDeck(game: FirepowerGame, s: Soldier): boolean {
  return s.bridgeDeck !== undefined && bridgeAt(game, s.hex) !== undefined;
}

/** The deck's floor above the ground of a bridge hex, in heights (the soldier's `bridgeDeck`) [8.9]. */
export function deckAboveGround(game: FirepowerGame, bridge: Bridge, hex: Hex): number {
  return bridge.deck - groundOf(boardOf(game), hex);
}

type SoldierLike = { readonly id: string; readonly hex: string; readonly onDeck?: true | undefined };
type SidesLike = { readonly sides?: { readonly A: { readonly soldiers: readonly SoldierLike[] }; readonly B: { readonly soldiers: readonly SoldierLike[] } } };

type ScenarioLike = Parameters<typeof boardFrom>[0] & SidesLike & {
  readonly rules?: string;
  readonly bridges?: readonly BridgeSpec[] | undefined;
  readonly craters?: readonly CraterSpec[] | undefined;
  readonly vehicles?: readonly { readonly hex: string }[] | undefined;
};

/** Ground height of a hex as set up: the map's, less a crater's depth where the scenario puts one [8.7]. */
function setupGround(board: Board, sc: ScenarioLike, hex: Hex): number {
  const crater = (sc.craters ?? []).find((c) => { const h = board.hexOf(c.hex); return h !== undefined && isSameHex(h, hex); });
  return groundOf(board, hex) - (crater ? craterDepth(crater.kind).depth : 0);
}

/**
 * Scenario check [8.9]: bridges are Advanced units; each unit on the map next to the one before, outside buildings,
 * in no other bridge; its originating hexes next to its ends, of equal height; each unit over a low spot (ground
 * lower than the floor); no vehicle set up on a bridge (the Bridge Crossing Tables and capacities are missing).
 */
export function checkBridgeScenario(sc: ScenarioLike, ctx: z.RefinementCtx): void {
  checkDeckSoldiers(sc, ctx);
  const list = sc.bridges ?? [];
  if (list.length === 0) return;
  const board = boardFrom(sc);
  if (!board) return;
  const seen = new Set<string>();
  list.forEach((b, i) => {
    const issue = (message: string) => ctx.addIssue({ code: "custom", message, path: ["bridges", i] });
    if (sc.rules !== "advanced") return issue(`bridge units are Advanced Game units (${BRIDGE_RULE})`);
    const hexes = b.hexes.map((id) => board.hexOf(id));
    const ends = b.ends.map((id) => board.hexOf(id));
    const missing = [...b.hexes, ...b.ends].find((id) => board.hexOf(id) === undefined);
    if (missing !== undefined) return issue(`no hex ${missing} on the map`);
    const units = hexes.filter((h): h is Hex => h !== undefined);
    const [a, z2] = ends.filter((h): h is Hex => h !== undefined);
    if (!a || !z2) return undefined;
    for (const [k, h] of units.entries()) {
      const key = `${h.q},${h.r}`;
      if (seen.has(key)) return issue(`${b.hexes[k]} already holds a bridge unit`);
      seen.add(key);
      if (board.storeysOf(h).length > 0) return issue(`no bridge unit may be placed in the building hex ${b.hexes[k]} (${BRIDGE_RULE})`);
      const prev = units[k - 1];
      if (prev && hexDistance(prev, h) !== 1) return issue(`bridge units are linked together: ${b.hexes[k]} is not next to ${b.hexes[k - 1]} (${BRIDGE_RULE})`);
    }
    const first = units[0], last = units[units.length - 1];
    if (!first || !last || hexDistance(a, first) !== 1 || hexDistance(z2, last) !== 1) return issue(`the originating hexes ${b.ends[0]} and ${b.ends[1]} must be next to the first and the last bridge unit (${BRIDGE_RULE})`);
    if (units.some((h) => isSameHex(h, a) || isSameHex(h, z2))) return issue(`an originating hex may not hold the bridge's own unit (${BRIDGE_RULE})`);
    const deck = setupGround(board, sc, a), other = setupGround(board, sc, z2);
    if (deck !== other) return issue(`the originating hexes linked by a bridge must be of equal height: ${b.ends[0]} is ${deck}, ${b.ends[1]} is ${other} (${BRIDGE_RULE})`);
    const high = units.findIndex((h) => setupGround(board, sc, h) >= deck);
    if (high >= 0) return issue(`bridges are placed over low spots: ${b.hexes[high]} is not lower than the floor (${deck}) (${BRIDGE_RULE})`);
    const parked = (sc.vehicles ?? []).find((v) => { const h = board.hexOf(v.hex); return h !== undefined && units.some((u) => isSameHex(u, h)); });
    if (parked) return issue(`no vehicle may set up on a bridge: the Bridge Crossing Tables are missing (${BRIDGE_RULE}, 19.2.1.2.2)`);
    return undefined;
  });
}

/**
 * Scenario check [8.9]: a soldier set up `onDeck` starts on top of a bridge unit, so his hex must hold one of the
 * scenario's bridge units (an Advanced Game unit).
 */
function checkDeckSoldiers(sc: ScenarioLike, ctx: z.RefinementCtx): void {
  if (!sc.sides) return;
  const board = boardFrom(sc);
  const units = (sc.bridges ?? []).flatMap((b) => b.hexes.map((id) => board?.hexOf(id)).filter((h): h is Hex => h !== undefined));
  for (const side of ["A", "B"] as const) {
    sc.sides[side].soldiers.forEach((s, i) => {
      if (!s.onDeck) return;
      const path = ["sides", side, "soldiers", i, "onDeck"];
      if (sc.rules !== "advanced") return ctx.addIssue({ code: "custom", message: `${s.id} cannot start on a bridge deck: bridge units are Advanced Game units (${BRIDGE_RULE})`, path });
      const hex = board?.hexOf(s.hex);
      if (hex && !units.some((u) => isSameHex(u, hex))) ctx.addIssue({ code: "custom", message: `${s.id} starts on a bridge deck (onDeck), but ${s.hex} holds no bridge unit of the scenario's bridges (${BRIDGE_RULE})`, path });
      return undefined;
    });
  }
}

/** The soldier placed in `hex` (set-up): still on a deck if he was on one and `hex` holds a bridge unit, else off it [8.9]. */
export function deckAfterPlacing(game: FirepowerGame, s: Soldier, hex: Hex): Soldier {
  if (s.bridgeDeck === undefined) return s;
  const bridge = bridgeAt(game, hex);
  if (bridge) return { ...s, bridgeDeck: deckAboveGround(game, bridge, hex) };
  const { bridgeDeck: _off, ...rest } = s;
  return rest;
}

/** The game with the scenario's bridges in play: the deck at the originating hexes' height (after craters) [8.9]. */
export function setupBridges(game: FirepowerGame, sc: SidesLike & { readonly bridges?: readonly BridgeSpec[] | undefined; readonly rules: "basic" | "advanced" }): FirepowerGame {
  if (sc.rules !== "advanced" || !sc.bridges || sc.bridges.length === 0) return game;
  const board = boardOf(game);
  const bridges = sc.bridges.flatMap((b): Bridge[] => {
    const hexes = b.hexes.map((id) => board.hexOf(id)).filter((h): h is Hex => h !== undefined);
    const ends = b.ends.map((id) => board.hexOf(id)).filter((h): h is Hex => h !== undefined);
    const a = ends[0];
    return a ? [{ hexes, ends, deck: groundOf(board, a) }] : [];
  });
  const withBridges: FirepowerGame = { ...game, bridges };
  // 8.9: soldiers the scenario sets up `onDeck` start on top of their hex's bridge unit (`bridgeDeck`, as a move onto it sets).
  const onDeck = new Set((["A", "B"] as const).flatMap((side) => (sc.sides?.[side].soldiers ?? []).filter((s) => s.onDeck).map((s) => s.id)));
  if (onDeck.size === 0) return withBridges;
  return {
    ...withBridges,
    soldiers: game.soldiers.map((s) => {
      const b = onDeck.has(s.id) ? bridgeAt(withBridges, s.hex) : undefined;
      return b ? { ...s, bridgeDeck: deckAboveGround(withBridges, b, s.hex) } : s;
    }),
  };
}

/** Refusal for a vehicle about to enter a bridge hex [8.9, 19.2.1.2.2]. */
export function checkVehicleOffBridges(game: FirepowerGame, to: readonly Hex[]): Check {
  const on = to.find((h) => bridgeAt(game, h) !== undefined);
  if (!on) return OK;
  return reject("bridge/no_vehicles", `vehicles may not enter the bridge in ${boardOf(game).idOf(on)}: the Bridge Crossing Tables and the bridge's capacity are missing`, `${BRIDGE_RULE}, 19.2.1.2.2`);
}
