import { createFixedDice } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { DEFAULT_TABLES } from "../combat/patrol-tables";
import { toPatrolGame } from "../turn/setup";
import type { PatrolGame } from "../state/state";
import { createWork } from "../state/state";
import { createNightState } from "../spotting/night";
import type { ArtilleryRound } from "./artillery-state";
import { resolveBarrage, scatterRound } from "./resolve-barrage";

/** α 1BR at 0802 with artillery, β 2BR at 0808 and 0810, on a 16 x 16 clear placeholder board, in the middle of a turn. */
function gameWith(rounds: readonly Omit<ArtilleryRound, "side" | "fireClass" | "fired">[]): PatrolGame {
  const r = toPatrolGame({ ob: "27.12", situation: "patrol", alphaSide: 0, forces: { alpha: "1BR 3M 2L 2H 2SH(pl)", bravo: "2BR" }, board: { cols: 16, rows: 16 },
    deploy: { a01: { hex: "0802" }, b01: { hex: "0808" }, b02: { hex: "0810" } } });
  if (!r.ok) throw new Error(r.message);
  const arty = r.game.artillery!;
  const listed = rounds.map((x): ArtilleryRound => ({ ...x, side: "alpha", fireClass: "planned", fired: false }));
  return { ...r.game, work: createWork({}, {}), artillery: { ...arty, rounds: listed, due: listed.map((x) => x.id) } };
}
const types = (events: readonly GameEvent[]) => events.map((e) => e.type);
const round = (id: string, weight: ArtilleryRound["weight"], hex: string, kind: ArtilleryRound["kind"] = "HE") => ({ id, weight, hex, kind, turn: 1 });

describe("Patrol! artillery: scatter [17.1, 25.1]", () => {
  it("patrol 25.1: the coefficient is fixed by weight (LT c4, MDM c5, HV and SHV c6) and read on the printed rows", () => {
    const g = gameWith([]);
    const at = (weight: ArtilleryRound["weight"], rolls: number[]) =>
      scatterRound(g, { id: "x", side: "alpha", weight, fireClass: "planned", kind: "HE", hex: "0808", turn: 1, fired: false }, createFixedDice(rolls), DEFAULT_TABLES);
    // Printed cells: c4 row 2 = H, c4 row 3 = S1, c5 row 1 = H, c5 row 2 = S1, c6 row 1 = S1, c6 row 3 = S2.
    expect(at("L", [2])).toMatchObject({ coefficient: 4, roll: 2, scatter: 0, impact: "0808", provenance: ["book", "book"] });
    expect(at("L", [3, 4])).toMatchObject({ coefficient: 4, scatter: 1, vector: "D", impact: "0809" });
    expect(at("M", [1])).toMatchObject({ coefficient: 5, scatter: 0, impact: "0808" });
    expect(at("M", [2, 1])).toMatchObject({ coefficient: 5, scatter: 1, vector: "A", impact: "0807" });
    expect(at("H", [1, 4])).toMatchObject({ coefficient: 6, scatter: 1, impact: "0809" });
    expect(at("SH", [3, 4])).toMatchObject({ coefficient: 6, scatter: 2, impact: "0810" });
    // Rows 4-6 are the digest's reconstruction, and say so.
    expect(at("M", [6, 4]).provenance).toEqual(["book", "reconstructed"]);
  });

  it("patrol 25.1: exact chance of a round landing on its target hex, by weight (enumerating the d6)", () => {
    const g = gameWith([]);
    const hits = (weight: ArtilleryRound["weight"]) => [1, 2, 3, 4, 5, 6].filter((roll) =>
      scatterRound(g, { id: "x", side: "alpha", weight, fireClass: "planned", kind: "HE", hex: "0808", turn: 1, fired: false }, createFixedDice([roll, 1]), DEFAULT_TABLES).scatter === 0).length;
    expect([hits("L"), hits("M"), hits("H"), hits("SH")]).toEqual([2, 1, 0, 0]); // 1/3, 1/6, 0, 0
  });

  it("patrol 17.71: a round scattering off the map is a complete miss (no blast, no dice beyond the scatter)", () => {
    const g = gameWith([round("alpha-1", "H", "0802")]);
    const dice = createFixedDice([3, 1]); // c6 row 3 = S2, direction 1 = A (north): 0802 -> 0800, off the map
    const out = resolveBarrage(g, ["alpha-1"], dice, DEFAULT_TABLES, 1);
    expect(types(out.events)).toEqual(["patrol/artillery_miss"]);
    expect(out.events[0]?.data).toMatchObject({ round: "alpha-1", target: "0802", scatter: 2, vector: "A", impact: null, rule: "17.71" });
    expect(out.game.artillery?.rounds[0]?.fired).toBe(true);
    expect(out.game.artillery?.due).toEqual([]);
    expect(dice.remaining()).toBe(0);
  });
});

describe("Patrol! artillery: blast [17.2, 17.72, 25.2]", () => {
  it("patrol 17.72: a Medium round on the target hex attacks everyone within 4 hexes, friend or foe, and stuns them; crater at impact", () => {
    // Medium row (placeholder 25.2): 60 / 30 / 20 / 10 / 5. b01 at 0, b02 at 2, a01 at 6 (outside).
    const g0 = gameWith([round("alpha-1", "M", "0808")]);
    const g = { ...g0, men: { ...g0.men, a01: { ...g0.men.a01!, hex: "0806" } } }; // own man at distance 2 [17.72]
    const out = resolveBarrage(g, ["alpha-1"], createFixedDice([1, 6, 6, 6, 6, 6, 6, 6]), DEFAULT_TABLES, 1);
    const impact = out.events.find((e) => e.type === "patrol/artillery_impact");
    expect(impact?.data).toMatchObject({ round: "alpha-1", weight: "M", coefficient: 5, roll: 1, scatter: 0, impact: "0808", rule: "17.1, 25.1" });
    expect(out.events.find((e) => e.type === "patrol/artillery_blast")?.data).toMatchObject({ blast: "medium", provenance: ["placeholder"] });
    const blasts = out.events.filter((e) => e.type === "patrol/blast").map((e) => e.data as { man: string; distance: number; as: number });
    expect(blasts.map((b) => [b.man, b.distance, b.as])).toEqual([["a01", 2, 20], ["b01", 0, 60], ["b02", 2, 20]]);
    expect(out.events.find((e) => e.type === "patrol/stunned")?.data).toMatchObject({ men: ["a01", "b01", "b02"] });
    expect(out.game.men.a01!.stunnedRound).toBe(1);
    expect(out.game.artillery?.craters).toEqual(["0808"]);
    expect(out.game.work?.stunnedNow).toEqual(["a01", "b01", "b02"]);
    expect(out.game.work?.explosions).toEqual(["0808"]);
  });

  it("patrol 17.5: a smoke round lands like a smoke grenade, making a pattern in G2, and hurts nobody", () => {
    const g = gameWith([round("alpha-1", "L", "0808", "smoke")]);
    const out = resolveBarrage(g, ["alpha-1"], createFixedDice([1]), DEFAULT_TABLES, 1);
    expect(types(out.events)).toEqual(["patrol/artillery_impact"]);
    expect(out.game.work?.newSmoke).toEqual(["0808"]);
  });

  it("patrol 17.6: an illumination round lights a 10-hex radius from the next turn for two turns, only at night", () => {
    const g = gameWith([round("alpha-1", "L", "0808", "illumination")]);
    const day = resolveBarrage(g, ["alpha-1"], createFixedDice([1]), DEFAULT_TABLES, 3);
    expect(day.events[1]?.data).toMatchObject({ hex: "0808", lit: false, rule: "17.6" });
    expect(day.game.artillery?.illumination).toEqual([]);
    const night = resolveBarrage({ ...g, night: createNightState() }, ["alpha-1"], createFixedDice([1]), DEFAULT_TABLES, 3);
    expect(night.game.artillery?.illumination).toEqual([{ hex: "0808", radius: 10, from: 4, until: 5 }]);
  });

  it("patrol 17.0: the same game, rounds and dice give the same events and state (pure)", () => {
    const g = gameWith([round("alpha-1", "M", "0808"), round("alpha-2", "L", "0809")]);
    const rolls = [2, 3, 1, 4, 5, 6, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3];
    const a = resolveBarrage(g, ["alpha-1", "alpha-2"], createFixedDice(rolls), DEFAULT_TABLES, 1);
    const b = resolveBarrage(g, ["alpha-1", "alpha-2"], createFixedDice(rolls), DEFAULT_TABLES, 1);
    expect(b).toEqual(a);
    expect(types(a.events).filter((t) => t === "patrol/artillery_impact" || t === "patrol/artillery_miss")).toHaveLength(2);
  });
});
