import type { Plot, Task } from "../plot/task";
import { resolvePath } from "../state/index";
import type { PatrolGame, Side } from "../state/index";

/** The locked plots' orders by man (men of the plotting side only) [5.0]. */
export function readOrders(game: PatrolGame, plots: Readonly<Record<string, { readonly plot: unknown } | undefined>>): Record<string, readonly Task[]> {
  const out: Record<string, readonly Task[]> = {};
  for (const side of ["alpha", "bravo"] as Side[]) {
    const plot = plots[side]?.plot as Plot | undefined;
    for (const [id, tasks] of Object.entries(plot?.orders ?? {})) if (game.men[id]?.side === side || game.vehicles?.[id]?.side === side) out[id] = tasks; // vehicles too [23.14]
  }
  return out;
}

/** Hexes each man is plotted to move through this turn (movement multiple [10.63]). */
export function toHexesPlotted(game: PatrolGame, orders: Readonly<Record<string, readonly Task[]>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, tasks] of Object.entries(orders)) {
    const m = game.men[id];
    if (!m?.hex) continue;
    let n = 0;
    for (const t of tasks) {
      if (t.code === "MV") n += resolvePath(m.hex, t.path)?.length ?? 0;
      if (t.code === "PMV") n += 1;
    }
    out[id] = n;
  }
  return out;
}
