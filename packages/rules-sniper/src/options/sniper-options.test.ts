import { describe, expect, it } from "vitest";
import { SNIPER_OPTION_LIST, SNIPER_OPTIONS, SNIPER_PER_MATCH_FLAGS, sniperOption } from "./sniper-options";

describe("Sniper! options (digest §15)", () => {
  it("each has a sniper/ id, a default among its choices and a digest citation", () => {
    expect(SNIPER_OPTION_LIST.length).toBeGreaterThanOrEqual(45);
    expect(new Set(SNIPER_OPTION_LIST.map((o) => o.id)).size).toBe(SNIPER_OPTION_LIST.length);
    for (const o of SNIPER_OPTION_LIST) {
      expect(o.id).toMatch(/^sniper\/[a-z0-9_]+$/);
      expect(Object.keys(o.choices)).toContain(o.default);
      expect(o.citation).toMatch(/digest §/);
    }
  });
  it("every ⚑ item of §15 (1, 2, 3, 4, 7, 8, 9, 10, 11, 13, 19, 21, 29, 30, 37, 39, 42-44, 49, 51-53, 56, 59, 60) is a declared per-match flag", () => {
    const ids = new Set(SNIPER_OPTION_LIST.map((o) => o.id));
    expect(SNIPER_PER_MATCH_FLAGS).toHaveLength(26);
    for (const f of SNIPER_PER_MATCH_FLAGS) expect(ids.has(f), f).toBe(true);
    const items = SNIPER_OPTION_LIST.filter((o) => SNIPER_PER_MATCH_FLAGS.includes(o.id)).map((o) => Number(/item (\d+)/.exec(o.citation)?.[1]));
    expect(items.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 7, 8, 9, 10, 11, 13, 19, 21, 29, 30, 37, 39, 42, 43, 44, 49, 51, 52, 53, 56, 59, 60]);
  });
  it("the digest's defaults: rounding once at the end (11), opportunity fire per game turn (2), wounded MP halved (9)", () => {
    expect(sniperOption(undefined, "rounding")).toBe("once_at_end");
    expect(sniperOption({}, "opportunityFireOnce")).toBe("per_game_turn");
    expect(sniperOption({ "sniper/wounded_mp": "four_points" }, "woundedMp")).toBe("four_points");
    expect(sniperOption({ "sniper/wounded_mp": "nonsense" }, "woundedMp")).toBe("halved");
    expect(SNIPER_OPTIONS.panicDirection.default).toBe("literal_17_1");
  });
});
