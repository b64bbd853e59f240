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
