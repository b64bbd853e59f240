import { describe, expect, it } from "vitest";
import { firepowerBarrage } from "./barrage-jobs";

describe("barrage job: order to rules command", () => {
  it("firepower 12.4.2: a mortar shot becomes fire_mortar for the seat that asked", () => {
    expect(firepowerBarrage.toCommand({ kind: "mortar", seat: "B", mortar: "M1", crewman: "A1", hex: "1H3" }, ["A", "B"])).toEqual({ seat: "B", type: "fire_mortar", payload: { mortar: "M1", crewman: "A1", hex: "1H3" } });
  });

  it("firepower 12.4.2: artillery rounds are not a Firepower barrage (typed refusal); no rounds are ever due", () => {
    expect(firepowerBarrage.toCommand({ kind: "artillery", rounds: ["alpha-1"] }, ["A", "B"])).toMatchObject({ error: { code: "barrage/not_served" } });
    expect(firepowerBarrage.dueRounds({ game: { artillery: { due: ["x"] } } })).toEqual([]);
  });

  it("firepower 12.4.2: summarises where each bomb came down from the public events only", () => {
    expect(firepowerBarrage.impacts([
      { type: "patrol/artillery_impact", data: { round: "alpha-1", impact: "0812" } },
      { type: "mortar/fired", data: { mortar: "M1", outcome: "spread", impact: "1G3" } },
    ])).toEqual([{ source: "M1", outcome: "spread", impact: "1G3" }]);
  });
});
