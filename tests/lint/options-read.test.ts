import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { firepowerRuleset } from "@tactica/rules-firepower";
import { patrolRuleset } from "@tactica/rules-patrol";
import { describe, expect, it } from "vitest";

// Issue 29: an option a ruleset declares must change something, so the package's source must read it somewhere
// outside its declaration. A static check: the option counts as read when its id appears quoted anywhere but in its
// own `id: "..."` line, or when the name it is declared under is read as `NAME.id` / `NAME.default` or handed to the
// engine's readers (`choiceOption(options, NAME)`, `booleanOption`, `numberOption`, `readOptionValue`). Listing the
// option in the ruleset's `options` array is not a read.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * Options declared and not read on 2026-12-03 (issue 29): the code follows the default choice and the other choice is
 * not implemented, so choosing it changes nothing. Each must be implemented or removed; the list may only shrink.
 */
const KNOWN_UNREAD: readonly string[] = [
  "patrol/thump_gun_rounds",
  "patrol/night_grenades", "patrol/of_same_tick",
  "patrol/contact_tick", "patrol/column_parity",
];

type SourceFile = { readonly file: string; readonly text: string };

/** The package's source files (tests and fixtures excluded: a test that reads an option is no rule that does). */
function sourceFiles(dir: string): SourceFile[] {
  const out: SourceFile[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|fixture)\.tsx?$/.test(entry.name)) out.push({ file: path.relative(root, full), text: readFileSync(full, "utf8") });
  }
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** The name an option is declared under (`export const NAME = defineOption({ id: ...` or `name: o({ id: ...`). */
function declaredNames(files: readonly SourceFile[], id: string): string[] {
  const names: string[] = [];
  const decl = new RegExp(`(?:const\\s+([A-Za-z_$][\\w$]*)\\s*(?::[^=]+)?=\\s*[\\w$.]+\\(\\s*\\{|([A-Za-z_$][\\w$]*)\\s*:\\s*[\\w$.]+\\(\\s*\\{)\\s*id\\s*:\\s*["'\`]${escape(id)}["'\`]`, "g");
  for (const f of files) for (const m of f.text.matchAll(decl)) names.push((m[1] ?? m[2])!);
  return names;
}

/** The declared option ids that no source file reads (see the file comment for what counts as a read). */
export function unreadOptions(files: readonly SourceFile[], ids: readonly string[]): string[] {
  return ids.filter((id) => {
    const quoted = new RegExp(`(id\\s*:\\s*)?["'\`]${escape(id)}["'\`]`, "g");
    if (files.some((f) => [...f.text.matchAll(quoted)].some((m) => m[1] === undefined))) return false;
    return !declaredNames(files, id).some((name) => {
      const n = escape(name);
      const read = new RegExp(`\\b${n}\\.(?:id|default)\\b|\\b(?:choiceOption|booleanOption|numberOption|readOptionValue)\\([^)]*\\b${n}\\b`);
      return files.some((f) => read.test(f.text));
    });
  });
}

describe("declared options that nothing reads fail", () => {
  it("the check finds an option declared and listed but never read, and accepts each kind of read", () => {
    const files: SourceFile[] = [
      { file: "decl.ts", text: 'export const A = defineOption({ id: "x/a", choices: {} });\nexport const B = defineOption({ id: "x/b" });\nexport const C = defineOption({ id: "x/c" });\nexport const LIST = [A, B, C];\nconst TABLE = { d: o({ id: "x/d" }), e: o({ id: "x/e" }) };' },
      { file: "use.ts", text: 'if (options[A.id] === "on") f();\nconst c = choiceOption(options, C);\nif (options["x/d"] === "no") g();\nconsole.log(LIST, TABLE);' },
    ];
    expect(unreadOptions(files, ["x/a", "x/b", "x/c", "x/d", "x/e"])).toEqual(["x/b", "x/e"]);
    expect(unreadOptions([...files, { file: "more.ts", text: "h(TABLE.e.default);" }], ["x/e"])).toEqual([]);
  });

  for (const [pkg, ruleset] of [["rules-firepower", firepowerRuleset], ["rules-patrol", patrolRuleset]] as const) {
    it(`${pkg}: every option the ruleset declares is read in the package's source outside its declaration (known unread ones listed, a list that may only shrink)`, () => {
      const ids = (ruleset.options ?? []).map((o) => o.id);
      expect(ids.length).toBeGreaterThan(10);
      const unread = unreadOptions(sourceFiles(path.join(root, "packages", pkg, "src")), ids);
      // A new unread option fails; so does a listed one that is now read (take it off the list).
      expect(unread).toEqual(KNOWN_UNREAD.filter((id) => ids.includes(id)));
    });
  }
});
