/** Casualty status [19.0]: fit, wounded, incapacitated, killed. */
export type Status = "fit" | "W" | "I" | "K";

/** Apply one result [19.12]: K kills; I on I kills, else I; W on fit wounds, W on W incapacitates, nothing on I/K. */
export function applyResult(status: Status, result: "K" | "I" | "W" | "-"): Status {
  if (result === "-" || status === "K") return status;
  if (result === "K") return "K";
  if (result === "I") return status === "I" ? "K" : "I";
  if (status === "fit") return "W";
  if (status === "W") return "I";
  return status;
}

/** Apply results in the order received [19.12]; returns the final status and the number of status changes (chits [21.11]). */
export function applyResults(status: Status, results: readonly ("K" | "I" | "W" | "-")[]): { readonly status: Status; readonly changes: number } {
  let s = status, changes = 0;
  for (const r of results) {
    const next = applyResult(s, r);
    if (next !== s) changes += 1;
    s = next;
  }
  return { status: s, changes };
}

/** Movement allowance [7.4, 19.11]: 10; wounded 5; stunned halved; fractions dropped (wounded + stunned = 2). */
export function toMovementAllowance(status: Status, stunned: boolean, base = 10): number {
  if (status === "I" || status === "K") return 0;
  let ma = status === "W" ? base / 2 : base;
  if (stunned) ma /= 2;
  return Math.floor(ma);
}

/** Firearm AS factor of the firer's condition [19.11]: ½ wounded, ½ stunned, ¼ both. */
export function toFirerFactor(status: Status, stunned: boolean): number {
  return (status === "W" ? 0.5 : 1) * (stunned ? 0.5 : 1);
}
