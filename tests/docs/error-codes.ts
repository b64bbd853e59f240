// Issue 18: the refusal codes a client can meet, collected from the sources so docs/error-codes.md cannot drift:
// the API's (packages/contracts ERROR_CODES, with their meaning), the engine's (every ruleset's turn models and
// framework) and each registered ruleset's own, read statically from its rules package. `npx tsx
// tests/docs/error-codes.ts --write` rewrites the page; tests/docs/error-codes.test.ts fails when it is stale.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ERROR_CODES } from "@tactica/contracts";
import { defaultModules } from "@tactica/rulesets";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const PAGE = path.join(ROOT, "docs", "error-codes.md");

const CODE = "[a-z][a-z0-9_]*/[a-z0-9_]+";
// A template code (`${area}/no_storey`): the variable part is shown as <area>.
const TEMPLATE = "(?:\\$\\{\\w+\\}|[a-z][a-z0-9_]*)/(?:\\$\\{\\w+\\}|[a-z0-9_]+)";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.(test|fixture)\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

const showTemplate = (code: string) => code.replace(/\$\{(\w+)\}/g, "<$1>");

/**
 * Every refusal code one source file can produce: the first argument of `reject(...)` (a string or a template), a
 * `code: "..."` property, and the calls of a file's own wrappers of reject (`const R = (code: string, ...) =>
 * reject(\`plot/${code}\`, ...)` makes `R("bridge")` the code plot/bridge; a wrapper passing `code` on unchanged
 * makes `refuse("fire/no_los")` fire/no_los).
 */
export function codesInSource(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(new RegExp(`\\breject\\(\\s*["\`](${TEMPLATE})["\`]`, "g"))) {
    if (!m[1]!.includes("${code}")) found.add(showTemplate(m[1]!)); // a wrapper's own body: its calls are read below
  }
  for (const m of source.matchAll(new RegExp(`\\bcode: "(${CODE})"`, "g"))) found.add(m[1]!);
  const wrappers = /(?:const|function)\s+(\w+)\s*=?\s*\(\s*code: string[^\n]*?(?:reject\(\s*`([a-z_]+)\/\$\{code\}`|\{\s*code\b|reject\(\s*code\b)/g;
  for (const w of source.matchAll(wrappers)) {
    const [, name, prefix] = w;
    const call = new RegExp(`\\b${name}\\(\\s*"(${prefix ? "[a-z0-9_]+" : CODE})"`, "g");
    for (const c of source.matchAll(call)) found.add(prefix ? `${prefix}/${c[1]}` : c[1]!);
  }
  return [...found];
}

/** The codes of every source file under `dir`, each with the files producing it (repository-relative). */
export function collectCodes(dir: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of sourceFiles(dir)) {
    for (const code of codesInSource(readFileSync(file, "utf8"))) {
      const list = out.get(code) ?? [];
      list.push(path.relative(ROOT, file));
      out.set(code, list);
    }
  }
  return new Map([...out.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The rules package of a registered module (packages/rules-<id>), where its refusals are written. */
export function packageOf(moduleId: string): string {
  return path.join(ROOT, "packages", `rules-${moduleId}`, "src");
}

// Codes only, not the files that produce them: the page changes when a code does, not when a file moves.
const list = (codes: Map<string, string[]>, except: ReadonlySet<string> = new Set()) =>
  [...codes.keys()].filter((c) => !except.has(c)).map((c) => `- \`${c}\``);

/** The page: API error codes with their meaning, then the engine's refusals, then each registered ruleset's own. */
export function renderErrorCodes(): string {
  const api = Object.entries(ERROR_CODES).map(([c, meaning]) => `- \`${c}\`: ${meaning}`);
  const engine = collectCodes(path.join(ROOT, "packages", "engine", "src"));
  const apiCodes = new Set(Object.keys(ERROR_CODES));
  const sections = defaultModules().map((m) => {
    // Codes the engine or the API already list are not repeated under a ruleset that passes them on.
    const own = list(collectCodes(packageOf(m.id)), new Set([...engine.keys(), ...apiCodes]));
    return [`## ${m.name} (\`${m.id}\`)`, "", `${own.length} codes, from packages/rules-${m.id}/src:`, "", ...own, ""];
  });
  return [
    "# Error codes",
    "",
    "Generated from the sources by `npx tsx tests/docs/error-codes.ts --write`; tests/docs/error-codes.test.ts fails",
    "when this page differs from what the sources produce, so a new refusal cannot go unlisted. Codes are",
    "`area/snake_reason`; `<area>` marks a code whose area is a variable of the check (the command's area, such as",
    "`grenade`, for a check several commands share). Rule-level refusals are not GraphQL errors: `submitCommand` answers",
    "`CommandRejected { code message rule }`; `commandOdds` and `fireOdds` refuse with the same codes in",
    "`extensions.code`. The ruleset lists are read statically (the first argument of `reject`, a `code:` property, a",
    "file's own wrappers of `reject`), so a code built at run time from other data is missing here.",
    "",
    "## API errors (`extensions.code`)",
    "",
    "From packages/contracts/src/error-codes.ts:",
    "",
    ...api,
    "",
    "## Every ruleset (the engine: turn models, commands, options)",
    "",
    `${engine.size} codes, from packages/engine/src:`,
    "",
    ...list(engine),
    "",
    ...sections.flat(),
  ].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href && process.argv.includes("--write")) {
  writeFileSync(PAGE, renderErrorCodes());
  console.log(`wrote ${path.relative(ROOT, PAGE)}`);
}
