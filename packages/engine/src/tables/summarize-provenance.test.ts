import { describe, expect, it } from "vitest";
import { lookupOrThrow } from "./lookup";
import { createResultsTableFixture } from "./results-table.fixture";
import { describeProvenance, fromBook, fromExternal, isNonBook, placeholder, provenanceSchema, reconstructed } from "./provenance";
import { summarizeProvenance } from "./summarize-provenance";

describe("provenance", () => {
  it("describes each kind and flags anything but the book", () => {
    expect(describeProvenance(fromBook("6.3.4.4"))).toBe("book 6.3.4.4");
    expect(describeProvenance(fromExternal("EXT-BGC card"))).toBe("external (EXT-BGC card)");
    expect(describeProvenance(placeholder("chart missing"))).toBe("placeholder (chart missing)");
    expect(isNonBook(fromBook("1"))).toBe(false);
    expect(isNonBook(reconstructed("fit"))).toBe(true);
  });

  it("validates uploaded provenance strictly", () => {
    expect(provenanceSchema.safeParse({ kind: "book", section: "10.9" }).success).toBe(true);
    expect(provenanceSchema.safeParse({ kind: "book" }).success).toBe(false);
    expect(provenanceSchema.safeParse({ kind: "rumour", note: "x" }).success).toBe(false);
  });
});

describe("summarizeProvenance", () => {
  it("reports the weakest kind and each distinct source of an answer", () => {
    const table = createResultsTableFixture();
    const used = [lookupOrThrow(table, { column: 2, roll: 1 }), lookupOrThrow(table, { column: 2, roll: 3 }), lookupOrThrow(table, { column: 2, roll: 5 })];
    const s = summarizeProvenance(used);
    expect(s.allBook).toBe(false);
    expect(s.weakest).toBe("reconstructed");
    expect(s.counts).toEqual({ book: 2, external: 0, reconstructed: 1, placeholder: 0 });
    expect(s.sources).toHaveLength(2);
    expect(s.text).toMatch(/^book 10\.9; reconstructed \(/);
  });

  it("an all-book answer says so; an empty one has no weakest kind", () => {
    expect(summarizeProvenance([fromBook("4.2"), fromBook("4.2")])).toMatchObject({ allBook: true, weakest: "book", text: "book 4.2" });
    expect(summarizeProvenance([])).toMatchObject({ allBook: true, weakest: undefined, text: "" });
  });
});
