// Firepower 12.2.10 beyond hand grenades and special rounds: the mortar's roll, the G rolls of crewed weapons (H used as
// G at soldiers, not as armour piercing, so "it is enough that the object is in the hex") and the throw odds the bot and
// the odds API read (all through toFireSituation's "throw" situation) take -1 per height of wall, fence or roadblock.
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { collectThrowModifiers } from "./collect-fire-modifiers";
import { fireOdds } from "./fire-odds";
import { resolveMortarFire } from "../mortar/resolve-mortar-fire";
import { stand } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { startUnderground, undergroundScenario } from "../works/caves.fixture";
import { losFrom, toFireSituation, toViewpoint } from "../combat/fire-context";
import { findSoldier } from "../core/soldiers";
import type { FirepowerState } from "../state/types";

/** A1, A2 (a light mortar's crew) at 4A3, A3 at 4G5 facing north, B1 at 4G3 with (or without) a 3-height roadblock on its north side. */
const match = (roadblock: boolean, rules: "advanced" | "basic" = "advanced"): FirepowerState => startUnderground({
  ...undergroundScenario([stand("A1", "4A3", 2), stand("A2", "4A3", 2), stand("A3", "4G5", 1)], [stand("B1", "4G3", 4)], roadblock ? { roadblocks: [{ hex: "4G3", sides: [1] }] } : {}),
  rules, mortars: [{ id: "M1", side: "A", weapon: "MRT-L", radio: false, crew: ["A1", "A2"] }],
});

function throwSituation(s: FirepowerState) {
  const board = boardOf(s.game);
  const a3 = findSoldier(s.game, "A3"), b1 = findSoldier(s.game, "B1");
  if (!a3 || !b1) throw new Error("fixture");
  const los = losFrom(board, s.game, a3, toViewpoint(b1), s.options);
  if (!los) throw new Error("no LOS");
  return toFireSituation(board, s.game, a3, b1, "throw", 0, s.options, los);
}

describe("firepower 12.2.10 in mortar, crewed-weapon G and the bot's grenade odds", () => {
  it("firepower 12.2.10: a mortar bomb at a hex with a 3-height roadblock on a side rolls -3 (it is enough that the object is in the hex)", () => {
    const order = { mortar: "M1", crewman: "A1", observer: "A3", hex: "4G3", phase: 1, adjusted: false, by: "observe_order" as const };
    type Fired = { total: number; modifiers: { rule: string; value: number; provenance: { kind: string } }[] };
    const fired = (s: FirepowerState) => resolveMortarFire(s.game, order, createFixedDice([10, 10, 10, 10, 10, 10])).events[0]?.data as Fired;
    const withBlock = fired(match(true)), without = fired(match(false));
    expect(withBlock.total - without.total).toBe(-3);
    expect(withBlock.modifiers).toContainEqual(expect.objectContaining({ rule: "Firepower 12.2.10", value: -3, provenance: expect.objectContaining({ kind: "book" }) }));
  });

  it("firepower 12.2.10: the G roll of a throw situation (crewed H-as-G fire, the bot's and the odds API's grenade odds) takes -3, and the hit chance rises", () => {
    const withBlock = throwSituation(match(true)), without = throwSituation(match(false));
    expect(withBlock.structureHeight).toBe(3);
    expect(without.structureHeight).toBeUndefined();
    expect(collectThrowModifiers(withBlock)).toContainEqual(expect.objectContaining({ rule: "Firepower 12.2.10", value: -3 }));
    expect(collectThrowModifiers(without).some((m) => m.rule === "Firepower 12.2.10")).toBe(false);
    const odds = (x: ReturnType<typeof throwSituation>) => { const o = fireOdds(x); if (!o.ok) throw new Error(o.error.code); return o.value; };
    expect(odds(withBlock).modifierTotal - odds(without).modifierTotal).toBe(-3);
    const chance = (x: ReturnType<typeof throwSituation>) => Number(odds(x).perShot.num) / Number(odds(x).perShot.den);
    expect(chance(withBlock)).toBeGreaterThan(chance(without));
  });

  it("firepower 12.2.10: the modifier is an Advanced Game rule (12.2): no Basic throw takes it", () => {
    const basic = { ...match(true), game: { ...match(true).game, rules: "basic" as const } };
    expect(throwSituation(basic).structureHeight).toBeUndefined();
  });
});
