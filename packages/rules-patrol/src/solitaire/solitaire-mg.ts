import { lookupOrThrow } from "@tactica/engine";
import { solitaireMgTable } from "../tables/solitaire";

/** Solitaire random MG fire [28.63, 28.64]: first d6 5-6 = none; else the swept hexrow final digits, at AS 20. */
export function toSolitaireMgRows(first: number, second: number): { readonly digits: readonly number[]; readonly as: number } | undefined {
  if (first >= 5) return undefined;
  const cell = lookupOrThrow(solitaireMgTable, { first, second });
  return { digits: [...cell.value].map(Number), as: 20 };
}
