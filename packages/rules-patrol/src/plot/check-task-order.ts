import { OK, reject } from "@tactica/engine";
import type { Check } from "@tactica/engine";
import type { TaskCode } from "./task";
import { BRACKETED, COMBAT_TASKS } from "./task";

/**
 * Sequence checks on a man's task list [6.0, 6.1, 11.24]: no fire after movement; no prepare-then-throw in one turn;
 * a stunned man plots bracketed tasks only (so no PG/ER while stunned); "all MP" tasks stand alone.
 */
export function checkTaskOrder(codes: readonly TaskCode[], stunned: boolean): Check {
  if (stunned) {
    const bad = codes.find((c) => !BRACKETED.has(c));
    if (bad) return reject("plot/stunned_task", `a stunned man may plot only bracketed tasks, not ${bad}`, "patrol 6.1, 6.22");
  }
  const moveAt = codes.findIndex((c) => c === "MV" || c === "PMV" || c === "CC");
  if (moveAt >= 0 && codes.slice(moveAt + 1).some((c) => COMBAT_TASKS.has(c))) {
    return reject("plot/fire_after_move", "a man may never move and then fire", "patrol 6.0");
  }
  const pg = codes.indexOf("PG");
  if (pg >= 0 && codes.slice(pg + 1).includes("TG")) return reject("plot/prepare_then_throw", "prepare then throw in one turn is illegal; throw then prepare is legal", "patrol 11.24");
  if (codes.includes("WE") && codes.length > 1) return reject("plot/exchange_alone", "weapon exchange is the only task that turn", "patrol 22.2");
  if (new Set(codes).size !== codes.length) return reject("plot/duplicate_task", "each task at most once per turn", "patrol 6.1");
  return OK;
}
