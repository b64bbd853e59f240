import { createFixedDice } from "@tactica/dice";
import { createMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { stand } from "../play/authored-match.fixture";
import type { SoldierSpec } from "../play/authored-match.fixture";
import { blastInHex } from "../weapons/ammo-fire";
import { explainAmmoFireInMatch } from "../play/ammo-odds";
import { isOnDeck } from "./bridges";
import { burstOnSoldier } from "./bridges-ammo";
import { BOARD, BRIDGE, bridgeMatch, END1, END2, find, next, onDeck, SIDE, SPAN, under } from "./bridges-play.fixture";
import { impulseAt, startUnderground, undergroundScenario } from "../works/caves.fixture";
import { explainFire } from "../combat/explain-fire";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";

const TENS = Array.from({ length: 30 }, () => 10);
const ATR = { weapon: "ATR1", rounds: { A: 2 } } as const;
const rolled = (data: unknown): string[] => ((data as { rolls?: { soldier: string }[] }).rolls ?? []).map((r) => r.soldier);
const must = (r: ReturnType<typeof tryCommand>) => { if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`); return r; };
/** A roadblock (3 heights, 8.8.5.4) on the bridge hex's far hexside: its top stands a height above the deck. */
const ROADBLOCK = { roadblocks: [{ hex: SPAN, sides: [2] }] };
const DOUBLE = "double" as const;

/** B1 on the deck, B2 under it, A1 (an ATR1 with A rounds) where given; A's Impulse there. */
function deckAndUnder(a1: SoldierSpec, extra: object = {}): FirepowerState {
  const s = bridgeMatch([a1], [stand("B1", "4H3", 6), stand("B2", "4H4", 6)], a1.hex, { ...ROADBLOCK, ...extra });
  return under(onDeck(s, "B1"), "B2");
}

describe("A and H blasts, demolition charges, set-up and friends on a bridge (firepower 8.9)", () => {
  it("firepower 8.9: a penetrating A round at a roadblock in a bridge hex, fired from the bank, blasts the men on the deck; the deck shields the men under it", () => {
    const s = deckAndUnder(stand("A1", END1, 2, { launcher: ATR }));
    const r = must(tryCommand(s, { type: "fire_ammo", seat: "A", payload: { soldier: "A1", ammo: "A", hex: SPAN, structure: "roadblock" } }, [1, ...TENS]));
    const fired = r.events.find((e) => e.type === "ammo/fired")?.data as { penetrated?: boolean };
    expect(fired.penetrated).toBe(true);
    const blast = r.events.find((e) => e.type === "ammo/blast")?.data;
    expect(blast).toMatchObject({ bridgeBurst: "deck", rule: "Firepower 12.3.1.2" });
    expect(rolled(blast)).toEqual(["B1"]);
    const odds = explainAmmoFireInMatch(s, "A", { soldier: "A1", ammo: "A", hex: SPAN, structure: "roadblock" });
    expect(odds.ok && odds.value.soldiers.map((x) => x.soldier)).toEqual(["B1"]); // commandOdds names the same men
    expect(find(r.state as FirepowerState, "B1").status).toBe("stunned");
    expect(find(r.state as FirepowerState, "B2").status).toBe("none");
  });

  it("firepower 8.9: the same A round fired from below the floor (a crater beside the bridge) blasts the men under the deck, not the men on it", () => {
    const s = deckAndUnder(stand("A1", SIDE, 1, { posture: "crouch", launcher: ATR }), { craters: [{ hex: SPAN, kind: DOUBLE }, { hex: SIDE, kind: DOUBLE }] });
    const r = must(tryCommand(s, { type: "fire_ammo", seat: "A", payload: { soldier: "A1", ammo: "A", hex: SPAN, structure: "roadblock" } }, [1, ...TENS]));
    const blast = r.events.find((e) => e.type === "ammo/blast")?.data;
    expect(blast).toMatchObject({ bridgeBurst: "under" });
    expect(rolled(blast)).toEqual(["B2"]);
    expect(find(r.state as FirepowerState, "B1").status).toBe("none");
    expect(find(r.state as FirepowerState, "B2").status).toBe("stunned");
  });

  it("firepower 8.9, 23.1.4.2.2: an A round exploding on a man (his own, struck by a weapon wound) blasts his level of the bridge hex only", () => {
    // 23.1.4.2.2 lists the A round, but the enemy's pick falls on the hand grenade every man carries first
    // (wound-extras.ts), so the A round's blast on him is checked on the function the wound calls.
    const s = under(onDeck(onDeck(bridgeMatch([stand("A1", END1, 2)], [stand("B1", "4H3", 6), stand("B2", "4H4", 6), stand("B3", "4H5", 6)], END1), "B1"), "B3"), "B2");
    const ctx = { options: {}, tables: new Map() };
    const onB1 = blastInHex(s.game, find(s, "B1").hex, 3, createFixedDice(TENS), ctx, false, burstOnSoldier(s.game, find(s, "B1")));
    expect(onB1.rolls.map((x) => x.soldier).sort()).toEqual(["B1", "B3"]);
    const onB2 = blastInHex(s.game, find(s, "B2").hex, 3, createFixedDice(TENS), ctx, false, burstOnSoldier(s.game, find(s, "B2")));
    expect(onB2.rolls.map((x) => x.soldier)).toEqual(["B2"]);
    expect(burstOnSoldier(s.game, find(s, "A1"))).toBeUndefined(); // off the bridge: the hex as before
  });

  it("firepower 8.9: a block under the deck is hidden from the bank by the deck, so no A round is fired at it from there", () => {
    const s = deckAndUnder(stand("A1", END1, 2, { launcher: ATR }), { roadblocks: [], works: [{ hex: SPAN, type: "block" as const }] });
    const r = tryCommand(s, { type: "fire_ammo", seat: "A", payload: { soldier: "A1", ammo: "A", hex: SPAN, structure: "block" } }, [1, ...TENS]);
    expect(r.ok ? "fired" : r.error.code).toBe("fire/no_los");
  });

  it("firepower 8.9: a demolition charge set on the deck bursts on the deck, one set under it bursts under it: the deck shields the other level", () => {
    const s0 = startUnderground(undergroundScenario([stand("A1", SPAN, 2, { onDeck: true, dmc: 1 }), stand("A2", SPAN, 2, { dmc: 1 })], [stand("B1", "4H3", 6)], BRIDGE));
    const armA1 = tryCommand(impulseAt(s0, "A", SPAN), { type: "arm_charge", seat: "A", payload: { soldier: "A1" } });
    if (!armA1.ok) throw new Error(armA1.error.code);
    expect(armA1.events[0]?.data).toMatchObject({ charge: "DMC1", bridgeBurst: "deck" });
    let s = run(armA1.state as FirepowerState, { type: "arm_charge", seat: "A", payload: { soldier: "A2" } });
    expect(s.game.charges?.map((c) => [c.id, c.deck ?? false])).toEqual([["DMC1", true], ["DMC2", false]]);
    s = run(s, { type: "turn/end_impulse", seat: "A", payload: {} });
    s = run(s, { type: "turn/end_impulse_phase", seat: "A", payload: {} });
    s = run(s, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
    // 12.4.9: they explode at the end of A's next Impulse Phase (placeholder blast 8; every roll 10 misses)
    const r = must(tryCommand(s, { type: "turn/end_impulse_phase", seat: "A", payload: {} }, TENS));
    const blasts = r.events.filter((e) => e.type === "dmc/exploded").map((e) => e.data as { charge: string; bridgeBurst?: string });
    expect(blasts.map((b) => [b.charge, b.bridgeBurst])).toEqual([["DMC1", "deck"], ["DMC2", "under"]]);
    expect(rolled(blasts[0]).filter((x) => x.startsWith("A"))).toEqual(["A1"]);
    expect(rolled(blasts[1]).filter((x) => x.startsWith("A"))).toEqual(["A2"]);
  });

  it("firepower 8.9: a scenario soldier set up onDeck starts on top of the bridge unit (his head the deck plus his posture), one without it under it", () => {
    const s = startUnderground(undergroundScenario([stand("A1", SPAN, 2, { onDeck: true }), stand("A2", SPAN, 2), stand("A3", SPAN, 5, { onDeck: true })], [stand("B1", END2, 5)], BRIDGE));
    expect(find(s, "A1").bridgeDeck).toBe(2); // the floor (0) is 2 heights above the double crater's ground (-2)
    expect(isOnDeck(s.game, find(s, "A1"))).toBe(true);
    expect(isOnDeck(s.game, find(s, "A2"))).toBe(false);
    const seen = explainFire(s, "A1", "B1");
    if (!seen.ok) throw new Error(seen.error.code);
    expect(seen.value.los).toMatchObject({ clear: true, eyeHeights: { from: 2 } });
    const low = explainFire(s, "A2", "B1");
    expect(low.ok && low.value.los.clear).toBe(false); // under the deck, the slab between him and the bank
    // a deck man steps off the deck onto an originating hex at the floor's height, as one who came onto it there
    const stepped = run(impulseAt(s, "A", SPAN), { type: "move", seat: "A", payload: { soldier: "A3" } });
    expect(BOARD.idOf(find(stepped, "A3").hex)).toBe(END1);
    expect(find(stepped, "A3").bridgeDeck).toBeUndefined();
  });

  it("firepower 8.9, 2.4: in a set-up phase a deck man placed in a bridge hex stays on its deck, placed off the bridge he is on the ground", () => {
    const sc = undergroundScenario([stand("A1", SPAN, 2, { onDeck: true })], [stand("B1", "4H3", 6)], { ...BRIDGE, setup: { areas: { A: { qAtMost: 6 }, B: { qAtLeast: 7 } }, first: "A" } });
    const s = startUnderground(sc);
    expect(find(s, "A1").bridgeDeck).toBe(2);
    const off = run(s, { type: "place_soldier", seat: "A", payload: { soldier: "A1", hex: END1 } });
    expect(find(off, "A1").bridgeDeck).toBeUndefined();
    const back = run(s, { type: "place_soldier", seat: "A", payload: { soldier: "A1", hex: SPAN, facing: 5 } });
    expect(find(back, "A1")).toMatchObject({ bridgeDeck: 2, facing: 5 });
  });

  it("firepower 8.9: onDeck is refused outside a bridge hex and in a Basic scenario, with the rule named", () => {
    const off = createMatch(firepowerRuleset, { scenario: undergroundScenario([stand("A1", END1, 2, { onDeck: true })], [stand("B1", END2, 5)], BRIDGE) });
    expect(off.ok).toBe(false);
    if (!off.ok) expect(off.error.message).toMatch(/A1 starts on a bridge deck \(onDeck\), but 4E5 holds no bridge unit.*Firepower 8\.9/);
    const none = createMatch(firepowerRuleset, { scenario: undergroundScenario([stand("A1", SPAN, 2, { onDeck: true })], [stand("B1", END2, 5)], { craters: BRIDGE.craters }) });
    expect(none.ok).toBe(false);
    const basic = createMatch(firepowerRuleset, { scenario: { ...undergroundScenario([stand("A1", SPAN, 2, { onDeck: true })], [stand("B1", END2, 5)]), rules: "basic" } });
    expect(basic.ok).toBe(false);
    if (!basic.ok) expect(basic.error.message).toMatch(/Advanced Game units/);
  });

  it("firepower 8.9: a friend under the deck stays in the way of a line under it though a friend stands on the deck in the same hex (12.1.4.3)", () => {
    const west = next(SPAN, 6), east = next(SPAN, 3);
    const lows = { craters: [{ hex: SPAN, kind: DOUBLE }, { hex: west, kind: DOUBLE }, { hex: east, kind: DOUBLE }] };
    const prone = (id: string, hex: string, facing: number) => stand(id, hex, facing, { posture: "prone" });
    const base = bridgeMatch([prone("A1", west, 3), stand("A2", "4H3", 6), stand("A3", "4H4", 6)], [prone("B1", east, 6)], west, lows);
    const bothThere = under(onDeck(base, "A2"), "A3", SPAN);
    const crouched = { ...bothThere, game: { ...bothThere.game, soldiers: bothThere.game.soldiers.map((x) => (x.id === "A3" ? { ...x, posture: "crouch" as const } : x)) } };
    const line = explainFire(crouched, "A1", "B1");
    if (!line.ok) throw new Error(line.error.code);
    expect(line.value.los.eyeHeights).toEqual({ from: -2, to: -2 });
    expect(line.value.los.clear).toBe(false);
    expect(line.value.los.blockedBy[0]).toMatchObject({ feature: "friendly soldier", obstacleHeight: -1 }); // A3 Crouching under the deck
    const deckOnly = onDeck(base, "A2");
    const over = explainFire(deckOnly, "A1", "B1");
    expect(over.ok && over.value.los.clear).toBe(true); // A2 on the deck alone is above the line
  });
});
