import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { stand } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { BOARD, bridgeMatch, END1, END2, find, onDeck, SIDE, SPAN, under } from "./bridges-play.fixture";
import { burnSoldiers, canBurn, startFires } from "../fire-setup/fires";
import { addSmoke } from "./smoke";
import { indirectImpactAt, soldierSpan, storeyReach } from "./storey-blasts";
import type { FirepowerState, Mine } from "../state/types";
import { gRoundAt } from "../weapons/vehicles-fire";

const TENS = Array.from({ length: 30 }, () => 10);
const hex = (id: string) => { const h = BOARD.hexOf(id); if (!h) throw new Error(`no hex ${id}`); return h; };
const rolled = (data: unknown): string[] => ((data as { rolls: { soldier: string }[] }).rolls ?? []).map((r) => r.soldier);
const withMine = (s: FirepowerState): FirepowerState => {
  const mine: Mine = { id: "M1", side: "B", hex: hex(SPAN), type: "PMN1", exploded: false };
  return { ...s, game: { ...s.game, mines: [mine] } };
};

/** B1 on the deck, B2 under it; A's Impulse in `from` with A1 there facing the bridge. */
function deckAndUnder(from: string, facing: number, extra = {}, options: Record<string, string> = {}): FirepowerState {
  const s = bridgeMatch([stand("A1", from, facing)], [stand("B1", "4H3", 6), stand("B2", "4H4", 6)], from, extra, options);
  return under(onDeck(s, "B1"), "B2");
}

describe("blasts, mines and Fires on and under a bridge (firepower 8.9)", () => {
  it("firepower 8.9: a grenade thrown at a bridge hex from an originating hex bursts on the deck: the men on it roll, the deck shields the men under it, and a mine below stays", () => {
    const s = withMine(deckAndUnder(END1, 2));
    const r = tryCommand(s, { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex: SPAN } }, [1, ...TENS]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events.find((e) => e.type === "grenade/thrown")?.data).toMatchObject({ outcome: "hit", bridgeBurst: "deck" });
    const hit = rolled(r.events.find((e) => e.type === "grenade/blast")?.data);
    expect(hit).toContain("B1");
    expect(hit).not.toContain("B2");
    expect(find(r.state as FirepowerState, "B1").status).toBe("stunned"); // the impact hex's survivors on the deck
    expect(find(r.state as FirepowerState, "B2").status).toBe("none");
    expect(r.events.some((e) => e.type === "mine/exploded")).toBe(false);
    expect((r.state as FirepowerState).game.mines?.[0]?.exploded).toBe(false);
  });

  it("firepower 8.9: a grenade thrown from below the floor (a crater beside the bridge, under the deck's line) bursts under the deck: the men under it roll, not the men on it", () => {
    // A1 Crouching in a double crater beside the bridge: his feet below the floor, his head under the deck's underside.
    const s = under(onDeck(bridgeMatch([stand("A1", SIDE, 1, { posture: "crouch" })], [stand("B1", "4H3", 6), stand("B2", "4H4", 6)], SIDE, { craters: [{ hex: SPAN, kind: "double" as const }, { hex: SIDE, kind: "double" as const }] }), "B1"), "B2");
    const r = tryCommand(s, { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex: SPAN } }, [1, ...TENS]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events.find((e) => e.type === "grenade/thrown")?.data).toMatchObject({ outcome: "hit", bridgeBurst: "under" });
    const hit = rolled(r.events.find((e) => e.type === "grenade/blast")?.data);
    expect(hit).toContain("B2");
    expect(hit).not.toContain("B1");
  });

  it("firepower 8.9: a G round from above and a mortar bomb burst on the deck; a man on the far bank at the floor's height is reached without a height modifier", () => {
    const s = deckAndUnder(END1, 2);
    const game = { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === "A1" ? { ...x, hex: hex(END2) } : x)) };
    const g = gRoundAt(game, hex(SPAN), 5, createFixedDice(TENS), { options: {}, tables: new Map() }, "gun", "Firepower 12.3.4");
    const ev = g.events.find((e) => e.type === "fire/g_round")?.data as { bridgeBurst: string; rolls: { soldier: string; heightModifier?: number }[] };
    expect(ev.bridgeBurst).toBe("deck");
    expect(ev.rolls.map((x) => x.soldier)).toEqual(expect.arrayContaining(["A1", "B1"]));
    expect(ev.rolls.map((x) => x.soldier)).not.toContain("B2");
    expect(ev.rolls.find((x) => x.soldier === "A1")?.heightModifier).toBeUndefined();
    const board = boardOf(s.game);
    const bomb = indirectImpactAt(board, s.game, hex(SPAN), {});
    expect(bomb.height).toBe(0); // the floor, at the originating hexes' height
    expect(storeyReach(board, s.game, bomb, find(s, "B2"), "G", {})).toBeUndefined();
    expect(storeyReach(board, s.game, bomb, find(s, "B1"), "G", {})).toEqual({ heights: 0, confined: 0 });
  });

  it("firepower 8.9: a man on the deck stands on its floor for blast heights, a man under it on the low spot's ground", () => {
    const s = deckAndUnder(END1, 2);
    expect(soldierSpan(boardOf(s.game), find(s, "B1"))).toEqual({ feet: 0, head: 2 });
    expect(soldierSpan(boardOf(s.game), find(s, "B2"))).toEqual({ feet: -2, head: 0 });
  });

  it("firepower 8.9, 12.4.4.1.1: a mine under a bridge is not set off by a man stepping onto the deck, but is by a man going under it, and its blast does not reach the deck", () => {
    const onto = tryCommand(withMine(under(bridgeMatch([stand("A1", END1, 2)], [stand("B1", "4H3", 6)], END1), "B1")), { type: "move", seat: "A", payload: { soldier: "A1" } }, TENS);
    if (!onto.ok) throw new Error(`${onto.error.code} ${onto.error.message}`);
    expect(onto.events.some((e) => e.type === "mine/exploded")).toBe(false);
    expect(find(onto.state as FirepowerState, "A1").bridgeDeck).toBe(2);
    const s = withMine(onDeck(bridgeMatch([stand("A2", SIDE, 1)], [stand("B1", "4H3", 6)], SIDE), "B1"));
    const r = tryCommand(s, { type: "move", seat: "A", payload: { soldier: "A2" } }, TENS);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const mine = r.events.find((e) => e.type === "mine/exploded")?.data;
    expect(rolled(mine)).toContain("A2");
    expect(rolled(mine)).not.toContain("B1");
  });

  it("firepower 8.9, 21.1, 21.3: a bridge hex burns (21.1 lists bridges) and its Fire burns the deck: a man stepping onto it rolls, as does a man going under it, and both levels roll in their Impulse Phase", () => {
    const burning = (st: FirepowerState): FirepowerState => ({ ...st, game: addSmoke(st.game, { hex: hex(SPAN), source: "fire", round: 1, by: "test" }) });
    const FIRES = { "firepower/fires": "on" };
    const plain = bridgeMatch([stand("A1", END1, 2)], [stand("B1", "4H3", 6)], END1, {}, FIRES);
    expect(boardOf(plain.game).terrainOf(hex(SPAN))).toBe("rough"); // the crater's rough, which does not burn: the bridge is what burns
    expect(canBurn(boardOf(plain.game), plain.game, hex(SPAN))).toBe(true);
    expect(canBurn(boardOf(plain.game), plain.game, hex(SIDE))).toBe(false);
    expect(startFires(boardOf(plain.game), plain.game, [hex(SPAN)], "G", 1, createFixedDice([1]), FIRES).events[0]?.data).toMatchObject({ started: true, rule: "Firepower 21.1.1" });
    const onto = tryCommand(burning(plain), { type: "move", seat: "A", payload: { soldier: "A1" } }, TENS);
    if (!onto.ok) throw new Error(`${onto.error.code} ${onto.error.message}`);
    expect(find(onto.state as FirepowerState, "A1").bridgeDeck).toBe(2);
    expect(rolled(onto.events.find((e) => e.type === "fire/burned")?.data)).toEqual(["A1"]);
    const below = tryCommand(burning(bridgeMatch([stand("A2", SIDE, 1)], [stand("B1", "4H3", 6)], SIDE, {}, FIRES)), { type: "move", seat: "A", payload: { soldier: "A2" } }, TENS);
    if (!below.ok) throw new Error(`${below.error.code} ${below.error.message}`);
    expect(rolled(below.events.find((e) => e.type === "fire/burned")?.data)).toEqual(["A2"]);
    const s = burning(deckAndUnder(END1, 2, {}, FIRES));
    const phase = burnSoldiers(BOARD, s.game, "B", createFixedDice(TENS), { options: FIRES });
    expect(rolled(phase.events.find((e) => e.type === "fire/burned")?.data)).toEqual(["B1", "B2"]);
  });

  it("firepower 8.9, 12.4.4.1.1: a man stepping off the deck onto an originating hex sets off the mine there", () => {
    const s = bridgeMatch([stand("A1", END1, 2)], [stand("B1", "4H3", 6)], END1);
    const deck = run(s, { type: "move", seat: "A", payload: { soldier: "A1" } });
    const mine: Mine = { id: "M2", side: "B", hex: hex(END2), type: "PMN1", exploded: false };
    const r = tryCommand({ ...deck, game: { ...deck.game, mines: [mine] } }, { type: "move", seat: "A", payload: { soldier: "A1" } }, TENS);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events.find((e) => e.type === "mine/exploded")?.data).toMatchObject({ mine: "M2" });
    expect(rolled(r.events.find((e) => e.type === "mine/exploded")?.data)).toContain("A1");
  });
});
