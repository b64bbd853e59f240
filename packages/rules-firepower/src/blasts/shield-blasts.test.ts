import type { AnyTable } from "@tactica/engine";
import { defineTable } from "@tactica/engine";
import { hexDistance } from "@tactica/hex";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { stand } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { startUnderground, undergroundScenario } from "../works/caves.fixture";
import { gBlast } from "../combat/g-blast";
import { AMMO_STRUCTURE_VALUES } from "../tables/ammo-weapons";
import { blastShield } from "./shield-blasts";
import { impactAt } from "./storey-blasts";
import type { FirepowerState } from "../state/types";

const prone = (id: string, hex: string, facing: number) => stand(id, hex, facing, { posture: "prone" });
/** The soldiers a G blast of 5 at `hex` rolls for. */
function rolled(s: FirepowerState, hex: string, tables?: ReadonlyMap<string, AnyTable>): string[] {
  const board = boardOf(s.game);
  return gBlast(board, s.game, board.hexOf(hex)!, 5, createFixedDice(Array.from({ length: 12 }, () => 10)), { options: {}, ...(tables ? { tables } : {}) }).rolls.map((r) => r.soldier).sort();
}

describe("hills, fences, walls and roadblocks between a burst and a man (firepower 12.2.3)", () => {
  it("firepower 12.2.3: a hill that totally blocks the line from the impact location shuts a man out of the blast; in the open he rolls", () => {
    const s = startUnderground(undergroundScenario([prone("A1", "4E3", 5)], [prone("B1", "4C2", 2)]));
    const board = boardOf(s.game);
    const man = s.game.soldiers.find((x) => x.id === "A1")!;
    expect(blastShield(board, s.game, impactAt(board, board.hexOf("4C3")!), man, 1)).toMatchObject({ feature: "hill", tv: null, rule: "Firepower 12.2.3" });
    expect(hexDistance(man.hex, board.hexOf("4C3")!)).toBe(2);
    expect(rolled(s, "4C3")).toEqual(["B1"]);
    const open = startUnderground(undergroundScenario([prone("A1", "4A3", 5)], [prone("B1", "4C2", 2)]));
    expect(rolled(open, "4C3")).toEqual(["A1", "B1"]);
  });

  it("firepower 12.2.3, 12.5: a roadblock between the burst and a prone man shuts him out unless the hit penetrates it (placeholder terrain value 4; a ruling of 1 lets a grenade's 1 through)", () => {
    const withBlock = startUnderground(undergroundScenario([prone("A1", "4G5", 1)], [prone("B1", "4A1", 2)], { roadblocks: [{ hex: "4G5", sides: [1] }] }));
    const without = startUnderground(undergroundScenario([prone("A1", "4G5", 1)], [prone("B1", "4A1", 2)]));
    expect(rolled(without, "4G4")).toEqual(["A1"]);
    expect(rolled(withBlock, "4G4")).toEqual([]);
    const board = boardOf(withBlock.game);
    const man = withBlock.game.soldiers.find((x) => x.id === "A1")!;
    expect(blastShield(board, withBlock.game, impactAt(board, board.hexOf("4G4")!), man, 1)).toMatchObject({ feature: "roadblock", tv: 4, provenance: "placeholder" });
    const t = AMMO_STRUCTURE_VALUES;
    const weak = defineTable({ id: t.id, version: "ruling", title: t.title, inputs: t.inputs, output: t.output, cells: t.cells.map((c) => (c.inputs.structure === "roadblock" ? { ...c, value: 1 } : c)) });
    expect(rolled(withBlock, "4G4", new Map<string, AnyTable>([[weak.id, weak]]))).toEqual(["A1"]);
  });

  it("firepower 12.2.3, 12.7.1: a burst on the impact hex's own side of a roadblock (no side roll: gBlast alone) shields nobody in that hex", () => {
    const s = startUnderground(undergroundScenario([prone("A1", "4G5", 1)], [prone("B1", "4A1", 2)], { roadblocks: [{ hex: "4G5", sides: [1] }] }));
    expect(rolled(s, "4G5")).toEqual(["A1"]);
  });
});
