import { defineCommand, OK, reject } from "@tactica/engine";
import type { PlotTurn } from "@tactica/engine";
import { z } from "zod";
import type { PatrolGame } from "../state/index";
import { isActive } from "../state/index";

/** NIGHT_DECLARE_MOVERS [16.2]: each player tells the other which of his men will be plotted to move (public). */
export const declareMovers = defineCommand<PatrolGame, PlotTurn, { men: string[] }>({
  schema: z.object({ men: z.array(z.string()).max(60) }).strict(),
  rule: "patrol 16.2",
  steps: ["night_declare_movers"],
  validate(state, cmd) {
    if (!state.game.night) return reject("night/not_night", "movers are declared only in night scenarios", "patrol 16.2");
    const bad = cmd.payload.men.find((id) => { const m = state.game.men[id]; return !m || m.side !== cmd.seat || !isActive(m); });
    return bad ? reject("night/not_your_man", `${bad} is not one of ${cmd.seat}'s active men`, "patrol 16.2") : OK;
  },
  resolve(state, cmd) {
    const night = state.game.night!;
    const men = [...new Set(cmd.payload.men)];
    return {
      state: { ...state, game: { ...state.game, night: { ...night, movers: { ...night.movers, [cmd.seat]: men } } } },
      events: [{ type: "patrol/movers_declared", data: { side: cmd.seat, men } }],
    };
  },
});
