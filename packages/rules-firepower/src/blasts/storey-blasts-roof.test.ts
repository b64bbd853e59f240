import { describe, expect, it } from "vitest";
import { createFixedDice } from "@tactica/dice";
import type { MapDocument } from "@tactica/map";
import { soldier, tryCommand } from "../conformance/match-fixture";
import { inImpulse, stand, variant } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { blast } from "../combat/grenade-command";
import { indirectImpactAt } from "./storey-blasts";
import type { FirepowerState } from "../state/types";

/** Building A with a flat roof level (storey 2) at 8 heights a man may stand on (11.1.11.2, 8.2.3). */
const roofed: MapDocument = variant((d) => ({ ...d, buildings: (d.buildings ?? []).map((b) => ({ ...b, levels: [...b.levels, { storey: 2, name: "A roof", floor: 8, ceiling: 8, roof: true }] })) }));
const MORTAR = { blast: 5, radius: 2 };
const men = () => [stand("B1", "4F2", 6, { storey: 1 }), stand("B2", "4F2", 6, { storey: 2 }), stand("B3", "4F2", 6), stand("B4", "4E2", 3)];
const bomb = (s: FirepowerState, hex: string, options: Record<string, string> = {}) => {
  const board = boardOf(s.game);
  const h = board.hexOf(hex);
  if (!h) throw new Error(`no ${hex}`);
  const opts = { ...s.options, ...options };
  return blast(board, s.game, h, createFixedDice([10, 10, 10, 10, 10]), opts, MORTAR, {}, undefined, indirectImpactAt(board, s.game, h, opts)).rolls.map((r) => r.soldier).sort();
};

describe("Firepower 8.2.3, 12.4.2: high-angle rounds on building roofs (option indirect_building_impact)", () => {
  it("firepower 8.2.3, 12.1.6: a mortar bomb landing in a building hex bursts on its flat roof: only the man on the roof is in reach, the floors shut the rest out", () => {
    const s = inImpulse([stand("A1", "4A1", 3)], men(), "4A1", { map: roofed });
    expect(bomb(s, "4F2")).toEqual(["B2"]);
  });

  it("firepower 12.4.2 (option ground_floor): the bomb bursts on the ground floor as before, reaching the ground floor and the men outside", () => {
    const s = inImpulse([stand("A1", "4A1", 3)], men(), "4A1", { map: roofed });
    expect(bomb(s, "4F2", { "firepower/indirect_building_impact": "ground_floor" })).toEqual(["B3", "B4"]);
  });

  it("firepower 12.3.4.2.7: once the roof is destroyed the bomb falls into the top storey", () => {
    const base = inImpulse([stand("A1", "4A1", 3)], men().filter((m) => m.id !== "B2"), "4A1");
    const f2 = boardOf(base.game).hexOf("4F2") ?? { q: 0, r: 0 };
    const s: FirepowerState = { ...base, game: { ...base.game, buildingDamage: [{ hex: f2, walls: 4, openings: 4, roof: 4, roofDestroyed: true }] } };
    expect(bomb(base, "4F2")).toEqual([]);
    expect(bomb(s, "4F2")).toEqual(["B1"]);
  });

  it("firepower 12.3.4.2.7: a grenade that destroys the roof eliminates the man standing on it", () => {
    const base = inImpulse([stand("A1", "4E2", 3)], [stand("B2", "4F2", 6, { storey: 2 })], "4E2", { map: roofed });
    const f2 = boardOf(base.game).hexOf("4F2") ?? { q: 0, r: 0 };
    const s: FirepowerState = { ...base, game: { ...base.game, buildingDamage: [{ hex: f2, walls: 0, openings: 0, roof: 3 }] } };
    const r = tryCommand(s, { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex: "4F2" } }, [1, 10]);
    if (!r.ok) throw new Error(r.error.code);
    expect(soldier(r.state, "B2").eliminated).toBe(true);
    expect(r.events.find((e) => e.type === "grenade/blast")?.data).toMatchObject({ building: { eliminated: ["B2"] } });
  });
});
