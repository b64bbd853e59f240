// The book's examples B1-B22 (digest §14.1) are conformance cases now: tests/conformance/patrol/*-B<n>-*.json,
// run by `npm run conformance` and tests/conformance/conformance.test.ts. This keeps what is not a book example.
import { rational, probabilityOfOutcome, equals } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { fireOdds } from "./combat/index";

describe("Patrol! fire odds", () => {
  it("patrol 10.9: fireOdds returns the exact distribution, the modifiers and a provenance summary", () => {
    const odds = fireOdds({ attack: { weapon: "BR", range: 3 }, defense: { mode: "mixed", terrain: "clear", posture: "erect" } });
    expect(odds).toMatchObject({ as: 21, ds: 1, column: 5 });
    expect(equals(probabilityOfOutcome(odds.distribution, "K"), rational(1, 2))).toBe(true);
    expect(odds.provenance.allBook).toBe(false);
    expect(odds.provenance.counts.reconstructed).toBe(2);
    const ic = fireOdds({ attack: { weapon: "MG", range: 2 }, defense: { mode: "closed", terrain: "crater", posture: "prone-hidden" } });
    expect(ic.column).toBe(0);
    const prone = fireOdds({ attack: { weapon: "BR", range: 3 }, defense: { mode: "closed", terrain: "rough-1", posture: "prone", hexesPlotted: 0 } });
    expect(prone).toMatchObject({ as: 21, ds: 12, column: 1 });
  });
});
