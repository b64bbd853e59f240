// Digest §14.1 cases 12-53: Advanced Game and Optional Rules examples. Where the text lacks the number, the
// test name says "placeholder" or "reconstructed" and asserts that documented behaviour.
import { lookupOrThrow } from "@tactica/engine";
import { stepTurnModel, createChitDraw, initChitTurn } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { basePoints, extraPoints, parseWound, skillColumns, woundRecord } from "../advanced/characteristics";
import { canMeleeHeights, headHeightAt, heightInFeet, hillHeight, impactHeightModifier, isRested } from "../advanced/heights";
import { dividedHexCover, locationSteps, throughOpening } from "../advanced/hit-location";
import { activatedMf, phaseOrders, sideStackingLimit, toSquadChits } from "../advanced/squads";
import { canClimbHexside, crewLayout, elevationMinRange, insideBlastRolls, movementRow, parseVehicleHeight, penetrates, riderCover, weaponPositions } from "../advanced/vehicles";
import { hAsG, increasedFire, isBeyondMinimumRange, reliabilityOf, reliabilityOutcome, reloadPhases, weaponMoveTotal } from "../advanced/weapons";
import { parseWrittenOrder } from "../advanced/written-orders";
import { FIREPOWER_LOS_CHART, isChartCell, lookupLosChart } from "../sighting/los-chart";
import { judgeObstacle, isObstacleBlocking } from "../sighting/judge-obstacle";
import { equipmentMfReduction, KNOWN_WEAPONS, moraleChitLoss, TERRAIN_VALUES } from "../tables/advanced-data";
import { CANISTER_RANGE_MODIFIERS } from "../tables/canister-range";
import { MOVEMENT_MODIFIERS_CHART } from "../tables/movement-modifiers-chart";

const blocks = (hO: number, hF: number, hT: number, range: number, d: number) =>
  isObstacleBlocking(judgeObstacle(FIREPOWER_LOS_CHART, hO, Math.max(hF, hT), Math.min(hF, hT), range, d), false);
const points = (id: "HGN1" | "LPL3" | "GLR2AMO" | "DFX") => lookupOrThrow(KNOWN_WEAPONS, { id } as const).value.points ?? 0;

describe("Firepower Advanced Game examples (digest §14.1)", () => {
  it("firepower 8.2.2: hill A of 1 level at 3 heights is 3 (about 9 ft); hill B of 2 levels is 6; a depression 4 deep is about 12 ft down", () => {
    expect(hillHeight(1, 3)).toBe(3);
    expect(heightInFeet(hillHeight(1, 3))).toBe(9);
    expect(hillHeight(2, 3)).toBe(6);
    expect(heightInFeet(-4)).toBe(-12);
  });

  it("firepower 9.1: squad X with 4 sequence units and Y with 3: unit A is designated X-only", () => {
    expect(toSquadChits({ X: 4, Y: 3 })).toEqual([
      { letter: "A", squads: ["X"] }, { letter: "B", squads: ["X", "Y"] }, { letter: "C", squads: ["X", "Y"] }, { letter: "D", squads: ["X", "Y"] },
    ]);
  });

  it("firepower 9.2: two squads of 2 Impulses each get 4 Impulses on their side's draw, 2 per squad, not transferable", () => {
    const model = createChitDraw();
    let turn = initChitTurn({ sides: ["A", "B"], chits: { A: [["X", "Y"]], B: [["Z"]] }, impulses: { X: 2, Y: 2, Z: 2 }, turns: 1 });
    const step = (type: string, payload: object, faces: number[] = []) => {
      const r = stepTurnModel(model, turn, { type, seat: "A", payload }, createFixedDice(faces), { game: undefined, seats: ["A", "B"], options: {} });
      if (!r.ok) return r.error.code;
      turn = r.turn;
      return "ok";
    };
    expect(step("turn/draw_chit", {}, [1])).toBe("ok");
    const impulse = (squad: string) => {
      const started = step("turn/start_impulse", { squad, hex: "1A1" });
      return started === "ok" ? step("turn/end_impulse", {}) : started;
    };
    expect([impulse("X"), impulse("X"), impulse("X")]).toEqual(["ok", "ok", "turn/no_impulses_left"]);
    expect(turn.used).toEqual({ X: 2 });
    expect([impulse("Y"), impulse("Y")]).toEqual(["ok", "ok"]);
    // All 4 Impulses used: the Impulse Phase closes by itself.
    expect(turn.step).not.toBe("impulse_phase");
  });

  it("firepower 10.7(9): an LCW1 crewman (−2) carrying an LMG12 (−1) has −3 MF: a private keeps 1 MF", () => {
    expect(weaponMoveTotal(["LCW1", "LMG12"])).toBe(-3);
    expect(4 + weaponMoveTotal(["LCW1", "LMG12"])).toBe(1);
  });

  it("firepower 10.7(10): Standing in a deep foxhole puts the head at 0 and rests on the lip; Crouching at a window sill at 1 is rested", () => {
    expect(headHeightAt(-2, "stand")).toBe(0);
    expect(isRested(headHeightAt(-2, "stand"), 0)).toBe(true);
    expect(isRested(headHeightAt(0, "crouch"), 1)).toBe(true);
    expect(isRested(headHeightAt(0, "crouch"), 1, true)).toBe(false);
  });

  it("firepower 11.1.12: an MPL13 after 4 rounds needs 2 Impulse Phases of loading; a GLR1 after 30 rounds needs 1", () => {
    expect(reloadPhases("MPL13", 4)).toBe(2);
    expect(reloadPhases("GLR1", 30)).toBe(1);
  });

  it("firepower 11.4: a leader who spends 2 MF to enter a hex of three 4-MF soldiers activates each with 2 MF", () => {
    expect([4, 4, 4].map((mf) => activatedMf(mf, 2))).toEqual([2, 2, 2]);
  });

  it("firepower 12.1.1: a height-3 hill between two Standing soldiers (2, 2) blocks", () => {
    expect(blocks(3, 2, 2, 6, 3)).toBe(true);
  });

  it("firepower 12.1.2: a Standing SMG firer (2), a Prone target (0) and a height-2 fence between: blocked", () => {
    expect(blocks(2, 2, 0, 4, 2)).toBe(true);
  });

  it("firepower 12.1.3: a Standing pistol firer and Standing target with a fence of height 1 or 2 between: clear", () => {
    expect(blocks(1, 2, 2, 4, 2)).toBe(false);
    expect(blocks(2, 2, 2, 4, 2)).toBe(false);
  });

  it("firepower 12.1.4.1: firer 5, target 3, range 22: column 2, line 4 (20-24); obstacle 4 -> column 1, max 12: clear to 12, blocked beyond", () => {
    expect(lookupLosChart(FIREPOWER_LOS_CHART, 2, 22, 1)).toMatchObject({ line: 4, maxClear: 12, provenance: { kind: "book" } });
    expect(blocks(4, 5, 3, 22, 12)).toBe(false);
    expect(blocks(4, 5, 3, 22, 13)).toBe(true);
  });

  it("firepower 12.1.4.4: A Standing on a 3 hill (5), B Crouching in a −3 depression (−2), range 11, obstacles at 7, 8, 9: clear; A Prone (3): D and E block, C clear (prone cell uses the reconstructed stand-in)", () => {
    expect(lookupLosChart(FIREPOWER_LOS_CHART, 7, 11, 5)).toMatchObject({ line: 13, maxClear: 9, provenance: { kind: "book" } });
    expect([7, 8, 9].map((d) => blocks(0, 5, -2, 11, d))).toEqual([false, false, false]);
    expect(isChartCell(FIREPOWER_LOS_CHART, 5, 11, 3)).toBe(false);
    expect(lookupLosChart(FIREPOWER_LOS_CHART, 5, 11, 3).provenance.kind).toBe("reconstructed");
    expect([7, 8, 9].map((d) => blocks(0, 3, -2, 11, d))).toEqual([false, true, true]);
  });

  it("firepower 12.2.8: a soldier Up a tree with head at 5 (feet 3) and a grenade impact at ground in the tree hex: +3", () => {
    expect(impactHeightModifier(0, 3, 5)).toBe(3);
  });

  it("firepower 12.2.12.3: a firer who spent 1 non-combat MF at a Running target: +3 (the one book cell of the missing chart)", () => {
    expect(lookupOrThrow(MOVEMENT_MODIFIERS_CHART, { row: "1", column: "run" } as const)).toMatchObject({ value: 3, provenance: { kind: "book" } });
  });

  it("firepower 12.3.2.1: canister at a soldier in arc at range 5: +1 range modifier (other ranges are placeholders)", () => {
    expect(lookupOrThrow(CANISTER_RANGE_MODIFIERS, { range: 5 } as const)).toMatchObject({ value: 1, provenance: { kind: "book" } });
    expect(lookupOrThrow(CANISTER_RANGE_MODIFIERS, { range: 7 } as const)).toMatchObject({ value: null, provenance: { kind: "placeholder" } });
  });

  it("firepower 12.3.5.2: an RPG-2 (MPL19, H blast 5) firing H as G has blast 2 and penetration 1", () => {
    expect(hAsG(lookupOrThrow(KNOWN_WEAPONS, { id: "MPL19" } as const).value.hBlast ?? 0)).toEqual({ blast: 2, penetration: 1 });
  });

  it("firepower 12.4.2: an MRT6 cannot fire at 20 hexes, can at 21", () => {
    expect(isBeyondMinimumRange("MRT6", 20)).toBe(false);
    expect(isBeyondMinimumRange("MRT6", 21)).toBe(true);
  });

  it("firepower 12.5: a standard concrete/stone wall is TV 8, height 4; as a fence TV 8, height 1", () => {
    expect(lookupOrThrow(TERRAIN_VALUES, { item: "stone_wall" } as const).value).toEqual({ tv: 8, height: 4 });
    expect(lookupOrThrow(TERRAIN_VALUES, { item: "stone_fence" } as const).value).toEqual({ tv: 8, height: 1 });
  });

  it("firepower 12.7.1: a soldier on side 1 of a fence hex: impact rolled to side 1 gives no cover, to side 2 the fence's +1", () => {
    expect(dividedHexCover(1, 1)).toBe(0);
    expect(dividedHexCover(1, 2)).toBe(1);
  });

  it("firepower 12.7.3: a grenade at hex B behind window hex A passes only on 1-3 (modified); otherwise it hits the wall in A, side 2", () => {
    expect([1, 2, 3, 4, 10].map((roll) => throughOpening({ roll, range: 4, heightGap: 0 }))).toEqual(["pass", "pass", "pass", "wall", "wall"]);
    expect(throughOpening({ roll: 5, range: 1, heightGap: 0 })).toBe("pass");
    expect(throughOpening({ roll: 9, range: 1, heightGap: 0, sameHex: true })).toBe("pass");
  });

  it("firepower 12.7.4: a foxhole in a fence hex: the side roll first, the foxhole roll only when the foxhole's side is hit (thresholds placeholder: table missing)", () => {
    expect(locationSteps({ divided: true, foxholeSide: 2 })).toEqual(["side"]);
    expect(locationSteps({ divided: true, foxholeSide: 2 }, 1)).toEqual(["side"]);
    expect(locationSteps({ divided: true, foxholeSide: 2 }, 2)).toEqual(["side", "foxhole"]);
  });

  it("firepower 13: up a tree with head 7 no melee with a Standing ground soldier; with head 4 (feet 2) melee is possible", () => {
    const ground = { feet: 0, head: 2 };
    expect(canMeleeHeights({ feet: 5, head: 7 }, ground)).toBe(false);
    expect(canMeleeHeights({ feet: 2, head: 4 }, ground)).toBe(true);
  });

  it("firepower 10.8: with 4 of side A inside a pillbox, side B may move up to 4 in to melee (limits are per side)", () => {
    expect(sideStackingLimit("pillbox")).toBe(4);
  });

  it("firepower 15.2: equipment of 9 / 15 / 25 points reduces MF by 0 / 1 / 2", () => {
    expect([9, 15, 25].map(equipmentMfReduction)).toEqual([0, 1, 2]);
  });

  it("firepower 16.3.1: an M20 (MPL7) firing G rolls 10 first: re-roll; 7 or more is a dud", () => {
    const n = reliabilityOf("MPL7")!;
    expect(reliabilityOutcome(n, 10)).toBe("reroll");
    expect(reliabilityOutcome(n, 10, 7)).toBe("dud");
    expect(reliabilityOutcome(n, 10, 6)).toBe("ok");
    expect(reliabilityOutcome(n, 9)).toBe("ok");
  });

  it("firepower 16.3.2: increased fire turns 2×3 into 4×3 at +2", () => {
    expect(increasedFire({ bursts: 2, shots: 3 })).toEqual({ rof: { bursts: 4, shots: 3 }, modifier: 2 });
  });

  it("firepower 16.5.1: the order '31 Opportunity-1C10' is soldier 31 firing at units entering 1C10", () => {
    expect(parseWrittenOrder("31 Opportunity-1C10")).toEqual({ kind: "opportunity", unit: "31", hex: "1C10" });
  });

  it("firepower 17.3: three players A, B, C act in orders ABC, BCA, CAB", () => {
    expect(phaseOrders(["A", "B", "C"]).map((o) => o.join(""))).toEqual(["ABC", "BCA", "CAB"]);
  });

  it("firepower 19.1.4.3: an APC2 (climb 2) cannot cross a 3-height hexside", () => {
    expect(canClimbHexside(2, 3)).toBe(false);
    expect(canClimbHexside(2, 2)).toBe(true);
  });

  it("firepower 19.1.6: height '3/2' is turret 3, hull 2", () => {
    expect(parseVehicleHeight("3/2")).toEqual({ turret: 3, hull: 2 });
  });

  it("firepower 19.1.8: a stabilised vehicle that spent 3-4 MF uses the '2 MF' movement row", () => {
    expect(movementRow(3, true)).toBe("2");
    expect(movementRow(4, true)).toBe("2");
    expect(movementRow(3)).toBe("3-4");
  });

  it("firepower 19.1.10: an RCV2 with crew 2, 9, 11 uses the reduced layout: box 2, I = 9, II = 11", () => {
    expect(crewLayout([2, 9, 11])).toEqual({ hull: [2], turret: { I: 9, II: 11 } });
  });

  it("firepower 19.1.12: weapons '9,1' at positions 'A,J': 9 in the forward turret, 1 coaxial", () => {
    expect(weaponPositions("9,1", "A,J")).toEqual([{ weapon: "9", position: "A", mount: "forward turret" }, { weapon: "1", position: "J", mount: "coaxial" }]);
  });

  it("firepower 19.1.13: elevation 18 and a target 11 heights up: cell '4-5', minimum range 5 (other cells placeholder: chart missing)", () => {
    expect(elevationMinRange(18, 11)).toBe(5);
    expect(elevationMinRange(18, 12)).toBeUndefined();
  });

  it("firepower 19.3.2: an A round pen 6 / blast 4 on a BMP1's front (3) penetrates; roll ≤4 for 2 crew, passengers, weapons 15, 36, 1, engine, radio, infrared", () => {
    expect(penetrates(6, 3)).toBe(true);
    expect(insideBlastRolls({ crew: 2, passengers: 0, weapons: ["15", "36", "1"], equipment: ["radio", "infrared"] }))
      .toEqual(["crew 1", "crew 2", "weapon 15", "weapon 36", "weapon 1", "engine", "radio", "infrared"]);
  });

  it("firepower 19.1.9.2: riders on the rear hull have 1 height of cover against fire over the front hexside", () => {
    expect(riderCover("rear", "front")).toBe(1);
    expect(riderCover("rear", "rear")).toBe(0);
  });

  it("firepower 20.1.2: the order '43 Observe-1A8' has observer 43 calling fire on 1A8", () => {
    expect(parseWrittenOrder("43 Observe-1A8")).toEqual({ kind: "observe", unit: "43", hex: "1A8" });
  });

  it("firepower 22.1.11: experience 3 gives 5 skill columns (other experience values placeholder: table missing)", () => {
    expect(skillColumns(3)).toBe(5);
    expect(skillColumns(7)).toBeUndefined();
  });

  it("firepower 23.1.1: a leg wound '2DS' knocks the soldier Prone, is recorded 'L2S', max MF −2", () => {
    const w = parseWound("2DS")!;
    expect(w).toMatchObject({ down: true, speed: 2 });
    expect(woundRecord("L", w)).toBe("L2S");
  });

  it("firepower 24.1: cell '2/1' with 5 men lost removes 2 sequence units; 6 lost removes 3", () => {
    expect(moraleChitLoss({ men: 2, chits: 1 }, 5)).toBe(2);
    expect(moraleChitLoss({ men: 2, chits: 1 }, 6)).toBe(3);
  });

  it("firepower 26.1: 17×HGN1 + 2×LPL3 + 3×GLR2AMO + 1×DFX is 30 points", () => {
    expect(extraPoints([{ count: 17, points: points("HGN1") }, { count: 2, points: points("LPL3") }, { count: 3, points: points("GLR2AMO") }, { count: 1, points: points("DFX") }])).toBe(30);
  });

  it("firepower 26.2: the US rifle squad (V 59, I 2, P 3, L 16, T 5) has base points 185", () => {
    expect(basePoints({ value: 59, impulses: 2, phases: 3, leaders: 16, turns: 5 })).toBe(185);
  });
});
