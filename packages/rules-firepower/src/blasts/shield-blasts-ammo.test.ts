import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { blastInHex } from "../weapons/ammo-fire";
import { stand } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { startUnderground, undergroundScenario } from "../works/caves.fixture";
import type { FirepowerGame } from "../state/types";

/** The modifier total of `id`'s roll in an A/H blast of 5 in his own hex. */
function total(game: FirepowerGame, id: string): number | undefined {
  const s = game.soldiers.find((x) => x.id === id)!;
  return blastInHex(game, s.hex, 5, createFixedDice([10, 10, 10]), { options: {}, tables: new Map() }).rolls.find((r) => r.soldier === id)?.total;
}

describe("A, C and H round blasts and tree positions (firepower 10.4, 12.3.1.2)", () => {
  it("firepower 10.4, 12.3.1.2: in the Advanced Game a man in a tree hex has no all-round tree cover against an A/H blast in his hex (tree positions cover only over their thickened hexsides, none in the impact hex), as for G blasts", () => {
    const s = startUnderground(undergroundScenario([stand("A1", "4B4", 1), stand("A2", "4A1", 1)], [stand("B1", "4H3", 5)]));
    expect(boardOf(s.game).terrainOf(boardOf(s.game).hexOf("4B4")!)).toBe("tree");
    expect(total(s.game, "A1")).toBe(total(s.game, "A2"));
    // The Basic Game keeps the all-round tree cover (+1).
    const basic: FirepowerGame = { ...s.game, rules: "basic" };
    expect(total(basic, "A1")).toBe((total(basic, "A2") ?? 0) + 1);
  });
});
