import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { bombardmentNeed, bombardmentRatings, bombardmentReroll, cannotBombard, rangeIn, rangeInNeed, smokeScreenLength, templateFor } from "./index";

describe("artillery [Artillery] [digest 6.1, 6.2, 6.3, 6.4]", () => {
  it("range in: worse skill, +1 terrain under the template (not for smoke), +1 night", () => {
    expect(rangeInNeed({ spotterSkill: 3, unitSkill: 4, templateOnTerrain: true }).need).toBe(5);
    expect(rangeInNeed({ spotterSkill: 3, unitSkill: 4, templateOnTerrain: true, smokeMode: true }).need).toBe(4);
    expect(rangeInNeed({ spotterSkill: 5, unitSkill: 4, night: true }).need).toBe(6);
  });
  it("three attempts; the AOP re-rolls a failed third", () => {
    expect(rangeIn(4, createFixedDice([1, 4]))).toMatchObject({ rangedIn: true, attempt: 2 });
    expect(rangeIn(4, createFixedDice([1, 2, 3]))).toMatchObject({ rangedIn: false, attempt: null });
    expect(rangeIn(4, createFixedDice([1, 2, 3, 6]), { aop: true })).toMatchObject({ rangedIn: true, attempt: 3 });
  });
  it("to hit: +1 per later attempt; re-roll hits with 1-2 weapons, misses with 5+", () => {
    expect(bombardmentNeed({ isHitOn: 3, attempt: 3 }).need).toBe(5);
    expect(bombardmentReroll(2).reroll).toBe("hits");
    expect(bombardmentReroll(2, { bombsOrRockets: true }).reroll).toBe("none");
    expect(bombardmentReroll(4).reroll).toBe("none");
    expect(bombardmentReroll(5).reroll).toBe("misses");
  });
  it("B23: rockets counting as two -> double-width 6x12; as four -> devastating 12 square; Stuka's six by RULING-12", () => {
    expect(templateFor({ rockets: true, countsAs: [2, 2] })).toMatchObject({ kind: "double_width", width: { in: 12, cm: 30 }, depth: { in: 6, cm: 15 } });
    expect(templateFor({ rockets: true, countsAs: [4, 4] })).toMatchObject({ kind: "devastating", width: { in: 12, cm: 30 }, depth: { in: 12, cm: 30 } });
    expect(templateFor({ rockets: true, countsAs: [6] }).kind).toBe("devastating");
    expect(templateFor({ rockets: true, countsAs: [6], stukaReading: "exactly_four" }).kind).toBe("double_width");
    expect(templateFor({}).kind).toBe("standard");
  });
  it("B18 conversion of mixed lines: lowest AT, worst FP; B8 smoke screen 8\"/20cm for 2 guns, 20\"/50cm for 5", () => {
    expect(bombardmentRatings([{ arsenalAt: 4, arsenalFp: 5 }, { arsenalAt: 2, arsenalFp: 3 }])).toEqual({ antiTank: 1, firepower: 4 });
    expect([smokeScreenLength(2, "inch"), smokeScreenLength(5, "inch"), smokeScreenLength(2, "cm"), smokeScreenLength(5, "cm")]).toEqual([8, 20, 20, 50]);
  });
  it("who cannot bombard: moved (aircraft may), pinned, meeting engagement first step", () => {
    expect(cannotBombard({ moved: true })?.code).toBe("bombard/moved");
    expect(cannotBombard({ moved: true, aircraft: true })).toBeNull();
    expect(cannotBombard({ pinned: true })?.code).toBe("bombard/pinned");
    expect(cannotBombard({ meetingFirstStep: true })?.code).toBe("bombard/meeting_engagement");
  });
});
