// COVERAGE.md checker (issue 29): every rules package's COVERAGE.md names, for each row in play (or partly in play),
// a test that exists and whose name carries the row's section number. A named test is either
//   `some.test.ts`: title words      (a Vitest it/test/describe title in that file; "…" or "..." elides words), or
//   conformance `system/case-id`     (a case file under tests/conformance/<system>/ with that id).
// A test "carries" section 6.4.3 when its full name (describe titles + its own) holds "6.4.3" as a number of its own
// (not 6.4.31, not 16.4.3) after the system's name. Titles are read from the test files' syntax (TypeScript's
// parser), never by running them.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, relative } from "node:path";
import ts from "typescript";

export const ROOT = new URL("../../", import.meta.url).pathname;
// "untested": the code may play the section, no test carries it yet; the row makes no claim (Patrol!'s COVERAGE.md).
export const STATUSES = ["in play", "partly", "not in play", "no play rule", "in progress", "untested"] as const;
export type Status = (typeof STATUSES)[number];

export type CoverageRow = { section: string; rule: string; status: string; where: string; line: number };
export type TestRef =
  | { kind: "test"; file: string; title: string }
  | { kind: "case"; id: string };
export type TestName = { file: string; names: string[] };

/** The rows of every `| section | rule | status | where | note |` table of a COVERAGE.md. */
export function parseCoverage(markdown: string): CoverageRow[] {
  const rows: CoverageRow[] = [];
  let inTable = false;
  markdown.split("\n").forEach((text, i) => {
    if (!text.startsWith("|")) { inTable = false; return; }
    const cells = splitCells(text);
    if (cells[0] === "section" && cells[2] === "status") { inTable = true; return; }
    if (!inTable || /^-+$/.test(cells[0] ?? "")) return;
    rows.push({ section: cells[0] ?? "", rule: cells[1] ?? "", status: cells[2] ?? "", where: cells[3] ?? "", line: i + 1 });
  });
  return rows;
}

function splitCells(line: string): string[] {
  // A "|" inside backticks belongs to the cell (e.g. `"patrol"|"recon"`).
  const cells: string[] = [];
  let cell = "";
  let code = false;
  for (const ch of line.slice(1)) {
    if (ch === "`") code = !code;
    if (ch === "|" && !code) { cells.push(cell.trim()); cell = ""; continue; }
    cell += ch;
  }
  return cells;
}

/** The tests a "where" cell names: `file.test.ts: title` pieces (split at ";") and conformance case ids. */
export function parseRefs(where: string): TestRef[] {
  const refs: TestRef[] = [];
  for (const m of where.matchAll(/conformance\s+((?:`[a-z0-9-]+\/[A-Za-z0-9_.-]+`(?:\s*(?:,|and)\s*)?)+)/g)) {
    for (const id of (m[1] ?? "").matchAll(/`([a-z0-9-]+\/[A-Za-z0-9_.-]+)`/g)) refs.push({ kind: "case", id: id[1] ?? "" });
  }
  for (const piece of splitRefPieces(where)) {
    const m = /^`?([\w./-]+\.test\.ts)`?\s*:\s*(.+)$/.exec(piece.trim());
    if (m) refs.push({ kind: "test", file: m[1] ?? "", title: (m[2] ?? "").trim() });
  }
  return refs;
}

function splitRefPieces(where: string): string[] {
  // A test title may hold ";" only inside backticks; split the cell at the others.
  const pieces: string[] = [];
  let piece = "";
  let code = false;
  for (const ch of where) {
    if (ch === "`") code = !code;
    if (ch === ";" && !code) { pieces.push(piece); piece = ""; continue; }
    piece += ch;
  }
  pieces.push(piece);
  // "a.ts, b.test.ts: title" -> keep from the test file name on.
  return pieces.map((p) => { const at = p.search(/`?[\w./-]+\.test\.ts`?\s*:/); return at >= 0 ? p.slice(at) : ""; });
}

/** Every it/test/describe title of a test file with the describe titles around it, from the file's syntax tree. */
export function testNames(file: string, source = readFileSync(file, "utf8")): TestName {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const names: string[] = [];
  const walk = (node: ts.Node, scope: string[]): void => {
    if (ts.isCallExpression(node)) {
      const kind = calleeKind(node.expression);
      const title = node.arguments[0] ? titleText(node.arguments[0]) : undefined;
      if (kind && title !== undefined) {
        const full = [...scope, title];
        names.push(full.join(" "));
        if (kind === "describe") { node.arguments.slice(1).forEach((a) => walk(a, full)); return; }
      }
    }
    ts.forEachChild(node, (child) => walk(child, scope));
  };
  walk(sf, []);
  return { file, names };
}

function calleeKind(expr: ts.Expression): "describe" | "test" | undefined {
  // it(...), test(...), describe(...), it.each(...)(...), describe.sequential(...), ...
  let e: ts.Expression = expr;
  while (ts.isPropertyAccessExpression(e) || ts.isCallExpression(e)) e = ts.isCallExpression(e) ? e.expression : e.expression;
  if (!ts.isIdentifier(e)) return undefined;
  if (e.text === "describe") return "describe";
  return e.text === "it" || e.text === "test" ? "test" : undefined;
}

function titleText(arg: ts.Expression): string | undefined {
  if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) return arg.text;
  if (ts.isTemplateExpression(arg)) return arg.getText().slice(1, -1);
  return undefined;
}

const norm = (s: string): string => s.replace(/[`*]/g, "").replace(/\s+/g, " ").trim().toLowerCase();

/** Whether a named title (with "…" / "..." elisions) names this full test name: its pieces appear in order. */
export function titleMatches(named: string, full: string): boolean {
  const pieces = norm(named).split(/…|\.\.\./).map((p) => p.trim()).filter((p) => p.length > 0);
  const hay = norm(full);
  let at = 0;
  for (const p of pieces) {
    const i = hay.indexOf(p, at);
    if (i < 0) return false;
    at = i + p.length;
  }
  return pieces.length > 0;
}

/** Whether a test's full name carries the section: the number stands alone in a section list right after the
 * system's name ("firepower 6.3.3 and 6.3.4: ...", "(patrol 26.92 a, 9.64)"), or in a bracketed list ("[1.2.1]"). */
export function carriesSection(fullName: string, system: string, section: string): boolean {
  const name = fullName.toLowerCase();
  const number = new RegExp(`(?<![\\d.])§?${section.replace(/\./g, "\\.")}(?![\\d]|\\.\\d)`);
  for (const m of name.matchAll(/\[([^\]]*)\]/g)) if (number.test(m[1] ?? "")) return true;
  const sys = system.toLowerCase();
  for (let at = name.indexOf(sys); at >= 0; at = name.indexOf(sys, at + 1)) {
    const list = name.slice(at + sys.length).split(/[:()]/)[0] ?? "";
    if (/^\s*§?\d/.test(list) && number.test(list)) return true;
  }
  return false;
}

export type RulesPackage = { dir: string; name: string; system: string; coverage: string | undefined };

/** Every packages/rules-* folder; system = the folder name after "rules-". */
export function rulesPackages(root = ROOT): RulesPackage[] {
  const dir = join(root, "packages");
  return readdirSync(dir).filter((d) => d.startsWith("rules-") && statSync(join(dir, d)).isDirectory()).sort().map((d) => {
    const coverage = join(dir, d, "COVERAGE.md");
    return { dir: join(dir, d), name: d, system: d.slice("rules-".length), coverage: existsSync(coverage) ? coverage : undefined };
  });
}

function listTests(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) listTests(path, out);
    else if (entry.endsWith(".test.ts")) out.push(path);
  }
  return out;
}

export type CoverageProblem = { line: number; section: string; status: string; problem: string };

export type CheckInput = { system: string; markdown: string; testFiles: string[]; caseDir: string };

/** Every problem of one COVERAGE.md: bad statuses, named tests that do not exist, rows in play naming no test that
 * carries their section. */
export function checkCoverage(input: CheckInput): CoverageProblem[] {
  const problems: CoverageProblem[] = [];
  const names = new Map<string, TestName>();
  const namesOf = (file: string): TestName => {
    let n = names.get(file);
    if (!n) { n = testNames(file); names.set(file, n); }
    return n;
  };
  const cases = readCases(input.caseDir);
  for (const row of parseCoverage(input.markdown)) {
    const report = (problem: string): void => { problems.push({ line: row.line, section: row.section, status: row.status, problem }); };
    if (!(STATUSES as readonly string[]).includes(row.status)) { report(`unknown status "${row.status}"`); continue; }
    let carried = false;
    for (const ref of parseRefs(row.where)) {
      if (ref.kind === "case") {
        const c = cases.get(ref.id);
        if (!c) { report(`conformance case \`${ref.id}\` does not exist under ${relative(ROOT, input.caseDir)}`); continue; }
        if (carriesSection(`${input.system} ${c.section}`, input.system, row.section)) carried = true;
        continue;
      }
      const files = input.testFiles.filter((f) => f === ref.file || f.endsWith(`/${ref.file}`) || (ref.file.includes("/") ? false : basename(f) === ref.file));
      if (files.length === 0) { report(`test file ${ref.file} does not exist`); continue; }
      const matching = files.flatMap((f) => namesOf(f).names.filter((n) => titleMatches(ref.title, n)));
      if (matching.length === 0) { report(`no test in ${ref.file} is named "${ref.title}"`); continue; }
      if (matching.some((n) => carriesSection(n, input.system, row.section))) carried = true;
    }
    if ((row.status === "in play" || row.status === "partly") && !carried) {
      report(`marked "${row.status}" but names no test whose name carries "${input.system} ${row.section}"`);
    }
  }
  return problems;
}

type CaseHeader = { id: string; section: string; title: string };

function readCases(dir: string): Map<string, CaseHeader> {
  const out = new Map<string, CaseHeader>();
  if (!existsSync(dir)) return out;
  for (const f of readdirSync(dir).filter((n) => n.endsWith(".json"))) {
    const c = JSON.parse(readFileSync(join(dir, f), "utf8")) as Partial<CaseHeader>;
    if (typeof c.id === "string") out.set(c.id, { id: c.id, section: String(c.section ?? ""), title: String(c.title ?? "") });
  }
  return out;
}

/** The check of one rules package's COVERAGE.md against its own tests and its conformance cases. */
export function checkPackage(pkg: RulesPackage, root = ROOT): CoverageProblem[] {
  if (!pkg.coverage) return [{ line: 0, section: "", status: "", problem: `${pkg.name} has no COVERAGE.md` }];
  return checkCoverage({
    system: pkg.system,
    markdown: readFileSync(pkg.coverage, "utf8"),
    testFiles: listTests(join(pkg.dir, "src")),
    caseDir: join(root, "tests", "conformance", pkg.system),
  });
}

export const formatProblems = (name: string, problems: CoverageProblem[]): string =>
  problems.map((p) => `${name}/COVERAGE.md:${p.line} ${p.section} (${p.status}): ${p.problem}`).join("\n");

// `npx tsx tests/docs/coverage.ts` prints every problem of every package.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  for (const pkg of rulesPackages()) {
    const problems = checkPackage(pkg);
    console.log(`${pkg.name}: ${problems.length} problem(s)`);
    if (problems.length) console.log(formatProblems(pkg.name, problems));
  }
}
