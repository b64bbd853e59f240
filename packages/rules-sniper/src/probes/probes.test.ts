// The book's worked examples (tests/conformance/sniper, digest §14.1 T1-T12) run against SNIPER_PROBES here too,
// until `npm run conformance` reaches them through the registered module's probes. A new case file is imported here.
import { runProbe } from "@tactica/ruleset-module";
import { describe, expect, it } from "vitest";
import { SNIPER_PROBES } from "./index";
import c0 from "../../../../tests/conformance/sniper/10.3-T9-jump-legality.json";
import c1 from "../../../../tests/conformance/sniper/12.6-T2-firepower-arithmetic.json";
import c2 from "../../../../tests/conformance/sniper/14.2-T3-wound-order.json";
import c3 from "../../../../tests/conformance/sniper/22.3-T8-leader-activation-count.json";
import c4 from "../../../../tests/conformance/sniper/23.2-T4-isolated-combat-task.json";
import c5 from "../../../../tests/conformance/sniper/24.1-T7-multiple-panic-tests.json";
import c6 from "../../../../tests/conformance/sniper/24.3-T5-panic-flight.json";
import c7 from "../../../../tests/conformance/sniper/34.1-T12-vehicle-opening.json";
import c8 from "../../../../tests/conformance/sniper/37.1-T6-patrol-entry-order.json";
import c9 from "../../../../tests/conformance/sniper/4.0C-T11-initial-observation.json";
import c10 from "../../../../tests/conformance/sniper/5.2-T1-activation-track.json";
import c11 from "../../../../tests/conformance/sniper/51.2-T10-german-isolation-distance.json";

type Check = { input: unknown; expect?: unknown; expectError?: { code: string } };
type Case = { id: string; probe: string; input?: unknown; expect?: unknown; checks?: Check[] };
const cases: Case[] = [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11] as unknown as Case[];

/** Deep subset as docs/conformance.md defines it: objects on the listed keys, arrays element by element, same length. */
function subset(actual: unknown, expected: unknown, path = "$"): string | undefined {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return `${path}: expected an array of ${expected.length}, got ${JSON.stringify(actual)}`;
    for (let i = 0; i < expected.length; i++) { const e = subset(actual[i], expected[i], `${path}[${i}]`); if (e) return e; }
    return undefined;
  }
  if (expected !== null && typeof expected === "object") {
    if (actual === null || typeof actual !== "object") return `${path}: expected an object, got ${JSON.stringify(actual)}`;
    for (const [k, v] of Object.entries(expected)) { const e = subset((actual as Record<string, unknown>)[k], v, `${path}.${k}`); if (e) return e; }
    return undefined;
  }
  return actual === expected ? undefined : `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
}

describe("Sniper! book examples as probe cases (digest §14.1)", () => {
  it("all twelve worked examples T1-T12 have a case", () => {
    const ts = cases.map((c) => Number(/-T(\d+)-/.exec(c.id)?.[1])).sort((a, b) => a - b);
    expect(ts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
  for (const c of cases) {
    it(c.id, () => {
      const checks: Check[] = c.checks ?? [{ input: c.input, expect: c.expect }];
      for (const k of checks) {
        const a = runProbe(SNIPER_PROBES, c.probe, k.input);
        if (k.expectError) { expect(a.ok ? "" : a.error.code).toBe(k.expectError.code); continue; }
        if (!a.ok) throw new Error(`${c.probe}: ${a.error.code} ${a.error.message}`);
        expect(subset(a.value, k.expect)).toBeUndefined();
      }
    });
  }
  it("a probe refuses input that does not fit its schema", () => {
    expect(runProbe(SNIPER_PROBES, "sniper/wounds", { results: ["X"] })).toMatchObject({ ok: false, error: { code: "probe/bad_input" } });
    expect(runProbe(SNIPER_PROBES, "sniper/panic-flight", { panicValue: 4, roll: 1, directionRoll: 1, chosen: 4, distanceRoll: 4, from: "1229" })).toMatchObject({ ok: false, error: { code: "probe/bad_direction" } });
  });
});
