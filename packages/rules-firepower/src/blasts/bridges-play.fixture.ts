// Test helper for bridge decks in play (8.9): the bridge of bridges.test.ts (4E5 across hexside 2 over a double crater
// to the next hex), and soldiers placed on its deck or under it.
import type { MapDocument } from "@tactica/map";
import { stand } from "../play/authored-match.fixture";
import type { SoldierSpec } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { bridgeAt, deckAboveGround } from "./bridges";
import { impulseAt, startUnderground, undergroundScenario } from "../works/caves.fixture";
import { hexAhead } from "../core/geometry";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import type { FirepowerState, Soldier } from "../state/types";

export const BOARD = boardOf(startUnderground(undergroundScenario([stand("A1", "4B3", 3)], [stand("B1", "4H3", 6)])).game);

/** The hex next to `id` across `facing`. */
export function next(id: string, facing: number): string {
  const h = BOARD.hexOf(id);
  if (!h) throw new Error(`no hex ${id}`);
  return BOARD.idOf(hexAhead(h, facing));
}

/** The originating hex, the bridge unit (ground -2, deck 0), the other originating hex, and a hex beside the unit. */
export const END1 = "4E5";
export const SPAN = next(END1, 2);
export const END2 = next(SPAN, 2);
export const SIDE = next(SPAN, 4);
/** The double crater under the unit (its low spot). */
export const CRATER = { hex: SPAN, kind: "double" as const };
export const BRIDGE = { craters: [CRATER], bridges: [{ hexes: [SPAN], ends: [END1, END2] as [string, string] }] };

/** A bridge match (extra scenario fields merged over the bridge's; `craters` replace its own when given; a map variant) with A's Impulse in `hex`. */
export function bridgeMatch(a: SoldierSpec[], b: SoldierSpec[], hex: string, extra: Partial<FirepowerScenario> = {}, options: Record<string, string> = {}, map?: MapDocument): FirepowerState {
  const s = startUnderground(undergroundScenario(a, b, { ...BRIDGE, ...extra }, map));
  return impulseAt({ ...s, options: { ...s.options, ...options } }, "A", hex);
}

/** The soldier by id. */
export function find(s: FirepowerState, id: string): Soldier {
  const x = s.game.soldiers.find((o) => o.id === id);
  if (!x) throw new Error(`no soldier ${id}`);
  return x;
}

/** The state with soldier `id` changed (a placement the scenario cannot state, e.g. on a deck or held prisoner). */
export function patch(s: FirepowerState, id: string, change: (x: Soldier) => Soldier): FirepowerState {
  return { ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === id ? change(x) : x)) } };
}

/** The state with soldier `id` on top of the bridge unit in `hex` (his `bridgeDeck` as the move would set it). */
export function onDeck(s: FirepowerState, id: string, hex: string = SPAN): FirepowerState {
  const h = BOARD.hexOf(hex);
  const b = h ? bridgeAt(s.game, h) : undefined;
  if (!h || !b) throw new Error(`no bridge in ${hex}`);
  return patch(s, id, (x) => ({ ...x, hex: h, bridgeDeck: deckAboveGround(s.game, b, h) }));
}

/** The state with soldier `id` under the bridge unit in `hex`. */
export function under(s: FirepowerState, id: string, hex: string = SPAN): FirepowerState {
  const h = BOARD.hexOf(hex);
  if (!h) throw new Error(`no hex ${hex}`);
  return patch(s, id, (x) => { const { bridgeDeck: _d, ...rest } = x; return { ...rest, hex: h }; });
}
