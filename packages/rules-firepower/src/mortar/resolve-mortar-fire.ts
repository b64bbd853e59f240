import type { DiceSource } from "@tactica/dice";
import { bridgeBurstField } from "../blasts/bridges-blasts";
import { isDeckBurst } from "../blasts/bridges-levels";
import type { AnyTable, GameEvent } from "@tactica/engine";
import { lookupOrThrow } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import type { AppliedModifier } from "../fire/applied-modifier";
import { totalModifier } from "../fire/applied-modifier";
import { collectThrowModifiers } from "../fire-setup/collect-fire-modifiers";
import { toSpreadHex } from "../fire/spread-hex";
import { tableOf } from "../fire/table-of";
import { firepowerRange } from "../sighting/firepower-range";
import { book } from "../tables/sources";
import { boardOf } from "../core/board";
import { losFrom } from "../combat/fire-context";
import { entrySides } from "../core/geometry";
import { blast } from "../combat/grenade-command";
import { toAim } from "../combat/hit-location-sides";
import { hitLocationData } from "../combat/works-hit-location";
import { indirectImpactAt } from "../blasts/storey-blasts";
import { detonateMinesAt } from "../combat/mines";
import { findSoldier, patchSoldiers } from "../core/soldiers";
import type { FirepowerGame } from "../state/types";
import { mortarChart, toMortarHitNumber } from "../tables/mortar-chart";
import type { Mortar } from "../state/mortar-state";
import { mortarsOf, withMortars } from "../state/mortar-state";
import { mortarFieldModifiers, mortarRoundAt } from "./mortar-rounds";
import { startFires } from "../fire-setup/fires";
import { structureHeightModifiers } from "../works/structure-height";

/** A checked mortar fire order: which tube, which crewman fires, who observes, the target and the own Impulse Phase. */
export type MortarFireOrder = {
  readonly mortar: string;
  readonly crewman: string;
  readonly observer: string;
  readonly hex: string;
  readonly phase: number;
  /** Fired at this hex in the previous own Impulse Phase: adjusted fire, -2 [16.2.1]. */
  readonly adjusted: boolean;
  /** The observation: a remote observer's written order [20.1.2], adjusted fire from him [20.1.2], or the crew's own sight. */
  readonly by: "observe_order" | "adjusted" | "crew";
  /** A smoke (M) or illumination (U) round instead of a bomb [12.3.7, 12.3.8] (src/mortar/mortar-rounds.ts). */
  readonly ammo?: "M" | "U";
  /** The Turn it is fired in: a smoke unit stays to the end of the next Turn [9.3, 12.3.7]. */
  readonly round?: number;
  /** 12.7.1, 12.7.5: the firing player's hit-location sign and side designation for a bomb (hit-location-sides.ts). */
  readonly worksSign?: "-" | "+";
  readonly preferSide?: "enemies" | "impact" | number;
};

/** The hex a mortar stands in: its first living crewman's [12.4.2]. */
export function mortarHex(game: FirepowerGame, m: Mortar): Hex | undefined {
  return m.crew.map((id) => findSoldier(game, id)).find((s) => s && !s.eliminated)?.hex;
}

/** Modifiers to a mortar's roll [20.1.2, 16.2.1]: trees and hedges in the observer's LOS to the target hex, -2 adjusted. */
function mortarModifiers(game: FirepowerGame, order: MortarFireOrder, options: Readonly<Record<string, string>>, tables?: ReadonlyMap<string, AnyTable>): AppliedModifier[] {
  const board = boardOf(game);
  const observer = findSoldier(game, order.observer);
  const target = board.hexOf(order.hex);
  if (!observer || !target) throw new Error("mortar: order names a missing observer or hex");
  const los = losFrom(board, game, observer, { hex: target, posture: "stand" });
  // 12.2.7, 12.2.11: smoke on the observer's line (replacing its hexes' trees) and the night at the target hex.
  const field = mortarFieldModifiers(board, game, observer, los, target, order.ammo ?? "G", options, tables);
  const mods = [...collectThrowModifiers({ weapon: "HGN", range: 1, firer: { posture: observer.posture }, target: { posture: "stand" }, treesAndHedges: (los?.modifier ?? 0) - field.treesReplaced, tables }), ...field.modifiers, ...structureHeightModifiers(game, target, order.ammo ?? "G", tables)]; // 12.2.10 (structure-height.ts)
  return order.adjusted ? [...mods, { name: "adjusted fire at the same hex", value: -2, rule: "Firepower 16.2.1", provenance: book("16.2.1") }] : mods;
}

/**
 * Where one bomb lands [12.4.2, 6.3.6.3.2.1]: the roll against the chart's hit number, a spread by the diagram (off
 * the map: lost), or a complete miss; with the mortar's chart line and the `mortar/fired` event. `resolveMortarFire`
 * rolls with it; the API's commandOdds replays it with every face.
 */
export function mortarLanding(game0: FirepowerGame, order: MortarFireOrder, dice: DiceSource, options: Readonly<Record<string, string>> = {}, tables?: ReadonlyMap<string, AnyTable>) {
  const board = boardOf(game0);
  const m = mortarsOf(game0).find((x) => x.id === order.mortar);
  const from = m && mortarHex(game0, m);
  const target = board.hexOf(order.hex);
  const observer = findSoldier(game0, order.observer);
  if (!m || !from || !target || !observer) throw new Error("mortar: resolve after a failed check");
  const line = lookupOrThrow(tableOf(tables, mortarChart), { mortar: m.weapon });
  const range = firepowerRange(from, target);
  const hitNumber = toMortarHitNumber(line.value, range);
  if (hitNumber === undefined) throw new Error("mortar: range checked before resolving");
  const mods = mortarModifiers(game0, order, options, tables);
  const total = totalModifier(mods);
  const roll = dice.roll(10);
  let impact: Hex | undefined;
  let spread: { roll: number; side: number } | undefined;
  if (roll + total <= hitNumber) impact = target;
  else if (roll + total <= 10) {
    const side = entrySides(observer.hex, target)[0] ?? 0;
    spread = { roll: dice.roll(10), side };
    const landed = toSpreadHex(target, side, spread.roll, options, tables);
    impact = board.has(landed) ? landed : undefined;
  }
  const outcome = impact === undefined ? (spread ? "off_map" : "complete_miss") : isSameHex(impact, target) ? "hit" : "spread";
  const event: GameEvent = { type: "mortar/fired", data: {
    mortar: m.id, weapon: m.weapon, crewman: order.crewman, observer: order.observer, by: order.by, target: order.hex, range, hitNumber, modifiers: mods, total, roll,
    spread, outcome, impact: impact ? board.idOf(impact) : null, provenance: line.provenance, rule: "Firepower 12.4.2, 20.1.2",
  } };
  return { m, line, ...(impact ? { impact } : {}), event };
}

/**
 * One mortar bomb [12.4.2, 20.1.2, 16.2.1, 12.3.4]: d10 + modifiers (from the observer's position) against the
 * chart's hit number at the mortar's range; a miss that could have hit spreads by the Spread Diagram oriented on the
 * observer's line (off the map = lost), a worse one is a complete miss; then the G blast on everyone in the zone.
 * Pure: the same game, order and dice give the same events, in the `fire_mortar` command and in the barrage job.
 */
export function resolveMortarFire(game0: FirepowerGame, order: MortarFireOrder, dice: DiceSource, options: Readonly<Record<string, string>> = {},
  tables?: ReadonlyMap<string, AnyTable>): { game: FirepowerGame; events: GameEvent[] } {
  const board = boardOf(game0);
  const { m, line, impact, event } = mortarLanding(game0, order, dice, options, tables);
  const events: GameEvent[] = [event];
  const crew = new Set(m.crew);
  // 12.4.2: the crew spends no other MF in the Impulse it fires; a single crewman's mortar must be loaded again.
  let game = patchSoldiers(game0, (s) => (crew.has(s.id) && game0.impulse?.soldiers.includes(s.id) ? { ...s, combatUsed: true, afterFireMf: 0 } : undefined));
  const mortars = mortarsOf(game).map((x) => (x.id === m.id ? { ...x, loaded: m.crew.length > 1, order: null, lastShot: { hex: order.hex, phase: order.phase, observer: order.observer } } : x));
  game = withMortars(game, mortars);
  if (impact && order.ammo) {
    // 12.3.7, 12.3.8: a smoke or illumination round scores no hits; it marks its impact hex.
    const round = mortarRoundAt(board, game, order.ammo, impact, m.id, order.round ?? 1);
    game = round.game;
    events.push(...round.events);
  } else if (impact) {
    // A bomb in a building hex bursts on its roof by default (option indirect_building_impact, storey-blasts.ts).
    const at = indirectImpactAt(board, game, impact, options); // 8.9: on a bridge hex's deck (bridges-levels.ts)
    const b = blast(board, game, impact, dice, options, { blast: line.value.blast, radius: line.value.radius }, {}, tables, at, undefined, toAim(order, m.side));
    game = b.game;
    events.push({ type: "mortar/blast", data: { mortar: m.id, impact: board.idOf(impact), blast: line.value.blast, radius: line.value.radius, rolls: b.rolls, ...(b.obstacle ? { obstacle: b.obstacle } : {}), ...(b.building ? { building: b.building } : {}), ...hitLocationData(b), ...bridgeBurstField(game, at, impact), provenance: line.provenance, rule: "Firepower 12.3.4, 6.3.6.3.2.2" } });
    // 12.4.4.3: mines in a G impact hex go off after the bomb's effects.
    const mined = isDeckBurst(game, at) ? { game, events: [] } : detonateMinesAt(game, impact, dice, { options, ...(tables ? { tables } : {}) }); // 8.9: not through a deck
    game = mined.game;
    events.push(...mined.events);
    // Option 21.1.1: a G impact hex may catch Fire (src/game/fires.ts).
    const fire = startFires(board, game, [impact], "G", order.round ?? 0, dice, options);
    game = fire.game;
    events.push(...fire.events);
  }
  return { game, events };
}
