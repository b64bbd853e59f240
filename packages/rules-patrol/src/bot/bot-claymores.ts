import type { Command } from "@tactica/engine";
import { toClaymoreCone } from "../fire/index";
import { rangeBetween, isActive } from "../state/index";
import { canSee, toLosPosture } from "../spotting/index";
import type { Man, PatrolGame, Side } from "../state/index";
import type { Task } from "../plot/task";

/**
 * The bot's Claymores [18.5]: before its first lock it emplaces its OB Claymores in the given hexes in front of its
 * line, each facing the enemy's side of the board (α faces south, D; β north, A), with the nearest of its men as
 * the designated detonator [18.51]. Undefined when the side has none or has placed them.
 */
export function claymoreSetupCommand(game: PatrolGame, seat: string, front: readonly string[]): Command | undefined {
  const side = seat as Side;
  const field = game.claymores?.[side];
  if (!field || field.allowance <= 0 || field.placed.length > 0 || front.length === 0) return undefined;
  const own = game.order.map((id) => game.men[id]!).filter((m) => m.side === side && isActive(m));
  if (own.length === 0) return undefined;
  const claymores = front.slice(0, field.allowance).map((hex) => {
    const detonator = own.reduce((a, b) => (rangeBetween(b.hex!, hex) < rangeBetween(a.hex!, hex) ? b : a));
    return { hex, facing: side === "alpha" ? "D" : "A", detonator: detonator.id };
  });
  return { type: "place_claymores", seat, payload: { claymores } };
}

/** DC [18.51]: a detonator fires his unfired Claymore when an active enemy stands in its cone and he sees the mine hex. */
export function claymoreTask(game: PatrolGame, m: Man): Task | undefined {
  const mine = game.claymores?.[m.side].placed.find((c) => c.detonator === m.id && !c.fired);
  if (!mine || !m.hex || !canSee(game, m.hex, toLosPosture(m), mine.hex, "prone")) return undefined;
  const cone = new Set(toClaymoreCone(game, mine.hex, mine.facing).map((c) => c.hex));
  const enemy = game.order.some((id) => { const e = game.men[id]!; return e.side !== m.side && isActive(e) && e.hex !== null && cone.has(e.hex); });
  return enemy ? { code: "DC", claymore: mine.id } : undefined;
}
