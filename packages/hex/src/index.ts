export type { Direction, Hex, HexKey } from "./coords";
export {
  createHex, DIR_Q, DIR_R, DIRECTIONS, fromHexKey, hexAdd, hexDistance, hexNeighbor, hexNeighbors, hexRotate,
  hexS, hexScale, hexSubtract, isSameHex, oppositeDirection, rotateDirection, toDirection, toHexKey,
} from "./coords";
export { hexArea, hexRing } from "./area";
export { roundHex } from "./round-hex";
export type { Hexside } from "./hexside";
export {
  fromHexsideKey, hexsideBetween, hexsideHexes, isSameHexside, toCanonicalHexside, toHexsideKey,
} from "./hexside";
export type { OffsetCoord, OffsetLayout } from "./offset";
export { fromOffset, toOffset } from "./offset";
export type { LineStep, TiePolicy } from "./hex-line";
export { hexLine, hexLineCrossings, hexLineHexes } from "./hex-line";
export type { HexLineVisitor } from "./walk-hex-line";
export { STEP_HEX, STEP_TIE, STEP_VERTEX, walkHexLine } from "./walk-hex-line";
export type { MegahexEdgePolicy, MegahexGrid, MegahexSameRule } from "./megahex";
export {
  isSameMegahex, isSameMegahexOf, MEGAHEX_EDGE_POLICIES, megahexCenter, megahexDistance, megahexDistanceBetween, toMegahexes,
} from "./megahex";
