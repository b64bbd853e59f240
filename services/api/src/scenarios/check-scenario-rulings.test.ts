import { describe, expect, it } from "vitest";
import { firepowerRuleset } from "@tactica/rules-firepower";
import type { Ruleset } from "@tactica/engine";
import { checkScenarioRulings } from "./check-scenario-rulings";

const ruleset = firepowerRuleset as unknown as Ruleset;
const pack = (extra: Record<string, unknown>) => ({ id: "club-rulings", ruleset: "firepower", ...extra });

describe("checkScenarioRulings", () => {
  it("takes no pack as none, and returns a pack whose options all fit", () => {
    expect(checkScenarioRulings(ruleset, null)).toEqual({ ok: true, pack: null });
    const ok = checkScenarioRulings(ruleset, pack({ options: { "firepower/grenade_long_hit": "card" } }));
    expect(ok).toMatchObject({ ok: true, pack: { id: "club-rulings", ruleset: "firepower", options: { "firepower/grenade_long_hit": "card" }, tables: {} } });
  });

  it("names each option at fault: an unknown id, and a choice the option does not have (with the allowed ones)", () => {
    const bad = checkScenarioRulings(ruleset, pack({ options: { "firepower/no_such_rule": "on", "firepower/grenade_long_hit": "maybe" } }));
    expect(bad).toEqual({ ok: false, issues: [
      { path: "rulingsPack.options.firepower/no_such_rule", message: 'no option "firepower/no_such_rule" in this ruleset', hex: null, side: null, code: "options/unknown_option" },
      { path: "rulingsPack.options.firepower/grenade_long_hit", message: 'option "firepower/grenade_long_hit" has no choice "maybe" (allowed: text, card)', hex: null, side: null, code: "options/bad_choice" },
    ] });
  });

  it("refuses another ruleset's pack, a malformed pack and an unknown table", () => {
    expect(checkScenarioRulings(ruleset, { id: "p", ruleset: "patrol" })).toMatchObject({ ok: false, issues: [{ path: "rulingsPack.ruleset", code: "options/ruleset_mismatch" }] });
    expect(checkScenarioRulings(ruleset, { ruleset: "firepower", extra: 1 })).toMatchObject({ ok: false, issues: [{ code: "rulings/bad_pack" }, { code: "rulings/bad_pack" }] });
    expect(checkScenarioRulings(ruleset, pack({ tables: { "firepower/no_such_table": { tableId: "firepower/no_such_table", version: "1", source: "club", cells: [] } } }))).toMatchObject({
      ok: false, issues: [{ path: "rulingsPack.tables.firepower/no_such_table", code: "tables/unknown_table" }],
    });
  });
});
