import { toMovementAllowance } from "../combat/casualty";
import { toFlamethrowerMa } from "./flamethrower";
import type { Man } from "./state";

/** A man's Movement Allowance [7.1, 19.11, 6.22], or his weapon's: a flamethrower man has 5, wounded 3 [28.11]. */
export function toManMa(m: Man): number {
  return m.counter === "FT" ? toFlamethrowerMa(m) : toMovementAllowance(m.status, m.stunnedRound !== null);
}
