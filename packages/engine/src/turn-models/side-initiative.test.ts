import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { createSideInitiative, initInitiativeTurn } from "./side-initiative";
import type { InitiativeRules, InitiativeTurn } from "./side-initiative";
import { stepTurnModel, turnCommand } from "./step-turn-model";

type Game = {
  readonly factors: Readonly<Record<string, readonly number[]>>;
  readonly zoc?: Readonly<Record<string, { readonly leaderSeat: string; readonly teams: readonly string[] }>>;
  readonly out?: readonly string[];
};
const rules: InitiativeRules<Game> = {
  initiativeFactors: (g, side) => g.factors[side] ?? [],
  leaderZoc: (g, side) => g.zoc?.[side],
  isTeamActive: (g, team) => !(g.out ?? []).includes(team),
};
const model = createSideInitiative(rules);
const cited = createSideInitiative({ ...rules, citations: { phases: "x 4", initiative: "x 5", leader: "x 5.1" } });

// Six players, three a side, one team each; two made-up side phases and a shared closing step.
const sides = [{ id: "us", seats: ["us-1", "us-2", "us-3"] }, { id: "de", seats: ["de-1", "de-2", "de-3"] }] as const;
const teams = [...sides[0].seats, ...sides[1].seats].map((seat) => ({ id: `t-${seat}`, seat, side: seat.slice(0, 2) }));
const seats = teams.map((t) => t.seat);
const start = (turns = 2) => initInitiativeTurn({ sides: [sides[0], sides[1]], teams, turns, phases: ["first", "second"], closing: "wrap_up" });
const tie: Game = { factors: { us: [1, 2, 3, 12], de: [1, 2, 3, 12] } };

function step(t: InitiativeTurn, name: string, seat: string, game: Game, payload: unknown = {}, faces: number[] = [], m = model) {
  return stepTurnModel(m, t, turnCommand(name, seat, payload), createFixedDice(faces), { game, seats, options: {} });
}

function run(t: InitiativeTurn, game: Game, steps: readonly [string, string, unknown?, number[]?][], m = model): InitiativeTurn {
  let turn = t;
  for (const [name, seat, payload, faces] of steps) {
    const out = step(turn, name, seat, game, payload, faces, m);
    if (!out.ok) throw new Error(`${name} by ${seat}: ${out.error.code}`);
    turn = out.turn;
  }
  return turn;
}

/** Every team of a side activates and ends, in seat order. */
const playSide = (side: (typeof sides)[number]): [string, string, unknown?][] =>
  side.seats.flatMap((seat): [string, string, unknown?][] => [["activate_team", seat, { team: `t-${seat}` }], ["end_activation", seat]]);

describe("side initiative (the pattern, neutral phases)", () => {
  it("the first initiative test that differs decides", () => {
    const out = step(start(), "roll_initiative", "de-2", { factors: { us: [0, 3], de: [1, 1] } });
    if (!out.ok) throw new Error(out.error.code);
    expect(out.turn).toMatchObject({ initiative: "de", acting: "de", step: "first" });
    expect(out.events[0]?.data).toMatchObject({ side: "de", decidedBy: 1, rolls: [] });
  });

  it("a tied test passes to the next one", () => {
    const out = step(start(), "roll_initiative", "us-1", { factors: { us: [1, 3], de: [1, 2] } });
    if (!out.ok) throw new Error(out.error.code);
    expect(out.events[0]?.data).toMatchObject({ side: "us", decidedBy: 2 });
  });

  it("when every test ties, the higher die wins and a tied roll is rolled again", () => {
    const out = step(start(), "roll_initiative", "us-1", tie, {}, [3, 3, 2, 5]);
    if (!out.ok) throw new Error(out.error.code);
    expect(out.events[0]?.data).toMatchObject({ side: "de", decidedBy: 5, rolls: [{ us: 3, de: 3 }, { us: 2, de: 5 }] });
  });

  it("each side phase is played by the initiative side, then by the other, then the closing step", () => {
    let t = run(start(), tie, [["roll_initiative", "us-1", {}, [6, 1]]]);
    const phases: string[] = [];
    for (const side of [sides[0], sides[1], sides[0], sides[1]]) {
      phases.push(`${t.step}:${t.acting}`);
      t = run(t, tie, playSide(side));
    }
    expect(phases).toEqual(["first:us", "first:de", "second:us", "second:de"]);
    expect(t).toMatchObject({ round: 2, step: "initiative", initiative: null });
  });

  it("players act only with their own team, and only while it is activated", () => {
    const t = run(start(), tie, [["roll_initiative", "us-1", {}, [6, 1]]]);
    const foreign = step(t, "activate_team", "us-2", tie, { team: "t-us-1" });
    expect(foreign.ok ? "" : foreign.error.code).toBe("turn/not_your_activation");
    const enemy = step(t, "activate_team", "de-1", tie, { team: "t-de-1" });
    expect(enemy.ok ? "" : enemy.error.code).toBe("turn/team_not_pending");
    const active = run(t, tie, [["activate_team", "us-2", { team: "t-us-2" }]]);
    expect(model.status(active).actors).toEqual(["us-2"]);
  });

  it("teams outside the leader's zone go first, then the leader decides the order of those inside", () => {
    const game: Game = { ...tie, zoc: { us: { leaderSeat: "us-1", teams: ["t-us-1", "t-us-3"] } } };
    let t = run(start(), game, [["roll_initiative", "us-1", {}, [6, 1]]]);
    const early = step(t, "activate_team", "us-1", game, { team: "t-us-3" });
    expect(early.ok ? "" : early.error.code).toBe("turn/zoc_teams_last");
    t = run(t, game, [["activate_team", "us-2", { team: "t-us-2" }], ["end_activation", "us-2"]]);
    const owner = step(t, "activate_team", "us-3", game, { team: "t-us-3" });
    expect(owner.ok ? "" : owner.error.code).toBe("turn/leader_decides");
    t = run(t, game, [["activate_team", "us-1", { team: "t-us-3" }]]);
    expect(model.status(t).actors).toEqual(["us-3"]); // the team's own player acts once the Leader picked it
  });

  it("teams that cannot act are skipped", () => {
    const game: Game = { ...tie, out: ["t-de-1", "t-de-2", "t-de-3"] };
    let t = run(start(), game, [["roll_initiative", "us-1", {}, [6, 1]]]);
    t = run(t, game, playSide(sides[0]));
    expect(`${t.step}:${t.acting}`).toBe("second:us");
  });

  it("the match ends after the last turn", () => {
    let t = run(start(1), tie, [["roll_initiative", "us-1", {}, [6, 1]]]);
    for (const side of [sides[0], sides[1], sides[0], sides[1]]) t = run(t, tie, playSide(side));
    expect(model.status(t).over).toBe(true);
  });

  it("the closing step is announced before the next turn; without one the turn ends after the last side phase", () => {
    let t = run(start(), tie, [["roll_initiative", "us-1", {}, [6, 1]]]);
    for (const side of [sides[0], sides[1], sides[0]]) t = run(t, tie, playSide(side));
    const last = playSide(sides[1]);
    t = run(t, tie, last.slice(0, -1));
    const [name, seat] = last[last.length - 1] ?? ["", ""];
    const out = step(t, name, seat, tie);
    if (!out.ok) throw new Error(out.error.code);
    expect(out.events.slice(1).map((e) => e.type === "turn/phase_started" ? (e.data as { phase: string }).phase : e.type)).toEqual(["wrap_up", "turn/round_started"]);
    const bare = initInitiativeTurn({ sides: [sides[0], sides[1]], teams, turns: 2, phases: ["only"] });
    let u = run(bare, tie, [["roll_initiative", "us-1", {}, [6, 1]], ...playSide(sides[0])]);
    u = run(u, tie, playSide(sides[1]));
    expect(u).toMatchObject({ round: 2, step: "initiative" });
  });

  it("a preset's citations are the sections the refusals name; unset, none", () => {
    const t = run(start(), tie, [["roll_initiative", "us-1", {}, [6, 1]]]);
    expect(step(t, "roll_initiative", "us-1", tie)).toMatchObject({ ok: false, error: { code: "turn/wrong_step", rule: "" } });
    expect(step(t, "roll_initiative", "us-1", tie, {}, [], cited)).toMatchObject({ ok: false, error: { code: "turn/wrong_step", rule: "x 5" } });
    const game: Game = { ...tie, zoc: { us: { leaderSeat: "us-1", teams: ["t-us-1"] } } };
    const early = step(run(start(), game, [["roll_initiative", "us-1", {}, [6, 1]]], cited), "activate_team", "us-1", game, { team: "t-us-1" }, [], cited);
    expect(early).toMatchObject({ ok: false, error: { code: "turn/zoc_teams_last", rule: "x 5.1" } });
    expect(cited.commands["turn/end_activation"]?.rule).toBe("x 4");
  });

  it("refuses a turn with no side phase", () => {
    expect(() => initInitiativeTurn({ sides: [sides[0], sides[1]], teams, turns: 1, phases: [] })).toThrow(/at least one side phase/);
  });
});
