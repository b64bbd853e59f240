import { describe, expect, it } from "vitest";
import { toBarrageCommand, toImpacts } from "./barrage";

const match = { seats: [{ seat: "alpha" }, { seat: "bravo" }] } as unknown as Parameters<typeof toBarrageCommand>[1];

describe("barrage job: order to rules command", () => {
  it("patrol 4.1 F2: artillery rounds become the system command resolve_barrage under the match's first seat", () => {
    expect(toBarrageCommand({ kind: "artillery", rounds: ["alpha-1", "alpha-2"] }, match)).toEqual({ seat: "alpha", type: "resolve_barrage", payload: { rounds: ["alpha-1", "alpha-2"] } });
  });

  it("firepower 12.4.2: a mortar shot becomes fire_mortar for the seat that asked", () => {
    expect(toBarrageCommand({ kind: "mortar", seat: "A", mortar: "M1", crewman: "A1", hex: "1H3" }, match)).toEqual({ seat: "A", type: "fire_mortar", payload: { mortar: "M1", crewman: "A1", hex: "1H3" } });
  });

  it("summarises impacts and misses from the public events only", () => {
    const impacts = toImpacts([
      { type: "patrol/artillery_impact", data: { round: "alpha-1", impact: "0812" } },
      { type: "patrol/artillery_miss", data: { round: "alpha-2", impact: null } },
      { type: "patrol/blast", data: { man: "b01" } },
      { type: "mortar/fired", data: { mortar: "M1", outcome: "spread", impact: "1G3" } },
    ]);
    expect(impacts).toEqual([{ source: "alpha-1", outcome: "impact", impact: "0812" }, { source: "alpha-2", outcome: "miss", impact: null }, { source: "M1", outcome: "spread", impact: "1G3" }]);
  });
});
