import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// Issue 28: the rules packages' folders import one way (rules-patrol and rules-firepower). The `lint` script of a rules package runs dependency-cruiser
// with the shared config (.dependency-cruiser.cjs); this proves a folder cycle fails it, and what it lets through.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const bin = path.join(root, "node_modules", ".bin", "depcruise");
const config = path.join(root, ".dependency-cruiser.cjs");
const made: string[] = [];
afterAll(() => { for (const d of made) rmSync(d, { recursive: true, force: true }); });

/** A throw-away package whose src/ holds `files`; depcruise runs there exactly as the lint script runs it. */
function lint(files: Record<string, string>, cwd?: string) {
  let dir = cwd;
  if (!dir) {
    dir = mkdtempSync(path.join(tmpdir(), "folder-cycles-"));
    made.push(dir);
    for (const [f, text] of Object.entries(files)) { mkdirSync(path.dirname(path.join(dir, f)), { recursive: true }); writeFileSync(path.join(dir, f), text); }
  }
  const r = spawnSync(bin, ["src", "--config", config], { cwd: dir, encoding: "utf8" });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe("no import cycle between the folders of a rules package (dependency-cruiser)", () => {
  it("fails on two folders importing each other, even through a type-only import, and names both", () => {
    const r = lint({
      "src/fire/fire.ts": 'import type { Man } from "../state/state";\nexport const fire = (m: Man) => m.id;\n',
      "src/state/state.ts": 'import { fire } from "../fire/fire";\nexport type Man = { id: string };\nexport const f = fire;\n',
    });
    expect(r.status).not.toBe(0);
    expect(r.out).toContain("no-folder-cycle");
    expect(r.out).toMatch(/src\/fire[\s\S]*src\/state/);
  });

  it("fails on a loop round three folders", () => {
    const r = lint({
      "src/a/a.ts": 'import { b } from "../b/b";\nexport const a = () => b;\n',
      "src/b/b.ts": 'import { c } from "../c/c";\nexport const b = () => c;\n',
      "src/c/c.ts": 'import { a } from "../a/index";\nexport const c = () => a;\n',
      "src/a/index.ts": 'export { a } from "./a";\n',
    });
    expect(r.status).not.toBe(0);
    expect(r.out).toContain("no-folder-cycle");
  });

  it("passes folders that import one way, a cycle inside one folder, and tests that import from anywhere", () => {
    const r = lint({
      "src/state/state.ts": 'export type Man = { id: string };\n',
      "src/fire/fire.ts": 'import type { Man } from "../state/state";\nimport { g } from "./helper";\nexport const fire = (m: Man) => g(m.id);\n',
      "src/fire/helper.ts": 'import { fire } from "./fire";\nexport const g = (s: string) => s;\nexport const again = fire;\n',
      "src/state/state.test.ts": 'import { fire } from "../fire/fire";\nexport const t = fire;\n',
      "src/index.ts": 'export { fire } from "./fire/fire";\n',
    });
    expect(r.out).not.toContain("no-folder-cycle");
    expect(r.status).toBe(0);
  });

  it.each(["rules-patrol", "rules-firepower", "rules-sniper", "rules-wwb", "rules-fow"])("%s's own src/ passes, and its lint script runs the check", (name) => {
    const pkg = path.join(root, "packages", name);
    const r = lint({}, pkg);
    expect(r.out).toContain("no dependency violations found");
    expect(r.status).toBe(0);
    expect(JSON.parse(readFileSync(path.join(pkg, "package.json"), "utf8")).scripts.lint).toContain("depcruise src --config ../../.dependency-cruiser.cjs");
  });
});
