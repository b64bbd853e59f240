import { describe, expect, it } from "vitest";
import { runProbe } from "@tactica/ruleset-module";
import { WWB_PROBES } from "./index";

describe("wwb probes", () => {
  it("name every probe wwb/<computation> with a WWB rule", () => {
    for (const [name, p] of Object.entries(WWB_PROBES)) {
      expect(name).toMatch(/^wwb\/[a-z0-9-]+$/);
      expect(p.rule).toMatch(/^WWB /);
    }
  });
  it("wwb 2.0: die-shift answers the die after a shift and below_white under White", () => {
    expect(runProbe(WWB_PROBES, "wwb/die-shift", { base: "red", shift: 1 })).toEqual({ ok: true, value: { die: "blue", clamped: false } });
    expect(runProbe(WWB_PROBES, "wwb/die-shift", { base: "pink", shift: -2 })).toEqual({ ok: true, value: { die: "below_white" } });
  });
  it("input that does not fit is a typed refusal, never a throw", () => {
    expect(runProbe(WWB_PROBES, "wwb/direct-fire", { weapon: "m1_garand" })).toMatchObject({ ok: false, error: { code: "probe/bad_input" } });
    expect(runProbe(WWB_PROBES, "wwb/direct-fire", { weapon: "nope", mhxDistance: 1, shooterStance: "standing", target: { stance: "prone" } })).toMatchObject({ ok: false, error: { code: "probe/unknown_weapon" } });
  });
  it("wwb 13.0: the artillery probe refuses a call without six markers, two real", () => {
    expect(runProbe(WWB_PROBES, "wwb/artillery", { callTurn: 1, markers: [{ real: true }], targetVisibleToRo: true, leaderPresent: true, results: [] })).toMatchObject({ ok: false, error: { code: "wwb/support_markers" } });
  });
});
