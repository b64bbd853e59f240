import { describe, expect, it } from "vitest";
import { dueBarrage } from "@tactica/ruleset-module";
import { dueRounds, patrolBarrage } from "./barrage-jobs";

const seats = ["alpha", "bravo"];

describe("barrage job: order to rules command", () => {
  it("patrol 4.1 F2: artillery rounds become the system command resolve_barrage under the match's first seat", () => {
    expect(patrolBarrage.toCommand({ kind: "artillery", rounds: ["alpha-1", "alpha-2"] }, seats)).toEqual({ seat: "alpha", type: "resolve_barrage", payload: { rounds: ["alpha-1", "alpha-2"] } });
  });

  it("patrol 4.1 F2: an order that is not artillery rounds, or a match without seats, is refused with a code", () => {
    expect(patrolBarrage.toCommand({ kind: "mortar", seat: "A" }, seats)).toMatchObject({ error: { code: "barrage/not_served" } });
    expect(patrolBarrage.toCommand({ kind: "artillery", rounds: ["alpha-1"] }, [])).toMatchObject({ error: { code: "match/unknown_seat" } });
  });

  it("patrol 4.1 F2: the rounds due are the state's game.artillery.due, strings only", () => {
    expect(dueRounds({ game: { artillery: { due: ["alpha-1", 3, "bravo-2"] } } })).toEqual(["alpha-1", "bravo-2"]);
    expect(dueRounds({ game: {} })).toEqual([]);
  });

  it("patrol 4.1 F2: the sweep's path is game.artillery.due, and the value there becomes the artillery order (none when empty)", () => {
    expect(patrolBarrage.duePath).toEqual(["game", "artillery", "due"]);
    expect(dueBarrage(patrolBarrage, { game: { artillery: { due: ["alpha-1", 3] } } })).toEqual({ kind: "artillery", rounds: ["alpha-1"] });
    expect(patrolBarrage.dueOrder([])).toBeNull();
    expect(patrolBarrage.dueOrder(undefined)).toBeNull();
  });

  it("patrol 4.1 F2: checkOrder takes exactly kind and 1-200 round ids and names the first wrong field", () => {
    expect(patrolBarrage.checkOrder({ kind: "artillery", rounds: ["alpha-1"] })).toEqual({ ok: true });
    expect(patrolBarrage.checkOrder({ kind: "artillery", rounds: [] })).toMatchObject({ ok: false, path: ["rounds"] });
    expect(patrolBarrage.checkOrder({ kind: "artillery", rounds: ["ok", "not ok"] })).toMatchObject({ ok: false, path: ["rounds", 1] });
    expect(patrolBarrage.checkOrder({ kind: "artillery", rounds: ["a"], seat: "alpha" })).toMatchObject({ ok: false, path: ["seat"] });
    expect(patrolBarrage.checkOrder({ kind: "mortar", seat: "A" })).toMatchObject({ ok: false, path: ["kind"] });
  });

  it("summarises impacts and misses from the public events only", () => {
    const impacts = patrolBarrage.impacts([
      { type: "patrol/artillery_impact", data: { round: "alpha-1", impact: "0812" } },
      { type: "patrol/artillery_miss", data: { round: "alpha-2", impact: null } },
      { type: "patrol/blast", data: { man: "b01" } },
      { type: "mortar/fired", data: { mortar: "M1", outcome: "spread", impact: "1G3" } },
    ]);
    expect(impacts).toEqual([{ source: "alpha-1", outcome: "impact", impact: "0812" }, { source: "alpha-2", outcome: "miss", impact: null }]);
  });
});
