import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PATROL_OPTION_LIST, patrolRuleset } from "@tactica/rules-patrol";

// The README's provenance line is measured, not remembered: it must match the tables and options as declared.
const readme = readFileSync(new URL("../../packages/rules-patrol/README.md", import.meta.url), "utf8");

describe("README provenance counts", () => {
  it("the ruleset's tables, their cells by provenance and the options are the package's own", () => {
    const kinds: Record<string, number> = { book: 0, reconstructed: 0, placeholder: 0 };
    let cells = 0;
    for (const t of patrolRuleset.tables ?? []) for (const c of t.cells) { kinds[c.provenance.kind] = (kinds[c.provenance.kind] ?? 0) + 1; cells++; }
    const line = `**Provenance: ${(patrolRuleset.tables ?? []).length} tables, ${cells} cells — ${kinds.book} book, ${kinds.reconstructed} reconstructed, ${kinds.placeholder} placeholder; ${PATROL_OPTION_LIST.length} options.**`;
    expect(readme).toContain(line);
    expect(cells).toBe((kinds.book ?? 0) + (kinds.reconstructed ?? 0) + (kinds.placeholder ?? 0));
  });

  it("the README stays a short map of the package (issue 28: at most ~150 lines)", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(150);
  });
});
