// The bot's view of A, C and H rounds and of recovery rolls (12.3, 23.1.5): what bot.ts asks before its other shots.
import type { FirepowerState } from "../state/types";
import type { AmmoPayload } from "../weapons/ammo-fire";
import { explainAmmoFire } from "./ammo-odds";

/** A legal action as the bot sees it. */
type Action = { readonly type: string; readonly payload: unknown };

/**
 * The best legal `fire_ammo` by expected enemy eliminations less friendly ones (exact odds, explainAmmoFire): C counts
 * every soldier in the arc, A/H at a structure the men in its hex; a hit on a vehicle or H used as G counts its hit
 * chance. At most `budget` evaluations.
 */
export function bestAmmoShot(state: Pick<FirepowerState, "game" | "options">, seat: string, legal: readonly Action[], budget: number): { cmd?: Action; value: number; used: number } {
  let top = 0, pick: Action | undefined, used = 0;
  for (const c of legal) {
    if (c.type !== "fire_ammo" || used >= budget) continue;
    used += 1;
    const odds = explainAmmoFire(state, seat, c.payload as AmmoPayload, { options: state.options, tables: new Map() });
    if (!odds.ok) continue;
    const side = (id: string) => state.game.soldiers.find((s) => s.id === id)?.side;
    const eliminations = odds.value.soldiers.reduce((n, s) => {
      const p = s.outcomes.get("eliminated");
      const v = p ? Number(p.num) / Number(p.den) : 0;
      return n + (side(s.soldier) === seat ? -v : v);
    }, 0);
    const value = odds.value.soldiers.length > 0 ? eliminations : odds.value.perShot ? 0.5 * Number(odds.value.perShot.num) / Number(odds.value.perShot.den) : 0;
    if (value > top) { top = value; pick = c; }
  }
  return { ...(pick ? { cmd: pick } : {}), value: top, used };
}

/** A soldier of the Impulse who must roll to recover does so before anything else [23.1.5]. */
export function recoveryFirst<A extends Action>(legal: readonly A[]): A | undefined {
  return legal.find((c) => c.type === "recover");
}
