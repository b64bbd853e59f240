import { describe, expect, it } from "vitest";
import { deepFreeze } from "./deep-freeze";
import { stateHash } from "./state-hash";

describe("deepFreeze and stateHash", () => {
  it("freezes nested plain values and leaves primitives alone", () => {
    const v = deepFreeze({ a: [{ b: 1 }], c: "x" });
    expect(Object.isFrozen(v.a[0])).toBe(true);
    expect(deepFreeze(3)).toBe(3);
  });

  it("hashes canonical JSON, so key order does not matter and values do", () => {
    expect(stateHash({ a: 1, b: [2] })).toBe(stateHash({ b: [2], a: 1 }));
    expect(stateHash({ a: 1 })).not.toBe(stateHash({ a: 2 }));
    expect(stateHash({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });
});
