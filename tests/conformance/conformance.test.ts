import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedShippedData } from "@tactica/db";
import { shippedData } from "@tactica/api";
import { createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { findCaseFiles, runCaseFile, subsetMismatch } from "./run-cases";
import type { Send } from "./run-cases";

// The published conformance cases (docs/conformance.md), each sent through the public GraphQL API.
const here = path.dirname(fileURLToPath(import.meta.url));
const files = findCaseFiles([here]);
let t: TestApi;
let send: Send;

beforeAll(async () => {
  t = await createTestApi({ app: { anonymousPerMinute: 1_000_000 } });
  await seedShippedData(t.db, shippedData());
  send = async (query, variables) => (await t.app.inject({ method: "POST", url: "/graphql", payload: { query, variables } })).json();
});
afterAll(async () => {
  await t?.close();
});

describe("conformance cases", () => {
  it("exist for Firepower and Patrol!", () => {
    expect(files.filter((f) => f.includes(`${path.sep}firepower${path.sep}`)).length).toBeGreaterThanOrEqual(10);
    expect(files.filter((f) => f.includes(`${path.sep}patrol${path.sep}`)).length).toBeGreaterThanOrEqual(5);
  });

  for (const file of files) {
    it(path.relative(here, file).replace(/\.json$/, ""), async () => {
      const r = await runCaseFile(file, send);
      expect(r.problem).toBeUndefined();
      expect(r.ok).toBe(true);
    });
  }
});

describe("the subset matcher", () => {
  it("matches listed keys only, arrays element by element, and names the first difference", () => {
    expect(subsetMismatch({ a: 1 }, { a: 1, b: 2 })).toBeUndefined();
    expect(subsetMismatch({ a: [{ x: 1 }] }, { a: [{ x: 1, y: 2 }] })).toBeUndefined();
    expect(subsetMismatch({ a: [{ x: 1 }] }, { a: [{ x: 2 }] })).toBe("$.a[0].x: expected 1, got 2");
    expect(subsetMismatch({ a: [1] }, { a: [1, 2] })).toBe("$.a: expected 1 elements, got 2");
    expect(subsetMismatch({ a: null }, { a: 0 })).toBe("$.a: expected null, got 0");
  });
});
