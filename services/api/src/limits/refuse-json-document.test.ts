import { describe, expect, it } from "vitest";
import { MAX_TEXT_NESTING, nestsDeeperThan } from "./refuse-json-document";

// Issue 17 finding 4: a GraphQL literal nested thousands of levels reached graphql's recursive parser, which
// overflowed its stack ("Maximum call stack size exceeded" in the answer). The text is measured first, in one pass.
describe("query text nesting", () => {
  const literal = (n: number) => `mutation { submitCommand(input: { matchId: "m", type: "note", payload: ${"{a:".repeat(n)}1${"}".repeat(n)} }) { __typename } }`;

  it("refuses brackets nested past the limit, lists and objects alike", () => {
    expect(nestsDeeperThan(literal(5_000), MAX_TEXT_NESTING)).toBe(true);
    expect(nestsDeeperThan(`{ a(x: ${"[".repeat(MAX_TEXT_NESTING)}1${"]".repeat(MAX_TEXT_NESTING)}) }`, MAX_TEXT_NESTING)).toBe(true);
  });

  it("keeps ordinary queries, and brackets inside strings, block strings and comments do not count", () => {
    expect(nestsDeeperThan(literal(60), MAX_TEXT_NESTING)).toBe(false);
    const quoted = "{".repeat(500);
    expect(nestsDeeperThan(`{ a(s: "${quoted}", t: """${quoted}\n""") # ${quoted}\n { b } }`, MAX_TEXT_NESTING)).toBe(false);
    expect(nestsDeeperThan(`{ a(s: "\\"${quoted}") }`, MAX_TEXT_NESTING)).toBe(false);
  });
});
