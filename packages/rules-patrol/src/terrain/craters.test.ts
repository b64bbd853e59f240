import { createFixedDice } from "@tactica/dice";
import { lookupOrThrow } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { scatterCoefficientTable, scatterTable } from "../tables/scatter";
import { toDefenseStrength } from "../combat/defense-strength";
import { createTestMatch, playTurn, withoutPanic } from "../testing/game-test-helpers";
import { toCraterHexes, terrainOf } from "./craters";
import { toMoveCost } from "./move-cost";
import { createNightState } from "../spotting/night";
import { canSee } from "../spotting/sight";

const raid = () => createTestMatch({ ob: "27.11", situation: "raid", forces: { alpha: "3BR", bravo: "3BR" }, board: { cols: 12, rows: 12 } });

describe("Patrol! craters [9.84, 25.2 c, 26.72]", () => {
  it("patrol 26.72: each of the Raid's β men begins in a crater, one man per crater", () => {
    const { game } = raid();
    expect(toCraterHexes(game)).toEqual(["0512", "0612", "0712"]);
    expect(["b01", "b02", "b03"].map((id) => terrainOf(game, game.men[id]!.hex!))).toEqual(["crater", "crater", "crater"]);
    expect(createTestMatch({ ob: "27.11", situation: "patrol", board: { cols: 12, rows: 12 } }).game.craters).toBeUndefined();
  });

  it("patrol 9.84: a crater costs 4 MP to enter and defends as a crater; artillery craters count too", () => {
    const { game } = raid();
    expect(toMoveCost(game, "0511", "0512")).toBe(4);
    const shelled = { ...game, artillery: { allocation: { alpha: [], bravo: [] }, rounds: [], due: [], craters: ["0305"], illumination: [] } };
    expect(terrainOf(shelled, "0305")).toBe("crater");
    expect(terrainOf(game, "0305")).not.toBe("crater");
    expect(toCraterHexes(shelled)).toEqual(["0512", "0612", "0712", "0305"]);
    expect([toDefenseStrength({ mode: "open", terrain: "crater", posture: "erect" }).value, toDefenseStrength({ mode: "open", terrain: "crater", posture: "prone" }).value]).toEqual([6, 10]);
  });

  it("patrol 9.84, 16.0: a crater blocks sight only at night", () => {
    const { game } = raid();
    const withCrater = { ...game, craters: ["0606"] };
    expect(canSee(withCrater, "0605", "erect", "0607", "erect")).toBe(true);
    expect(canSee({ ...withCrater, night: createNightState() }, "0605", "erect", "0607", "erect")).toBe(false);
    expect(canSee({ ...game, night: createNightState() }, "0605", "erect", "0607", "erect")).toBe(true);
  });
});

describe("Patrol! grenades and craters [11.33]", () => {
  it("patrol 11.33: a scattered grenade may not land in a crater; it lands in the adjacent hex nearest the target", () => {
    const coefficient = lookupOrThrow(scatterCoefficientTable, { weapon: "grenade" as const, range: 3 }).value;
    const roll = [1, 2, 3, 4, 5, 6].find((r) => lookupOrThrow(scatterTable, { coefficient, roll: r }).value === 1)!;
    const throwInto = (craters: string[]) => {
      let s = withoutPanic(createTestMatch({ ob: "27.11", situation: "assault", forces: { alpha: "1BR", bravo: "1BR" }, board: { cols: 8, rows: 15 }, deploy: { a01: { hex: "0405" } } }));
      s = { ...s, game: { ...s.game, craters, men: { ...s.game.men, a01: { ...s.game.men.a01!, grenade: "F", unarmed: true } } } };
      // Scatter roll (1 hex), then direction 1 = A (north, option patrol/scatter_direction default), then blast dice.
      const { events } = playTurn(s, { alpha: { orders: { a01: [{ code: "TG", hex: "0408" }] } }, bravo: { orders: {} } }, createFixedDice([roll, 1, ...Array.from({ length: 40 }, () => 3)]));
      return events.find((e) => e.type === "patrol/grenade_thrown")?.data;
    };
    expect(throwInto([])).toMatchObject({ target: "0408", scatter: 1, vector: "A", landed: "0407" });
    expect(throwInto(["0407"])).toMatchObject({ target: "0408", scatter: 1, landed: "0408", deflected: "11.33" });
  });
});
