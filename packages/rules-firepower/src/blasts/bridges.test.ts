import { createMatch, recordedDiceFactory, replayMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { toSoldierViewpoint } from "../combat/advanced-los";
import { stand } from "../play/authored-match.fixture";
import { isOnDeck } from "./bridges";
import { BOARD, BRIDGE, END1, END2, find, next, SIDE, SPAN } from "./bridges-play.fixture";
import { impulseAt, startUnderground, undergroundScenario } from "../works/caves.fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { playBotMatch, playRandomLegal } from "../play/play-match.fixture";
import type { FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt as vehicleImpulseAt, man, V1, vehicleMatch, vehicleScenario } from "../weapons/vehicles.fixture";


const move = (s: FirepowerState, id: string, seat: "A" | "B" = "A") => tryCommand(s, { type: "move", seat, payload: { soldier: id } });

describe("bridges for soldiers (firepower 8.9)", () => {
  it("firepower 8.9: a soldier crossing from an originating hex is placed on top of the bridge at the paved cost and steps off onto the other originating hex", () => {
    const s = impulseAt(startUnderground(undergroundScenario([stand("A1", END1, 2)], [stand("B1", "4H3", 6)], BRIDGE)), "A", END1);
    const on = move(s, "A1");
    if (!on.ok) throw new Error(on.error.code);
    const deck = on.state as FirepowerState;
    const a1 = find(deck, "A1");
    expect(BOARD.idOf(a1.hex)).toBe(SPAN);
    expect(a1.bridgeDeck).toBe(2); // the floor at the originating hexes' height 0, the crater's ground at -2
    expect(isOnDeck(deck.game, a1)).toBe(true);
    expect(a1.mf - find(s, "A1").mf).toBe(1); // paved: the posture's cost to enter a hex, no height hexside down into the crater
    expect(on.events.find((e) => e.type === "move/entered")?.data).toMatchObject({ bridge: "on the deck", rule: "Firepower 8.9" });
    const off = move(deck, "A1");
    if (!off.ok) throw new Error(off.error.code);
    const a1off = find(off.state as FirepowerState, "A1");
    expect(BOARD.idOf(a1off.hex)).toBe(END2);
    expect(a1off.bridgeDeck).toBeUndefined();
  });

  it("firepower 8.9: a soldier on the deck may not step off its side", () => {
    const s = impulseAt(startUnderground(undergroundScenario([stand("A1", END1, 2)], [stand("B1", "4H3", 6)], BRIDGE)), "A", END1);
    const deck = run(s, { type: "move", seat: "A", payload: { soldier: "A1" } });
    const turned = run(deck, { type: "change_facing", seat: "A", payload: { soldier: "A1", facing: 1 } });
    const r = move(turned, "A1");
    expect(r.ok ? "moved" : r.error.code).toBe("bridge/off_deck");
    expect(r.ok ? "" : r.error.rule).toBe("Firepower 8.9");
  });

  it("firepower 8.9: a soldier entering a bridge hex from beside it moves under the bridge, his head below the deck man's", () => {
    const s = impulseAt(startUnderground(undergroundScenario([stand("A1", SIDE, 1)], [stand("B1", "4H3", 6)], BRIDGE)), "A", SIDE);
    const r = move(s, "A1");
    if (!r.ok) throw new Error(r.error.code);
    const under = r.state as FirepowerState;
    const a1 = find(under, "A1");
    expect(BOARD.idOf(a1.hex)).toBe(SPAN);
    expect(a1.bridgeDeck).toBeUndefined();
    expect(isOnDeck(under.game, a1)).toBe(false);
    const deck = run(impulseAt(startUnderground(undergroundScenario([stand("A2", END1, 2)], [stand("B1", "4H3", 6)], BRIDGE)), "A", END1), { type: "move", seat: "A", payload: { soldier: "A2" } });
    expect(toSoldierViewpoint(find(deck, "A2")).upHeight).toBe(4); // 8.9: deck 2 above the crater's ground + Standing 2
    expect(toSoldierViewpoint(a1).upHeight).toBeUndefined(); // under: his posture on the hex's ground
  });

  it("firepower 8.9: the originating hexes must be of equal height, the bridge over a low spot, linked units, Advanced only", () => {
    const msg = (extra: object) => {
      const m = createMatch(firepowerRuleset, { scenario: undergroundScenario([stand("A1", "4B3", 3)], [stand("B1", "4H3", 6)], extra) });
      return m.ok ? "" : m.error.message;
    };
    expect(msg(BRIDGE)).toBe("");
    expect(msg({ ...BRIDGE, craters: [...BRIDGE.craters, { hex: END2, kind: "single" }] })).toMatch(/equal height/);
    expect(msg({ bridges: BRIDGE.bridges })).toMatch(/low spots/);
    expect(msg({ ...BRIDGE, bridges: [{ hexes: [SPAN], ends: [END1, next(END2, 2)] }] })).toMatch(/next to the first and the last/);
    expect(msg({ ...BRIDGE, rules: "basic" })).toMatch(/Advanced/);
  });

  it("firepower 8.9: vehicles stay off bridges, with a refusal naming the missing Bridge Crossing Tables", () => {
    const bridged = { craters: [{ hex: hexId(2, 2), kind: "double" as const }], bridges: [{ hexes: [hexId(2, 2)], ends: [hexId(1, 2), hexId(3, 2)] as [string, string] }] };
    const s = vehicleImpulseAt(vehicleMatch([], [man("B9", 7, 5, 6)], [V1], bridged), "A", hexId(1, 2));
    const r = tryCommand(s, cmd("vehicle_move", "A", { vehicle: "V1" }));
    expect(r.ok ? "moved" : r.error.code).toBe("bridge/no_vehicles");
    expect(r.ok ? "" : r.error.message).toMatch(/Bridge Crossing Tables/);
    const plain = vehicleImpulseAt(vehicleMatch([], [man("B9", 7, 5, 6)], [V1]), "A", hexId(1, 2));
    expect(tryCommand(plain, cmd("vehicle_move", "A", { vehicle: "V1" })).ok).toBe(true);
    const parked = createMatch(firepowerRuleset, { scenario: vehicleScenario([], [man("B9", 7, 5, 6)], [{ ...V1, hex: hexId(2, 2) }], { ...bridged, bridges: [{ hexes: [hexId(2, 2)], ends: [hexId(1, 2), hexId(3, 2)] }] }) });
    expect(parked.ok ? "" : parked.error.message).toMatch(/no vehicle may set up on a bridge/);
  });

  it("firepower 8.9: random legal play over a bridge reaches a result, and bots play it to a result that replays to the same hashes", () => {
    const sc = undergroundScenario([stand("A1", END1, 2), stand("A2", SIDE, 1)], [stand("B1", END2, 6), stand("B2", "4H3", 6)], { ...BRIDGE, id: "fp-bridge-playout", turns: 2 });
    const onDeck = run(impulseAt(startUnderground(sc), "A", END1), { type: "move", seat: "A", payload: { soldier: "A1" } });
    expect(isOnDeck(onDeck.game, find(onDeck, "A1"))).toBe(true);
    const { state } = playRandomLegal(onDeck, "fp-bridge-1", { steps: 3000 });
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    const bots = playBotMatch("fp-bridge-bots", 5000, sc);
    expect(bots.state.turn.over).toBe(true);
    const fromLog = replayMatch(bots.record, firepowerRuleset, recordedDiceFactory);
    expect(fromLog.mismatch).toBeUndefined();
    expect(fromLog.hashes).toEqual([bots.record.initialHash, ...bots.record.steps.map((x) => x.stateHash)]);
  });
});
