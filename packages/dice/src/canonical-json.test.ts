import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonical-json";

describe("canonicalJson", () => {
  it("sorts keys at every depth and drops undefined properties", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: undefined } })).toBe('{"a":{"d":[3,{"y":2,"z":1}]},"b":1}');
  });

  it("gives the same text whatever the insertion order", () => {
    expect(canonicalJson({ x: 1, y: [1, 2] })).toBe(canonicalJson({ y: [1, 2], x: 1 }));
  });

  it("escapes strings as JSON.stringify does and writes -0 as 0", () => {
    expect(canonicalJson(["a\"b\n", "é", -0, true, null])).toBe('["a\\"b\\n","é",0,true,null]');
  });

  it("rejects values JSON cannot carry faithfully", () => {
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(/non-finite/);
    expect(() => canonicalJson([undefined])).toThrow(/undefined array element/);
    expect(() => canonicalJson({ a: 1n })).toThrow(/bigint/);
    expect(() => canonicalJson(new Map())).toThrow(/plain objects/);
  });
});
