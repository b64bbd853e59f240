import { describe, expect, it } from "vitest";
import { hasNul } from "./json-text";

describe("hasNul", () => {
  it("finds U+0000 anywhere in a JSON value, keys included", () => {
    expect(hasNul({ a: ["x\u0000"] })).toBe(true);
    expect(hasNul({ "k\u0000": 1 })).toBe(true);
    expect(hasNul({ a: "\\u0000 as text" })).toBe(false);
    expect(hasNul(undefined)).toBe(false);
  });
});
