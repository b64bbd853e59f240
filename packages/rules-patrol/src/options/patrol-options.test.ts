import { describe, expect, it } from "vitest";
import { PATROL_OPTION_LIST } from "./patrol-options";

describe("Patrol! options (digest §15)", () => {
  it("each has a patrol/ id, a default among its choices and a citation", () => {
    expect(PATROL_OPTION_LIST.length).toBeGreaterThanOrEqual(35);
    const ids = new Set(PATROL_OPTION_LIST.map((o) => o.id));
    expect(ids.size).toBe(PATROL_OPTION_LIST.length);
    for (const o of PATROL_OPTION_LIST) {
      expect(o.id).toMatch(/^patrol\/[a-z0-9_]+$/);
      expect(Object.keys(o.choices)).toContain(o.default);
      expect(o.citation).toMatch(/digest §/);
    }
  });
});
