import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, assertJsonInput } from "../schema/scalars";
import { containsNul } from "./refuse-nul";

// Issue 17 finding 4: client input is refused with a typed error before any recursive walk can overflow the stack.
const nested = (n: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
  return v;
};
const codeOf = (f: () => unknown) => {
  try {
    f();
    return "none";
  } catch (e) {
    return (e as { extensions?: { code?: string } }).extensions?.code;
  }
};

describe("JSON arguments and U+0000", () => {
  it("refuses JSON nested past the limit at any depth without overflowing, keeps ordinary documents", () => {
    expect(codeOf(() => assertJsonInput(nested(100_000)))).toBe("request/too_large");
    expect(codeOf(() => assertJsonInput(nested(MAX_JSON_DEPTH + 1)))).toBe("request/too_large");
    expect(assertJsonInput(nested(MAX_JSON_DEPTH - 1))).toEqual(nested(MAX_JSON_DEPTH - 1));
    expect(codeOf(() => assertJsonInput({ a: ["x\u0000"] }))).toBe("request/invalid");
    expect(codeOf(() => assertJsonInput({ ["k\u0000"]: 1 }))).toBe("request/invalid");
    const proto = JSON.parse('{"__proto__":{"admin":true}}') as Record<string, unknown>;
    expect(assertJsonInput(proto)).toBe(proto);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it("finds U+0000 anywhere in variables, at any depth", () => {
    expect(containsNul({ id: "a\u0000" })).toBe(true);
    expect(containsNul([[[{ x: ["ok", "\u0000"] }]]])).toBe(true);
    expect(containsNul(nested(100_000))).toBe(false);
    expect(containsNul({ id: "ok", n: 1, b: null })).toBe(false);
  });
});
