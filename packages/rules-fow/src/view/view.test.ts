import { describe, expect, it } from "vitest";
import { FOW_FREE_FOR_ALL, toFowGame } from "../scenarios/index";
import type { FowScenario } from "../scenarios/index";
import { toFowView } from "./view";

const IN = 254;
const sc: FowScenario = {
  ...FOW_FREE_FOR_ALL, mission: "counterattack",
  sides: { ...FOW_FREE_FOR_ALL.sides, B: { ...FOW_FREE_FOR_ALL.sides.B, units: [...FOW_FREE_FOR_ALL.sides.B.units, { id: "B-amb", name: "Ambush", force: "rifle-platoon", ambush: true, teams: [{ x: 30 * IN, y: 44 * IN, angle: 0 }] }] } },
};

describe("per-seat view (fow Mission Special Rules › Ambush)", () => {
  it("the opponent and spectators see only how many units are held in Ambush; the owner sees them; all is shown once over", () => {
    const r = toFowGame(sc);
    if (!r.ok) throw new Error(r.problem.message);
    for (const viewer of ["A", "spectator"]) {
      const v = toFowView(r.game, viewer, false);
      expect(JSON.stringify(v)).not.toContain("B-amb");
      expect(v.hiddenAmbush).toEqual({ A: 0, B: 1 });
      expect(v.teams.length).toBe(r.game.teams.length - 1);
    }
    const own = toFowView(r.game, "B", false);
    expect(own.units.map((u) => u.id)).toContain("B-amb");
    expect(own.hiddenAmbush).toEqual({ A: 0, B: 0 });
    expect(toFowView(r.game, "A", true).units.map((u) => u.id)).toContain("B-amb");
  });
});
