import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { printSchemaSdl } from "./print-schema";

describe("schema.graphql", () => {
  it("matches the code-first schema (run `npm -w @tactica/api run schema:print` after changing the schema)", () => {
    const committed = readFileSync(new URL("../schema.graphql", import.meta.url), "utf8");
    expect(committed).toBe(printSchemaSdl());
  });
});
