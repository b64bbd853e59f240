// The probes' contract (the book's examples through them are tests/conformance/patrol/*.json): every probe cites
// its rule, refuses input that does not fit with probe/bad_input and a reason, and answers plain JSON.
import { runProbe } from "@tactica/ruleset-module";
import { describe, expect, it } from "vitest";
import { PATROL_PROBES } from "./probes";

describe("PATROL_PROBES", () => {
  it("are named patrol/<computation> and each cites Patrol! rule sections", () => {
    for (const [name, probe] of Object.entries(PATROL_PROBES)) {
      expect(name).toMatch(/^patrol\/[a-z0-9-]+$/);
      expect(probe.rule).toMatch(/^Patrol \d/);
      expect(probe.description.length).toBeGreaterThan(20);
    }
  });

  it("refuse input that does not fit with probe/bad_input, naming the field and the rule", () => {
    const r = runProbe(PATROL_PROBES, "patrol/attack-strength", { weapon: "BR", range: 0 });
    expect(r).toMatchObject({ ok: false, error: { code: "probe/bad_input", rule: "Patrol 10.61, 10.8, 10.32, 10.5, 10.23, 19.11, 16.45" } });
    expect(r.ok ? "" : r.error.message).toContain("range");
    expect(runProbe(PATROL_PROBES, "patrol/victory", { alpha: 54, bravo: 67, extra: 1 })).toMatchObject({ ok: false, error: { code: "probe/bad_input" } });
    expect(runProbe(PATROL_PROBES, "patrol/no-such-probe", {})).toMatchObject({ ok: false, error: { code: "probe/unknown" } });
  });

  it("answer plain JSON: exact fractions as strings, nothing lost in a JSON round trip", () => {
    const as = runProbe(PATROL_PROBES, "patrol/attack-strength", { weapon: "AR", range: 3, wounded: true, stunned: true, mode: "KF", targets: 3 });
    expect(as).toMatchObject({ ok: true, value: { value: 3, exact: "5/2" } });
    const h2h = runProbe(PATROL_PROBES, "patrol/hand-to-hand-odds", { weapon: "MP", attackerProne: false, attackerWounded: true, defenderWounded: false });
    for (const r of [as, h2h]) expect(r.ok && JSON.parse(JSON.stringify(r.value))).toEqual(r.ok && r.value);
  });

  it("answer a force the notation cannot read with the parser's own code", () => {
    expect(runProbe(PATROL_PROBES, "patrol/force", { text: "6 XYZ" })).toMatchObject({ ok: false, error: { code: "ob/bad_force", rule: "Patrol 27.0" } });
  });
});
