import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { stand } from "../play/authored-match.fixture";
import { BOARD, bridgeMatch, END1, END2, find, patch, SPAN, under } from "./bridges-play.fixture";
import type { FirepowerState } from "../state/types";

/** A1 in the originating hex facing the bridge, guarding B1 (held prisoner by A, Option 25.3) in his hex. */
function guard(): FirepowerState {
  const s = bridgeMatch([stand("A1", END1, 2)], [stand("B1", "4H3", 6)], END1, {}, { "firepower/prisoners": "on" });
  const hex = BOARD.hexOf(END1);
  if (!hex) throw new Error("no hex");
  return patch(s, "B1", (x) => ({ ...x, hex, prisonerOf: "A" }));
}

const lead = (s: FirepowerState) => tryCommand(s, { type: "move", seat: "A", payload: { soldier: "A1", prisoners: ["B1"] } });

describe("prisoners led across a bridge (firepower 8.9, 25.3)", () => {
  it("firepower 8.9, 25.3: a guard leads his prisoner onto the deck, along it and off onto the other originating hex", () => {
    const r = lead(guard());
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const deck = r.state as FirepowerState;
    for (const id of ["A1", "B1"]) {
      expect(BOARD.idOf(find(deck, id).hex)).toBe(SPAN);
      expect(find(deck, id).bridgeDeck).toBe(2);
    }
    expect(r.events.find((e) => e.type === "move/entered")?.data).toMatchObject({ bridge: "on the deck", prisoners: ["B1"] });
    const off = run(deck, { type: "move", seat: "A", payload: { soldier: "A1", prisoners: ["B1"] } });
    for (const id of ["A1", "B1"]) {
      expect(BOARD.idOf(find(off, id).hex)).toBe(END2);
      expect(find(off, id).bridgeDeck).toBeUndefined();
    }
  });

  it("firepower 8.9, 25.3: a guard on the deck does not lead a prisoner held under it", () => {
    const deck = run(guard(), { type: "move", seat: "A", payload: { soldier: "A1", prisoners: ["B1"] } });
    const split = under(deck, "B1");
    const r = lead(split);
    expect(r.ok ? "moved" : r.error.code).toBe("bridge/prisoner_level");
    expect(r.ok ? "" : r.error.message).toMatch(/under the bridge/);
    const alone = tryCommand(split, { type: "move", seat: "A", payload: { soldier: "A1" } });
    expect(alone.ok).toBe(true);
  });
});
