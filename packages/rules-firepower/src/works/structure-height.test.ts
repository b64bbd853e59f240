import { describe, expect, it } from "vitest";
import { tryCommand } from "../conformance/match-fixture";
import { stand } from "../play/authored-match.fixture";
import { impulseAt, startUnderground, undergroundScenario } from "./caves.fixture";
import type { FirepowerState } from "../state/types";

/** A1 at 4G5 facing north; B1 two hexes north at 4G3, with (or without) a roadblock on 4G3's far (north) hexside. */
const match = (roadblock: boolean): FirepowerState =>
  impulseAt(startUnderground(undergroundScenario([stand("A1", "4G5", 1, { carries: { WPG: 1 } })], [stand("B1", "4G3", 4)], roadblock ? { roadblocks: [{ hex: "4G3", sides: [1] }] } : {})), "A", "4G5");

type Thrown = { total: number; modifiers?: { name: string; rule: string }[] };
const thrown = (s: FirepowerState): Thrown => {
  const r = tryCommand(s, { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex: "4G3" } }, [10, 10, 10, 10, 10, 10, 10, 10]);
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  return r.events.find((e) => e.type === "grenade/thrown")?.data as Thrown;
};

describe("firepower 12.2.10: per height of wall, fence or roadblock in the target hex", () => {
  it("firepower 12.2.10: a hand grenade (G) thrown at a hex with a 3-height roadblock on a side rolls -3: it is enough that the object is in the hex", () => {
    expect(thrown(match(true)).total - thrown(match(false)).total).toBe(-3);
  });

  it("firepower 12.2.10: L fire is not listed (A, F, G, H, M, W): a rifle burst at the man in that hex keeps the same modifiers", () => {
    const fire = (s: FirepowerState) => {
      const r = tryCommand(s, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"], mode: "semi" } }, Array.from({ length: 12 }, () => 10));
      if (!r.ok) throw new Error(r.error.code);
      return JSON.stringify((r.events[0]?.data as { bursts: { modifiers: unknown[] }[] }).bursts.map((b) => b.modifiers));
    };
    expect(fire(match(true))).toBe(fire(match(false)));
    expect(fire(match(true))).not.toContain("12.2.10");
  });

  it("firepower 12.2.10: a W grenade (fire_special) at that hex takes the same -3, listed with its rule and the table's book provenance", () => {
    const special = (x: FirepowerState) => {
      const r = tryCommand(x, { type: "fire_special", seat: "A", payload: { soldier: "A1", item: "WPG", hex: "4G3" } }, Array.from({ length: 12 }, () => 10));
      if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
      return r.events.find((e) => e.type === "special/fired")?.data as { total: number; modifiers: { rule: string; value: number; provenance: { kind: string } }[] };
    };
    const withBlock = special(match(true)), without = special(match(false));
    expect(withBlock.total - without.total).toBe(-3);
    expect(withBlock.modifiers).toContainEqual(expect.objectContaining({ rule: "Firepower 12.2.10", value: -3, provenance: expect.objectContaining({ kind: "book" }) }));
  });
});
