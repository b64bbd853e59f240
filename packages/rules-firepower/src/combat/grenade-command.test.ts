import { createMatch, createRulingsPack } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const man = (sid: string, hex: string, facing: number, extra: Partial<Spec> = {}): Spec => ({ id: sid, weapon: "RFL", hex, facing, posture: "stand", ...extra });

/** A1 at (1,3) in an Impulse of side A, B1 six hexes along the clear row r=3; `options` the match's rulings. */
function inImpulse(a1: Partial<Spec>, options: Record<string, string>): FirepowerState {
  const made = createMatch(firepowerRuleset, {
    scenario: toTestScenario([man("A1", id(1, 3), 3, a1)], [man("B1", id(7, 3), 6)]),
    rulings: createRulingsPack({ id: "grenade", ruleset: "firepower", options }),
  });
  if (!made.ok) throw new Error(made.error.code);
  const drawn = run(made.state, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
  const started = tryCommand(drawn, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: id(1, 3) } }, options["firepower/characteristics"] === "on" ? [1] : []);
  if (!started.ok) throw new Error(started.error.code);
  return started.state;
}
const throwAt = (hex: string) => ({ type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex } });

describe("throw_grenade", () => {
  it("firepower 6.3.2.1.1: a Crouching man's 6-hex throw is refused for his posture (only a Standing man throws 6-8 hexes), not by 22.1.3, with Option 22 off", () => {
    const r = tryCommand(inImpulse({ posture: "crouch" }, {}), throwAt(id(7, 3)));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code: "fire/grenade_needs_standing", rule: "Firepower 6.3.2.1.1" });
  });

  it("firepower 6.3.2.1.1: with Option 22 on a Normal-strength Crouching man is refused the same way; a Weak one's shorter reach is 22.1.3's", () => {
    const normal = tryCommand(inImpulse({ posture: "crouch", sheet: { strength: "N" } }, { "firepower/characteristics": "on" }), throwAt(id(7, 3)));
    expect(normal.ok ? undefined : normal.error).toMatchObject({ code: "fire/grenade_needs_standing", rule: "Firepower 6.3.2.1.1" });
    const weak = tryCommand(inImpulse({ posture: "crouch", sheet: { strength: "W" } }, { "firepower/characteristics": "on" }), throwAt(id(6, 3)));
    expect(weak.ok ? undefined : weak.error).toMatchObject({ code: "fire/out_of_range", rule: "Firepower 22.1.3" });
  });

  it("firepower 6.3.2: a Standing man's 9-hex throw is past the chart's last band, refused by 6.3.2", () => {
    const r = tryCommand(inImpulse({}, {}), throwAt(id(5, 8)));
    expect(r.ok ? undefined : r.error).toMatchObject({ code: "fire/out_of_range", rule: "Firepower 6.3.2" });
  });
});
