import { describe, expect, it } from "vitest";
import type { LosAnswer } from "@tactica/sighting";
import { run, tryCommand } from "../conformance/match-fixture";
import { stand } from "../play/authored-match.fixture";
import type { SoldierSpec } from "../play/authored-match.fixture";
import { isOnDeck } from "./bridges";
import { BOARD, BRIDGE, CRATER, END1, END2, next, SPAN } from "./bridges-play.fixture";
import { impulseAt, startUnderground, undergroundScenario } from "../works/caves.fixture";
import { explainFire } from "../combat/explain-fire";
import type { FirepowerState } from "../state/types";

/** Beside the bridge hex on either side, off its line (4E4 and 4G5), and the 6-height hill 4D3 two hexes from it. */
const WEST = next(SPAN, 6);
const EAST = next(SPAN, 3);
const HILL = "4D3";

const match = (a: SoldierSpec[], b: SoldierSpec[], extra: object = BRIDGE): FirepowerState => startUnderground(undergroundScenario(a, b, extra));
const crouch = (id: string, hex: string, facing: number): SoldierSpec => stand(id, hex, facing, { posture: "crouch" });
const prone = (id: string, hex: string, facing: number): SoldierSpec => stand(id, hex, facing, { posture: "prone" });
const los = (s: FirepowerState, from: string, to: string): LosAnswer => {
  const r = explainFire(s, from, to);
  if (!r.ok) throw new Error(r.error.code);
  return r.value.los;
};
const deckNote = (a: LosAnswer) => a.blockedBy.find((n) => n.feature === "bridge deck");

describe("a bridge deck in the line of sight (firepower 8.9)", () => {
  it("firepower 8.9: a man under the bridge cannot see a man on the deck-height far bank through the slab, nor be seen by him", () => {
    const s = match([stand("A1", SPAN, 2)], [stand("B1", END2, 5)]);
    const up = los(s, "A1", "B1");
    expect(up.clear).toBe(false);
    expect(up.eyeHeights?.from).toBe(-1); // 8.9: Standing on the crater floor (-2) he stoops under the deck's underside (0 - 1)
    expect(deckNote(up)).toMatchObject({ feature: "bridge deck", rule: "Firepower 8.9", obstacleHeight: 0 });
    expect(deckNote(up)?.reason).toMatch(/bridge deck from height -1 up to 0 blocks/);
    expect(up.rules).toContain("Firepower 8.9");
    expect(up.reconstructed).toBe(true); // the test of the line against the deck is a reading, said in its provenance
    expect(los(s, "B1", "A1").clear).toBe(false);
    const open = match([stand("A1", SPAN, 2)], [stand("B1", END2, 5)], { craters: [CRATER] });
    expect(los(open, "A1", "B1").clear).toBe(true); // the same crater without a bridge over it
    const fire = tryCommand(impulseAt(s, "A", SPAN), { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } });
    expect(fire.ok ? "fired" : fire.error.code).toBe("fire/no_los");
  });

  it("firepower 8.9: a man on a high hill looking down past the deck at a man under it is blocked by the deck", () => {
    const s = match([crouch("A1", SPAN, 6)], [stand("B1", HILL, 3)]);
    const down = los(s, "B1", "A1");
    expect(down.eyeHeights).toEqual({ from: 8, to: -1 });
    expect(down.clear).toBe(false);
    expect(deckNote(down)?.rule).toBe("Firepower 8.9");
    expect(down.path.find((e) => e.effect === "block")?.hex).toEqual(BOARD.hexOf(SPAN)); // in the bridge hex, not the flat hex on the way
    expect(los(match([crouch("A1", SPAN, 6)], [stand("B1", HILL, 3)], { craters: [CRATER] }), "B1", "A1").clear).toBe(true);
  });

  it("firepower 8.9: a man on the deck sees both banks, and over its side down into the low spot beside it, the deck under him not in the way", () => {
    const s0 = match([stand("A1", END1, 2)], [prone("B1", END2, 5), prone("B2", next(END1, 4), 1), prone("B3", WEST, 3)], { ...BRIDGE, craters: [CRATER, { hex: WEST, kind: "double" }] });
    const onDeck = run(impulseAt(s0, "A", END1), { type: "move", seat: "A", payload: { soldier: "A1" } });
    const s = run(onDeck, { type: "change_posture", seat: "A", payload: { soldier: "A1", posture: "prone" } });
    const a1 = s.game.soldiers.find((x) => x.id === "A1");
    expect(a1 && isOnDeck(s.game, a1)).toBe(true);
    for (const target of ["B1", "B2", "B3"]) {
      const seen = los(s, "A1", target);
      expect(seen.eyeHeights?.from).toBe(0); // Prone on the floor at the originating hexes' height
      expect([target, seen.clear, deckNote(seen)]).toEqual([target, true, undefined]);
    }
    expect(los(s, "A1", "B3").eyeHeights?.to).toBe(-2); // the line runs down out of his hex from the floor's height, through the deck's edge
    expect(los(s, "B3", "A1").clear).toBe(true);
  });

  it("firepower 8.9: a line under the deck (low spot to low spot) is clear, one passing within the deck's thickness is blocked", () => {
    const lows = { ...BRIDGE, craters: [CRATER, { hex: WEST, kind: "double" }, { hex: EAST, kind: "double" }] };
    const under = match([crouch("A1", WEST, 3)], [crouch("B1", EAST, 6)], lows);
    const low = los(under, "A1", "B1");
    expect(low.eyeHeights).toEqual({ from: -1, to: -1 }); // both heads level with the deck's underside
    expect(low.path.some((e) => e.kind === "hex" && e.hex.q === BOARD.hexOf(SPAN)?.q && e.hex.r === BOARD.hexOf(SPAN)?.r)).toBe(true);
    expect(low.clear).toBe(true);
    const through = match([stand("A1", WEST, 3)], [crouch("B1", EAST, 6)], lows);
    const mid = los(through, "A1", "B1");
    expect(mid.eyeHeights).toEqual({ from: 0, to: -1 });
    expect(mid.clear).toBe(false);
    expect(deckNote(mid)?.rule).toBe("Firepower 8.9");
    expect(los(match([stand("A1", WEST, 3)], [crouch("B1", EAST, 6)], { craters: lows.craters }), "A1", "B1").clear).toBe(true);
  });

  it("firepower 8.9: a friend standing on the deck is in the way of a line over it (12.1.4.3) but not of one under it", () => {
    const lows = { ...BRIDGE, craters: [CRATER, { hex: WEST, kind: "double" }, { hex: EAST, kind: "double" }] };
    const s0 = match([crouch("A1", WEST, 3), stand("A2", END1, 2), prone("A3", END1, 2)], [crouch("B1", EAST, 6), prone("B2", END2, 5)], lows);
    const s = run(impulseAt(s0, "A", END1), { type: "move", seat: "A", payload: { soldier: "A2" } });
    const a2 = s.game.soldiers.find((x) => x.id === "A2");
    expect(a2 && isOnDeck(s.game, a2)).toBe(true);
    expect(los(s, "A1", "B1").clear).toBe(true); // under the deck, beneath his feet
    const over = los(s, "A3", "B2");
    expect(over.clear).toBe(false);
    expect(over.blockedBy[0]).toMatchObject({ feature: "friendly soldier", obstacleHeight: 2 });
  });

  it("firepower 8.9: a line from the deck down to a man under a further unit of the same bridge meets that unit's deck", () => {
    const span2 = next(SPAN, 2), far = next(span2, 2);
    const two = { craters: [CRATER, { hex: span2, kind: "double" as const }], bridges: [{ hexes: [SPAN, span2], ends: [END1, far] as [string, string] }] };
    const s0 = match([stand("A1", END1, 2)], [crouch("B1", span2, 5), stand("B2", far, 5)], two);
    const s = run(impulseAt(s0, "A", END1), { type: "move", seat: "A", payload: { soldier: "A1" } });
    expect(los(s, "A1", "B1").clear).toBe(false); // B1 under the next unit: the deck between them
    expect(deckNote(los(s, "A1", "B1"))?.feature).toBe("bridge deck");
    expect(los(s, "A1", "B2").clear).toBe(true); // along the deck to the far originating hex
  });
});
