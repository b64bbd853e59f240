import { eventsFor, legalActionsFor, viewFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { inImpulse, run, soldier, tryCommand } from "../conformance/match-fixture";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";

const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const rfl = (sid: string, hex: string, facing: number) => ({ id: sid, weapon: "RFL" as const, hex, facing, posture: "stand" as const });
const ON = { "firepower/written_orders": "on" };

/** A1 writes `order` in side A's Impulse; A's phase ends; B's chit is drawn and B1 starts an Impulse. */
function ordered(order: Record<string, unknown>): { written: FirepowerState; inB: FirepowerState } {
  const start = inImpulse([rfl("A1", id(1, 3), 3)], [rfl("B1", id(5, 3), 6)], id(1, 3));
  const written = run({ ...start, options: { ...start.options, ...ON } }, { type: "write_order", seat: "A", payload: { soldier: "A1", ...order } });
  const ended = run(run(written, { type: "turn/end_impulse", seat: "A", payload: {} }), { type: "turn/end_impulse_phase", seat: "A", payload: {} });
  // The cup lists A's two undrawn units, then B's three: face 3 draws B's first.
  const drawn = run(ended, { type: "turn/draw_chit", seat: "B", payload: {} }, [3]);
  return { written, inB: run(drawn, { type: "turn/start_impulse", seat: "B", payload: { squad: "B", hex: id(5, 3) } }) };
}
const moveB1 = { type: "move", seat: "B", payload: { soldier: "B1" } };

describe("Optional Rule 16.5: written combat orders", () => {
  it("firepower 16.5: writing an order uses the soldier's Impulse; its text stays with his side (view and events), the other side seeing only a written note", () => {
    const start = inImpulse([rfl("A1", id(1, 3), 3)], [rfl("B1", id(5, 3), 6)], id(1, 3));
    const write = { type: "write_order", seat: "A", payload: { soldier: "A1", kind: "tracking", target: "B1" } };
    expect(tryCommand(start, write)).toMatchObject({ ok: false, error: { code: "order/option_off" } });
    const r = tryCommand({ ...start, options: { ...start.options, ...ON } }, write);
    if (!r.ok) throw new Error(r.error.code);
    const seenByB = eventsFor(firepowerRuleset, r.state, r.events, "B");
    expect(seenByB.map((e) => [e.type, e.data])).toEqual([["soldier/task_written", { soldier: "A1", rule: "Firepower 11.1" }]]);
    expect(r.events.find((e) => e.type === "order/text")).toMatchObject({ visibleTo: ["A"], data: { order: "A1-Tracking-B1", bursts: 2 } });
    expect((viewFor(firepowerRuleset, r.state, "B").game as FirepowerState["game"]).orders).toEqual([]);
    expect((viewFor(firepowerRuleset, r.state, "A").game as FirepowerState["game"]).orders).toHaveLength(1);
    expect(soldier(r.state, "A1")).toMatchObject({ combatUsed: true, mf: 4 });
    expect(tryCommand(r.state, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } }).ok).toBe(false);
  });

  it("firepower 16.5.2: a Tracking order fires when its soldier spends MF; the mover's side waits until the order's side fires or holds", () => {
    const { inB } = ordered({ kind: "tracking", target: "B1" });
    const moved = tryCommand(inB, moveB1);
    if (!moved.ok) throw new Error(moved.error.code);
    expect(moved.events.at(-1)).toMatchObject({ type: "order/window", data: { waitingFor: "A", mover: "B1" } });
    expect(tryCommand(moved.state, { type: "turn/end_impulse", seat: "B", payload: {} })).toMatchObject({ ok: false, error: { code: "order/awaiting_reaction" } });
    expect(legalActionsFor(firepowerRuleset, moved.state, "B")).toEqual([]);
    // The mover's side learns only that it must wait: no order text in its events, view or refusals.
    expect(JSON.stringify(eventsFor(firepowerRuleset, moved.state, moved.events, "B"))).not.toContain("Tracking");
    expect((viewFor(firepowerRuleset, moved.state, "B").game as FirepowerState["game"]).orders).toEqual([]);
    const refused = tryCommand(moved.state, { type: "order_fire", seat: "B", payload: { soldier: "A1", targets: ["B1"] } });
    expect(refused).toMatchObject({ ok: false, error: { code: "order/not_your_window" } });
    expect(JSON.stringify(refused)).not.toContain("Tracking");
    expect(legalActionsFor(firepowerRuleset, moved.state, "A")).toEqual([
      { type: "hold_fire", seat: "A", payload: {} }, { type: "order_fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } },
    ]);
    const fired = tryCommand(moved.state, { type: "order_fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } }, [10, 10, 10]);
    if (!fired.ok) throw new Error(fired.error.code);
    expect(fired.events[0]).toMatchObject({ type: "order/revealed", data: { soldier: "A1", order: "A1-Tracking-B1" } });
    expect(fired.events[1]).toMatchObject({ type: "fire/resolved", data: { firer: "A1", bursts: [{ target: "B1", rolls: [10, 10, 10] }] } });
    // One of the rifle's two bursts is used; B1's Impulse goes on after the window closes.
    expect(fired.state.game.orders).toEqual([expect.objectContaining({ soldier: "A1", bursts: 1 })]);
    expect(fired.state.game.impulse?.soldiers).toEqual(["B1"]);
    const held = run(fired.state, { type: "hold_fire", seat: "A", payload: {} });
    expect(held.game.pendingReaction).toBeUndefined();
    expect(tryCommand(held, { type: "turn/end_impulse", seat: "B", payload: {} }).ok).toBe(true);
  });

  it("firepower 16.5.1: an Opportunity order triggers only when the mover enters a hex on the LOS up to its hex; the window opens either way", () => {
    const { inB } = ordered({ kind: "opportunity", hex: id(3, 3) });
    const first = run(inB, moveB1);
    expect(first.game.pendingReaction).toMatchObject({ side: "A", mover: "B1" });
    expect(legalActionsFor(firepowerRuleset, first, "A")).toEqual([{ type: "hold_fire", seat: "A", payload: {} }]);
    expect(tryCommand(first, { type: "order_fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } })).toMatchObject({ ok: false, error: { code: "order/not_triggered" } });
    const second = run(run(first, { type: "hold_fire", seat: "A", payload: {} }), moveB1);
    expect(soldier(second, "B1").hex).toEqual({ q: 3, r: 3 });
    expect(legalActionsFor(firepowerRuleset, second, "A")).toContainEqual({ type: "order_fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } });
  });

  it("firepower 16.5: orders lapse when their side's next unit is drawn, and a status unit cancels them", () => {
    const { inB } = ordered({ kind: "tracking", target: "B1" });
    const marked = { ...inB, game: { ...inB.game, soldiers: inB.game.soldiers.map((s) => (s.id === "A1" ? { ...s, status: "suppressed" as const } : s)) } };
    const moved = run(marked, moveB1);
    expect([moved.game.orders, moved.game.pendingReaction]).toEqual([[], undefined]);
    const ended = run(run(run(inB, { type: "turn/end_impulse", seat: "B", payload: {} }), { type: "turn/end_impulse_phase", seat: "B", payload: {} }), { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
    expect(ended.game.orders).toEqual([]);
  });
});
