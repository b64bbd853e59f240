import { describe, expect, it } from "vitest";
import { fromPrintedId, toLetters, toPrintedId } from "./printed-id-scheme";
import { toFirepowerIdScheme } from "./samples/firepower-two-panel";
import { toPatrolIdScheme } from "./samples/patrol-two-section";

describe("printed ID schemes", () => {
  it("firepower 2.1: doubled letters run A..Z then AA, BB..., so FF is the 32nd column", () => {
    expect([0, 25, 26, 31, 52].map((i) => toLetters(i, "letters"))).toEqual(["A", "Z", "AA", "FF", "AAA"]);
    expect(toPrintedId(toFirepowerIdScheme(1), 31, 0)).toBe("1FF1");
    expect(toPrintedId(toFirepowerIdScheme(1), 2, 9)).toBe("1C10");
  });

  it("spreadsheet letters run A..Z, AA, AB...", () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map((i) => toLetters(i, "letters-excel")))
      .toEqual(["A", "Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"]);
  });

  it("patrol 2.2: XXYY is a two-digit column then a two-digit row", () => {
    expect(toPrintedId(toPatrolIdScheme(1), 22, 19)).toBe("2320");
    expect(toPrintedId(toPatrolIdScheme(17), 0, 0)).toBe("1701");
  });

  it("numbers can start at 0 (the Firepower '0' row on the panel fold) and letters can start later", () => {
    const scheme = { prefix: "2", parts: [{ axis: "col" as const, style: "letters" as const, start: 2 }, { axis: "row" as const, style: "number" as const, start: 0 }] };
    expect(toPrintedId(scheme, 0, 0)).toBe("2C0");
  });
});

describe("fromPrintedId", () => {
  it("inverts toPrintedId for Firepower-, Patrol- and spreadsheet-style schemes", () => {
    const schemes = [
      toFirepowerIdScheme(3), toPatrolIdScheme(1), toPatrolIdScheme(17, 16),
      { prefix: "W-", separator: ".", parts: [{ axis: "row" as const, style: "letters-excel" as const }, { axis: "col" as const, style: "number" as const, start: 0 }] },
    ];
    for (const s of schemes) {
      for (let col = 0; col < 60; col += 7) {
        for (let row = 0; row < 40; row += 3) expect(fromPrintedId(s, toPrintedId(s, col, row))).toEqual({ col, row });
      }
    }
  });

  it("rejects IDs that do not fit the scheme", () => {
    expect(fromPrintedId(toFirepowerIdScheme(1), "2A1")).toBeUndefined();
    expect(fromPrintedId(toFirepowerIdScheme(1), "1AB1")).toBeUndefined();
    expect(fromPrintedId(toPatrolIdScheme(1), "232")).toBeUndefined();
    expect(fromPrintedId(toFirepowerIdScheme(1), "1FF1")).toEqual({ col: 31, row: 0 });
  });
});
