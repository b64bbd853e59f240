import { createMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { playRandomLegal } from "./play-match.fixture";
import { toTestScenario } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "./firepower-ruleset";
import type { FirepowerState } from "../state/types";

const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const rfl = (sid: string, q: number, r: number, facing: number) => ({ id: sid, weapon: "RFL" as const, hex: id(q, r), facing, posture: "stand" as const });

describe("Advanced pieces together", () => {
  it("every listed legal action applies in a seeded random playout with set-up, mines, works, charges and every Optional Rule option on", () => {
    const sc: FirepowerScenario = {
      ...toTestScenario(
        [{ ...rfl("A1", 1, 3, 3), dmc: 1 }, rfl("A2", 1, 4, 3), rfl("A3", 0, 5, 3), { id: "A4", weapon: "LMG", hex: id(1, 5), facing: 3, posture: "stand" }],
        [rfl("B1", 6, 3, 6), rfl("B2", 6, 4, 6), { id: "B3", weapon: "PST", hex: id(7, 5), facing: 5, posture: "stand" }],
      ),
      rules: "advanced", turns: 2,
      setup: { areas: { A: { qAtMost: 1 }, B: { qAtLeast: 6 } }, first: "roll", mines: { A: 1, B: 2 } },
      works: [{ hex: id(1, 4), type: "shallow_foxhole" }, { hex: id(6, 4), type: "trench" }],
    };
    const made = createMatch(firepowerRuleset, { scenario: sc });
    if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
    const s: FirepowerState = { ...made.state, options: { ...made.state.options, "firepower/non_auto_suppression": "on", "firepower/pinned_inactive": "on", "firepower/standing_behind_cover": "on", "firepower/prisoners": "on" } };
    const { seen } = playRandomLegal(s, "advanced-playout");
    expect([...seen]).toEqual(expect.arrayContaining(["setup_roll", "place_soldier", "place_mine", "end_setup", "turn/draw_chit"]));
  }, 60_000);
});
