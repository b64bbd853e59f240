import { toMovementAllowance } from "../combat/casualty";
import type { Task } from "../plot/task";
import { toFlamethrowerMa } from "../fire/index";
import { HORSE_MP } from "../terrain/index";
import type { Man } from "../state/index";

/**
 * A man's Movement Allowance [7.1, 19.11, 6.22], or his weapon's or mount's: a flamethrower man has 5, wounded 3
 * [28.11]; a rider (or a man mounting this turn) has the horse's 20 [28.22] (horses.ts checks the exact split).
 */
export function toManMa(m: Man, tasks: readonly Task[] = []): number {
  if (m.mounted || tasks.some((t) => t.code === "MH")) return HORSE_MP;
  return m.counter === "FT" ? toFlamethrowerMa(m) : toMovementAllowance(m.status, m.stunnedRound !== null);
}
