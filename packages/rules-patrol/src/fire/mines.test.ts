import { createFixedDice } from "@tactica/dice";
import { apply, eventsFor, viewFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { createTestMatch, playTurn } from "../testing/game-test-helpers";
import { clearMinesAt } from "./mines";

// Tank Zam (CLOSED): the two men start out of sight of each other (9.73), so no Contact and no panic roll.
const start = () => createTestMatch({ ob: "27.21", situation: "patrol", forces: { alpha: "1BR", bravo: "1BR 4mine" },
  deploy: { a01: { hex: "0401" }, b01: { hex: "0415", posture: "prone" } }, board: { cols: 8, rows: 15 } });
const lay = (s: ReturnType<typeof start>, seat: string, hexes: Record<string, number>) => apply(patrolRuleset, s, { type: "lay_mines", seat, payload: { hexes } }, createFixedDice([]));
const code = (r: ReturnType<typeof lay>) => (r.ok ? "ok" : r.error.code);

describe("Patrol! mines [18.0-18.4]", () => {
  it("patrol 18.0, 18.3: mines are noted before the first plot is locked, within the allowance, never on the layer's own start hexes, in secret", () => {
    const s = start();
    expect(s.game.mines).toEqual({ alpha: { allowance: 0, hexes: {} }, bravo: { allowance: 4, hexes: {} } });
    expect(code(lay(s, "bravo", { "0402": 3, "0403": 2 }))).toBe("mines/over_allowance");
    expect(code(lay(s, "bravo", { "0415": 1 }))).toBe("mines/bad_hex");
    expect(code(lay(s, "alpha", { "0405": 1 }))).toBe("mines/none");
    const laid = lay(s, "bravo", { "0402": 1, "0403": 3 });
    if (!laid.ok) throw new Error(laid.error.code);
    expect(laid.state.game.mines?.bravo.hexes).toEqual({ "0402": 1, "0403": 3 });
    expect(eventsFor(patrolRuleset, laid.state, laid.events, "alpha")).toEqual([]);
    expect(eventsFor(patrolRuleset, laid.state, laid.events, "bravo")).toHaveLength(1);
    for (const v of ["alpha", "spectator"] as const) expect((viewFor(patrolRuleset, laid.state, v).game as { mines: { bravo: unknown } }).mines.bravo).toEqual({ allowance: 4 });
    const locked = [apply(patrolRuleset, laid.state, { type: "turn/submit_plot", seat: "bravo", payload: { plot: { orders: {} } } }, createFixedDice([]))]
      .map((r) => (r.ok ? apply(patrolRuleset, r.state, { type: "turn/lock_plot", seat: "bravo", payload: {} }, createFixedDice([])) : r))[0]!;
    if (!locked.ok) throw new Error(locked.error.code);
    expect(code(lay(locked.state, "bravo", { "0402": 1 }))).toBe("mines/too_late");
  });

  it("patrol 18.1: an even roll detonates the mine under the man who entered: AS 20, stunned, he stops; the mine is consumed and the blast is public", () => {
    const laid = lay(start(), "bravo", { "0402": 1 });
    if (!laid.ok) throw new Error(laid.error.code);
    const { state, events } = playTurn(laid.state, { alpha: { orders: { a01: [{ code: "MV", path: ["0402", "0403"] }] } }, bravo: { orders: {} } }, createFixedDice([2, 1, ...Array.from({ length: 30 }, () => 3)]));
    const mine = events.find((e) => e.type === "patrol/mine")?.data as { provenance: { allBook: boolean; sources: unknown[] } };
    expect(mine).toMatchObject({ man: "a01", hex: "0402", rolls: [2], detonated: 1, rule: "18.1" });
    // Issue 29: the blast's AS (25.2, the book's) and the results column it read, whose lost rows are reconstructed.
    expect(mine.provenance.allBook).toBe(false);
    expect(mine.provenance.sources).toContainEqual({ kind: "book", section: "25.2" });
    expect(events.find((e) => e.type === "patrol/blast")?.data).toMatchObject({ man: "a01", hex: "0402", distance: 0, as: 20 });
    expect(events.find((e) => e.type === "patrol/moved")?.data).toEqual({ man: "a01", path: ["0402"], stoppedBy: "mine (18.1)" });
    expect(state.game.men.a01!.stunnedRound).toBe(1);
    expect(state.game.mines?.bravo.hexes).toEqual({});
    expect(JSON.stringify(eventsFor(patrolRuleset, state, events, "alpha"))).toContain('"patrol/mine"');
  });

  it("patrol 18.1: an odd roll leaves the mine in place and secret; only the layer learns of the roll", () => {
    const laid = lay(start(), "bravo", { "0402": 1 });
    if (!laid.ok) throw new Error(laid.error.code);
    const { state, events } = playTurn(laid.state, { alpha: { orders: { a01: [{ code: "MV", path: ["0402", "0403"] }] } }, bravo: { orders: {} } }, createFixedDice([1, ...Array.from({ length: 30 }, () => 3)]));
    expect(events.find((e) => e.type === "patrol/moved")?.data).toEqual({ man: "a01", path: ["0402", "0403"], stoppedBy: null });
    expect(state.game.mines?.bravo.hexes).toEqual({ "0402": 1 });
    expect(JSON.stringify(eventsFor(patrolRuleset, state, events, "alpha"))).not.toContain("mine");
    expect(JSON.stringify(eventsFor(patrolRuleset, state, events, "bravo"))).toContain('"patrol/mine_not_triggered"');
  });

  it("patrol 18.4: a satchel charge landing directly in the hex clears all its mines; only the layers are told", () => {
    const laid = lay(start(), "bravo", { "0402": 2, "0403": 1 });
    if (!laid.ok) throw new Error(laid.error.code);
    const out = clearMinesAt(laid.state.game, "0402");
    expect(out.game.mines?.bravo.hexes).toEqual({ "0403": 1 });
    expect(out.events).toEqual([{ type: "patrol/mines_cleared", data: { hex: "0402", rule: "18.4" }, visibleTo: ["bravo"] }]);
    expect(clearMinesAt(out.game, "0402").events).toEqual([]);
  });
});
