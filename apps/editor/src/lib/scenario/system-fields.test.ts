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

  it("asks nothing extra for Firepower, and offers free text when the schema is missing", () => {
    expect(toSystemFields("firepower", {})).toEqual([]);
    expect(toSystemFields("patrol", null).map((f) => f.choices)).toEqual([null, null]);
  });
});
