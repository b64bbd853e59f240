import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The lint rules of eslint.config.mjs are what keeps the core pure; this proves a violation fails lint.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const eslint = new ESLint({ cwd: root });

async function ruleIds(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? "fatal");
}

describe("dependency direction is enforced by lint", () => {
  it("a pure package may not import Node built-ins, the database or the queue", async () => {
    const ids = await ruleIds(
      'import { readFileSync } from "node:fs";\nimport { createDb } from "@tactica/db";\nexport const x = [readFileSync, createDb];\n',
      "packages/hex/src/violation.ts",
    );
    expect(ids.filter((i) => i === "no-restricted-imports")).toHaveLength(2);
  });

  it("a pure package may not read the clock or Math.random", async () => {
    const ids = await ruleIds("export const a = Math.random();\nexport const b = Date.now();\nexport const c = new Date();\n", "packages/engine/src/violation.ts");
    expect(ids).toEqual(["no-restricted-properties", "no-restricted-properties", "no-restricted-syntax"]);
  });

  it("a rules package may not import config", async () => {
    const ids = await ruleIds('import { loadConfig } from "@tactica/config";\nexport const x = loadConfig;\n', "packages/rules-firepower/src/violation.ts");
    expect(ids).toContain("no-restricted-imports");
  });

  it("the editor may not import the database", async () => {
    const ids = await ruleIds('import { createDb } from "@tactica/db";\nexport const x = createDb;\n', "apps/editor/src/violation.ts");
    expect(ids).toContain("no-restricted-imports");
  });

  it("services may use the shell packages", async () => {
    const ids = await ruleIds('import { loadConfig } from "@tactica/config";\nexport const x = loadConfig;\n', "services/api/src/ok.ts");
    expect(ids).toEqual([]);
  });
});
