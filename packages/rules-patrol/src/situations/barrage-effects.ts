import type { AfterCommandHook, GameEvent, PlotTurn } from "@tactica/engine";
import { settleHidden } from "./engagement";
import { clearMinesAt, applyResults } from "../fire/index";
import { destroyWireAt, artilleryOnPillbox } from "../terrain/index";
import { toPatrolTables } from "../combat/patrol-tables";
import type { PatrolGame } from "../state/index";

/**
 * After the barrage command (src/artillery), the effects that belong to other rules: a shell bursting directly
 * in a hex clears its mines [18.4] and destroys its wire [28.3], strikes a pillbox there [17.41], and β men hidden by the Recon/Ambush deployment [26.4] stay hidden — events
 * that name them reach β only (a hit does not reveal a man; firing, moving or being seen does).
 */
export const BARRAGE_EFFECTS_HOOK: AfterCommandHook<PatrolGame, PlotTurn> = {
  name: "barrage-effects",
  rule: "patrol 17.41, 18.4, 26.4, 28.3",
  only: ["resolve_barrage"],
  after(state, out, _cmd, dice, ctx) {
    let game = out.state.game;
    const events: GameEvent[] = [...out.events];
    const tables = toPatrolTables(ctx.tables, ctx.options);
    for (const e of out.events) {
      if (e.type !== "patrol/artillery_blast") continue;
      const { hex, blast } = e.data as { hex: string; blast: string };
      // 17.41: a light round striking a pillbox attacks the garrison at 10-1; a heavier one craters it, killing them.
      const struck = artilleryOnPillbox(game, hex, blast === "light", dice, tables);
      const applied = applyResults(struck.game, struck.pending, dice, state.turn.round);
      game = applied.game;
      events.push(...struck.events, ...applied.events);
      const cleared = clearMinesAt(game, hex);
      const cut = destroyWireAt(cleared.game, hex); // 28.3
      game = cut.game;
      events.push(...cleared.events, ...cut.events);
    }
    const settled = settleHidden(state.game, game, events);
    return { state: { ...out.state, game: settled.game }, events: settled.events };
  },
};
