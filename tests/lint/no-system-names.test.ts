import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { defaultModules } from "@tactica/rulesets";

// Issue 19: services and apps iterate the registry (@tactica/rulesets) and name no rule system themselves. This
// scans their non-test source for the id and the name of every registered module and fails naming file:line.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The words that name a registered system: each module's id and display name, lower-cased. */
export function systemWords(modules: readonly { readonly id: string; readonly name: string }[]): string[] {
  return [...new Set(modules.flatMap((m) => [m.id, m.name.replace(/[^A-Za-z0-9 ]/g, "")]).map((w) => w.toLowerCase()))];
}

export type Finding = { readonly file: string; readonly line: number; readonly kind: "code" | "prose"; readonly text: string };

/**
 * Every mention of a system word in `source`: in code (an identifier containing it, a string that is exactly an id or
 * a name, an import of its rules package) or in prose (a comment or a longer string mentioning it).
 */
export function findSystemNames(file: string, source: string, words: readonly string[]): Finding[] {
  const out: Finding[] = [];
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lineOf = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line + 1;
  const mentions = (text: string) => words.some((w) => text.toLowerCase().includes(w));
  const names = (text: string) => {
    const t = text.trim().toLowerCase().replace(/[^a-z0-9@/ -]/g, "");
    return words.some((w) => t === w || t === `@tactica/rules-${w}` || t.startsWith(`@tactica/rules-${w}/`));
  };
  // String and template text is blanked out of the copy that comments are read from.
  let blanked = source;
  const blank = (node: ts.Node) => {
    const [from, to] = [node.getStart(sf), node.getEnd()];
    blanked = blanked.slice(0, from) + blanked.slice(from, to).replace(/[^\n]/g, " ") + blanked.slice(to);
  };
  const visit = (node: ts.Node): void => {
    const at = () => lineOf(node.getStart(sf));
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      if (mentions(node.text)) out.push({ file, line: at(), kind: "code", text: node.text });
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)) {
      blank(node);
      if (names(node.text)) out.push({ file, line: at(), kind: "code", text: node.text });
      else if (mentions(node.text)) out.push({ file, line: at(), kind: "prose", text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  for (const m of blanked.matchAll(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g)) {
    if (mentions(m[0])) out.push({ file, line: lineOf(m.index ?? 0), kind: "prose", text: m[0] });
  }
  return out.sort((x, y) => x.line - y.line);
}

/** Non-test TypeScript source under services/<x>/src and apps/<x>/src, relative to the repository root. */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) { if (e.name !== "node_modules") walk(rel); }
      else if (/\.tsx?$/.test(e.name) && !/\.(test|fixture|spec)\.tsx?$/.test(e.name) && !/^test-/.test(e.name)) files.push(rel);
    }
  };
  for (const top of ["services", "apps"]) {
    for (const pkg of readdirSync(path.join(root, top), { withFileTypes: true })) {
      if (pkg.isDirectory() && readdirSync(path.join(root, top, pkg.name)).includes("src")) walk(`${top}/${pkg.name}/src`);
    }
  }
  return files;
}

const show = (f: Finding) => `${f.file}:${f.line}: ${f.text.slice(0, 100)}`;

describe("no rule system is named in services/ or apps/ outside the registry", () => {
  const words = systemWords(defaultModules());
  const findings = sourceFiles().flatMap((file) => findSystemNames(file, readFileSync(path.join(root, file), "utf8"), words));

  it("knows the registered systems' words", () => {
    expect(words).toEqual(["firepower", "patrol", "sniper", "fow", "flames of war", "wwb", "we were brothers"]);
  });

  it("no identifier, id or name string, or rules-package import names a system", () => {
    expect(findings.filter((f) => f.kind === "code").map(show)).toEqual([]);
  });

  it("no prose (comment, GraphQL description) names a system either", () => {
    expect(findings.filter((f) => f.kind === "prose").map(show)).toEqual([]);
  });

  it("the scan finds what it looks for: an identifier, an id string, an import and a comment, each by file:line", () => {
    const source = 'import { x } from "@tactica/rules-patrol";\nconst firepowerThing = 1;\nif (id === "patrol") run();\n// Firepower 6.3\nconst s = `a ${b} Patrol! c`;\n';
    expect(findSystemNames("services/api/src/bad.ts", source, words).map((f) => `${f.line} ${f.kind}`)).toEqual(["1 code", "2 code", "3 code", "4 prose", "5 prose"]);
    expect(findSystemNames("services/api/src/ok.ts", 'const system = registry.find(id);\nconst s = "a rule system";\n', words)).toEqual([]);
  });
});
