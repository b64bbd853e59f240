import { describe, expect, it } from "vitest";
import { findOrderOfBattle, listPlayableScenarios, ORDERS_OF_BATTLE, parseForce, SITUATION_DATA, toManCount, toScenarioSides } from "./index";

describe("Patrol! scenarios: orders of battle [27.x] and general situations [26.x]", () => {
  it("patrol 27.0: all 41 OBs load and every printed force parses", () => {
    expect(ORDERS_OF_BATTLE).toHaveLength(41);
    expect(new Set(ORDERS_OF_BATTLE.map((o) => o.id)).size).toBe(41);
    for (const ob of ORDERS_OF_BATTLE) {
      expect(ob.sides).toHaveLength(2);
      for (const line of Object.values(ob.forces)) for (const f of line.forces) if (f) expect(parseForce(f).ok, `${ob.id} ${f}`).toBe(true);
    }
  });

  it("patrol 27.0: every OB has a playable Patrol situation; the catalogue lists every playable combination", () => {
    for (const ob of ORDERS_OF_BATTLE) expect(toScenarioSides(ob, "patrol", 0), ob.id).toBeDefined();
    expect(listPlayableScenarios().length).toBeGreaterThan(100);
  });

  it("patrol 27.31: El Alamein's printed Preservation 115 is kept beside the corrected 15", () => {
    const ob = findOrderOfBattle("27.31");
    expect(ob?.sides[0]).toMatchObject({ name: "British", preservation: 15, printedPreservation: 115 });
  });

  it("patrol 27.72: Quang Tri Assault α (American) has 8 AW, 2 GL, an APC and 20 Medium called rounds", () => {
    const sides = toScenarioSides(findOrderOfBattle("Quang Tri")!, "assault", 0);
    expect(sides?.alpha.force).toMatchObject({ apcs: 1, artillery: [{ rounds: 20, weight: "M", fireClass: "called" }] });
    expect(toManCount(sides!.alpha.force)).toBe(10);
    expect(sides?.bravo.force).toMatchObject({ pillboxes: 3, satchels: 1 });
  });

  it("patrol 27.36: a fire class closing a list of weights applies to all ('8L 4M(c)')", () => {
    const f = parseForce("8BR 3MP 1MG 1RL 1tank 3SC 8L 4M(c)");
    expect(f.ok && f.force.artillery).toEqual([{ rounds: 8, weight: "L", fireClass: "called" }, { rounds: 4, weight: "M", fireClass: "called" }]);
  });

  it("patrol 26.0: five general situations with their layouts", () => {
    expect(Object.keys(SITUATION_DATA)).toEqual(["patrol", "recon", "raid", "ambush", "assault"]);
    expect(SITUATION_DATA.raid.turns).toBe(15);
    expect(SITUATION_DATA.patrol.layout).toEqual([["A", "C", "D"], ["B", "E", "F"]]);
  });
});
