import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { countsSentence, firepowerCounts } from "@tactica/rules-firepower";

const readme = readFileSync(new URL("../../packages/rules-firepower/README.md", import.meta.url), "utf8");

describe("README counts (issue #5: the note lists tables by provenance and options defined)", () => {
  it("the README's headline table count is the ruleset's, measured", () => {
    expect(readme).toContain(`**${countsSentence()}**`);
  });

  it("the README's option count is the ruleset's, measured", () => {
    expect(readme).toContain(`## Options (${firepowerCounts().options},`);
  });

  it("every declared table has at least one cell, and its cells all have a provenance", () => {
    for (const t of firepowerCounts().perTable) expect(Object.values(t.cells).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});
