import { describe, expect, it } from "vitest";
import { createFixedDice } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { legalActionsFor } from "@tactica/engine";
import { soldier, tryCommand } from "../conformance/match-fixture";
import { inImpulse, stand, variant, withOpeningsClosed, withSoldier } from "../play/authored-match.fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { boardForDocument, boardOf } from "../core/board";
import { blast } from "../combat/grenade-command";
import { heightsFromImpact, impactAt } from "./storey-blasts";
import type { FirepowerState } from "../state/types";

const throwAt = (hex: string, storey?: number, soldierId = "A1") => ({ type: "throw_grenade", seat: "A", payload: { soldier: soldierId, hex, ...(storey === undefined ? {} : { storey }) } });
const blastOf = (events: readonly GameEvent[]) => events.find((e) => e.type === "grenade/blast")?.data as { rolls: { soldier: string; heightModifier?: number; confinedModifier?: number; total: number }[]; storey?: number; impactHeight?: number } | undefined;
const rolled = (events: readonly GameEvent[]) => (blastOf(events)?.rolls ?? []).map((r) => r.soldier).sort();
const upstairs = (id: string, hex: string, facing = 6) => stand(id, hex, facing, { storey: 1 });

describe("Firepower 12.2.8 impact height", () => {
  it("firepower 12.2.8: the book's example: Up a tree with his head at 5 and an impact at ground level, his feet at 3 are 3 heights off: +3", () => {
    expect(heightsFromImpact(0, { feet: 3, head: 5 })).toBe(3);
    expect(heightsFromImpact(4, { feet: 3, head: 5 })).toBe(0);
    expect(heightsFromImpact(9, { feet: 3, head: 5 })).toBe(4);
  });

  it("firepower 12.2.8: the book's example in play: a grenade bursting in the tree hex gives the man Up the tree (head at 5) +3", () => {
    const base = inImpulse([stand("A1", "4A1", 3)], [stand("B1", "4B4", 6)], "4A1");
    const s = withSoldier(base, "B1", { up: { height: 5, hold: "tree", top: 5 } });
    const board = boardOf(s.game);
    const tree = board.hexOf("4B4");
    if (!tree) throw new Error("no 4B4");
    const b = blast(board, s.game, tree, createFixedDice([10]), s.options);
    expect(b.rolls).toEqual([expect.objectContaining({ soldier: "B1", heightModifier: 3 })]);
  });

  it("firepower 12.2.8: a burst on a 3-height hill gives a Standing man on the ground beside it +1 (head at 2); the Basic Game has no heights", () => {
    const s = inImpulse([stand("A1", "4A1", 3)], [stand("B1", "4C2", 6), stand("B2", "4D1", 4)], "4A1");
    const board = boardOf(s.game);
    const hill = board.hexOf("4D2");
    if (!hill) throw new Error("no 4D2");
    const adv = blast(board, s.game, hill, createFixedDice([10, 10]), s.options);
    expect(adv.rolls.find((r) => r.soldier === "B2")).toMatchObject({ heightModifier: 1 });
    const basic = blast(board, { ...s.game, rules: "basic" }, hill, createFixedDice([10, 10]), s.options);
    expect(basic.rolls.find((r) => r.soldier === "B2")).not.toHaveProperty("heightModifier");
    expect(adv.rolls.find((r) => r.soldier === "B2")?.total).toBe((basic.rolls.find((r) => r.soldier === "B2")?.total ?? 0) + 1);
  });
});

describe("Firepower 12.1.6, 12.7.3: throwing into an upper floor", () => {
  it("firepower 12.7.3, 12.1.6: from beside the building a grenade goes through the open upper window (automatic: the window is on his hex's side) and bursts on that storey only", () => {
    const s = inImpulse([stand("A1", "4E2", 3)], [upstairs("B1", "4F2"), stand("B2", "4F2", 6)], "4E2");
    const r = tryCommand(s, throwAt("4F2", 1), [1, 10]);
    if (!r.ok) throw new Error(r.error.code);
    const thrown = r.events.find((e) => e.type === "grenade/thrown");
    expect(thrown?.data).toMatchObject({ outcome: "hit", storey: 1, impactHeight: 4, burst: "inside", opening: { opening: "window", passed: true, automatic: true } });
    // Floors shut the ground-floor man and the thrower outside out of a burst on storey 1.
    expect(rolled(r.events)).toEqual(["B1"]);
    expect(blastOf(r.events)).toMatchObject({ storey: 1, impactHeight: 4 });
    expect(soldier(r.state, "B1").status).toBe("stunned");
  });

  it("firepower 12.7.3: from two hexes off the pass is rolled (+1 per height from his head to the window's sill); a miss bursts against the wall outside, at the sill's height (12.2.8)", () => {
    const s = inImpulse([stand("A1", "4D1", 3), stand("A2", "4E2", 1)], [upstairs("B1", "4F2")], "4D1");
    const r = tryCommand(s, throwAt("4F2", 1), [1, 9, 10, 10]);
    if (!r.ok) throw new Error(r.error.code);
    const thrown = r.events.find((e) => e.type === "grenade/thrown");
    // Window sill at floor 4 + 1 = 5; his head at 2: +3; 9 + 3 > 3 (reconstructed from the 12.7.3 example).
    expect(thrown?.data).toMatchObject({ storey: 1, burst: "outside_wall", impact: "4E2", impactHeight: 5, opening: { roll: 9, modifier: 3, needed: 3, passed: false, provenance: { kind: "reconstructed" } } });
    expect(rolled(r.events)).toEqual(["A1", "A2"]);
    expect(blastOf(r.events)?.rolls.find((x) => x.soldier === "A2")).toMatchObject({ heightModifier: 3 });
  });

  it("firepower 12.7.3: from a 3-height hill two hexes off his head is level with the window (+0): a 1 passes", () => {
    const hill = variant((d) => ({ ...d, hexes: [...(d.hexes ?? []), { hex: boardForDocument(d).hexOf("4D1") ?? { q: 0, r: 0 }, id: "4D1", terrain: "hill", height: 3 }] }));
    const s = inImpulse([stand("A1", "4D1", 3)], [upstairs("B1", "4F2")], "4D1", { map: hill });
    const r = tryCommand(s, throwAt("4F2", 1), [1, 1, 10]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.find((e) => e.type === "grenade/thrown")?.data).toMatchObject({ burst: "inside", opening: { roll: 1, passed: true } });
    expect(rolled(r.events)).toEqual(["B1"]);
  });

  it("firepower 12.7.3, 8.2.1: a closed window, a storey the hex lacks and the Basic Game are refused with their codes; nothing changes", () => {
    const closed = inImpulse([stand("A1", "4E2", 3)], [upstairs("B1", "4F2")], "4E2", { map: withOpeningsClosed() });
    expect(tryCommand(closed, throwAt("4F2", 1))).toMatchObject({ ok: false, error: { code: "grenade/no_opening", rule: "Firepower 12.1.6, 12.7.3" } });
    const s = inImpulse([stand("A1", "4E2", 3)], [upstairs("B1", "4F2")], "4E2");
    expect(tryCommand(s, throwAt("4F2", 2))).toMatchObject({ ok: false, error: { code: "grenade/no_storey" } });
    const facingF1 = inImpulse([stand("A1", "4E2", 2)], [upstairs("B1", "4F2")], "4E2");
    expect(tryCommand(facingF1, throwAt("4F1", 1))).toMatchObject({ ok: false, error: { code: "grenade/no_storey" } });
    const basic = inImpulse([stand("A1", "4E2", 3)], [stand("B1", "4F2", 6)], "4E2", { rules: "basic" });
    expect(tryCommand(basic, throwAt("4F2", 1))).toMatchObject({ ok: false, error: { code: "grenade/advanced_only" } });
  });

  it("firepower 12.7.3: legal actions offer the throw at an enemy upstairs (validated), not through a closed window", () => {
    const s = inImpulse([stand("A1", "4E2", 3)], [upstairs("B1", "4F2")], "4E2");
    const throws = (st: FirepowerState) => legalActionsFor(firepowerRuleset, st, "A").filter((c) => c.type === "throw_grenade");
    expect(throws(s)).toContainEqual(throwAt("4F2", 1));
    const closed = inImpulse([stand("A1", "4E2", 3)], [upstairs("B1", "4F2")], "4E2", { map: withOpeningsClosed() });
    expect(throws(closed).some((c) => (c.payload as { storey?: number }).storey === 1)).toBe(false);
  });
});

describe("Firepower 12.1.6, 12.2.3: floors shut blasts out", () => {
  it("firepower 12.1.6, 12.2.3: a ground-level burst in the stair hex reaches the floor above it there, not the next hex's upper floor, nor the man outside the wall", () => {
    const s = inImpulse([stand("A1", "4A1", 3)], [upstairs("B1", "4F3"), upstairs("B2", "4F2"), stand("B3", "4E3", 1)], "4A1");
    const board = boardOf(s.game);
    const stairHex = board.hexOf("4F3");
    if (!stairHex) throw new Error("no 4F3");
    const b = blast(board, s.game, stairHex, createFixedDice([10, 10, 10]), s.options);
    expect(b.rolls.map((r) => r.soldier).sort()).toEqual(["B1"]);
    // Up the stairs: 4 heights from the impact at floor 0 to his feet.
    expect(b.rolls.find((r) => r.soldier === "B1")).toMatchObject({ heightModifier: 4 });
  });

  it("firepower 12.2.3: a burst outside a solid building wall does not reach the men inside behind it; through the open door it does, and a closed door shuts them out", () => {
    const men = [stand("B1", "4F2", 6), stand("B2", "4F3", 6), stand("B3", "4D2", 3)];
    const s = inImpulse([stand("A1", "4A1", 3)], men, "4A1");
    const board = boardOf(s.game);
    const at = (id: string) => board.hexOf(id) ?? { q: 0, r: 0 };
    const reached = (st: typeof s, hex: string) => blast(boardOf(st.game), st.game, at(hex), createFixedDice([10, 10, 10]), st.options).rolls.map((r) => r.soldier).sort();
    // 4E3 faces the walled south-west sides of 4F2 and 4F3.
    expect(reached(s, "4E3")).toEqual(["B3"]);
    // 4E2 faces 4F2's open door: the man there is in reach; the line to 4F3 grazes the walled corner (12.1.6).
    expect(reached(s, "4E2")).toEqual(["B1", "B3"]);
    const closed = inImpulse([stand("A1", "4A1", 3)], men, "4A1", { map: withOpeningsClosed() });
    expect(reached(closed, "4E2")).toEqual(["B3"]);
  });

  it("firepower 16.2.3 (option): a burst inside a roofed storey is rolled at -2 with the option on; none without it", () => {
    const on = inImpulse([stand("A1", "4E2", 3)], [upstairs("B1", "4F2")], "4E2", { options: { "firepower/confined_blasts": "on" } });
    const r = tryCommand(on, throwAt("4F2", 1), [1, 10]);
    if (!r.ok) throw new Error(r.error.code);
    expect(blastOf(r.events)?.rolls[0]).toMatchObject({ soldier: "B1", confinedModifier: -2 });
    const off = tryCommand(inImpulse([stand("A1", "4E2", 3)], [upstairs("B1", "4F2")], "4E2"), throwAt("4F2", 1), [1, 10]);
    if (!off.ok) throw new Error(off.error.code);
    expect(blastOf(off.events)?.rolls[0]).not.toHaveProperty("confinedModifier");
    expect(impactAt(boardOf(on.game), boardOf(on.game).hexOf("4E2") ?? { q: 0, r: 0 })).toMatchObject({ inside: false, storey: 0 });
  });
});

