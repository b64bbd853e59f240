import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { stand } from "../play/authored-match.fixture";
import { isOnDeck } from "../blasts/bridges";
import { BOARD, bridgeMatch, END1, find, next, onDeck, SIDE, SPAN, under } from "../blasts/bridges-play.fixture";
import { firepowerLegalActions } from "../turn/legal-actions";
import { bridgeAt } from "../blasts/bridges";
import { playRandomLegal, preferring } from "../play/play-match.fixture";
import type { FirepowerState } from "../state/types";

const melee = (s: FirepowerState, soldiers: string[], faces: number[] = [1]) => tryCommand(s, { type: "melee", seat: "A", payload: { soldiers, hex: SPAN } }, faces);

/** A1 in the originating hex facing the bridge, A2 beside the bridge facing it; B1 on the deck, B2 under it. */
function deckAndUnder(): FirepowerState {
  const s = bridgeMatch([stand("A1", END1, 2), stand("A2", SIDE, 1)], [stand("B1", "4H3", 6), stand("B2", "4H4", 6)], END1);
  return under(onDeck(s, "B1"), "B2");
}

describe("melee on and under a bridge (firepower 8.9, 13)", () => {
  it("firepower 8.9: a melee from an originating hex meets only the men on the deck, and the winner is placed on the deck", () => {
    const r = melee(deckAndUnder(), ["A1"]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const ev = r.events.find((e) => e.type === "melee/resolved")?.data as Record<string, unknown>;
    expect(ev.defenders).toEqual(["B1"]); // B2 under the deck is not in the melee
    expect(ev).toMatchObject({ winner: "attacker", bridge: "on the deck", bridgeRule: "Firepower 8.9" });
    const after = r.state as FirepowerState;
    expect(find(after, "B1").eliminated).toBe(true);
    expect(find(after, "B2").eliminated).toBe(false);
    const a1 = find(after, "A1");
    expect(BOARD.idOf(a1.hex)).toBe(SPAN);
    expect(a1.bridgeDeck).toBe(2);
    expect(isOnDeck(after.game, a1)).toBe(true);
  });

  it("firepower 8.9: a melee from beside the bridge goes under it and meets only the men under the deck", () => {
    const s = bridgeMatch([stand("A2", SIDE, 1)], [stand("B1", "4H3", 6), stand("B2", "4H4", 6)], SIDE);
    const r = melee(under(onDeck(s, "B1"), "B2"), ["A2"]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const ev = r.events.find((e) => e.type === "melee/resolved")?.data as Record<string, unknown>;
    expect(ev.defenders).toEqual(["B2"]);
    expect(ev.bridge).toBe("under the bridge");
    const after = r.state as FirepowerState;
    expect(find(after, "B1").eliminated).toBe(false);
    expect(find(after, "A2").bridgeDeck).toBeUndefined();
  });

  it("firepower 8.9: a melee at a bridge hex whose enemies are all on the other level is refused, and legal actions do not offer it", () => {
    const s = bridgeMatch([stand("A1", END1, 2), stand("A2", SIDE, 1)], [stand("B1", "4H3", 6)], END1);
    const deckOnly = onDeck(s, "B1");
    const r = melee(deckOnly, ["A2"]);
    expect(r.ok ? "melee" : r.error.code).toBe("bridge/melee_level");
    expect(r.ok ? "" : r.error.message).toMatch(/on the deck/);
    expect(r.ok ? "" : r.error.rule).toBe("Firepower 8.9, 13");
    const offered = firepowerLegalActions(deckOnly, "A").filter((c) => c.type === "melee" && (c.payload as { soldiers: string[] }).soldiers.includes("A2"));
    expect(offered).toEqual([]);
    expect(firepowerLegalActions(deckOnly, "A").some((c) => c.type === "melee" && (c.payload as { soldiers: string[] }).soldiers.includes("A1"))).toBe(true);
    const underOnly = under(s, "B1");
    const fromEnd = melee(underOnly, ["A1"]);
    expect(fromEnd.ok ? "melee" : fromEnd.error.code).toBe("bridge/melee_level");
    expect(fromEnd.ok ? "" : fromEnd.error.message).toMatch(/under the bridge/);
  });

  it("firepower 8.9: attackers coming onto the deck and under it are not one melee", () => {
    expect(next(END1, 3)).toBe(SIDE);
    const s = under(onDeck(bridgeMatch([stand("A1", END1, 2), stand("A2", END1, 3)], [stand("B1", "4H3", 6), stand("B2", "4H4", 6)], END1), "B1"), "B2");
    const beside = run(run(s, { type: "move", seat: "A", payload: { soldier: "A2" } }), { type: "change_facing", seat: "A", payload: { soldier: "A2", facing: 1 } });
    expect(BOARD.idOf(find(beside, "A2").hex)).toBe(SIDE);
    const r = melee(beside, ["A1", "A2"]);
    expect(r.ok ? "melee" : r.error.code).toBe("bridge/melee_levels");
    expect(r.ok ? "" : r.error.message).toMatch(/all come onto the deck/);
  });

  it("firepower 8.9: a soldier moves under the bridge past an enemy on the deck, who does not bar the way", () => {
    const s = onDeck(bridgeMatch([stand("A2", SIDE, 1)], [stand("B1", "4H3", 6)], SIDE), "B1");
    const r = tryCommand(s, { type: "move", seat: "A", payload: { soldier: "A2" } });
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const a2 = find(r.state as FirepowerState, "A2");
    expect(BOARD.idOf(a2.hex)).toBe(SPAN);
    expect(a2.bridgeDeck).toBeUndefined();
    // With the enemy under the bridge instead, the way is barred: enter only by melee.
    const barred = tryCommand(under(s, "B1"), { type: "move", seat: "A", payload: { soldier: "A2" } });
    expect(barred.ok ? "moved" : barred.error.code).toBe("move/enemy_hex");
  });

  it("firepower 8.9: a man on the deck may not melee off its side", () => {
    const s = bridgeMatch([stand("A1", END1, 2)], [stand("B1", SIDE, 1)], END1);
    const deck = run(s, { type: "move", seat: "A", payload: { soldier: "A1" } });
    const turned = run(deck, { type: "change_facing", seat: "A", payload: { soldier: "A1", facing: 4 } });
    const r = tryCommand(turned, { type: "melee", seat: "A", payload: { soldiers: ["A1"], hex: SIDE } }, [1]);
    expect(r.ok ? "melee" : r.error.code).toBe("bridge/off_deck");
    expect(firepowerLegalActions(turned, "A").some((c) => c.type === "melee")).toBe(false);
  });

  it("firepower 8.9: random legal play preferring melees and grenades with men on the deck and under it reaches a result, nobody keeping a deck field off a bridge", () => {
    const s = bridgeMatch([stand("A1", END1, 2), stand("A2", END1, 3)], [stand("B1", "4H3", 6), stand("B2", "4H4", 6), stand("B3", SIDE, 1)], END1, { turns: 2 });
    const start = under(onDeck(s, "B1"), "B2");
    const { state, seen } = playRandomLegal(start, "fp-bridge-melee", { steps: 3000, choose: preferring((c) => c.type === "melee" || c.type === "throw_grenade") });
    expect(state.turn.over).toBe(true);
    expect(seen.has("melee")).toBe(true);
    expect(state.game.soldiers.filter((x) => x.bridgeDeck !== undefined && !bridgeAt(state.game, x.hex))).toEqual([]);
  });
});
