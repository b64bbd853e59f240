import { describe, expect, it } from "vitest";
import { createHex } from "@tactica/hex";
import { createScenario, setOption, toggleSetupHex, updateSide, validateScenario, withSides } from "./scenario-document";

const keys = new Set(["0,0", "1,0", "0,1"]);

describe("scenario document", () => {
  it("a new scenario lists what is missing, each with its path", () => {
    const s = createScenario("s1", "m1", "firepower");
    expect(validateScenario(s, keys).map((i) => i.path)).toEqual(["sides[0].forces", "sides[0].setupArea", "sides[1].forces", "sides[1].setupArea", "victory"]);
  });

  it("set-up hexes toggle and belong to one side at a time", () => {
    let s = createScenario("s1", "m1", "firepower");
    s = toggleSetupHex(s, "A", createHex(0, 0));
    s = toggleSetupHex(s, "B", createHex(0, 0));
    expect(s.sides.map((x) => x.setupArea)).toEqual([[], [{ q: 0, r: 0 }]]);
    expect(toggleSetupHex(s, "B", createHex(0, 0)).sides[1]?.setupArea).toEqual([]);
  });

  it("a complete scenario is valid; off-map hexes, bad counts and unknown options are named", () => {
    let s = createScenario("s1", "m1", "firepower");
    s = updateSide(s, "A", { forces: [{ unitType: "rifle squad", count: 2 }] });
    s = updateSide(s, "B", { forces: [{ unitType: "MG team", count: 1 }] });
    s = toggleSetupHex(toggleSetupHex(s, "A", createHex(0, 0)), "B", createHex(1, 0));
    s = { ...s, victory: [{ kind: "hold-hexes", side: "A", hexes: [{ q: 0, r: 1 }] }] };
    s = setOption(s, "smoke", "on", "off");
    expect(validateScenario(s, keys, ["smoke"])).toEqual([]);
    expect(setOption(s, "smoke", "off", "off").options).toEqual({});
    const bad = updateSide(toggleSetupHex(s, "A", createHex(9, 9)), "B", { forces: [{ unitType: "MG team", count: 0 }] });
    expect(validateScenario(setOption(bad, "fog", "x", "y"), keys, ["smoke"])).toEqual([
      { path: "sides[0].setupArea[1]", message: "hex 9,9 is not on the map" },
      { path: "sides[1].forces[0].count", message: "count is a whole number from 1" },
      { path: "options.fog", message: "the ruleset has no such option" },
    ]);
  });

  it("takes the rule system's sides: a draft's sides are re-keyed in order, forces, areas and victory kept, placeholder names replaced", () => {
    let s = updateSide(createScenario("s1", "m1", "patrol"), "A", { forces: [{ unitType: "BR", count: 3 }] });
    s = updateSide(s, "B", { name: "Reds" });
    s = { ...toggleSetupHex(s, "A", createHex(0, 0)), victory: [{ kind: "custom", side: "B", text: "exit" }] };
    const sides = [{ id: "alpha", name: "α" }, { id: "bravo", name: "β" }];
    const taken = withSides(s, sides);
    expect(taken.sides.map((x) => [x.id, x.name, x.forces.length, x.setupArea.length])).toEqual([["alpha", "α", 1, 1], ["bravo", "Reds", 0, 0]]);
    expect(taken.victory).toEqual([{ kind: "custom", side: "bravo", text: "exit" }]);
    expect(withSides(taken, sides)).toBe(taken);
    expect(withSides(s, [])).toBe(s);
    expect(createScenario("s2", "m1", "patrol", sides).sides.map((x) => x.id)).toEqual(["alpha", "bravo"]);
  });
});
