// The probes' contract (the book's examples through them are tests/conformance/firepower/*-book-ex*.json): every
// probe cites its rule, refuses input that does not fit with probe/bad_input and a reason, refuses what the rules
// forbid with the rule's own code, and answers plain JSON.
import { runProbe } from "@tactica/ruleset-module";
import { describe, expect, it } from "vitest";
import { FIREPOWER_PROBES } from "./probes";

describe("FIREPOWER_PROBES", () => {
  it("are named firepower/<computation> and each cites Firepower rule sections", () => {
    expect(Object.keys(FIREPOWER_PROBES).length).toBeGreaterThan(30);
    for (const [name, probe] of Object.entries(FIREPOWER_PROBES)) {
      expect(name).toMatch(/^firepower\/[a-z0-9-]+$/);
      expect(probe.rule).toMatch(/^Firepower \d/);
      expect(probe.description.length).toBeGreaterThan(20);
    }
  });

  it("refuse input that does not fit with probe/bad_input, naming the field and the rule; never throw on junk", () => {
    const r = runProbe(FIREPOWER_PROBES, "firepower/hit-number", { weapon: "BAZOOKA", range: 3, posture: "stand" });
    expect(r).toMatchObject({ ok: false, error: { code: "probe/bad_input", rule: "Firepower 6.3.2, 6.3.2.1.1, 6.3.6.1" } });
    expect(r.ok ? "" : r.error.message).toContain("weapon");
    expect(runProbe(FIREPOWER_PROBES, "firepower/base-points", { value: 59, impulses: 2, phases: 3, leaders: 16, turns: 5, bonus: 1 })).toMatchObject({ ok: false, error: { code: "probe/bad_input" } });
    for (const [name, probe] of Object.entries(FIREPOWER_PROBES)) {
      for (const junk of [undefined, null, 7, "x", [], {}]) expect(probe.run(junk), `${name} ${JSON.stringify(junk)}`).toMatchObject({ ok: false, error: { code: "probe/bad_input" } });
    }
  });

  it("refuse a question the rules forbid with the rule's code and section (6.3.2: a pistol at 9 hexes)", () => {
    expect(runProbe(FIREPOWER_PROBES, "firepower/hit-number", { weapon: "PST", range: 9, posture: "stand" }))
      .toMatchObject({ ok: false, error: { code: "fire/out_of_range", rule: "Firepower 6.3.2" } });
    expect(runProbe(FIREPOWER_PROBES, "firepower/written-order", { text: "31 fire at will" })).toMatchObject({ ok: false, error: { code: "probe/not_an_order" } });
  });

  it("answer plain JSON: nothing lost in a JSON round trip, missing cells as null", () => {
    const chart = runProbe(FIREPOWER_PROBES, "firepower/los-chart", { heightDifference: 5, range: 11, obstacleDifference: 3 });
    expect(chart).toMatchObject({ ok: true, value: { line: null, chartCell: false, provenance: { kind: "reconstructed" } } });
    const canister = runProbe(FIREPOWER_PROBES, "firepower/canister-range", { range: 7 });
    expect(canister).toMatchObject({ ok: true, value: { value: null, provenance: { kind: "placeholder" } } });
    const blast = runProbe(FIREPOWER_PROBES, "firepower/inside-blast", { penetration: 2, blast: 4, armour: 3, crew: 2, passengers: 0, weapons: ["15"], equipment: [] });
    expect(blast).toMatchObject({ ok: true, value: { penetrates: false, hitOnOrBelow: null, rolls: [] } });
    for (const a of [chart, canister, blast]) expect(a.ok && JSON.parse(JSON.stringify(a.value))).toEqual(a.ok && a.value);
  });
});
