import type { Hex } from "@tactica/hex";
import type { Board } from "../core/board";

/** Which trees/hedges between the impact hex and a soldier modify his blast roll, by option `firepower/grenade_tree_hedge`. */
export function blastLineFeatures(options: Readonly<Record<string, string>>): readonly string[] {
  const choice = options["firepower/grenade_tree_hedge"] ?? "throw_and_tree_blast";
  // 12.2.6: "tree hexes modify blast hit numbers while hedges do not" (the digest's default for the Basic Game, §15 item 17).
  if (choice === "throw_and_tree_blast") return ["tree"];
  if (choice === "both") return ["tree", "hedge"];
  return [];
}

/**
 * Trees and hedges in the blast's line from the impact hex to a soldier's hex, not counting the two end hexes
 * (as 6.3.6.2.5 counts them for fire), each +1 to his blast roll [6.3.6.2.5, 12.2.6]. The line is the Basic LOS
 * from the impact hex to the soldier with no friendly soldiers in it; a line that a hill or fence would block
 * still counts only its trees/hedges (the text gives blasts no LOS block).
 */
export function blastLineModifier(board: Board, impact: Hex, soldier: { readonly hex: Hex; readonly posture: string }, options: Readonly<Record<string, string>>): number {
  const features = blastLineFeatures(options);
  if (features.length === 0) return 0;
  const line = board.los({ hex: impact, posture: "stand" }, { hex: soldier.hex, posture: soldier.posture }, []);
  if (!line) return 0;
  return line.path.filter((e) => e.effect === "hinder" && e.note !== undefined && features.includes(e.note.feature)).reduce((n, e) => n + (e.modifier ?? e.note?.modifier ?? 1), 0);
}
