import type { AnyTable, GameEvent } from "@tactica/engine";
import { apply, createMatch, createRulingsPack, defineTable } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { stand } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { CAVE_TERRAIN_VALUE } from "./cave-damage";
import { caveAt } from "../works/caves";
import { CAVE, impulseAt, startUnderground, undergroundScenario } from "../works/caves.fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { gBlast } from "../combat/g-blast";
import type { FirepowerGame, FirepowerState } from "../state/types";
import { cmd } from "../weapons/vehicles.fixture";

const TENS = () => createFixedDice(Array.from({ length: 20 }, () => 10));
const scenario = () => undergroundScenario([stand("A1", "4A3", 2)], [stand("B1", "4C3", 5), stand("B2", "4C3", 5), stand("B3", "4H3", 5)], { caves: [CAVE] });
function blastAt(game: FirepowerGame, hex: string, tables?: ReadonlyMap<string, AnyTable>) {
  const board = boardOf(game);
  return gBlast(board, game, board.hexOf(hex)!, 5, TENS(), { options: {}, ...(tables ? { tables } : {}) });
}
const ruled = (value: number): ReadonlyMap<string, AnyTable> =>
  new Map<string, AnyTable>([[CAVE_TERRAIN_VALUE.id, defineTable({ ...CAVE_TERRAIN_VALUE, version: "ruling", cells: CAVE_TERRAIN_VALUE.cells.map((c) => ({ ...c, value })) })]]);

describe("destroyed caves (firepower 12.3.4.2.2)", () => {
  it("firepower 12.3.4.2.2: the cave's terrain value is a placeholder cell, and each blast in the hex wears it down by its penetration", () => {
    expect(CAVE_TERRAIN_VALUE.cells.map((c) => c.provenance.kind)).toEqual(["placeholder"]);
    const s = startUnderground(scenario());
    const first = blastAt(s.game, CAVE.hex);
    expect(first.terrain).toEqual([expect.objectContaining({ what: "cave", tv: 8, penetration: 1, destroyed: false, provenance: "placeholder", rule: "Firepower 12.3.4.2, 12.3.4.2.2" })]);
    expect(first.game.terrainDamage).toEqual([{ key: expect.stringContaining("cave:") as string, damage: 1 }]);
    expect(caveAt(first.game, boardOf(first.game).hexOf(CAVE.hex)!)).toBeDefined();
    // A blast elsewhere leaves the cave alone.
    expect(blastAt(s.game, "4B3").terrain ?? []).not.toContainEqual(expect.objectContaining({ what: "cave" }));
  });

  it("firepower 12.3.4.2.2: a destroyed cave hex becomes rubble at the hex's own height and the soldiers inside are eliminated", () => {
    const s = startUnderground(scenario());
    const hex = boardOf(s.game).hexOf(CAVE.hex)!;
    const before = boardOf(s.game);
    expect(before.map.fortifications.size).toBeGreaterThan(0);
    const done = blastAt(s.game, CAVE.hex, ruled(1));
    expect(done.terrain?.[0]).toMatchObject({ what: "cave", tv: 1, destroyed: true, became: "rubble", eliminated: ["B1", "B2"] });
    const after = boardOf(done.game);
    expect(after.terrainOf(hex)).toBe("other");
    expect(after.map.terrainIds[after.map.terrain[after.map.indexOf(hex.q, hex.r)] ?? 0]).toBe("rubble");
    expect(caveAt(done.game, hex)).toBeUndefined();
    expect(done.game.caves).toBeUndefined();
    expect([...after.map.fortifications.values()].flat().filter((f) => f.type === "cave")).toEqual([]);
    expect(after.floorOf(hex, 0)).toBe(before.floorOf(hex, 0));
    expect(done.game.soldiers.filter((x) => x.eliminated).map((x) => x.id).sort()).toEqual(["B1", "B2"]);
    expect(done.game.terrainDamage ?? []).toEqual([]);
  });

  it("firepower 12.3.4.2.2: played through throw_grenade with a rulings pack setting the cave's value to 1, the grenade passing the mouth destroys the cave and the men in it", () => {
    const made = createMatch(firepowerRuleset, {
      scenario: scenario(),
      rulings: createRulingsPack({ id: "cave-tv", ruleset: "firepower", tables: { [CAVE_TERRAIN_VALUE.id]: { tableId: CAVE_TERRAIN_VALUE.id, version: "r1", source: "test ruling", mode: "patch", cells: [{ inputs: { unit: "cave" }, value: 1 }] } } }),
    });
    if (!made.ok) throw new Error(made.error.code);
    const s = impulseAt(made.state as FirepowerState, "A", "4A3");
    const r = apply(firepowerRuleset, s, cmd("throw_grenade", "A", { soldier: "A1", hex: CAVE.hex }), createFixedDice([1, 5, ...Array.from({ length: 12 }, () => 10)]));
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const blast = r.events.find((e: GameEvent) => e.type === "grenade/blast")?.data as { terrain?: unknown[] } | undefined;
    expect(blast?.terrain).toEqual([expect.objectContaining({ what: "cave", destroyed: true, became: "rubble", rule: "Firepower 12.3.4.2, 12.3.4.2.2" })]);
    const game = (r.state as FirepowerState).game;
    expect(game.caves).toBeUndefined();
    expect(game.soldiers.filter((x) => x.eliminated).map((x) => x.id).sort()).toEqual(["B1", "B2"]);
    // Bad input changes nothing: a refused throw leaves the cave in play.
    const bad = apply(firepowerRuleset, s, cmd("throw_grenade", "A", { soldier: "A1", hex: "9Z9" }), TENS());
    expect(bad.ok).toBe(false);
    expect((s.game.caves ?? []).length).toBe(1);
  });
});
