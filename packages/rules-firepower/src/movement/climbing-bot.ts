// The bot and climbing (11.1.11) and tree positions (10.4): finish or undo a climb under way, take a position facing
// the nearest enemy in a tree/stump/well hex, climb what bars the way ahead. Picks only from the legal actions given.
import type { Hex } from "@tactica/hex";
import { entrySides } from "../core/geometry";
import type { Soldier } from "../state/types";

type Action = { readonly type: string; readonly payload: unknown };
const field = (c: Action, key: string): unknown => (c.payload as Record<string, unknown>)[key];

/** A climbing or position action for one soldier of the Impulse from his legal actions `mine`, or undefined. */
export function climbingManoeuvre(s: Soldier, mine: readonly Action[], enemy: { readonly hex: Hex } | undefined): Action | undefined {
  const find = (type: string, pred: (c: Action) => boolean = () => true) => mine.find((c) => c.type === type && pred(c));
  if (s.up && s.up.hold !== "tree") return find("climb_up") ?? find("climb_over") ?? find("climb_down"); // 11.1.11.2: finish the climb
  if (enemy && !s.treePosition && !s.up) {
    const toward = (entrySides(enemy.hex, s.hex)[0] ?? 0) + 1;
    const placed = find("tree_position", (c) => field(c, "kind") === "side" && field(c, "dir") === toward);
    if (placed) return placed; // 10.4.1: the trunk between him and the enemy
  }
  if (s.treePosition && !s.up && s.mf === 0 && !s.combatUsed) return find("climb_up", (c) => field(c, "on") === "tree");
  if (!mine.some((c) => c.type === "move" && field(c, "back") === undefined)) return find("climb_up", (c) => field(c, "on") === "side") ?? find("climb_over");
  return undefined;
}
