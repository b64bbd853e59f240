import { describe, expect, it } from "vitest";
import { sha256Hex } from "./sha256-hex";

describe("sha256Hex", () => {
  it("matches the FIPS 180-2 'abc' vector for strings and bytes", () => {
    const abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
    expect(sha256Hex("abc")).toBe(abc);
    expect(sha256Hex(new Uint8Array([0x61, 0x62, 0x63]))).toBe(abc);
  });
});
