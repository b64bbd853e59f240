import { describe, expect, it } from "vitest";
import { toCanonicalJson, toJobId } from "./job-id";

describe("deterministic job ids", () => {
  it("ignore key order and undefined fields, and differ when the payload does", () => {
    expect(toCanonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: undefined } })).toBe('{"a":{"d":[1,{"x":1,"y":2}]},"b":1}');
    const a = toJobId("ping", { message: "x" });
    expect(a).toMatch(/^ping-[0-9a-f]{40}$/);
    expect(toJobId("ping", { message: "x" })).toBe(a);
    expect(toJobId("ping", { message: "y" })).not.toBe(a);
  });
});
