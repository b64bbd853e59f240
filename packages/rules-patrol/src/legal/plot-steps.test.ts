import { dryRunCommand, legalActionsFor } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { createTestMatch } from "../testing/game-test-helpers";
import { rangeBetween } from "../state/hex-id";
import type { PatrolGame } from "../state/state";
import { validatePlot } from "../turn/validate-plot";
import { patrolRuleset } from "../ruleset";
import type { PatrolLegalAction } from "./legal-actions";

type State = MatchState<PatrolGame, PlotTurn>;
type Step = { man: string; cost: number; ma: number; rule: string };

/** Ypres (27.11) is an Open-mode OB: clear terrain costs 1 MP a hex [7.31, TEC]. The board is made all clear. */
function openBoard(deploy: Record<string, { hex: string; posture?: string }>, forces = { alpha: "3BR", bravo: "1BR" }): State {
  const s = createTestMatch({ ob: "27.11", situation: "patrol", entry: "home_edge", forces, deploy, board: { cols: 10, rows: 10 } }) as State;
  return { ...s, game: { ...s.game, map: { ...s.game.map, terrain: {}, slopes: [] } } };
}

const stepsOf = (state: State, seat: string) => (legalActionsFor(patrolRuleset, state, seat) as PatrolLegalAction[])
  .filter((a) => a.type === "turn/submit_plot" && a.details && "man" in a.details)
  .map((a) => ({ ...(a.details as Step), task: (a.payload as { plot: { orders: Record<string, { code: string; path?: string[]; target?: string }[]> } }).plot.orders[(a.details as Step).man]![0]! }));

describe("Patrol! legal plot steps per man [5.0, 6.1]", () => {
  it("patrol 7.1, 7.31: a fit erect man in the open may move to every hex within his 10 MP, each by a path of 1 MP a hex, and fire at the enemy he sees", () => {
    const s = openBoard({ a01: { hex: "0505" }, a02: { hex: "0101" }, a03: { hex: "0102" }, b01: { hex: "0509" } });
    const steps = stepsOf(s, "alpha").filter((x) => x.man === "a01");
    const moves = steps.filter((x) => x.task.code === "MV");
    const destinations = new Set(moves.map((x) => x.task.path!.at(-1)));
    // Every other hex of the 10 x 10 board within 10 hexes of 0505 (the whole board but 0505 itself here).
    const board = Array.from({ length: 100 }, (_, i) => `${String((i % 10) + 1).padStart(2, "0")}${String(Math.floor(i / 10) + 1).padStart(2, "0")}`);
    expect([...destinations].sort()).toEqual(board.filter((h) => h !== "0505" && rangeBetween("0505", h) <= 10).sort());
    for (const mv of moves) {
      expect(mv.cost).toBe(mv.task.path!.length); // 1 MP a clear hex in the Open mode
      expect(mv.task.path!.length).toBe(rangeBetween("0505", mv.task.path!.at(-1)!)); // the cheapest path is a straight one
      expect(mv.ma).toBe(10);
    }
    expect(steps.find((x) => x.task.code === "DF")).toMatchObject({ task: { code: "DF", target: "b01" }, cost: 10, rule: "patrol 10.1" }); // DF takes all the MA [6.1]
    expect(steps.some((x) => x.task.code === "PP")).toBe(true);
    expect(steps.some((x) => x.task.code === "ER" || x.task.code === "PMV")).toBe(false); // he is erect [7.51, 7.52]
  });

  it("patrol 7.51, 7.52: a prone man is offered ER and a PMV into each adjacent hex, never an MV", () => {
    const s0 = openBoard({ a01: { hex: "0505" }, a02: { hex: "0101" }, a03: { hex: "0102" }, b01: { hex: "0509" } });
    const s = { ...s0, game: { ...s0.game, men: { ...s0.game.men, a01: { ...s0.game.men.a01!, posture: "prone" as const } } } };
    const steps = stepsOf(s, "alpha").filter((x) => x.man === "a01");
    expect(steps.some((x) => x.task.code === "MV")).toBe(false);
    expect(steps.filter((x) => x.task.code === "PMV")).toHaveLength(6);
    expect(steps.some((x) => x.task.code === "ER")).toBe(true);
  });

  it("patrol 26.56 c: before Contact no fire step is offered at all in the Patrol situation", () => {
    const s0 = openBoard({ a01: { hex: "0505" }, a02: { hex: "0101" }, a03: { hex: "0102" }, b01: { hex: "0509" } });
    const s = { ...s0, game: { ...s0.game, contactRound: null } };
    const codes = new Set(stepsOf(s, "alpha").map((x) => x.task.code));
    expect(codes.has("MV")).toBe(true);
    for (const c of ["DF", "KF", "OF", "PG"]) expect(codes.has(c)).toBe(false);
  });

  it("patrol 26.66 a: α's legal actions in the Recon never name a hidden β man", () => {
    const s = createTestMatch({ ob: "27.11", situation: "recon", entry: "home_edge", board: { cols: 16, rows: 15 } }) as State;
    const hidden = s.game.engagement?.hidden ?? [];
    expect(hidden.length).toBeGreaterThan(0);
    const text = JSON.stringify(legalActionsFor(patrolRuleset, s, "alpha"));
    for (const id of hidden) expect(text).not.toContain(`"${id}"`); // no fire step at him, no hand-to-hand
    expect(stepsOf(s, "alpha").some((x) => x.task.code === "MV")).toBe(true);
  });
});

describe("Patrol! checkPlot: the dry run names every problem of a plot at once [5.0, 6.0-6.3]", () => {
  const s0 = openBoard({ a01: { hex: "0505" }, a02: { hex: "0101" }, a03: { hex: "0102" }, b01: { hex: "0509" } });
  const s = { ...s0, game: { ...s0.game, contactRound: 0, men: { ...s0.game.men, a02: { ...s0.game.men.a02!, posture: "prone" as const } } } };
  const plot = { orders: {
    a01: [{ code: "DF", target: "b99" }],
    a02: [{ code: "PG", type: "F" }, { code: "MV", path: ["0102"] }],
    b01: [{ code: "PP" }],
    a03: [{ code: "PP" }],
  } };

  it("patrol 10.11, 11.12, 7.52, 5.0: four problems of three men, each with its path and rule; the first is the one apply gives", () => {
    const dry = dryRunCommand(patrolRuleset, s, { type: "turn/submit_plot", seat: "alpha", payload: { plot } });
    expect(dry.ok).toBe(false);
    expect(dry.problems.map((p) => [p.code, p.path, p.rule])).toEqual([
      ["plot/bad_target", ["plot", "orders", "a01", 0], "patrol 10.11"],
      ["plot/prone_prepare", ["plot", "orders", "a02", 0], "patrol 11.12"],
      ["plot/prone_move", ["plot", "orders", "a02", 1], "patrol 7.52"],
      ["plot/not_your_man", ["plot", "orders", "b01"], "patrol 5.0"],
    ]);
    const first = validatePlot(s.game, "alpha", plot as never, s.options);
    expect(first.ok ? undefined : first.error.code).toBe("plot/bad_target");
  });

  it("the dry run of an acceptable plot is ok with no problems; a malformed one lists each schema issue by path", () => {
    expect(dryRunCommand(patrolRuleset, s, { type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders: { a01: [{ code: "PP" }] } } } })).toEqual({ ok: true, problems: [] });
    const bad = dryRunCommand(patrolRuleset, s, { type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders: { a01: [{ code: "MV" }], a03: [{ code: "XX" }] } } } });
    expect(bad.ok).toBe(false);
    expect(bad.problems.map((p) => p.path.join("."))).toEqual(["plot.orders.a01.0.path", "plot.orders.a03.0.code"]);
    expect(bad.problems.every((p) => p.code === "command/invalid_payload")).toBe(true);
  });
});
