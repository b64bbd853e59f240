import { describe, expect, it } from "vitest";
import { toLetters, toPrintedId } from "./printed-id-scheme";
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
