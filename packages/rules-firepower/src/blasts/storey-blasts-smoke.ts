// Smoke's top: a smoke hex reaches 5 heights above its impact height [12.3.3, 12.3.7, 12.2.7].
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import type { LosAnswer } from "@tactica/sighting";
import { SMOKE_HEIGHT } from "../sighting/firepower-los-options";
import type { Board } from "../core/board";
import { smokeOf } from "./smoke";
import type { FirepowerGame } from "../state/types";

/**
 * Whether a line of sight runs inside the smoke of `hex` [12.3.7: "All smoke hexes extend to a height of 5 levels above
 * their impact height"]: its impact height is the storey's floor for a round burst on a storey, else the hex's ground
 * (or ground floor), and its top that height + 5; the line counts where it crosses the hex at or below the top, and an end hex (firing into or out of
 * smoke) where the eye there is at or below it. A line the judge gives no heights for counts, as before.
 */
export function losInSmokeColumn(board: Board, game: FirepowerGame, los: LosAnswer, from: Hex, to: Hex, hex: Hex): boolean {
  // A round burst on a storey marks its smoke with that impact height (special-fire.ts); others lie at ground level.
  const base = smokeOf(game).find((m) => isSameHex(m.hex, hex) && m.height !== undefined)?.height;
  const top = (base ?? board.floorOf(hex, 0) ?? 0) + SMOKE_HEIGHT;
  const heights: number[] = [];
  if (los.eyeHeights && isSameHex(hex, from)) heights.push(los.eyeHeights.from);
  if (los.eyeHeights && isSameHex(hex, to)) heights.push(los.eyeHeights.to);
  for (const el of los.path) if (el.kind === "hex" && isSameHex(el.hex, hex) && el.lineHeight !== undefined) heights.push(el.lineHeight);
  return heights.length === 0 || heights.some((h) => h <= top);
}
