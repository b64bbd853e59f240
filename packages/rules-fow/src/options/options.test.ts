import { describe, expect, it } from "vitest";
import { disputeRoll, FOW_OPTION_LIST, FOW_OPTIONS, fowOption, fowTableRulings } from "./index";

const RULINGS = [...Array.from({ length: 22 }, (_, i) => `RULING-${i + 1}`), ..."abcdefghij".split("").map((l) => `RULING-23${l}`), ...Array.from({ length: 24 }, (_, i) => `RULING-${i + 24}`)];

describe("Flames of War options [digest 0.3, 13.1, 13.2, 13.3, 13.4, 13.5]", () => {
  it("every RULING key of digest §13 (1-47, 23a-j) is an option citing it", () => {
    const cited = new Set(FOW_OPTION_LIST.map((o) => /RULING-\d+[a-j]?/.exec(o.citation)?.[0]));
    expect(RULINGS.filter((r) => !cited.has(r))).toEqual([]);
    expect(new Set(FOW_OPTION_LIST.map((o) => o.id)).size).toBe(FOW_OPTION_LIST.length);
    expect(FOW_OPTION_LIST.every((o) => o.inPlay?.roll?.atLeast === 4 && o.inPlay.roll.sides === 6)).toBe(true);
  });
  it("digest defaults, including the numeric ones", () => {
    expect(fowOption(undefined, "losClearFraction")).toBe(0.05);
    expect(fowOption({}, "tolerance")).toBe(0.5);
    expect(fowOption({}, "halfHidden")).toBe(0.5);
    expect(fowOption({}, "sevenRule")).toBe("to_hit_only");
    expect(fowOption({}, "preplannedRepeat")).toBe(true);
    expect(fowOption({ "fow/seven_rule": "all_tests", "fow/los_clear_fraction": "0.5", "fow/preplanned_repeat": "false" }, "sevenRule")).toBe("all_tests");
    expect(fowOption({ "fow/los_clear_fraction": "0.5" }, "losClearFraction")).toBe(0.5);
    expect(fowOption({ "fow/preplanned_repeat": "false" }, "preplannedRepeat")).toBe(false);
    expect(fowOption({ "fow/seven_rule": "bogus" }, "sevenRule")).toBe("to_hit_only");
  });
  it("maps the table rulings, tolerance in sub-mm", () => {
    expect(fowTableRulings({ "fow/measuring_tolerance": "1.5" })).toEqual({ losClearFraction: 0.05, concealedBy: "any", tolerance: 15, halfHidden: 0.5 });
  });
  it("the dispute roll (B5): 4-6 the caller's reading stands for the rest of the game, 1-3 the opponent's", () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => disputeRoll(f, "mine", "theirs").reading)).toEqual(["theirs", "theirs", "theirs", "mine", "mine", "mine"]);
    expect(disputeRoll(4, "a", "b")).toMatchObject({ stands: "caller", forRestOfGame: true });
    expect(() => disputeRoll(7, "a", "b")).toThrow();
    expect(FOW_OPTIONS.tolerance.kind).toBe("number");
  });
});
