import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// README.md documents every environment variable in ONE table (issue 16: first run that works), and points only
// at files a clone has. The variables are read from where the processes read them, so a new one fails here.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const readme = read("README.md");

/** The keys of config.ts's EnvSchema, the scripts' `env.X` reads and the editor's `process.env.X` reads. */
function variablesRead(): string[] {
  const config = read("packages/config/src/config.ts");
  const schema = config.slice(config.indexOf("const EnvSchema"), config.indexOf("});", config.indexOf("const EnvSchema")));
  const fromSchema = [...schema.matchAll(/^\s+([A-Z][A-Z0-9_]+): z\./gm)].map((m) => m[1] ?? "");
  const fromScripts = ["scripts/start.mjs", "scripts/first-move.mjs"].flatMap((f) => [...read(f).matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1] ?? ""));
  const fromEditor = [...read("apps/editor/proxy.ts").matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1] ?? "");
  return [...new Set([...fromSchema, ...fromScripts, ...fromEditor])].sort();
}

describe("README configuration table", () => {
  const tables = readme.split("\n").filter((l) => /^\| variable \| default \|/.test(l));
  const start = readme.indexOf("| variable | default |");
  const table = readme.slice(start, readme.indexOf("\n\n", start)).split("\n").filter((l) => l.startsWith("| `"));

  it("is one table", () => {
    expect(tables).toHaveLength(1);
    expect(table.length).toBeGreaterThan(10);
  });

  it("has a row for every variable the processes read", () => {
    const documented = new Set(table.flatMap((row) => [...(row.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1])));
    const read = variablesRead();
    expect(read).toContain("DATABASE_URL");
    expect(read).toContain("EDITOR_PORT");
    expect(read.filter((v) => !documented.has(v))).toEqual([]);
  });

  it("states config.ts's defaults", () => {
    const config = read("packages/config/src/config.ts");
    for (const [name, value] of [...config.matchAll(/^\s+([A-Z][A-Z0-9_]+): z\.[^\n]*\.default\(("?)([^")]+)\2\)/gm)].map((m) => [m[1] ?? "", (m[3] ?? "").replace(/_/g, "")])) {
      if (name === "QUEUE_NAME") continue; // a constant from @tactica/contracts, not a literal
      const row = table.find((r) => r.startsWith(`| \`${name}\``));
      expect(row?.split("|")[2], name).toContain(`\`${value}\``); // the default column
    }
  });
});

describe("README links", () => {
  it("points at files a clone has, never at ../shared or docs/design.md", () => {
    expect(readme).not.toMatch(/\.\.\/shared|shared\/(seeds|rules)|docs\/design\.md/);
    const links = [...readme.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)].map((m) => m[1] ?? "").filter((l) => !/^https?:/.test(l));
    expect(links.length).toBeGreaterThan(3);
    expect(links.filter((l) => !existsSync(path.join(root, l)))).toEqual([]);
  });

  it("no Markdown file a clone ships points at the team's shared folder or its design notes", () => {
    const docs = execFileSync("git", ["ls-files", "*.md"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
    expect(docs.length).toBeGreaterThan(10);
    const pointing = docs.filter((f) => /\.\.\/shared|shared\/(seeds|rules|docs)|docs\/design\.md|stack-notes\.md/.test(read(f)));
    expect(pointing).toEqual([]);
  });
});
