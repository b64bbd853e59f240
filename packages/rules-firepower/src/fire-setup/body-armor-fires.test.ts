import { createMatch } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario } from "../conformance/match-fixture";
import type { FirepowerScenario } from "./scenario-schema";
import { boardOf } from "../core/board";
import { burnSoldiers } from "./fires";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { addSmoke } from "../blasts/smoke";
import { onFirepowerTurnEvent } from "../turn/turn-events";
import type { FirepowerState } from "../state/types";

const board = boardOf("firepower-sample-2-panel");
const TREE = { q: 3, r: 0 };
const FIRES_ON = { "firepower/fires": "on" };
type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const at = (id: string, q: number, r: number, facing: number, extra: Partial<Spec> = {}): Spec => ({ id, weapon: "RFL", hex: board.idOf({ q, r }), facing, posture: "stand", ...extra });

function burningMatch(): FirepowerState {
  const sc: FirepowerScenario = { ...toTestScenario([at("A1", 1, 0, 3)], [at("B1", 3, 0, 6, { bodyArmor: true }), at("B2", 3, 0, 6)]), rules: "advanced" };
  const made = createMatch(firepowerRuleset, { scenario: sc });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  const drawn = run({ ...made.state, options: { ...made.state.options, ...FIRES_ON } }, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
  const s = run(drawn, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: board.idOf({ q: 1, r: 0 }) } });
  return { ...s, game: addSmoke(s.game, { hex: TREE, source: "fire", round: 1, by: "test" }) };
}

describe("body armour against Fires (firepower 12.4.8, 21.3)", () => {
  it("firepower 12.4.8, 21.3: a Fire burns men as an F blast 6, so body armour adds +1 to the roll: a 6 misses the armoured man and hits the other", () => {
    const s = burningMatch();
    const out = burnSoldiers(board, s.game, "B", createFixedDice([6, 6]), { options: FIRES_ON });
    expect(out.events[0]?.data).toMatchObject({ blast: 6, rolls: [{ soldier: "B1", roll: 6, total: 7, result: "no effect", bodyArmor: "Firepower 12.4.8" }, { soldier: "B2", roll: 6, result: "eliminated" }], rule: "Firepower 21.3" });
    const b2 = (out.events[0]?.data as { rolls: object[] }).rolls[1];
    expect(b2).not.toHaveProperty("bodyArmor");
    expect(b2).not.toHaveProperty("total");
    expect(out.game.soldiers.find((x) => x.id === "B1")).toMatchObject({ eliminated: false, status: "none" });
    expect(out.game.soldiers.find((x) => x.id === "B2")?.eliminated).toBe(true);
  });

  it("firepower 12.4.8, 21.3: at the start of his side's Impulse Phase the armoured man is still burned on a 5 (5 + 1 = 6)", () => {
    const s = burningMatch();
    const drawn = onFirepowerTurnEvent(s, { type: "turn/chit_drawn", data: { side: "B" } }, createFixedDice([5, 10]));
    expect(drawn.events.map((e) => e.type)).toEqual(["fire/burned"]);
    expect(soldier(drawn.state, "B1").eliminated).toBe(true);
    expect(soldier(drawn.state, "B2").eliminated).toBe(false);
  });
});
