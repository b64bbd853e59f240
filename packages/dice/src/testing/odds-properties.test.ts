import { describe, expect, it } from "vitest";
import { bernoulli } from "../odds/distribution";
import { die } from "../odds/die-rolls";
import { rational } from "../odds/rational";
import { inclusiveRange, simulationDisagreements, sweepDistributions } from "./odds-properties";

describe("the shared odds property checks", () => {
  it("name a rule whose simulation disagrees: off by more than the tolerance, an outcome the odds lack, odds not summing to 1", () => {
    const d6 = die(6);
    expect(simulationDisagreements({ d6: [d6, (r) => r(6)] })).toEqual([]);
    const [skewed] = simulationDisagreements({ skewed: [bernoulli(rational(1, 2)), (r) => r(6) <= 2] });
    expect(skewed).toMatch(/^skewed: an outcome's simulated frequency is 0\.1[67]\d\d off \(over 0\.01\)$/);
    expect(simulationDisagreements({ seven: [d6, (r) => (r(6) === 6 ? 7 : r(6))] })).toContain("seven: outcomes the exact odds lack: 7");
    expect(simulationDisagreements({ half: [new Map([[1, rational(1, 2)]]), () => 1] })[0]).toBe("half: the exact odds are not a distribution summing to 1");
  });

  it("count a sweep and list the positions of what is not a distribution", () => {
    expect(sweepDistributions([die(6), new Map([["x", rational(1, 3)]]), die(10)])).toEqual({ count: 3, notDistributions: [1] });
    expect(inclusiveRange(-2, 2)).toEqual([-2, -1, 0, 1, 2]);
  });
});
