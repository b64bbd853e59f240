import { describe, expect, it } from "vitest";
import { WWB_DECISIONS, WWB_OPTIONS, WWB_OPTION_LIST, earnsSkill, wwbOption, wwbToggle } from "./index";

describe("wwb options (digest §13)", () => {
  it("every option has a unique wwb/ id, a default among its choices and a WWB citation", () => {
    const ids = WWB_OPTION_LIST.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const o of WWB_OPTION_LIST) {
      expect(o.id).toMatch(/^wwb\//);
      expect(Object.keys(o.choices)).toContain(o.default);
      expect(o.citation).toMatch(/^WWB /);
    }
  });
  it("digest §13.2: the eleven contradictions C1-C11 are options", () => {
    const cited = WWB_OPTION_LIST.flatMap((o) => /§13\.2 C(\d+)/.exec(o.citation)?.[1] ?? []).map(Number).sort((x, y) => x - y);
    expect(cited).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
  it("digest §13.5: ten Additional, six Optional and three Cherry Corner toggles", () => {
    const kind = (k: string) => WWB_OPTION_LIST.filter((o) => o.citation.includes(`(${k})`)).length;
    expect([kind("Additional"), kind("Optional"), kind("Cherry Corner")]).toEqual([10, 6, 3]);
  });
  it("reads the default when absent or unknown, the value when valid", () => {
    expect(wwbOption(undefined, "skillGain")).toBe("medal_only");
    expect(wwbOption({ "wwb/skill_gain": "ok_or_medal" }, "skillGain")).toBe("ok_or_medal");
    expect(wwbOption({ "wwb/skill_gain": "nonsense" }, "skillGain")).toBe("medal_only");
    expect(wwbToggle({}, "spottingPenalty")).toBe(false);
    expect(wwbToggle({ [WWB_OPTIONS.spottingPenalty.id]: "true" }, "spottingPenalty")).toBe(true);
  });
  it("digest §13.4: referee points are decisions with a command and a rule", () => {
    expect(WWB_DECISIONS.length).toBeGreaterThanOrEqual(8);
    for (const d of WWB_DECISIONS) expect(d.rule).toMatch(/^WWB /);
  });
});

describe("wwb 11.0 skills", () => {
  it("wwb 11.0, 2.0 (C1): a medal earns the tested skill; an OK only under the 11.0 reading", () => {
    expect([earnsSkill("medal"), earnsSkill("ok"), earnsSkill("none")]).toEqual([true, false, false]);
    expect(earnsSkill("ok", { "wwb/skill_gain": "ok_or_medal" })).toBe(true);
  });
});
