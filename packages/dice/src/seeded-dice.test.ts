import { describe, expect, it } from "vitest";
import { createRngState, createSeededDice } from "./seeded-dice";
import type { RngAlgorithm, RngState } from "./seeded-dice";

const algorithms: RngAlgorithm[] = ["hmac-sha256-counter", "sfc32"];

function rollMany(state: RngState, count: number, sides: number): { faces: number[]; state: RngState } {
  const d = createSeededDice(state);
  const faces = Array.from({ length: count }, () => d.dice.roll(sides));
  return { faces, state: d.state() };
}

describe.each(algorithms)("createSeededDice (%s)", (algorithm) => {
  it("is deterministic for a seed and differs between seeds", () => {
    const a = rollMany(createRngState("seed-a", algorithm), 50, 6).faces;
    expect(rollMany(createRngState("seed-a", algorithm), 50, 6).faces).toEqual(a);
    expect(rollMany(createRngState("seed-b", algorithm), 50, 6).faces).not.toEqual(a);
  });

  it("resumes exactly from a state that went through JSON", () => {
    const straight = rollMany(createRngState("resume", algorithm), 40, 10).faces;
    const first = rollMany(createRngState("resume", algorithm), 15, 10);
    const restored = JSON.parse(JSON.stringify(first.state)) as RngState;
    const second = rollMany(restored, 25, 10);
    expect([...first.faces, ...second.faces]).toEqual(straight);
  });

  it("stays in 1..sides and hits every face about equally", () => {
    const { faces } = rollMany(createRngState("spread", algorithm), 6000, 6);
    const counts = [1, 2, 3, 4, 5, 6].map((f) => faces.filter((x) => x === f).length);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6000);
    // Chi-square with 5 degrees of freedom; 20.5 is the 0.1% critical value.
    const chi = counts.reduce((acc, c) => acc + (c - 1000) ** 2 / 1000, 0);
    expect(chi).toBeLessThan(20.5);
  });
});

describe("RngState", () => {
  it("is plain JSON with a counter for the HMAC algorithm", () => {
    const d = createSeededDice(createRngState("count"));
    d.dice.roll(6);
    d.dice.roll(6);
    expect(d.state()).toEqual({ algorithm: "hmac-sha256-counter", seed: "count", counter: 2 });
  });
});
