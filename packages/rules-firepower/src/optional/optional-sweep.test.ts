import type { Command } from "@tactica/engine";
import { eventsFor, legalActionsFor, stateHash } from "@tactica/engine";
import { hexLineHexes, isSameHex } from "@tactica/hex";
import { describe, expect, it } from "vitest";
import { inImpulse, run, soldier, tryCommand } from "../conformance/match-fixture";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { hexAhead, isInArc } from "../core/geometry";
import { playRandomLegal } from "../play/play-match.fixture";
import type { FirepowerState } from "../state/types";

const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const man = (sid: string, hex: string, facing: number, weapon: "RFL" | "LMG" | "PST" = "RFL") => ({ id: sid, weapon, hex, facing, posture: "stand" as const });
const ON = { "firepower/written_orders": "on" };
const cmd = (type: string, seat: string, payload: Record<string, unknown> = {}) => ({ type, seat, payload });

/** A1 (facing `aFacing`) writes `order` in A's Impulse; A's phase ends; B's chit is drawn and B1 starts an Impulse. */
function ordered(order: Record<string, unknown>, a1: { hex: string; facing: number } = { hex: id(1, 3), facing: 3 }, b1: { hex: string; facing: number } = { hex: id(5, 3), facing: 6 }): FirepowerState {
  const start = inImpulse([man("A1", a1.hex, a1.facing)], [man("B1", b1.hex, b1.facing)], a1.hex);
  const written = run({ ...start, options: { ...start.options, ...ON } }, cmd("write_order", "A", { soldier: "A1", ...order }));
  const ended = run(run(written, cmd("turn/end_impulse", "A")), cmd("turn/end_impulse_phase", "A"));
  const drawn = run(ended, cmd("turn/draw_chit", "B"), [3]);
  return run(drawn, cmd("turn/start_impulse", "B", { squad: "B", hex: b1.hex }));
}

describe("Option 16.5.3: sweeping fire", () => {
  it("firepower 16.5.3: only an L weapon with an automatic rate of fire may be ordered to sweep; the order's text stays with its side", () => {
    const start = inImpulse([man("A1", id(1, 3), 3, "PST"), man("A2", id(1, 3), 3)], [man("B1", id(5, 3), 6)], id(1, 3));
    const on: FirepowerState = { ...start, options: { ...start.options, ...ON } };
    expect(tryCommand(on, cmd("write_order", "A", { soldier: "A1", kind: "sweep" }))).toMatchObject({ ok: false, error: { code: "order/no_sweep", rule: "Firepower 16.5.3" } });
    const r = tryCommand(on, cmd("write_order", "A", { soldier: "A2", kind: "sweep" }));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.find((e) => e.type === "order/text")).toMatchObject({ visibleTo: ["A"], data: { order: "A2 Sweep" } });
    expect(JSON.stringify(eventsFor(firepowerRuleset, r.state, r.events, "B"))).not.toContain("Sweep");
    expect(legalActionsFor(firepowerRuleset, on, "A")).toContainEqual(cmd("write_order", "A", { soldier: "A2", kind: "sweep" }));
  });

  it("firepower 16.5.3: an enemy spending MF in his hex (a turn) in the firer's arc triggers the sweep; its hits count only as a Suppression", () => {
    const inB = ordered({ kind: "sweep" });
    const turned = tryCommand(inB, cmd("change_facing", "B", { soldier: "B1", facing: 5 }));
    if (!turned.ok) throw new Error(turned.error.code);
    expect(turned.events.at(-1)).toMatchObject({ type: "order/window", data: { waitingFor: "A", mover: "B1" } });
    expect(tryCommand(turned.state, cmd("order_fire", "A", { soldier: "A1", targets: ["B1", "B1"] }))).toMatchObject({ ok: false, error: { code: "order/sweep_one_burst" } });
    // Every die a 1: hits that would eliminate him.
    const fired = tryCommand(turned.state, cmd("order_fire", "A", { soldier: "A1", targets: ["B1"] }), Array.from({ length: 20 }, () => 1));
    if (!fired.ok) throw new Error(`${fired.error.code} ${fired.error.message}`);
    expect(fired.events.find((e) => e.type === "order/revealed")?.data).toMatchObject({ order: "A1 Sweep" });
    expect(fired.events.find((e) => e.type === "order/sweep_suppression")?.data).toMatchObject({ soldiers: ["B1"], rule: "Firepower 16.5.3" });
    expect(soldier(fired.state, "B1")).toMatchObject({ eliminated: false, status: "suppressed" });
    // One burst per target hex: B1 spending MF again in the same hex does not trigger the sweep there.
    const again = run(run(fired.state, cmd("hold_fire", "A")), cmd("change_posture", "B", { soldier: "B1", posture: "crouch" }));
    expect(tryCommand(again, cmd("order_fire", "A", { soldier: "A1", targets: ["B1"] }))).toMatchObject({ ok: false, error: { code: "order/not_triggered" } });
    expect(legalActionsFor(firepowerRuleset, again, "A")).toEqual([cmd("hold_fire", "A")]);
  });

});

describe("Option 16.5.1: crossing the line of sight along a hexside", () => {
  // The line from (1,3) to (3,2) runs along the hexside between (2,3) and (2,2) (the hex-line test's tie, moved).
  const f = { q: 1, r: 3 }, to = { q: 3, r: 2 }, x = { q: 2, r: 3 }, y = { q: 2, r: 2 };

  it("firepower 16.5.1: a mover crossing the hexside the LOS runs along triggers the Opportunity order, and the fire resolves in the hex beyond", () => {
    const line = hexLineHexes(f, to);
    expect([x, y].every((h) => line.some((l) => isSameHex(l, h)))).toBe(true);
    const aFacing = [1, 2, 3, 4, 5, 6].find((k) => isInArc(f, k, to) && isInArc(f, k, y)) ?? 0;
    const bFacing = [1, 2, 3, 4, 5, 6].find((k) => isSameHex(hexAhead(x, k), y)) ?? 0;
    const inB = ordered({ kind: "opportunity", hex: id(to.q, to.r) }, { hex: id(f.q, f.r), facing: aFacing }, { hex: id(x.q, x.r), facing: bFacing });
    const moved = tryCommand(inB, cmd("move", "B", { soldier: "B1" }));
    if (!moved.ok) throw new Error(moved.error.code);
    expect(soldier(moved.state, "B1").hex).toEqual(y);
    expect(moved.events.at(-1)).toMatchObject({ type: "order/window", data: { waitingFor: "A", mover: "B1" } });
    expect(moved.state.game.pendingReaction).toMatchObject({ hex: y, from: x });
    expect(legalActionsFor(firepowerRuleset, moved.state, "A")).toContainEqual(cmd("order_fire", "A", { soldier: "A1", targets: ["B1"] }));
  });

  it("firepower 16.5.1: a turn in an Opportunity hex enters no hex and crosses no hexside: no window for an Opportunity order", () => {
    const inB = ordered({ kind: "opportunity", hex: id(5, 3) });
    const r = tryCommand(inB, cmd("change_facing", "B", { soldier: "B1", facing: 5 }));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.some((e) => e.type === "order/window")).toBe(false);
    const tracking = tryCommand(ordered({ kind: "tracking", target: "B1" }), cmd("change_facing", "B", { soldier: "B1", facing: 5 }));
    // 16.5.2: Tracking fires when its soldier expends MF, turning included.
    expect(tracking.ok && tracking.events.some((e) => e.type === "order/window")).toBe(true);
  });
});

describe("random legal play with written orders, sweeps included (firepower 16.5.3)", () => {
  it("firepower 16.5.3, 7: every listed action applies, sweeps are written, the match ends, and replaying the seed gives the same state hash", () => {
    const start = inImpulse([man("A1", id(1, 3), 3), man("A2", id(1, 4), 3, "LMG")], [man("B1", id(5, 3), 6), man("B2", id(6, 4), 6, "LMG")], id(1, 3));
    const on: FirepowerState = { ...start, options: { ...start.options, ...ON } };
    // Prefer sweep orders and reactions when offered, so windows open often.
    const kinds = new Set<string>();
    const choose = (legal: readonly Command[], roll: (n: number) => number) => {
      const orders = legal.filter((c) => (c.type === "write_order" && (c.payload as { kind?: string }).kind === "sweep") || c.type === "order_fire");
      const pool = orders.length > 0 && roll(2) === 1 ? orders : legal;
      const c = pool[roll(pool.length) - 1];
      if (c?.type === "order_fire" || c?.type === "write_order") kinds.add(c.type);
      return c;
    };
    const a = playRandomLegal(on, "sweep-playout", { steps: 3000, choose });
    const b = playRandomLegal(on, "sweep-playout", { steps: 3000, choose });
    expect(a.state.turn.over).toBe(true);
    expect(a.state.game.result).not.toBeNull();
    expect([...kinds].sort()).toEqual(["order_fire", "write_order"]);
    expect(stateHash(a.state)).toBe(stateHash(b.state));
  }, 60_000);
});
