import { createFixedDice, createRngState, createSeededDice } from "@tactica/dice";
import { apply, viewFor } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { toClaymoreCone } from "../fire/claymore";
import { createTestMatch } from "../testing/game-test-helpers";
import type { PatrolGame } from "../state/state";
import { patrolRuleset } from "../ruleset";
import { createBotPlot } from "./general-bot";
import { botCommandFromView } from "./view-bot";

type S = MatchState<PatrolGame, PlotTurn>;
const botDice = () => createSeededDice(createRngState("bot-claymores", "sfc32")).dice;
const ask = (s: S, seat: "alpha" | "bravo") => botCommandFromView(viewFor(patrolRuleset, s, seat), botDice());
const run = (s: S, cmd: NonNullable<ReturnType<typeof ask>>) => { const r = apply(patrolRuleset, s, cmd, createFixedDice([])); if (!r.ok) throw new Error(`${cmd.type}: ${r.error.code}`); return r.state as S; };

describe("Patrol! bot Claymores [18.5]", () => {
  it("patrol 18.5, 18.51: β's bot emplaces its Claymores in front of its men, facing α, each with a detonator; α's view shows the allowance only", () => {
    let s = createTestMatch({ ob: "27.11", situation: "patrol", entry: "home_edge", forces: { alpha: "3BR", bravo: "3AW 2CLY" }, board: { cols: 12, rows: 14 } });
    const cmd = ask(s, "bravo");
    expect(cmd?.type).toBe("place_claymores");
    s = run(s, cmd!);
    const placed = s.game.claymores!.bravo.placed;
    expect(placed).toHaveLength(2);
    for (const c of placed) {
      expect(c.facing).toBe("A");
      expect(s.game.men[c.detonator!]!.side).toBe("bravo");
    }
    expect(ask(s, "bravo")?.type).toBe("turn/submit_plot");
    expect((viewFor(patrolRuleset, s, "alpha").game as { claymores: { bravo: unknown } }).claymores.bravo).toEqual({ allowance: 2, placed: [] });
  });

  it("patrol 18.51: a detonator bot fires his Claymore once an enemy stands in its cone", () => {
    let s = createTestMatch({ ob: "27.11", situation: "patrol", forces: { alpha: "1BR", bravo: "1AW 1CLY" }, board: { cols: 12, rows: 14 }, deploy: { a01: { hex: "0601" }, b01: { hex: "0612" } } });
    s = run(s, { type: "place_claymores", seat: "bravo", payload: { claymores: [{ hex: "0610", facing: "A", detonator: "b01" }] } });
    const g = { ...s.game, contactRound: 0, map: { ...s.game.map, terrain: {}, slopes: [] } };
    expect(createBotPlot(g, "bravo", botDice()).orders.b01?.[0]?.code).not.toBe("DC");
    const inCone = toClaymoreCone(g, "0610", "A")[0]!.hex;
    const near = { ...g, men: { ...g.men, a01: { ...g.men.a01!, hex: inCone } } };
    expect(createBotPlot(near, "bravo", botDice()).orders.b01).toEqual([{ code: "DC", claymore: "bcly1" }]);
  });
});
