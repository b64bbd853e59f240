import { createPlayerTurns, initPlayerTurns, stepTurnModel, turnCommand } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { FOW_STEPS, FOW_TURN_CITATIONS } from "./fow-sequence";

describe("Flames of War sequence preset", () => {
  it("fow turn sequence: Starting, Movement, Shooting, Assault, then the other player; refusals cite the section", () => {
    const model = createPlayerTurns({ citations: FOW_TURN_CITATIONS });
    const ctx = { game: undefined, seats: ["attacker", "defender"], options: {} };
    let t = initPlayerTurns({ seats: ["attacker", "defender"], first: "attacker", steps: FOW_STEPS });
    const seen: string[] = [t.step];
    for (let i = 0; i < 4; i += 1) {
      const out = stepTurnModel(model, t, turnCommand("end_step", "attacker"), createFixedDice([]), ctx);
      if (!out.ok) throw new Error(out.error.code);
      t = out.turn;
      seen.push(`${t.active}:${t.step}`);
    }
    expect(seen).toEqual(["starting", "attacker:movement", "attacker:shooting", "attacker:assault", "defender:starting"]);
    const refused = stepTurnModel(model, t, turnCommand("end_step", "attacker"), createFixedDice([]), ctx);
    expect(refused.ok === false && refused.error).toMatchObject({ code: "turn/not_your_activation", rule: "fow turn sequence" });
    expect(model.commands["turn/roll_first_turn"]?.rule).toBe("fow missions, who has the first turn");
  });
});
