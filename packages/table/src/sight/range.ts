import type { Footprint } from "../geometry";
import { footprintDistance } from "../geometry";
import type { TableUnit } from "../units";
import { fromSubmm } from "../units";

/** Range between two footprints (FoW 2.1, RULING-2: 2-D, nearest points) in sub-mm and in the match's unit. */
export function measureTableRange(a: Footprint, b: Footprint, unit: TableUnit): { submm: number; inUnit: number; unit: TableUnit } {
  const submm = footprintDistance(a, b);
  return { submm, inUnit: fromSubmm(submm, unit), unit };
}
