import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createPlayerTurns, initPlayerTurns } from "../turn-models/player-turns";
import type { PlayerTurnsTurn } from "../turn-models/player-turns";
import { apply } from "./apply";
import type { Command } from "./command";
import { createMatch } from "./create-match";
import { defineCommand } from "./define-command";
import { defineRuleset } from "./define-ruleset";
import { OK } from "./rejection";

type Game = { readonly log: readonly string[] };
const note = (actor: "active" | "reactive" | "any", steps?: readonly string[]) =>
  defineCommand<Game, PlayerTurnsTurn, Record<string, never>>({
    schema: z.object({}).strict(), rule: "fow turn sequence", actor, ...(steps ? { steps } : {}), validate: () => OK,
    resolve: (s, cmd) => ({ state: { ...s, game: { log: [...s.game.log, `${cmd.seat}:${cmd.type}`] } }, events: [] }),
  });

// Moving is the active player's in the Movement Step; saves and AA fire belong to the other player (digest 3.3).
const skirmish = defineRuleset<Game, PlayerTurnsTurn, null>({
  id: "skirmish", version: "1", geometry: "continuous", turnModel: createPlayerTurns<Game>(),
  commands: { move: note("active", ["movement"]), save: note("reactive"), chat: note("any") },
  scenario: z.null(),
  setup: () => ({ seats: ["attacker", "defender"], game: { log: [] }, turn: initPlayerTurns({ seats: ["attacker", "defender"], first: "attacker", steps: ["starting", "movement", "shooting", "assault"] }) }),
  view: (s) => s.game, legalActions: () => [],
});

function code(commands: readonly Command[]): string {
  const made = createMatch(skirmish, { scenario: null });
  if (!made.ok) throw new Error(made.error.code);
  let s = made.state;
  for (const c of commands) {
    const r = apply(skirmish, s, c, createFixedDice([]));
    if (!r.ok) return r.error.code;
    s = r.state;
  }
  return "ok";
}

const c = (type: string, seat: string): Command => ({ type, seat, payload: {} });

describe("turn gate of game commands", () => {
  it("turn/wrong_step: a Movement Step command is refused in the Starting Step", () => {
    expect(code([c("move", "attacker")])).toBe("turn/wrong_step");
    expect(code([c("turn/end_step", "attacker"), c("move", "attacker")])).toBe("ok");
  });

  it("turn/not_your_activation: the inactive player cannot move", () => {
    expect(code([c("turn/end_step", "attacker"), c("move", "defender")])).toBe("turn/not_your_activation");
  });

  it("turn/not_reactive: reactions belong to the non-active player; 'any' commands to both", () => {
    expect(code([c("save", "attacker")])).toBe("turn/not_reactive");
    expect(code([c("save", "defender"), c("chat", "attacker"), c("chat", "defender")])).toBe("ok");
  });
});
