import { createAlternatingActivation, initActivationTurn, stepTurnModel, turnCommand } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { SNIPER_ACTIVATION_CITATIONS } from "./sniper-sequence";

describe("Sniper! sequence preset", () => {
  it("sniper 4.0 D, 5.2: the model's refusals cite the Sniper! sections", () => {
    const model = createAlternatingActivation({ citations: SNIPER_ACTIVATION_CITATIONS });
    const t = { ...initActivationTurn({ seats: ["german", "soviet"], tracks: { german: [4], soviet: [4] }, turns: 1 }), step: "operations" as const, active: "german" };
    const ctx = { game: undefined, seats: ["german", "soviet"], options: {} };
    const other = stepTurnModel(model, t, turnCommand("draw_activation", "soviet", {}), createFixedDice([]), ctx);
    expect(other.ok === false && other.error).toMatchObject({ code: "turn/not_your_activation", rule: "sniper 4.0 D" });
    const pass = stepTurnModel(model, t, turnCommand("end_impulse", "german", {}), createFixedDice([]), ctx);
    expect(pass.ok === false && pass.error).toMatchObject({ code: "turn/must_draw", rule: "sniper 5.2" });
    expect(model.commands["turn/roll_observation"]?.rule).toBe("sniper 4.0 C");
  });
});
