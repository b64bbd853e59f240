import { describe, expect, it } from "vitest";
import {
  airSupportTable, artilleryAtTable, fowCell, artilleryFpTable, countFowTableProvenance, dawnBreaks, dawnCheckTurn, FOW_TABLES, isHitOnTable, maxOnTable,
  mobilityCrossTable, mobilitySpeedTable, nightLosLimit, reserveArrivals, reserveDice, strategicWithdrawal, teamSaveTable, terrainChartTable,
  victoryPointsTable,
} from "./index";

describe("Flames of War tables [digest 1.4, 2.2, 4.1, 4.8, 5.8, 6.3, 9.1, 9.8, 10.2, 10.3, 10.4]", () => {
  it("Is Hit On from handbook skill (B16) and aircraft 5+", () => {
    expect(["veteran", "trained", "conscript", "aircraft"].map((target) => fowCell(isHitOnTable, { target: target as "veteran" }).value)).toEqual([4, 3, 2, 5]);
  });
  it("mobility as printed: Standard Tank 10/25 tactical, 18/45 cross-country dash; Slow Tank road 15/40 kept as printed; Immobile Cross reconstructed", () => {
    expect(fowCell(mobilitySpeedTable, { mobility: "standard_tank", column: "tactical" }).value).toEqual({ in: 10, cm: 25 });
    expect(fowCell(mobilitySpeedTable, { mobility: "standard_tank", column: "cross_country_dash" }).value).toEqual({ in: 18, cm: 45 });
    expect(fowCell(mobilitySpeedTable, { mobility: "slow_tank", column: "road_dash" }).value).toEqual({ in: 15, cm: 40 });
    expect(fowCell(mobilitySpeedTable, { mobility: "immobile_gun", column: "tactical" }).value).toBeNull();
    const imm = fowCell(mobilityCrossTable, { mobility: "immobile_gun" });
    expect(imm.value).toBe(6);
    expect(imm.provenance.kind).toBe("reconstructed");
    expect(fowCell(mobilityCrossTable, { mobility: "infantry" }).value).toBe("auto");
  });
  it("Terrain Chart: woods Tall, Cross, no BP; Deep River 4+ and impassable to tanks; the ford cell is reconstructed", () => {
    expect(fowCell(terrainChartTable, { kind: "woods_and_forests" }).value).toEqual({ dash: "terrain", cross: "yes", height: "tall", bulletproof: false });
    expect(fowCell(terrainChartTable, { kind: "deep_river" }).value).toMatchObject({ cross: { score: 4 }, impassableFor: ["tank", "gun"] });
    expect(fowCell(terrainChartTable, { kind: "ford" }).provenance.kind).toBe("reconstructed");
    expect(fowCell(terrainChartTable, { kind: "rubble_or_craters" }).provenance.kind).toBe("book");
  });
  it("saves: infantry 3+, heavy gun 4+, unarmoured 5+, gun shield 4+", () => {
    expect(["infantry", "heavy_gun", "unarmoured_tank", "unarmoured_tank_gun_shield"].map((team) => fowCell(teamSaveTable, { team: team as "infantry" }).value)).toEqual([3, 4, 5, 4]);
  });
  it("artillery conversion (B18): AT 4 -> 3, AT 2 -> 1, FP 5+ -> 4+, FP 6 -> 4+", () => {
    expect([4, 2].map((a) => fowCell(artilleryAtTable, { arsenalAt: a }).value)).toEqual([3, 1]);
    expect([5, 6].map((f) => fowCell(artilleryFpTable, { arsenalFp: f }).value)).toEqual([4, 4]);
  });
  it("reserves (B9-B11): 1500 -> 900, 800 printed 460 vs 480 by the 60% rule", () => {
    expect(maxOnTable(1500).value).toBe(900);
    expect(maxOnTable(800, "printed").value).toBe(460);
    expect(maxOnTable(800).value).toBe(480);
    expect([1, 2, 3, 4].map((t) => reserveDice("immediate", t))).toEqual([1, 2, 3, 4]);
    expect([1, 2, 3, 4, 5].map((t) => reserveDice("delayed", t))).toEqual([0, 0, 1, 2, 3]);
    expect(reserveArrivals([1, 2, 3], "immediate")).toEqual({ arrivals: 1, guaranteed: true });
    expect(reserveArrivals([1, 2], "immediate")).toEqual({ arrivals: 0, guaranteed: false });
    expect(reserveArrivals([5, 6], "immediate").arrivals).toBe(2);
  });
  it("victory points (B20) and strategic withdrawal (B26)", () => {
    expect([0, 1, 2, 4].map((losses) => fowCell(victoryPointsTable, { losses }).value)).toEqual([
      { result: "stunning", winner: 8, loser: 1 }, { result: "stunning", winner: 8, loser: 1 }, { result: "major", winner: 7, loser: 2 }, { result: "minor", winner: 6, loser: 3 }]);
    expect(strategicWithdrawal({ turn: 3, units: 5, counters: 1 })).toEqual({ action: "withdraw", counters: 0, total: 6 });
    expect(strategicWithdrawal({ turn: 3, units: 4, counters: 1 })).toEqual({ action: "gain_counter", counters: 2, total: 5 });
    expect(strategicWithdrawal({ turn: 1, units: 9, counters: 0 }).action).toBe("none");
  });
  it("night (B21) and dawn (B22)", () => {
    expect([1, 4, 6].map((r) => nightLosLimit([r]).limit)).toEqual([{ in: 4, cm: 10 }, { in: 16, cm: 40 }, { in: 24, cm: 60 }]);
    expect(nightLosLimit([2, 5], "full").roll).toBe(5);
    expect(nightLosLimit([2, 5], "new").roll).toBe(2);
    const d = dawnBreaks([[4], [3, 5]]);
    expect(d.brokeAt).toBe(1);
    expect(dawnCheckTurn(1)).toEqual({ player: "attacker", turn: 4 });
    expect(dawnCheckTurn(2)).toEqual({ player: "defender", turn: 4 });
    expect(() => dawnBreaks([[4, 4]])).toThrow();
  });
  it("air support (B17)", () => {
    expect(fowCell(airSupportTable, { support: "priority" }).value).toEqual({ aircraft: 3, arrival: 4 });
    expect(fowCell(airSupportTable, { support: "close_air_support" }).value.arrival).toBe(3);
  });
  it("counts provenance over every table, with no placeholder", () => {
    const c = countFowTableProvenance();
    expect(c.placeholder).toBe(0);
    expect(c.reconstructed).toBe(4); // Immobile Cross, ford, building, Arsenal AT above 6
    expect(c.book).toBeGreaterThan(100);
    expect(new Set(FOW_TABLES.map((t) => t.id)).size).toBe(FOW_TABLES.length);
  });
});
