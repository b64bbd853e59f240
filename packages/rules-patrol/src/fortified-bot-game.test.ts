import { createRngState, createSeededDice } from "@tactica/dice";
import { apply, askBot, createMatch } from "@tactica/engine";
import type { LoggedEvent, MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import type { PatrolGame } from "./state/state";
import { patrolRuleset } from "./ruleset";

/** Two bots play a scenario through apply (every command accepted) until the match ends; all events kept. */
function playout(scenario: Record<string, unknown>, seed: string) {
  const made = createMatch(patrolRuleset, { scenario });
  if (!made.ok) throw new Error(made.error.message);
  let state = made.state as MatchState<PatrolGame, PlotTurn>;
  const dice = createSeededDice(createRngState(`${seed}-match`, "sfc32")).dice;
  const bots = { alpha: createSeededDice(createRngState(`${seed}-a`, "sfc32")).dice, bravo: createSeededDice(createRngState(`${seed}-b`, "sfc32")).dice };
  const events: LoggedEvent[] = [];
  const commands: unknown[] = [];
  for (let i = 0; i < 1500 && !state.game.result && !state.turn.over; i++) {
    let moved = false;
    for (const seat of ["alpha", "bravo"] as const) {
      const cmd = askBot(patrolRuleset, state, seat, bots[seat]);
      if (!cmd) continue;
      const r = apply(patrolRuleset, state, cmd, dice);
      if (!r.ok) throw new Error(`${cmd.type}: ${r.error.code} ${r.error.message}`);
      state = r.state as MatchState<PatrolGame, PlotTurn>;
      events.push(...r.events);
      commands.push(cmd);
      moved = true;
    }
    if (!moved) break;
  }
  return { state, events, commands };
}

describe("Patrol! bots with pillboxes, Claymores and snipers play to the end", () => {
  it("patrol 9.6, 26.92 a: Mt. Austen Assault, β's pillbox garrisoned, two bots to victory points; the garrison fires through apertures", { timeout: 120_000 }, () => {
    const { state, commands } = playout({ ob: "27.53", situation: "assault", turns: 8, pillboxes: [{ garrison: ["b01", "b02", "b03"] }] }, "pillbox-assault");
    expect(state.game.result).not.toBeNull();
    expect(state.game.pillboxes).toHaveLength(1);
    expect(JSON.stringify(commands)).toMatch(/"b0[123]":\[\{"code":"DF","target":"a\d+","aperture":"(N|NE|SE|S|SW|NW)"\}\]/);
  });

  it("patrol 28.7, 18.5: Mt. Austen Ambush with spider holes and snipers, two bots to the end", { timeout: 120_000 }, () => {
    const { state, events } = playout({ ob: "27.53", situation: "ambush", snipers: true, turns: 10 }, "snipers");
    expect(state.game.result).not.toBeNull();
    expect(Object.keys(state.game.snipers!.holes)).toEqual(["b01", "b02", "b03"]);
    expect(events.some((e) => e.type === "patrol/revealed" || e.type === "patrol/sniper_sighting" || e.type === "patrol/game_over")).toBe(true);
  });
});
