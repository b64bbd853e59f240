import { describe, expect, it } from "vitest";
import { FIREPOWER_CATALOGUE, PATROL_CATALOGUE } from "../catalogue/test-catalogues";
import { toSystemFields } from "./system-fields";

describe("toSystemFields", () => {
  it("asks Patrol! for its OB (free text) and situation (the catalogue's choices)", () => {
    expect(toSystemFields(PATROL_CATALOGUE.scenarioFields)).toEqual([
      { name: "ob", label: "Order of battle (27.x)", rule: "Patrol 27.0", choices: null },
      { name: "situation", label: "General Situation (26.x)", rule: "Patrol 26.5-26.9", choices: ["patrol", "recon", "raid", "ambush", "assault"] },
    ]);
  });

  it("asks Firepower for its rules, set-up, mines and tunnels, with what an empty choice means; nothing for a system with none", () => {
    expect(toSystemFields(FIREPOWER_CATALOGUE.scenarioFields).map((f) => [f.name, f.choices, f.emptyLabel])).toEqual([
      ["rules", ["basic", "advanced"], "basic"], ["setup", ["roll", "A", "B"], "none"], ["minesA", null, undefined], ["minesB", null, undefined],
      ["tunnelSide", ["A", "B"], "none"], ["tunnels", null, undefined],
    ]);
    expect(toSystemFields([])).toEqual([]);
  });
});
