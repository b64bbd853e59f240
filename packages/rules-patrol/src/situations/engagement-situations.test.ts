import { createRngState, createSeededDice } from "@tactica/dice";
import { apply, eventsFor, viewFor } from "@tactica/engine";
import type { LoggedEvent } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import type { Plot } from "../plot/task";
import { patrolRuleset } from "../ruleset";
import { createTestMatch, playTurn } from "../testing/game-test-helpers";

const seeded = (seed: string) => createSeededDice(createRngState(seed, "sfc32")).dice;
// Ypres (OPEN), 3 riflemen a side on a 12 x 12 placeholder board: β's section is columns 05-08, rows 07-12;
// β's men stand at 0512, 0612, 0712 unless deployed.
const start = (situation: string, deploy: Record<string, { hex: string }> = {}) =>
  createTestMatch({ ob: "27.11", situation, entry: "home_edge", forces: { alpha: "3BR", bravo: "3BR" }, board: { cols: 12, rows: 12 }, deploy });
const submit = (s: ReturnType<typeof start>, seat: "alpha" | "bravo", orders: Plot["orders"]) => {
  const r = apply(patrolRuleset, s, { type: "turn/submit_plot", seat, payload: { plot: { orders } } }, seeded("x"));
  return r.ok ? { code: "ok", rule: "" } : { code: r.error.code, rule: r.error.rule, message: r.error.message };
};
const typed = (events: readonly LoggedEvent[], type: string) => events.filter((e) => e.type === type).map((e) => e.data);
const BRAVO_IDS = /"b0[123]"/;

describe("Patrol! Recon [26.6]: hidden β deployment and rules of engagement", () => {
  it("patrol 26.4: β's hidden men are in β's view only, not α's or a spectator's; α cannot target what it cannot know", () => {
    const s = start("recon");
    expect(s.game.engagement).toMatchObject({ section: "D", hidden: ["b01", "b02", "b03"], round: 1 });
    for (const v of ["alpha", "spectator"] as const) expect(JSON.stringify(viewFor(patrolRuleset, s, v))).not.toMatch(BRAVO_IDS);
    expect(JSON.stringify(viewFor(patrolRuleset, s, "bravo"))).toMatch(BRAVO_IDS);
    expect((viewFor(patrolRuleset, s, "alpha").game as { engagement: unknown }).engagement).toEqual({ section: "D", zone: { c0: 5, c1: 8, r0: 7, r1: 12 }, round: 1 });
    // 26.66 d: the section is told; a DF at a hidden man is refused exactly like a DF at a man who does not exist.
    const hidden = submit(s, "alpha", { a01: [{ code: "DF", target: "b01" }] });
    const none = submit(s, "alpha", { a01: [{ code: "DF", target: "b99" }] });
    expect(hidden).toEqual({ ...none, message: none.message!.replace("b99", "b01") });
    expect(hidden.code).toBe("plot/bad_target");
  });

  it("patrol 26.66 b: until the turn after Contact β plots Opportunity Fire only", () => {
    const s = start("recon");
    expect(submit(s, "bravo", { b01: [{ code: "MV", path: ["0511"] }] })).toMatchObject({ code: "plot/engagement", rule: "patrol 26.66 b" });
    expect(submit(s, "bravo", { b01: [{ code: "PP" }] })).toMatchObject({ code: "plot/engagement", rule: "patrol 26.66 b" });
    expect(submit(s, "bravo", { b01: [{ code: "OF", hex: "0507" }] }).code).toBe("ok");
  });

  it("patrol 26.4: a turn in which β stays hidden sends α and spectators nothing that names a β man", () => {
    const s = start("recon");
    const { state, events } = playTurn(s, { alpha: { orders: { a01: [{ code: "MV", path: ["0202"] }] } }, bravo: { orders: { b01: [{ code: "OF", hex: "0507" }] } } }, seeded("quiet"));
    expect(state.game.engagement?.hidden).toEqual(["b01", "b02", "b03"]);
    for (const v of ["alpha", "spectator"] as const) {
      expect(JSON.stringify(eventsFor(patrolRuleset, state, events, v))).not.toMatch(BRAVO_IDS);
      expect(JSON.stringify(viewFor(patrolRuleset, state, v))).not.toMatch(BRAVO_IDS);
    }
    expect(JSON.stringify(eventsFor(patrolRuleset, state, events, "bravo"))).toMatch(BRAVO_IDS);
  });

  it("patrol 26.66 a, c: β's first OF is the Contact; the firer is revealed; α completes its plot and falls prone", () => {
    const s = start("recon", { a01: { hex: "0606" } });
    const { state, events } = playTurn(s, {
      alpha: { orders: { a01: [{ code: "MV", path: ["0607"] }] } },
      bravo: { orders: { b02: [{ code: "OF", hex: "0607" }] } },
    }, seeded("recon-contact"));
    expect(typed(events, "patrol/opportunity_fire")).toEqual([{ firer: "b02", line: "0607", victim: "a01" }]);
    expect(typed(events, "patrol/contact")).toEqual([{ round: 1, mp: expect.any(Number), rule: "26.66 c" }]);
    expect(state.game.contactRound).toBe(1);
    expect(state.game.engagement?.hidden).not.toContain("b02");
    expect(typed(events, "patrol/revealed")).toContainEqual({ man: "b02", hex: "0612", rule: "26.66 a" });
    expect(JSON.stringify(viewFor(patrolRuleset, state, "alpha").game)).toContain('"b02"');
    const a = state.game.men;
    for (const id of ["a01", "a02", "a03"]) if (a[id]!.status === "fit" || a[id]!.status === "W") expect(a[id]!.posture).toBe("prone");
  });

  it("patrol 26.66 a: an α man within 5 hexes with an unblocked LOS reveals a hidden β man", () => {
    const s = start("recon", { a01: { hex: "0606" } });
    const { state, events } = playTurn(s, { alpha: { orders: { a01: [{ code: "MV", path: ["0607", "0608"] }] } }, bravo: { orders: {} } }, seeded("recon-near"));
    expect(typed(events, "patrol/revealed")).toContainEqual({ man: "b01", hex: "0512", rule: "26.66 a" });
    expect(state.game.contactRound).toBeNull(); // being seen is not the Recon's Contact (26.66 c)
  });
});

describe("Patrol! Raid [26.7]", () => {
  it("patrol 26.76 a, b: β may not move and nobody fires DF or QF or throws until the turn after Contact", () => {
    const s = start("raid", { a01: { hex: "0606" } });
    expect(JSON.stringify(viewFor(patrolRuleset, s, "alpha"))).toMatch(BRAVO_IDS); // 26.72: β deploys openly
    expect(submit(s, "bravo", { b01: [{ code: "MV", path: ["0511"] }] })).toMatchObject({ code: "plot/engagement", rule: "patrol 26.76 a" });
    expect(submit(s, "alpha", { a01: [{ code: "KF", target: "b02" }] })).toMatchObject({ code: "plot/engagement", rule: "patrol 26.76 b" });
    expect(submit(s, "bravo", { b02: [{ code: "OF", hex: "0604" }] }).code).toBe("ok");
  });

  it("patrol 26.76 c: β's OF executes only on the Contact turn, when the first α man enters β's section", () => {
    const s = start("raid", { a01: { hex: "0505" } });
    const outside = playTurn(s, { alpha: { orders: { a01: [{ code: "MV", path: ["0605"] }] } }, bravo: { orders: { b02: [{ code: "OF", hex: "0604" }] } } }, seeded("raid-1"));
    expect(outside.state.game.men.a01!.hex).toBe("0605");
    expect(typed(outside.events, "patrol/opportunity_fire")).toEqual([]);
    expect(outside.state.game.contactRound).toBeNull();
    const inside = playTurn(outside.state, { alpha: { orders: { a01: [{ code: "MV", path: ["0606", "0607"] }] } }, bravo: { orders: { b02: [{ code: "OF", hex: "0604" }] } } }, seeded("raid-2"));
    expect(typed(inside.events, "patrol/contact")).toEqual([{ round: 2, mp: expect.any(Number), rule: "26.76 a" }]);
    expect(typed(inside.events, "patrol/opportunity_fire")).toEqual([{ firer: "b02", line: "0604", victim: "a01" }]);
  });
});

describe("Patrol! Ambush [26.8]", () => {
  it("patrol 26.86 a, c: an α man within 5 hexes of a β man with LOS is the Contact; α stops and falls prone", () => {
    const s = start("ambush", { a01: { hex: "0604" } });
    expect(submit(s, "bravo", { b01: [{ code: "MV", path: ["0511"] }] })).toMatchObject({ code: "plot/engagement", rule: "patrol 26.86 b" });
    expect(submit(s, "alpha", { a01: [{ code: "DF", target: "b01" }] })).toMatchObject({ code: "plot/engagement", rule: "patrol 26.86 c" });
    const { state, events } = playTurn(s, { alpha: { orders: { a01: [{ code: "MV", path: ["0605", "0606", "0607", "0608"] }] } }, bravo: { orders: {} } }, seeded("ambush"));
    expect(typed(events, "patrol/contact")).toEqual([{ round: 1, mp: expect.any(Number), rule: "26.86 a" }]);
    const moved = typed(events, "patrol/moved").find((d) => (d as { man: string }).man === "a01") as { path: string[]; stoppedBy: string };
    expect(moved.stoppedBy).toBe("contact (26.86 c)");
    expect(moved.path.length).toBeLessThan(4);
    expect(state.game.men.a01!.posture).toBe("prone");
    expect(typed(events, "patrol/revealed").length).toBeGreaterThan(0);
  });
});

describe("Patrol! Assault [26.9]", () => {
  it("patrol 26.96 a, b, 26.92 a: β neither moves nor fires on turn 1, α sees where β is but not its weapons until turn 2", () => {
    const s = start("assault");
    expect(s.game.contactRound).toBe(0);
    const seen = (st: typeof s) => (viewFor(patrolRuleset, st, "alpha").game as { men: Record<string, { counter: string; hex: string }> }).men.b01;
    expect(seen(s)).toMatchObject({ counter: "unknown", hex: "0512" });
    expect((viewFor(patrolRuleset, s, "bravo").game as { men: Record<string, { counter: string }> }).men.b01?.counter).toBe("RF");
    expect(submit(s, "bravo", { b01: [{ code: "MV", path: ["0511"] }] })).toMatchObject({ code: "plot/engagement", rule: "patrol 26.96 a" });
    expect(submit(s, "bravo", { b01: [{ code: "OF", hex: "0507" }] })).toMatchObject({ code: "plot/engagement", rule: "patrol 26.96 b" });
    const { state } = playTurn(s, { alpha: { orders: {} }, bravo: { orders: {} } }, seeded("assault"));
    expect(state.game.engagement?.round).toBe(2);
    expect(seen(state)?.counter).toBe("RF");
    expect(submit(state, "bravo", { b01: [{ code: "MV", path: ["0511"] }] }).code).toBe("ok");
    expect(submit(state, "bravo", { b01: [{ code: "MV", path: ["0612"], exit: true }] })).toMatchObject({ code: "plot/engagement", rule: "patrol 26.96 d" });
  });
});
