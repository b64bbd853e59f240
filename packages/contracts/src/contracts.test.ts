import { describe, expect, it } from "vitest";
import { ERROR_CODES, JobSchemas, isErrorCode, isJobName } from "./index";

describe("contracts", () => {
  it("every error code has the area/snake_reason form and a reason", () => {
    for (const [code, reason] of Object.entries(ERROR_CODES)) {
      expect(code).toMatch(/^[a-z]+\/[a-z_]+$/);
      expect(reason.length).toBeGreaterThan(10);
    }
    expect(isErrorCode("auth/forbidden")).toBe(true);
    expect(isErrorCode("auth/nope")).toBe(false);
  });

  it("validates the ping payload", () => {
    expect(JobSchemas.ping.payload.safeParse({ message: "hi" }).success).toBe(true);
    expect(JobSchemas.ping.payload.safeParse({ message: "" }).success).toBe(false);
    expect(isJobName("ping")).toBe(true);
    expect(isJobName("toString")).toBe(false);
  });
});

describe("barrage job contract", () => {
  const parse = (barrage: unknown) => JobSchemas.barrage.payload.safeParse({ matchId: "m1", barrage, expectedEventNumber: 3 });

  it("passes any system's order through unchanged, so its canonical JSON (and keyed job id) is what the fixed schemas gave", () => {
    const orders = [
      { kind: "artillery", rounds: ["alpha-1", "alpha-2"] },
      { kind: "mortar", seat: "B", mortar: "M1", crewman: "A1", hex: "1H3" },
      { kind: "smoke_screen", hexes: [{ q: 1, r: 2 }], density: 2 },
    ];
    for (const barrage of orders) expect(parse(barrage)).toMatchObject({ success: true, data: { matchId: "m1", barrage, expectedEventNumber: 3 } });
  });

  it("checks only the envelope: a kind of lower-case words, and at most 16 KB of JSON", () => {
    expect(parse({ rounds: ["a"] }).success).toBe(false);
    expect(parse({ kind: "Mortar" }).success).toBe(false);
    expect(parse({ kind: "artillery", rounds: Array.from({ length: 2_000 }, (_, i) => `round-${i}`) }).success).toBe(false);
  });

  it("a result names whatever command type the module chose", () => {
    const result = { matchId: "m1", command: "call_smoke", applied: false, seq: null, rejected: null, impacts: [], events: 0 };
    expect(JobSchemas.barrage.result.safeParse(result).success).toBe(true);
    expect(JobSchemas.barrage.result.safeParse({ ...result, command: "" }).success).toBe(false);
  });
});
