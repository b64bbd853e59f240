import { describe, expect, it } from "vitest";
import { markerPosition, resolveSpottingTest, spot, spottingTest } from "./index";
import type { SpotInput } from "./index";

const base: SpotInput = { spotter: { stance: "standing" }, target: { stance: "standing" }, mhxDistance: 3, sameMhx: false, inArc: true };

describe("wwb 6.0 spotting", () => {
  it("wwb 5.0: a target outside the 180-degree arc is blocked", () => {
    expect(spot({ ...base, inArc: false })).toMatchObject({ verdict: "blocked", blockedBy: [{ rule: "WWB 5.0 Field of view" }] });
  });
  it("wwb 6.0 Definitions: a target in the open is visible", () => {
    expect(spot(base).verdict).toBe("visible");
  });
  it("wwb 6.0 Cover Level (T4): kneeling A behind a 1/2 wall is hidden from B at ground level, seen by C at elevation 1 for a head shot", () => {
    const a = { stance: "kneeling" as const, cover: { level: 0.5 as const, kind: "wall" } };
    expect(spot({ ...base, target: a, options: { "wwb/add_kneeling_half_test": "false" } }).verdict).toBe("blocked");
    expect(spot({ ...base, spotter: { stance: "standing", elevation: 1 }, target: a }).verdict).toBe("head_only");
    expect(spot({ ...base, target: a, spotterAdjacent: true }).verdict).toBe("head_only");
  });
  it("wwb 6.0 (Additional): kneeling behind 1/2 CL may be found by a Spotting Test; a prone target in cover never", () => {
    expect(spot({ ...base, target: { stance: "kneeling", cover: { level: 0.5 } } })).toMatchObject({ verdict: "test", test: { die: "grey", withRed: true } });
    expect(spot({ ...base, target: { stance: "prone", inCrater: true } }).verdict).toBe("blocked");
    expect(spot({ ...base, target: { stance: "standing", cover: { level: 1 } } }).verdict).toBe("blocked");
  });
  it("wwb 6.0 LOS (T5, Additional): a kneeling figure between does not block a standing spotter; a standing one does", () => {
    expect(spot({ ...base, between: { figures: ["kneeling"] } }).verdict).toBe("visible");
    expect(spot({ ...base, between: { figures: ["standing"] } }).verdict).toBe("blocked");
    expect(spot({ ...base, between: { figures: ["standing"] }, options: { "wwb/add_intervening_figures": "false" } }).verdict).toBe("visible");
  });
  it("wwb 6.0 Wooded Area: woods between block; inside woods only the own MHx; a woods-edge target needs a test unless running", () => {
    expect(spot({ ...base, between: { woodedMhx: 1 } }).verdict).toBe("blocked");
    expect(spot({ ...base, target: { stance: "standing", inWoods: true } }).verdict).toBe("blocked");
    expect(spot({ ...base, target: { stance: "standing", inWoods: true }, sameMhx: true, mhxDistance: 0 }).verdict).toBe("visible");
    expect(spot({ ...base, target: { stance: "standing", woodsEdge: true } }).verdict).toBe("test");
    expect(spot({ ...base, target: { stance: "standing", woodsEdge: true, running: true } }).verdict).toBe("visible");
  });
  it("wwb 6.0 Smoke: smoke blocks spotting; with the Additional rule grenade smoke only gives -2 to fire", () => {
    expect(spot({ ...base, between: { smoke: [{ grenade: false }] } }).verdict).toBe("blocked");
    expect(spot({ ...base, between: { smoke: [{ grenade: true }] } })).toMatchObject({ verdict: "visible", fireModifiers: [{ value: -2 }] });
    expect(spot({ ...base, between: { smoke: [{ grenade: true }] }, options: { "wwb/add_smoke_grenade": "false" } }).verdict).toBe("blocked");
  });
  it("wwb 6.0 Buildings: blocks; a target at a window has 1/2 CL; same building same level visible", () => {
    expect(spot({ ...base, between: { buildings: 1 } }).verdict).toBe("blocked");
    expect(spot({ ...base, target: { stance: "standing", building: { id: "h", floor: 1, atWindow: true } } }).verdict).toBe("visible");
    expect(spot({ ...base, target: { stance: "standing", building: { id: "h", floor: 1, atWindow: false } } }).verdict).toBe("blocked");
    expect(spot({ ...base, spotter: { stance: "prone", building: { id: "h", floor: 0, atWindow: false } }, target: { stance: "prone", building: { id: "h", floor: 0, atWindow: false } } }).verdict).toBe("visible");
    expect(spot({ ...base, target: { stance: "standing", atBuildingCorner: true } }).verdict).toBe("test");
  });
  it("wwb 6.0 Visual Range: at full moon 4 MHx (6 for a Sniper), Observation +1; night -1 on the test", () => {
    expect(spot({ ...base, mhxDistance: 5, illumination: "full_moon" }).verdict).toBe("blocked");
    expect(spot({ ...base, mhxDistance: 5, illumination: "full_moon", spotter: { stance: "standing", observation: 1 } }).verdict).toBe("visible");
    expect(spot({ ...base, mhxDistance: 6, illumination: "full_moon", spotter: { stance: "standing", specialist: "sniper" } }).verdict).toBe("visible");
    expect(spottingTest({ stance: "standing" }, { stance: "standing" }, { illumination: "full_moon" }).die).toBe("pink");
  });
  it("wwb 6.0 Cherry Corner: the quick string LOS is blocked by any obstacle on the line", () => {
    expect(spot({ ...base, between: { barriers: [0] } }).verdict).toBe("visible");
    expect(spot({ ...base, between: { barriers: [0] }, options: { "wwb/cc_quick_los": "true" } })).toMatchObject({ verdict: "blocked", blockedBy: [{ rule: "WWB 6.0 Cherry Corner" }] });
  });
  it("wwb 6.0 LOS: a spotter behind a barrier not lower than his Target Level is blocked unless at its edge", () => {
    expect(spot({ ...base, spotter: { stance: "kneeling", cover: { level: 0.5 } } }).verdict).toBe("blocked");
    expect(spot({ ...base, spotter: { stance: "standing", cover: { level: 0.5 } } }).verdict).toBe("visible");
    expect(spot({ ...base, spotter: { stance: "kneeling", cover: { level: 0.5 }, atBarrierEdge: true } }).verdict).toBe("visible");
  });
});

describe("wwb 6.0 Spotting Test", () => {
  it("wwb 6.0 (T6, Optional): a spotter without Observation against a prone target rolls White with Red", () => {
    expect(spottingTest({ stance: "standing" }, { stance: "prone" }, { options: { "wwb/opt_spotting_penalty": "true" } })).toMatchObject({ die: "white", withRed: true });
    expect(spottingTest({ stance: "standing" }, { stance: "prone" }).die).toBe("grey");
  });
  it("wwb 11.0 Observation: L1 Green with Red, L2 Yellow alone; camouflaged Sniper White; dispute Grey only", () => {
    expect(spottingTest({ stance: "standing", observation: 1 }, { stance: "standing" })).toMatchObject({ die: "green", withRed: true });
    expect(spottingTest({ stance: "standing", observation: 2 }, { stance: "standing" })).toMatchObject({ die: "yellow", withRed: false });
    expect(spottingTest({ stance: "standing" }, { stance: "prone", camouflaged: true }).die).toBe("white");
    expect(spottingTest({ stance: "standing", observation: 2 }, { stance: "standing" }, { dispute: true })).toMatchObject({ die: "grey", withRed: false });
  });
  it("wwb 6.0: the test die's icon identifies; the Red skull makes the target fire first", () => {
    const spec = spottingTest({ stance: "standing" }, { stance: "standing" });
    // placeholder Grey: faces 4,5 OK, 6 medal; Red face 1 the skull
    expect(resolveSpottingTest(spec, [6, 1])).toMatchObject({ identified: true, medal: true, ambush: true, faces: "wwb-placeholder-faces-v1" });
    expect(resolveSpottingTest(spec, [1, 2])).toMatchObject({ identified: false, ambush: false });
  });
});

describe("wwb 7.0 building markers (T10)", () => {
  it("touching the building = ground-floor window; 1 Hex away = 1st-floor window; inside away from windows is not visible", () => {
    expect(markerPosition({ placement: "touching" })).toMatchObject({ floor: 0, atWindow: true, visibleFromOutside: true });
    expect(markerPosition({ placement: "one_hex" })).toMatchObject({ floor: 1, atWindow: true });
    expect(markerPosition({ placement: "inside", floor: 1 })).toMatchObject({ floor: 1, visibleFromOutside: false });
  });
});
