import type { CompiledMap } from "@tactica/map";
import { levelSideKey } from "@tactica/map";
import type { LosJudge } from "@tactica/sighting";
import { BLOCKED } from "@tactica/sighting";

/**
 * Firepower 12.1.6: a wall of a building level blocks, except open doors, windows and breaches; a loophole
 * passes only for the soldier in its own hex (`atEnd`). Returns BLOCKED, or 0 when the side has no wall there.
 */
export function judgeLevelSide(map: CompiledMap, judge: LosJudge, slot: number, storey: number, atEnd: boolean): number {
  const packed = map.levelSides.get(levelSideKey(slot, storey));
  if (packed === undefined) return 0;
  const type = map.featureTypes[packed & 0x7fff] ?? "wall";
  const open = (packed & 0x8000) !== 0;
  const passes = (type === "door" || type === "window" || type === "breach") ? open || type === "breach"
    : type === "loophole" ? open && atEnd : false;
  if (passes) return 0;
  if (judge.explain) {
    judge.note = {
      feature: type, rule: "Firepower 12.1.6",
      reason: type === "loophole" ? "a loophole can be fired through only from its own hex"
        : open ? `${type} blocks` : `${type === "exterior-wall" || type === "interior-wall" ? "a building wall" : `a closed ${type}`} blocks sight inside buildings`,
    };
  }
  return BLOCKED;
}
