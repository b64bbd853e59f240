import { describe, expect, it } from "vitest";
import { fromColRow } from "../grids/index";
import { toWwbGame, wwbScenarioSchema } from "../scenarios/index";
import { withSoldier } from "../state/index";
import { isOwn, toWwbView } from "./view";

describe("WWB view (fog per side)", () => {
  it("WWB 6.0: at night nobody sees an enemy: each side gets its own soldiers and the enemy's count only", () => {
    const g = toWwbGame(wwbScenarioSchema.parse({ teamsPerSide: 3, illumination: "new_moon" }));
    const v = toWwbView(g, "allies", false);
    expect(v.soldiers.every((s) => s.side === "allies" && isOwn(s))).toBe(true);
    expect(v.soldiers.length).toBe(12);
    expect(v.unseen).toEqual({ allies: 0, axis: 12 });
    expect(toWwbView(g, null, false).soldiers).toEqual([]);
  });
  it("WWB 6.0: an enemy in the open and in sight is seen without his dashboard (ammunition, skills, equipment)", () => {
    let g = toWwbGame(wwbScenarioSchema.parse({ teamsPerSide: 1 }));
    g = withSoldier(g, "an1", { hex: fromColRow(2, 4) });
    const seen = toWwbView(g, "allies", false).soldiers.find((s) => s.id === "an1")!;
    expect(seen).toBeDefined();
    expect(isOwn(seen)).toBe(false);
    expect(JSON.stringify(seen)).not.toMatch(/ammo|skills|equipment/);
    expect(toWwbView(g, "allies", true).soldiers.find((s) => s.id === "an1")).toHaveProperty("ammo");
  });
});
