import { apply, createMatch, createRulingsPack, eventsFor, recordedDiceFactory, replayMatch } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { toTestScenario } from "../conformance/match-fixture";
import { BASIC_GAME_SCENARIO } from "../scenarios/basic-game";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { playBotMatch } from "../play/play-match.fixture";
import { mfAllowance } from "../core/soldiers";
import type { FirepowerState } from "../state/types";

const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const man = (sid: string, q: number, r: number, weapon: "RFL" | "LMG" | "PST", extra: Record<string, unknown> = {}) => ({ id: sid, weapon, hex: id(q, r), facing: 3, posture: "stand" as const, ...extra });
const ON = { "firepower/equipment_load": "on" };

/** A match (option on unless `options` says otherwise) after side A's first unit is drawn. */
function drawn(options: Record<string, string> = ON, tables?: Parameters<typeof createRulingsPack>[0]["tables"]) {
  const scenario = { ...toTestScenario([man("A1", 1, 3, "LMG"), man("A2", 1, 4, "RFL"), man("A3", 1, 5, "RFL", { dmc: 2 }), man("A4", 0, 3, "PST")], [man("B1", 6, 3, "LMG")]), rules: "advanced" as const };
  const made = createMatch(firepowerRuleset, { scenario, rulings: createRulingsPack({ id: "load", ruleset: "firepower", options, ...(tables ? { tables } : {}) }) });
  if (!made.ok) throw new Error(made.error.code);
  const r = apply(firepowerRuleset, made.state, { type: "turn/draw_chit", seat: "A", payload: {} }, createFixedDice([1]));
  if (!r.ok) throw new Error(r.error.code);
  return r;
}
const allowance = (s: FirepowerState, sid: string) => { const x = s.game.soldiers.find((m) => m.id === sid); if (!x) throw new Error(sid); return mfAllowance(x); };

describe("Option 15.2: equipment load", () => {
  it("firepower 15.2: one MF less per full ten points carried: an LMG (12) or a rifle with two charges (5 + 2 x 3) costs one, a rifle (5) or a pistol (2) none", () => {
    const r = drawn();
    const s = r.state as FirepowerState;
    expect(["A1", "A2", "A3", "A4"].map((x) => allowance(s, x))).toEqual([3, 4, 3, 4]);
    expect(r.events.filter((e) => e.type === "equipment/load").map((e) => e.data)).toEqual([
      { soldier: "A1", points: 12, mfLost: 1, provenance: ["reconstructed"], rule: "Firepower 15.2" },
      { soldier: "A3", points: 11, mfLost: 1, provenance: ["placeholder", "reconstructed"], rule: "Firepower 15.2" },
    ]);
    // What a man carries is his side's list: the other side does not get the load events.
    expect(eventsFor(firepowerRuleset, s, r.events, "B").some((e) => e.type === "equipment/load")).toBe(false);
  });

  it("firepower 15.2: without the option nothing is weighed", () => {
    const s = drawn({}).state as FirepowerState;
    expect(["A1", "A2", "A3", "A4"].map((x) => allowance(s, x))).toEqual([4, 4, 4, 4]);
  });

  it("firepower 15.2, 26.2: the point values are a table a rulings pack may replace (an LMG at 9 points costs no MF)", () => {
    const tables = { "firepower/point_values": { tableId: "firepower/point_values", version: "pack", source: "organiser", cells: [{ inputs: { item: "LMG" }, value: 9 }] } } as unknown as Parameters<typeof createRulingsPack>[0]["tables"];
    expect(allowance(drawn(ON, tables).state as FirepowerState, "A1")).toBe(4);
  });
});

describe("the Basic scenario with Option 15.2, bot against bot", () => {
  const { state, record } = playBotMatch("fp-load-1", 5000, { ...BASIC_GAME_SCENARIO, rules: "advanced" }, ON);
  it("firepower 15.2, 7: the bots play to a scored result and the record replays to the same hashes", () => {
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    expect(state.game.soldiers.some((s) => s.weapon === "LMG" && s.loadMf === 1)).toBe(true);
    const replay = replayMatch(record, firepowerRuleset, recordedDiceFactory);
    expect(replay.mismatch).toBeUndefined();
    expect(replay.hashes).toEqual([record.initialHash, ...record.steps.map((x) => x.stateHash)]);
  });
});
