import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditServer } from "graphql-http";
import type { AuditResult } from "graphql-http";
import { createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";

// GraphQL over HTTP conformance (graphql-http's server audit) against the real API on a real port.
let t: TestApi;
let results: AuditResult[] = [];

beforeAll(async () => {
  t = await createTestApi();
  const base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  results = await auditServer({ url: `${base}/graphql` });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe("graphql-http server audit", () => {
  it("passes every MUST", () => {
    const failedMust = results.filter((r) => r.name.startsWith("MUST") && r.status !== "ok");
    expect(failedMust.map((r) => `${r.name}: ${r.status === "ok" ? "" : r.reason}`)).toEqual([]);
    expect(results.filter((r) => r.name.startsWith("MUST")).length).toBeGreaterThan(10);
  });

  it("reports the SHOULD audits that fail (listed in docs/graphql-http-audit.md)", () => {
    const failedShould = results.filter((r) => r.name.startsWith("SHOULD") && r.status !== "ok").map((r) => r.id).sort();
    console.log(`graphql-http audit: ${results.filter((r) => r.status === "ok").length}/${results.length} ok; SHOULD failing: ${failedShould.join(", ") || "none"}`);
    expect(failedShould).toEqual(EXPECTED_SHOULD_FAILURES);
  });
});

// Filled from the measured run; each is explained in docs/graphql-http-audit.md.
const EXPECTED_SHOULD_FAILURES: string[] = [];
