// What entering a hex costs [8.1, 9.3, 9.4, 11.4, 13.5, 20.2; digest §5.1]: 1 MP, the terrain's extra from the
// Terrain Effects chart (absent: placeholder), +1 for a hex holding 1 or 2 soldiers (3: full), +1 smoke, +1 hole,
// +1 a dead enemy (option). Walls are crossed only through doors, windows and breaches; a prone soldier crawls
// through a door but not a window.
import type { Direction, Hex } from "@tactica/hex";
import { hexNeighbor } from "@tactica/hex";
import type { Provenance } from "@tactica/engine";
import { sniperOption } from "../options/index";
import type { SniperOptionValues } from "../options/index";
import { sniperLookup } from "../tables/index";
import { boardHex, isSolidSide, sideAt } from "./board";
import type { SniperBoard } from "./board";

/** One part of an entry cost, with where its number comes from. */
export type CostPart = { readonly what: string; readonly mp: number; readonly rule: string; readonly provenance: Provenance };

/** An entry cost, or why the hex cannot be entered. */
export type EntryCost =
  | { readonly ok: true; readonly mp: number; readonly parts: readonly CostPart[] }
  | { readonly ok: false; readonly code: string; readonly rule: string; readonly message: string };

/** The mover's situation for one step. */
export type EntryStep = {
  readonly from: Hex;
  readonly dir: Direction;
  readonly storey?: number;
  readonly prone?: boolean;
  /** Living soldiers (not dead, not Incap) already in the hex entered, at that storey [8.1, 8.2]. */
  readonly soldiersThere?: number;
  readonly deadEnemyThere?: boolean;
  readonly options?: SniperOptionValues;
};

/** The MP to enter the hex in `dir` from `from` [9.3, 11.4]. */
export function entryCost(board: SniperBoard, step: EntryStep): EntryCost {
  const to = hexNeighbor(step.from, step.dir);
  const target = boardHex(board, to);
  if (!target) return { ok: false, code: "move/off_map", rule: "Sniper 9.3", message: "The hex is not on the map." };
  const storey = step.storey ?? 0;
  const side = sideAt(board, step.from, step.dir, storey);
  if (isSolidSide(side)) return { ok: false, code: "move/wall", rule: "Sniper 11.4", message: "Walls are crossed only through a door, a window or a hole in the wall [11.4]." };
  if (step.prone && side.kind === "level" && side.type === "window") return { ok: false, code: "move/prone_window", rule: "Sniper 9.4", message: "A prone soldier may crawl through a door but not a window [9.4]." };
  const there = step.soldiersThere ?? 0;
  if (there >= 3) return { ok: false, code: "move/stack_full", rule: "Sniper 8.1", message: "A hex holding 3 soldiers cannot be entered [8.1]." };
  const parts: CostPart[] = [];
  const base = sniperLookup.fixed("mp_base");
  parts.push({ what: "enter a hex", mp: base.value, rule: "Sniper 11.4", provenance: base.provenance });
  const t = sniperLookup.terrain(board.mode, target.terrain);
  if (t.value.extraMp > 0) parts.push({ what: `${target.terrain} (${board.mode})`, mp: t.value.extraMp, rule: "Sniper 11.4", provenance: t.provenance });
  if (there > 0) { const c = sniperLookup.fixed("mp_stack"); parts.push({ what: `${there} soldier(s) in the hex`, mp: c.value, rule: "Sniper 8.1", provenance: c.provenance }); }
  if (target.markers.includes("smoke")) { const c = sniperLookup.fixed("mp_smoke"); parts.push({ what: "smoke", mp: c.value, rule: "Sniper 13.5", provenance: c.provenance }); }
  if (target.markers.includes("hole")) { const c = sniperLookup.fixed("mp_hole"); parts.push({ what: "hole", mp: c.value, rule: "Sniper 20.2", provenance: c.provenance }); }
  if (step.deadEnemyThere && sniperOption(step.options, "deadEnemyMp") === "plus_one") {
    const c = sniperLookup.fixed("mp_stack"); parts.push({ what: "a dead enemy", mp: c.value, rule: "Sniper 17.1; digest §15 item 15", provenance: c.provenance });
  }
  return { ok: true, mp: parts.reduce((n, p) => n + p.mp, 0), parts };
}
