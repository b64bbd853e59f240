// Patrol! 20.0, 28.42: who panics - chits drawn by Panic Level, the digits a leader lets his men ignore, the last
// number of the hex - with the book's numbers (20% -> two of the ten chits, 30% -> three).
import { describe, expect, it } from "vitest";
import { isPanicHex, toPanicChitCount, toPanicDigits } from "./panic";

describe("Patrol! 20.0: Panic chits drawn per turn", () => {
  it("a Panic Level of 20% draws two of the ten chits, 30% three", () => {
    expect(toPanicChitCount(20)).toBe(2);
    expect(toPanicChitCount(30)).toBe(3);
  });
  it("0% draws none, 100% all ten, and never more than the ten chits or fewer than none", () => {
    expect(toPanicChitCount(0)).toBe(0);
    expect(toPanicChitCount(100)).toBe(10);
    expect(toPanicChitCount(150)).toBe(10);
    expect(toPanicChitCount(-10)).toBe(0);
  });
  it("a level between tens draws the whole chits only (25% -> 2)", () => expect(toPanicChitCount(25)).toBe(2));
});

describe("Patrol! 28.42: digits that panic a man, given his leader's influence", () => {
  const drawn = [7, 2, 9] as const;
  it("no leader: every drawn chit counts", () => expect(toPanicDigits(drawn, 0)).toEqual([7, 2, 9]));
  it("-10%: the last chit drawn is ignored", () => expect(toPanicDigits(drawn, 1)).toEqual([7, 2]));
  it("-20%: the last two chits drawn are ignored", () => expect(toPanicDigits(drawn, 2)).toEqual([7]));
  it("ignoring more chits than were drawn leaves none", () => expect(toPanicDigits([4], 2)).toEqual([]));
});

describe("Patrol! 20.0: men on hexes whose last number is a drawn chit panic", () => {
  it("hex 0407 panics on a 7; 0410 on a 0; not on another digit", () => {
    expect(isPanicHex("0407", [7, 2])).toBe(true);
    expect(isPanicHex("0410", [0])).toBe(true);
    expect(isPanicHex("0407", [0, 4])).toBe(false);
    expect(isPanicHex("0407", [])).toBe(false);
  });
});
