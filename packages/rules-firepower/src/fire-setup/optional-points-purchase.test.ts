import { createMatch, createRulingsPack, recordedDiceFactory, replayMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { BASIC_GAME_SCENARIO } from "../scenarios/basic-game";
import type { FirepowerScenario } from "./scenario-schema";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { playBotMatch } from "../play/play-match.fixture";

// The Basic scenario's side A is worth 81 base points, no extra (optional-points.test.ts): LMG, PST and four RFL.
const A = BASIC_GAME_SCENARIO.sides.A;
/** Side A bought again: its pistol traded for a rifle (+3 weapon points), and optionally two charges (extra 6). */
const bought = (purchase: FirepowerScenario["purchase"], dmc = 0): FirepowerScenario => ({
  ...BASIC_GAME_SCENARIO, rules: "advanced", purchase,
  sides: { ...BASIC_GAME_SCENARIO.sides, A: { ...A, soldiers: A.soldiers.map((s) => (s.weapon === "PST" ? { ...s, weapon: "RFL" as const, ...(dmc ? { dmc } : {}) } : s)) } },
});
const made = (sc: FirepowerScenario) => createMatch(firepowerRuleset, { scenario: sc });

describe("Option 26 purchases of replacements", () => {
  it("firepower 26.2: bought base forces may not exceed the base points they replace (a rifle for the pistol: 81 -> 88)", () => {
    // floor((37 x 2 x 3) x 4 / 10) = 88.
    expect(made(bought({ A: { base: 88 } })).ok).toBe(true);
    expect(made(bought({ A: { base: 90 } })).ok).toBe(true);
    const over = made(bought({ A: { base: 81 } }));
    expect(over).toMatchObject({ ok: false, error: { code: "points/base_over", rule: "Firepower 26.2" } });
    expect(!over.ok && over.error.message).toContain("side A's base points (88) may not exceed the 81");
    expect(!over.ok && over.error.message).toContain("reconstructed");
  });

  it("firepower 26.1: bought extra items match the extra points they replace exactly (two charges at the placeholder 3 = 6)", () => {
    expect(made(bought({ A: { extra: 6 } }, 2)).ok).toBe(true);
    expect(made(bought({ A: { extra: 3 } }, 2))).toMatchObject({ ok: false, error: { code: "points/extra_mismatch", rule: "Firepower 26.1" } });
  });

  it("firepower 26.3: buying all forces keeps the side's total points; base and extra may shift", () => {
    expect(made(bought({ A: { total: 94 } }, 2)).ok).toBe(true);
    expect(made(bought({ A: { total: 81 } }, 2))).toMatchObject({ ok: false, error: { code: "points/total_mismatch", rule: "Firepower 26.3" } });
    // An organiser's prices decide: rifles at 4 points bring the base to floor(((12 + 5 x 4) x 6) x 4 / 10) = 76.
    const cheaper = { tableId: "firepower/point_values", version: "t", source: "pack", cells: [{ inputs: { item: "RFL" }, value: 4 }] };
    expect(createMatch(firepowerRuleset, { scenario: bought({ A: { base: 81 } }), rulings: createRulingsPack({ id: "p", ruleset: "firepower", options: {}, tables: { "firepower/point_values": cheaper } }) }).ok).toBe(true);
  });

  it("firepower 26, 7: a match of bought forces is played bot against bot to a result and replays to the same hashes", () => {
    const { state, record } = playBotMatch("fp-bought-1", 5000, bought({ A: { total: 88 } }));
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    const replay = replayMatch(record, firepowerRuleset, recordedDiceFactory);
    expect(replay.hashes).toEqual([record.initialHash, ...record.steps.map((x) => x.stateHash)]);
  });
});
