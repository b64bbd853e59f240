import type { FireError } from "../fire/hit-number";
import type { SpecialOddsAnswer } from "../combat/special-odds";
import { specialOdds } from "../combat/special-odds";
import { firepowerRange } from "../sighting/firepower-range";
import type { SpecialItem } from "../tables/special-weapons";
import type { AnyTable } from "@tactica/engine";
import type { Rational } from "@tactica/dice";
import { rational } from "@tactica/dice";
import type { Hex } from "@tactica/hex";
import type { Board } from "../core/board";
import { boardOf } from "../core/board";
import { findSoldier } from "../core/soldiers";
import type { SpecialPayload } from "../combat/special-fire";
import { specialModifiers, specialPass } from "../combat/special-fire";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";

/** The `fire_special` payload fields that aim a round through an opening [12.7.3, 12.7.5]. */
export type SpecialAim = Pick<SpecialPayload, "storey" | "inside" | "worksSign">;

/**
 * The chance that a hit on the target hex passes the opening it must pass [12.7.3]: `specialPass`, the command's own
 * roll, replayed with each face of the d10 (with the firer's 12.7.5 sign); undefined when there is none to pass.
 */
export function specialPassChance(board: Board, game: FirepowerGame, firer: Soldier, item: SpecialItem, target: Hex, aim: SpecialAim, tables?: ReadonlyMap<string, AnyTable>): Rational | undefined {
  let passes = 0;
  for (let face = 1; face <= 10; face++) {
    const r = specialPass(board, game, firer, target, target, { item, ...aim }, { roll: () => face }, tables);
    if (!r.into && !r.unit) return undefined;
    if (r.into ? (r.into.pass?.passed ?? true) : r.unit?.at.unit === "inside") passes++;
  }
  return rational(passes, 10);
}

/**
 * What a soldier's special round at a hex would do now [12.3]: its modifiers (firer status, trees, smoke on the line,
 * the night at the hex, his wounds, each with rule and provenance) and `specialOdds`; aimed at a storey or inside a
 * unit (`aim`, the command's payload fields), the 12.7.3 pass with the firer's 12.7.5 sign. For the API's odds query;
 * the `fire_special` command checks arc, LOS and whose Impulse it is.
 */
export function explainSpecialFire(state: FirepowerState, firerId: string, item: SpecialItem, hexId: string, aim: SpecialAim = {}): { ok: true; value: SpecialOddsAnswer } | { ok: false; error: FireError } {
  const firer = findSoldier(state.game, firerId);
  const board = boardOf(state.game);
  const hex = board.hexOf(hexId);
  if (!firer || firer.eliminated || !hex) return { ok: false, error: { code: "fire/bad_target", message: "a living firer and a hex on the map are needed", rule: "Firepower 6.3.1" } };
  const modifiers = specialModifiers(board, state.game, firer, item, hex, { options: state.options }, aim.storey);
  const passed = specialPassChance(board, state.game, firer, item, hex, aim);
  const odds = specialOdds({ item, range: firepowerRange(firer.hex, hex), modifiers, ...(passed ? { opening: { passed, ...(aim.worksSign === "+" ? { sign: "+" as const } : {}) } } : {}) });
  return odds ? { ok: true, value: odds } : { ok: false, error: { code: "fire/out_of_range", message: `the hex is beyond the ${item}'s range`, rule: "Firepower 10.7" } };
}
