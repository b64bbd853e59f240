import { describe, expect, it } from "vitest";
import type { GameEvent } from "@tactica/engine";
import { soldier, tryCommand } from "../conformance/match-fixture";
import { inImpulse, stand } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { areFloorsCollapsed, buildingDamageAt, isRoofDestroyed } from "./building-damage";
import { impactAt, isConfined } from "./storey-blasts";
import { explainFire } from "../combat/explain-fire";
import type { FirepowerState } from "../state/types";

const throwAt = (hex: string) => ({ type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex } });
const buildingOf = (events: readonly GameEvent[]) => (events.find((e) => e.type === "grenade/blast")?.data as { building?: { hex: string; parts: { part: string; tv: number; destroyed: boolean; provenance: string }[]; eliminated: string[]; rule: string } } | undefined)?.building;
const hexOf = (s: FirepowerState, id: string) => {
  const h = boardOf(s.game).hexOf(id);
  if (!h) throw new Error(`no ${id}`);
  return h;
};
/** A state whose 4F2 already took blasts (walls 7 of 8, openings 1 of 2, roof 3 of 4). */
const battered = (s: FirepowerState): FirepowerState => ({ ...s, game: { ...s.game, buildingDamage: [{ hex: hexOf(s, "4F2"), walls: 7, openings: 1, roof: 3 }] } });

describe("Firepower 12.3.4.2.7 destroyed buildings", () => {
  it("firepower 12.3.4.2, 12.5: a grenade in a building hex takes its penetration (1) off the walls (book: standard wall 8), doors and windows and roof (placeholders); the event names each part's provenance", () => {
    const s = inImpulse([stand("A1", "4E2", 3)], [stand("B1", "4H6", 5)], "4E2");
    const r = tryCommand(s, throwAt("4F2"), [1, 10]);
    if (!r.ok) throw new Error(r.error.code);
    expect(buildingOf(r.events)).toEqual({
      hex: "4F2", eliminated: [], rule: "Firepower 12.3.4.2, 12.3.4.2.7",
      parts: [
        { part: "walls", tv: 8, penetration: 1, destroyed: false, provenance: "book" },
        { part: "openings", tv: 2, penetration: 1, destroyed: false, provenance: "placeholder" },
        { part: "roof", tv: 4, penetration: 1, destroyed: false, provenance: "placeholder" },
      ],
    });
    expect(buildingDamageAt(r.state.game, hexOf(s, "4F2"))).toEqual({ hex: hexOf(s, "4F2"), walls: 1, openings: 1, roof: 1 });
  });

  it("firepower 12.3.4.2.7: when the walls go the floors collapse: the man upstairs in that hex is eliminated, the one upstairs next door is not; walls become breaches, doors and windows stay open, the roof is gone", () => {
    const s = battered(inImpulse([stand("A1", "4E2", 3)], [stand("B1", "4F2", 6, { storey: 1 }), stand("B2", "4F3", 6, { storey: 1 })], "4E2"));
    const r = tryCommand(s, throwAt("4F2"), [1, 10]);
    if (!r.ok) throw new Error(r.error.code);
    const hit = buildingOf(r.events);
    expect(hit?.parts.every((p) => p.destroyed)).toBe(true);
    expect(hit?.eliminated).toEqual(["B1"]);
    expect(soldier(r.state, "B1").eliminated).toBe(true);
    expect(soldier(r.state, "B2").eliminated).toBe(false);
    const f2 = hexOf(s, "4F2");
    expect(isRoofDestroyed(r.state.game, f2)).toBe(true);
    expect(areFloorsCollapsed(r.state.game, f2)).toBe(true);
    const board = boardOf(r.state.game);
    expect(board.levelSide(f2, 0, 0)?.type).toBe("breach");
    expect(board.levelSide(f2, 5, 1)).toMatchObject({ type: "window", open: true });
    expect(r.state.game.brokenOpenings?.length).toBe(2);
    // The hex next door keeps its walls.
    expect(board.levelSide(hexOf(s, "4F3"), 1, 0)?.type).toBe("exterior-wall");
  });

  it("firepower 12.3.4.2.7 (option building_damage none): a referee who rules no blast strong enough leaves the building untouched", () => {
    const s = battered(inImpulse([stand("A1", "4E2", 3)], [stand("B1", "4F2", 6, { storey: 1 })], "4E2", { options: { "firepower/building_damage": "none" } }));
    const r = tryCommand(s, throwAt("4F2"), [1, 10]);
    if (!r.ok) throw new Error(r.error.code);
    expect(buildingOf(r.events)).toBeUndefined();
    expect(soldier(r.state, "B1").eliminated).toBe(false);
    expect(r.state.game.buildingDamage).toEqual(s.game.buildingDamage);
  });

  it("firepower 12.3.4.2.7, 16.2.3: with its roof destroyed the top storey is no longer a confined space; the floor below still is", () => {
    const s = inImpulse([stand("A1", "4E2", 3)], [stand("B1", "4H6", 5)], "4E2");
    const board = boardOf(s.game);
    const f2 = hexOf(s, "4F2");
    expect(isConfined(board, s.game, impactAt(board, f2, 1))).toBe(true);
    const roofless = { ...s.game, buildingDamage: [{ hex: f2, walls: 1, openings: 1, roof: 4, roofDestroyed: true as const }] };
    expect(isConfined(board, roofless, impactAt(board, f2, 1))).toBe(false);
    expect(isConfined(board, roofless, impactAt(board, f2, 0))).toBe(true);
    expect(isConfined(board, s.game, impactAt(board, hexOf(s, "4E2"), 0))).toBe(false);
  });

  it("firepower 12.3.4.2.7: on the top storey under a destroyed roof, walls and rubble: both cover modifiers apply (+1 more than with the roof)", () => {
    const s = inImpulse([stand("A1", "4E2", 3)], [stand("B1", "4F2", 6, { storey: 1 })], "4E2");
    const f2 = hexOf(s, "4F2");
    const roofless: FirepowerState = { ...s, game: { ...s.game, buildingDamage: [{ hex: f2, walls: 1, openings: 1, roof: 4, roofDestroyed: true }] } };
    const odds = (st: FirepowerState) => {
      const r = explainFire(st, "A1", "B1");
      if (!r.ok) throw new Error(r.error.code);
      return r.value.odds;
    };
    expect(odds(roofless).modifiers.filter((m) => m.rule === "Firepower 12.3.4.2.7, 12.2.3")).toHaveLength(1);
    expect(odds(roofless).modifierTotal).toBe(odds(s).modifierTotal + 1);
  });
});
