import { createFixedDice, createRngState, createSeededDice } from "@tactica/dice";
import { apply, viewFor } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { createTestMatch } from "../testing/game-test-helpers";
import type { PatrolGame } from "../state/state";
import { patrolRuleset } from "../ruleset";
import { botCommandFromView } from "./view-bot";

type S = MatchState<PatrolGame, PlotTurn>;
const botDice = () => createSeededDice(createRngState("bot-setup", "sfc32")).dice;
const ask = (s: S, seat: "alpha" | "bravo") => botCommandFromView(viewFor(patrolRuleset, s, seat), botDice());
const run = (s: S, cmd: NonNullable<ReturnType<typeof ask>>) => { const r = apply(patrolRuleset, s, cmd, createFixedDice([])); if (!r.ok) throw new Error(`${cmd.type}: ${r.error.code}`); return r.state as S; };

describe("Patrol! bot set-up: mines and wire before its first lock", () => {
  it("patrol 28.3, 18.0: β's bot lays its wire in front of its men, then all its mines, then plots; every command is accepted", () => {
    let s = createTestMatch({ ob: "27.11", situation: "assault", forces: { alpha: "3BR", bravo: "3BR 2BW 3mine" }, board: { cols: 12, rows: 12 } });
    const first = ask(s, "bravo");
    expect(first?.type).toBe("lay_wire");
    s = run(s, first!);
    const wire = s.game.wire!.hexes;
    expect(wire).toHaveLength(2);
    const bravoRows = s.game.order.map((id) => s.game.men[id]!).filter((m) => m.side === "bravo").map((m) => Number(m.hex!.slice(2)));
    // In front of β = toward α's (top) edge: every wire hex is above β's front man.
    for (const h of wire) expect(Number(h.slice(2))).toBeLessThan(Math.min(...bravoRows));
    const second = ask(s, "bravo");
    expect(second?.type).toBe("lay_mines");
    s = run(s, second!);
    const mines = s.game.mines!.bravo.hexes;
    expect(Object.values(mines).reduce((n, k) => n + k, 0)).toBe(3);
    for (const h of Object.keys(mines)) { expect(wire).not.toContain(h); expect(Number(h.slice(2))).toBeLessThan(Math.min(...bravoRows)); }
    expect(ask(s, "bravo")?.type).toBe("turn/submit_plot");
  });

  it("patrol 18.0: the bot's mines stay secret: α's view and α's bot see the allowance only", () => {
    let s = createTestMatch({ ob: "27.11", situation: "patrol", entry: "home_edge", forces: { alpha: "3BR", bravo: "3BR 2mine" }, board: { cols: 10, rows: 12 } });
    s = run(s, ask(s, "bravo")!);
    expect(Object.keys(s.game.mines!.bravo.hexes).length).toBeGreaterThan(0);
    expect((viewFor(patrolRuleset, s, "alpha").game as { mines: { bravo: unknown } }).mines.bravo).toEqual({ allowance: 2 });
    expect(ask(s, "alpha")?.type).toBe("turn/submit_plot");
  });
});
