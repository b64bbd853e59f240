import { describe, expect, it } from "vitest";
import { toSystemFields } from "./system-fields";

describe("toSystemFields", () => {
  it("asks Patrol! for its OB and situation, with the situations the schema lists", () => {
    const schema = { type: "object", properties: { ob: { type: "string" }, situation: { enum: ["patrol", "raid"] } } };
    expect(toSystemFields("patrol", schema)).toEqual([
      { name: "ob", label: "Order of battle (27.x)", choices: null },
      { name: "situation", label: "General Situation (26.x)", choices: ["patrol", "raid"] },
    ]);
  });

  it("asks Firepower for its rules, set-up, mines and tunnels, and offers free text when the schema is missing", () => {
    expect(toSystemFields("firepower", {}).map((f) => f.name)).toEqual(["rules", "setup", "minesA", "minesB", "tunnelSide", "tunnels"]);
    expect(toSystemFields("sniper", {})).toEqual([]);
    expect(toSystemFields("patrol", null).map((f) => f.choices)).toEqual([null, null]);
  });
});
