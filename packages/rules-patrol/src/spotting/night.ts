import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { isNightSpotted, toNightColumn } from "../sighting/night-spotting";
import { rangeBetween, isActive } from "../state/index";
import { terrainOf } from "../terrain/index";
import { seesMan } from "./sight";
import type { Man, PatrolGame, NightState } from "../state/index";
export type { NightState } from "../state/index";

/** Empty night state. */
export function createNightState(): NightState {
  return { movers: { alpha: [], bravo: [] }, spotted: {}, firings: [], explosions: [] };
}

const isMover = (night: NightState, m: Man) => (night.movers[m.side] ?? []).includes(m.id);

/**
 * Night spotting modifiers [16.11] (+ is bad for the spotter). "The target is plotted to move 3 or more hexes this
 * turn" (-1) is known only once plots are locked: the server applies it where it holds the plot (`targetHexesPlotted`,
 * the OF trigger check in phase D [16.2]); the spotting before the plot [16.2] has no plot of this turn to read.
 */
export function toSpottingModifier(game: PatrolGame, night: NightState, spotter: Man, target: Man, round: number, targetHexesPlotted = 0): number {
  let mod = 0;
  const near = (hexes: readonly string[], r: number) => hexes.some((h) => spotter.hex !== null && rangeBetween(h, spotter.hex) <= r);
  if (isMover(night, spotter)) mod += 1;
  if (spotter.firedRound === round - 1) mod += 1;
  if (near(night.firings, 3)) mod += 1;
  if (near(night.explosions, 5)) mod += 1;
  if (spotter.stunnedRound !== null) mod += 1;
  if (spotter.posture === "prone") mod += 1;
  if (spotter.status === "W") mod += 1;
  if (target.threwRound === round - 1) mod -= 1;
  if (targetHexesPlotted >= 3) mod -= 1;
  return mod;
}

/** True when an illumination round lights `hex` this turn [17.6]: 10 hexes round its impact, the two turns after it. */
export function isIlluminated(game: PatrolGame, hex: string, round: number): boolean {
  return (game.artillery?.illumination ?? []).some((a) => a.from <= round && round <= a.until && rangeBetween(a.hex, hex) <= a.radius);
}

/**
 * One spotting check [16.1, 16.2, 16.31, 16.32, 17.6]: same hex always; a lit target is seen by daylight rules
 * (option patrol/illumination_spotting "rolled" still rolls); a lit spotter cannot see out to an unlit target;
 * a man who fired last turn is seen by all with LOS; else a d6 (`targetHexesPlotted`: his plotted hexes, phase D only).
 */
export function rollSpotting(game: PatrolGame, night: NightState, spotter: Man, target: Man, dice: DiceSource, round: number, options: Readonly<Record<string, string>> = {}, targetHexesPlotted = 0): boolean {
  if (!spotter.hex || !target.hex) return false;
  if (spotter.hex === target.hex) return true;
  if (!seesMan(game, spotter, target)) return false;
  const lit = isIlluminated(game, target.hex, round);
  if (lit && options["patrol/illumination_spotting"] !== "rolled") return true;
  if (!lit && isIlluminated(game, spotter.hex, round)) return false;
  if (target.firedRound === round - 1) return true;
  const posture = target.posture === "erect" ? (isMover(night, target) ? 1 : 0) : target.concealed ? 3 : 2;
  const column = toNightColumn(posture, terrainOf(game, target.hex) === "clear");
  return isNightSpotted(rangeBetween(spotter.hex, target.hex), column, dice.roll(6), toSpottingModifier(game, night, spotter, target, round, targetHexesPlotted));
}

/** NIGHT_SPOTTING [16.2]: every man rolls for every enemy in LOS; spotting is not mutual nor shared [16.42, 16.43]. Public. */
export function resolveNightSpotting(game: PatrolGame, dice: DiceSource, round: number, options: Readonly<Record<string, string>> = {}): { game: PatrolGame; events: GameEvent[] } {
  const night = game.night;
  if (!night) return { game, events: [] };
  const men = game.order.map((id) => game.men[id]!).filter(isActive);
  const spotted: Record<string, string[]> = {};
  for (const a of men) {
    const seen = men.filter((b) => b.side !== a.side && rollSpotting(game, night, a, b, dice, round, options)).map((b) => b.id);
    if (seen.length > 0) spotted[a.id] = seen;
  }
  return { game: { ...game, night: { ...night, spotted } }, events: [{ type: "patrol/night_spotting", data: { round, spotted } }] };
}
