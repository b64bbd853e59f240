import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "@tactica/contracts";
import { defaultModules } from "@tactica/rulesets";
import { codesInSource, collectCodes, packageOf, PAGE, renderErrorCodes } from "./error-codes";

describe("docs/error-codes.md", () => {
  it("equals what the sources produce (run `npx tsx tests/docs/error-codes.ts --write` after adding a code)", () => {
    expect(readFileSync(PAGE, "utf8")).toBe(renderErrorCodes());
  });

  it("lists every API error code and a section per registered ruleset", () => {
    const page = renderErrorCodes();
    for (const code of Object.keys(ERROR_CODES)) expect(page).toContain(`- \`${code}\`: `);
    for (const m of defaultModules()) {
      expect(existsSync(packageOf(m.id)), m.id).toBe(true);
      expect(page).toContain(`## ${m.name} (\`${m.id}\`)`);
    }
  });

  it("reads reject calls, code properties, templates and a file's wrappers of reject", () => {
    const source = [
      'if (x) return reject("fire/out_of_range", "too far", "6.3.2");',
      "return reject(`${area}/no_storey`, `no storey`, rule);",
      "const e = { ok: false, error: { code: \"odds/not_explained\", message } };",
      "const R = (code: string, message: string, rule: string) => reject(`plot/${code}`, message, `patrol ${rule}`);",
      'if (y) return R("bridge", "no bridge", "9.4");',
      "const refuse = (code: string, message: string, rule: string): Result => ({ ok: false, error: { code, message, rule } });",
      'return refuse("fire/no_los", "blocked", "6.3.3");',
      'const label = "firepower/nightsights"; // an option id, not a refusal',
    ].join("\n");
    expect(codesInSource(source).sort()).toEqual(["<area>/no_storey", "fire/no_los", "fire/out_of_range", "odds/not_explained", "plot/bridge"]);
  });

  it("finds refusals the rules packages are known to make, through reject and through wrappers", () => {
    const [first, second] = defaultModules();
    const codes = new Set([...collectCodes(packageOf(first!.id)).keys(), ...collectCodes(packageOf(second!.id)).keys()]);
    // Firepower 6.3.2 (a direct reject) and Patrol! plot checks (validate-plot.ts's R wrapper adds "plot/").
    for (const code of ["fire/out_of_range", "plot/vehicle_task", "plot/bridge"]) expect(codes.has(code), code).toBe(true);
  });
});
