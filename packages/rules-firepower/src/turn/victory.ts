import { boardOf } from "../core/board";
import { countsAsCasualty } from "../optional/wounds";
import { nbcCasualty } from "../vehicles/optional-nbc-environment";
import type { FirepowerGame, FirepowerResult, OppositeHalf, Side, Soldier } from "../state/types";

/** Whether a soldier stands on the opposite half for his side [7]. */
export function isAcross(s: Soldier, half: OppositeHalf): boolean {
  return (half.qAtLeast === undefined || s.hex.q >= half.qAtLeast) && (half.qAtMost === undefined || s.hex.q <= half.qAtMost);
}

/** The opposite halves: the scenario's line (default), or the map's middle column (option victory_half, digest §15 item 24). */
export function oppositeHalves(game: FirepowerGame, options: Readonly<Record<string, string>> = {}): Readonly<Record<Side, OppositeHalf>> {
  if (options["firepower/victory_half"] !== "map_middle") return game.victory.opposite;
  const [lo, hi] = boardOf(game).qRange;
  const mid = (lo + hi) / 2;
  // Side A sets up on the left (5/6) in the shipped scenarios and crosses to the right half, B the reverse.
  return { A: { qAtLeast: Math.floor(mid) + 1 }, B: { qAtMost: Math.ceil(mid) - 1 } };
}

/** Score the Basic Game [7]: 1 VP per enemy eliminated, 3 VP per own survivor on the opposite half; equal VP is a draw. */
export function scoreVictory(game: FirepowerGame, options: Readonly<Record<string, string>> = {}): FirepowerResult {
  const opposite = oppositeHalves(game, options);
  const sides: Side[] = ["A", "B"];
  const eliminated = { A: 0, B: 0 }, across = { A: 0, B: 0 }, vp = { A: 0, B: 0 }, held = { A: 0, B: 0 };
  for (const s of game.soldiers) {
    // 24.2.3: a panicked soldier who ran off the map is gone, not eliminated: no VP for it (7 scores eliminations).
    if (s.exited) continue;
    // 23.6: with the option, seriously wounded soldiers count as casualties and never as survivors.
    // 27.3.1: a soldier who lost NBC protection in a radioactive or biological environment is a casualty at the end.
    if (s.eliminated || countsAsCasualty(s, options) || nbcCasualty(s)) eliminated[s.side] += 1;
    else if (s.prisonerOf !== undefined) held[s.prisonerOf] += 1;
    // 25.6: surrendered soldiers count as prisoners do.
    else if (s.surrenderedTo !== undefined) held[s.surrenderedTo] += 1;
    else if (isAcross(s, opposite[s.side])) across[s.side] += 1;
  }
  for (const side of sides) {
    const enemy: Side = side === "A" ? "B" : "A";
    // 25.6: each surviving prisoner counts double the VP of a casualty for the side holding him.
    vp[side] = game.victory.perElimination * (eliminated[enemy] + 2 * held[side]) + game.victory.perSurvivorAcross * across[side];
  }
  const prisoners = options["firepower/prisoners"] === "on" ? { prisoners: held } : {};
  return { vp, eliminated, across, winner: vp.A === vp.B ? "draw" : vp.A > vp.B ? "A" : "B", ...prisoners };
}
