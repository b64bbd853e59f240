import { describe, expect, it } from "vitest";
import { firepowerBarrage } from "./barrage-jobs";

describe("barrage job: order to rules command", () => {
  it("firepower 12.4.2: a mortar shot becomes fire_mortar for the seat that asked", () => {
    expect(firepowerBarrage.toCommand({ kind: "mortar", seat: "B", mortar: "M1", crewman: "A1", hex: "1H3" }, ["A", "B"])).toEqual({ seat: "B", type: "fire_mortar", payload: { mortar: "M1", crewman: "A1", hex: "1H3" } });
  });

  it("firepower 12.4.2: artillery rounds are not a Firepower barrage (typed refusal); no rounds are ever due", () => {
    expect(firepowerBarrage.toCommand({ kind: "artillery", rounds: ["alpha-1"] }, ["A", "B"])).toMatchObject({ error: { code: "barrage/not_served" } });
    expect(firepowerBarrage.dueOrder(["x"])).toBeNull();
    expect(firepowerBarrage.duePath).toBeUndefined();
  });

  it("firepower 12.4.2: a client's mortar order is fired for the caller's seat, whatever seat it named", () => {
    expect(firepowerBarrage.fromRequest({ kind: "mortar", mortar: "M1", crewman: "A1", hex: "1H3", seat: "A" }, "B")).toEqual({ kind: "mortar", seat: "B", mortar: "M1", crewman: "A1", hex: "1H3" });
  });

  it("firepower 12.4.2: checkOrder takes exactly kind, seat, mortar, crewman, hex and names the first wrong field", () => {
    expect(firepowerBarrage.checkOrder({ kind: "mortar", seat: "B", mortar: "M1", crewman: "A1", hex: "1H3" })).toEqual({ ok: true });
    expect(firepowerBarrage.checkOrder({ kind: "artillery", rounds: ["a"] })).toMatchObject({ ok: false, path: ["kind"] });
    expect(firepowerBarrage.checkOrder({ kind: "mortar", seat: "B", mortar: "M 1", crewman: "A1", hex: "1H3" })).toMatchObject({ ok: false, path: ["mortar"] });
    expect(firepowerBarrage.checkOrder({ kind: "mortar", seat: "B", mortar: "M1", crewman: "A1", hex: "1H3", extra: 1 })).toMatchObject({ ok: false, path: ["extra"] });
    expect(firepowerBarrage.checkOrder({ kind: "mortar", seat: "B", mortar: "M1", crewman: "A1" })).toMatchObject({ ok: false, path: ["hex"] });
  });

  it("firepower 12.4.2: summarises where each bomb came down from the public events only", () => {
    expect(firepowerBarrage.impacts([
      { type: "patrol/artillery_impact", data: { round: "alpha-1", impact: "0812" } },
      { type: "mortar/fired", data: { mortar: "M1", outcome: "spread", impact: "1G3" } },
    ])).toEqual([{ source: "M1", outcome: "spread", impact: "1G3" }]);
  });
});
