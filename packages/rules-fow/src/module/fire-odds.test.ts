// fireOdds reads the match's options as play does: a printed Firepower 1+ (fow/printed_one_plus) [How It Works ›
// Die Rolls; 8. Roll Saves]. Fractions worked by hand.
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { resolveArmouredHit } from "../shooting/index";
import { fowFireOddsExplainer } from "./fire-odds";

// One die hitting on 3+ (2/3), AT 5 FP 1+ at top armour 1: d6 + 1 under 5 on faces 1-3, equal on 4, more on 5-6.
const situation = { dice: 1, isHitOn: 3, weapon: { antiTank: 5, firepower: 1 }, target: { kind: "tank", armour: 1 } };
const rows = (options?: Record<string, string>) => {
  const a = fowFireOddsExplainer.answer(options ? { ...situation, options } : situation);
  if (!a.ok) throw new Error(a.message);
  return Object.fromEntries(a.value.outcomes.map((o) => [o.outcome, o.probability]));
};

describe("fireOdds: a printed Firepower 1+ as the match reads it (fow/printed_one_plus)", () => {
  it("default (the rulebook): the FP 1+ test always passes; destroyed 2/3 x 1/2 = 1/3, bailed 2/3 x 1/6 = 1/9", () => {
    expect(rows()).toMatchObject({ miss: "1/3", "hit, destroyed": "1/3", "hit, bailed_out": "1/9", "hit, no_effect": "2/9" });
    expect(rows({ "fow/printed_one_plus": "always" })).toEqual(rows());
  });
  it("fails_on_one (the digest): destroyed 2/3 x 5/12 = 5/18, bailed 2/3 x 2/9 = 4/27, no effect 2/3 x 13/36 = 13/54", () => {
    expect(rows({ "fow/printed_one_plus": "fails_on_one" })).toMatchObject({ miss: "1/3", "hit, destroyed": "5/18", "hit, bailed_out": "4/27", "hit, no_effect": "13/54" });
  });
  it("play agrees: the face 3 under AT 5 destroys without an FP die by default; a 1 bails under fails_on_one", () => {
    const tank = { armour: { front: 1, side: 1, top: 1 }, remount: 4 };
    const hit = { antiTank: 5, firepower: 1, inFrontOfHull: true, top: true };
    expect(resolveArmouredHit(tank, hit, createFixedDice([3])).outcome).toBe("destroyed");
    expect(resolveArmouredHit(tank, hit, createFixedDice([3, 1]), { onePlus: "fails_on_one" }).outcome).toBe("bailed_out");
  });
  it("a reading that is not a choice, or an option these odds do not read, is refused as an invalid situation", () => {
    expect(fowFireOddsExplainer.answer({ ...situation, options: { "fow/printed_one_plus": "sometimes" } })).toMatchObject({ ok: false, code: "odds/invalid_situation" });
    expect(fowFireOddsExplainer.answer({ ...situation, options: { "fow/nope": "x" } })).toMatchObject({ ok: false, code: "odds/invalid_situation" });
  });
});
