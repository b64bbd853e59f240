import { createFixedDice } from "@tactica/dice";
import { apply } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { hexDistance } from "@tactica/hex";
import { describe, expect, it } from "vitest";
import { aImpulse, mortarMatch } from "../mortar/mortar.fixture";
import { boardOf } from "../core/board";
import { losFrom } from "./fire-context";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";

/** The match with observer A3 moved to `hex` (a test's shortcut), in A's Impulse in his hex. */
function observerAt(radio: boolean, hex: Hex): FirepowerState {
  const s = mortarMatch([{ id: "B1", hex: "1H3" }], { radio });
  const moved: FirepowerState = { ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === "A3" ? { ...x, hex } : x)) } };
  return aImpulse(moved, boardOf(moved.game).idOf(hex));
}

const observe = (s: FirepowerState) => {
  const r = apply(firepowerRuleset, s, { type: "observe", seat: "A", payload: { observer: "A3", mortar: "M1", hex: "1H3" } }, createFixedDice([]));
  return r.ok ? "ok" : r.error.code;
};

describe("Optional Rule 20.2: radios", () => {
  it("firepower 20.2: an observer on the radio reaches the mortar at any range along a clear LOS, never without one", () => {
    const s = mortarMatch([{ id: "B1", hex: "1H3" }], { radio: true });
    const board = boardOf(s.game);
    const tube = board.hexOf("1A3");
    const a3 = s.game.soldiers.find((x) => x.id === "A3");
    if (!tube || !a3) throw new Error("fixture");
    // Every map hex beyond voice range (5), split by whether a Standing man there sees the tube.
    const [lo, hi] = board.qRange;
    const far: { hex: Hex; clear: boolean }[] = [];
    for (let q = lo; q <= hi; q += 1) for (let r = -30; r <= 30; r += 1) {
      const hex = { q, r };
      if (!board.has(hex) || hexDistance(hex, tube) <= 5) continue;
      if (s.game.soldiers.some((x) => x.hex.q === q && x.hex.r === r)) continue;
      far.push({ hex, clear: losFrom(board, s.game, { ...a3, hex }, { hex: tube, posture: "stand" })?.clear === true });
    }
    const seen = far.find((f) => f.clear), hidden = far.find((f) => !f.clear);
    if (!seen || !hidden) throw new Error("the map offers no far hex with and without LOS");
    expect(observe(observerAt(true, seen.hex))).toBe("ok");
    expect(observe(observerAt(true, hidden.hex))).toBe("radio/no_los");
    // Without radios the same far observer is out of voice contact (20.1.1).
    expect(observe(observerAt(false, seen.hex))).toBe("mortar/observer_out_of_contact");
  });
});
