import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { carriesSection, checkCoverage, checkPackage, formatProblems, parseCoverage, parseRefs, rulesPackages, titleMatches } from "./coverage";

// Issue 29: every rules package keeps a COVERAGE.md whose rows in play name a test that exists and carries the row's
// section. A rules package not served yet is allowed here by name; giving it a COVERAGE.md is a one-line change.
const NOT_YET: string[] = [];

// Rows of a COVERAGE.md still marked in play (or partly) with no named test carrying their section, by package. The
// list may only shrink: a row listed here that gains its test fails the check until it is taken off the list.
const KNOWN_GAPS: Record<string, readonly string[]> = {
  "rules-firepower": [],
};

describe("COVERAGE.md of every rules package (issue 29)", () => {
  const packages = rulesPackages();

  it("every rules package has a COVERAGE.md, except the ones listed as not served yet", () => {
    const missing = packages.filter((p) => !p.coverage && !NOT_YET.includes(p.name)).map((p) => p.name);
    expect(missing, "rules packages with no COVERAGE.md").toEqual([]);
    const stale = NOT_YET.filter((n) => packages.find((p) => p.name === n)?.coverage !== undefined || !packages.some((p) => p.name === n));
    expect(stale, "NOT_YET names a package that has a COVERAGE.md (or none by that name): take it off the list").toEqual([]);
    expect(packages.filter((p) => p.coverage).map((p) => p.name)).toEqual(expect.arrayContaining(["rules-firepower", "rules-patrol"]));
  });

  for (const pkg of packages.filter((p) => p.coverage)) {
    it(`${pkg.name}: every named test exists and every row in play names a test carrying its section`, () => {
      const problems = checkPackage(pkg);
      const gaps = new Set(KNOWN_GAPS[pkg.name] ?? []);
      const unexpected = problems.filter((p) => !(gaps.has(p.section) && p.problem.includes("names no test")));
      expect(formatProblems(pkg.name, unexpected), "COVERAGE.md problems").toBe("");
      const closed = [...gaps].filter((s) => !problems.some((p) => p.section === s));
      expect(closed, "rows listed in KNOWN_GAPS that now name their test: take them off the list").toEqual([]);
    });
  }
});

describe("COVERAGE.md summary tables", () => {
  it("rules-patrol: the status counts at the top are its rows' counts", () => {
    const md = readFileSync(rulesPackages().find((p) => p.name === "rules-patrol")?.coverage ?? "", "utf8");
    const header = "| in play | partly | not in play | no play rule | untested | rows |";
    const lines = md.split("\n");
    const at = lines.indexOf(header);
    expect(at, "the summary table").toBeGreaterThan(0);
    const printed = (lines[at + 2] ?? "").split("|").slice(1, -1).map((c) => Number(c.trim()));
    const rows = parseCoverage(md);
    const count = (status: string) => rows.filter((r) => r.status === status).length;
    expect(printed).toEqual([count("in play"), count("partly"), count("not in play"), count("no play rule"), count("untested"), rows.length]);
  });
});

describe("COVERAGE.md summary tables (Firepower)", () => {
  it("rules-firepower: the chapter counts at the top are its rows' counts", () => {
    const md = readFileSync(rulesPackages().find((p) => p.name === "rules-firepower")?.coverage ?? "", "utf8");
    const rows = parseCoverage(md);
    const statuses = ["in play", "partly", "not in play", "in progress", "no play rule"];
    const counts = (pick: (chapter: number) => boolean) => {
      const mine = rows.filter((r) => pick(Number(r.section.split(".")[0])));
      return [...statuses.map((st) => mine.filter((r) => r.status === st).length), mine.length];
    };
    const printed = (label: string) => (md.split("\n").find((l) => l.startsWith(`| ${label} |`)) ?? "").split("|").slice(2, -1).map((c) => Number(c.trim()));
    expect(printed("Basic 1-7")).toEqual(counts((ch) => ch <= 7));
    expect(printed("Advanced 8-14")).toEqual(counts((ch) => ch >= 8));
    expect(printed("all")).toEqual(counts(() => true));
  });
});

describe("the COVERAGE.md checker", () => {
  const dir = mkdtempSync(join(tmpdir(), "coverage-check-"));
  mkdirSync(join(dir, "src", "game"), { recursive: true });
  mkdirSync(join(dir, "cases"));
  const testFile = join(dir, "src", "game", "moves.test.ts");
  writeFileSync(testFile, [
    `import { describe, expect, it } from "vitest";`,
    `describe("demo 3.1: the outer group", () => {`,
    `  it("demo 1.2: a move costs one point", () => { expect(1).toBe(1); });`,
    `  it.each([1, 2])("carries nothing of its own %i", (n) => { expect(n).toBeGreaterThan(0); });`,
    `});`,
    `test("demo 4.10, 4.2: two sections listed", () => { expect(2).toBe(2); });`,
  ].join("\n"));
  writeFileSync(join(dir, "cases", "5.1-ex1.json"), JSON.stringify({ id: "demo/5.1-ex1", section: "5.1", title: "the book's example" }));
  const table = (rows: string[]): string => ["| section | rule | status | where (file; test) | note |", "|---|---|---|---|---|", ...rows].join("\n");
  const check = (rows: string[]) => checkCoverage({ system: "demo", markdown: table(rows), testFiles: [testFile], caseDir: join(dir, "cases") });

  it("accepts rows whose named test exists and carries the section (own title, describe title, case id)", () => {
    expect(check([
      "| 1.2 | Moves | in play | `game/moves.ts`; `moves.test.ts`: demo 1.2: a move costs… | |",
      "| 3.1 | Group | partly | moves.test.ts: demo 3.1: the outer group carries nothing of its own | |",
      "| 4.2 | Pair | in play | src/game/moves.test.ts: two sections listed | |",
      "| 5.1 | Case | in play | conformance `demo/5.1-ex1` | |",
      "| 6 | Counters | no play rule |  | |",
      "| 7 | Not yet | not in play | | |",
    ])).toEqual([]);
  });

  it("fails a row in play that names no test, a bogus test, a missing file or case, or a test of another section", () => {
    const problems = check([
      "| 1.2 | Moves | in play | `game/moves.ts` | |",
      "| 1.3 | Moves | in play | moves.test.ts: demo 1.3: a test nobody wrote | |",
      "| 1.4 | Moves | partly | missing.test.ts: demo 1.4 | |",
      "| 4.1 | Pair | in play | moves.test.ts: demo 4.10, 4.2 | |",
      "| 5.2 | Case | in play | conformance `demo/5.2-ex9` | |",
      "| 8 | Odd | half done | | |",
    ]);
    expect(problems.map((p) => [p.section, p.problem])).toEqual([
      ["1.2", `marked "in play" but names no test whose name carries "demo 1.2"`],
      ["1.3", `no test in moves.test.ts is named "demo 1.3: a test nobody wrote"`],
      ["1.3", `marked "in play" but names no test whose name carries "demo 1.3"`],
      ["1.4", "test file missing.test.ts does not exist"],
      ["1.4", `marked "partly" but names no test whose name carries "demo 1.4"`],
      ["4.1", `marked "in play" but names no test whose name carries "demo 4.1"`],
      ["5.2", expect.stringContaining("conformance case `demo/5.2-ex9` does not exist")],
      ["5.2", `marked "in play" but names no test whose name carries "demo 5.2"`],
      ["8", `unknown status "half done"`],
    ]);
  });

  it("fails the real Firepower COVERAGE.md once a row names a test that is not there", () => {
    const real = rulesPackages().find((p) => p.name === "rules-firepower");
    const markdown = readFileSync(real?.coverage ?? "", "utf8").replace(
      /\| 6\.5\.1 \| ([^|]*) \| in play \| [^|]*\|/, "| 6.5.1 | $1 | in play | melee-command.ts; ruleset.test.ts: firepower 6.5.1: a bogus test name |");
    expect(markdown).toContain("a bogus test name");
    const problems = checkCoverage({ system: "firepower", markdown, testFiles: [join(real?.dir ?? "", "src", "play", "ruleset.test.ts")], caseDir: join(dir, "cases") });
    expect(problems.filter((p) => p.section === "6.5.1").map((p) => p.problem)).toContain(`no test in ruleset.test.ts is named "firepower 6.5.1: a bogus test name"`);
  });

  it("reads sections as whole numbers after the system's name, and elided titles in order", () => {
    expect(carriesSection("firepower 6.4.3: a Stunned man stops running", "firepower", "6.4.3")).toBe(true);
    expect(carriesSection("firepower 6.4.31: other", "firepower", "6.4.3")).toBe(false);
    expect(carriesSection("firepower 16.4.3: other", "firepower", "6.4.3")).toBe(false);
    expect(carriesSection("firepower 6.4.3.1: a sub-rule", "firepower", "6.4.3")).toBe(false);
    expect(carriesSection("6.4.3 without the system", "firepower", "6.4.3")).toBe(false);
    expect(carriesSection("patrol 26.96 b: α moves freely", "patrol", "26.96")).toBe(true);
    expect(titleMatches("firepower 6.5: melee on ≤ 5 … attackers end", "firepower 6.5: melee on ≤ 5 eliminates the defenders and the attackers end their Actions")).toBe(true);
    expect(titleMatches("attackers end … firepower 6.5", "firepower 6.5: melee on ≤ 5 eliminates the defenders and the attackers end their Actions")).toBe(false);
    expect(parseRefs("a.ts, b.ts; `x.test.ts`: t one…; conformance `demo/1-a`, `demo/1-b`; y.test.ts: t two")).toEqual([
      { kind: "case", id: "demo/1-a" }, { kind: "case", id: "demo/1-b" },
      { kind: "test", file: "x.test.ts", title: "t one…" }, { kind: "test", file: "y.test.ts", title: "t two" },
    ]);
  });
});
