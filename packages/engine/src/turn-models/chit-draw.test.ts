import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { CHIT_DRAW_NAMES, createChitDraw, initChitTurn, uniformChits } from "./chit-draw";
import type { ChitConfig, ChitDrawNames, ChitTurn } from "./chit-draw";
import { stepTurnModel, turnCommand } from "./step-turn-model";

// The cases below walk an Impulse-system vocabulary (the pattern of Firepower's sequence, whose preset lives in
// rules-firepower); the model itself is generic, its names given by the ruleset (see "chit draw names").
const IMPULSE_NAMES: ChitDrawNames = {
  steps: { draw: "draw", phase: "impulse_phase", activation: "impulse", record: "turn_record" },
  commands: { draw: "turn/draw_chit", startActivation: "turn/start_impulse", endActivation: "turn/end_impulse", endPhase: "turn/end_impulse_phase" },
  events: { drawn: "turn/chit_drawn", activationStarted: "turn/impulse_started", activationEnded: "turn/impulse_ended", phaseEnded: "turn/impulse_phase_ended", record: "turn/turn_record" },
  words: { chit: "sequence unit", activation: "Impulse", phase: "Impulse Phase" },
};
const model = createChitDraw({ names: IMPULSE_NAMES });
const ctx = { game: undefined, seats: ["us", "sov"], options: {} };
const basic: ChitConfig = {
  sides: ["us", "sov"],
  chits: { us: uniformChits(3, ["us-1"]), sov: uniformChits(3, ["sov-1"]) },
  impulses: { "us-1": 2, "sov-1": 2 },
  turns: 4,
};

function step(t: ChitTurn, name: string, seat: string, payload: unknown = {}, faces: number[] = []) {
  return stepTurnModel(model, t, turnCommand(name, seat, payload), createFixedDice(faces), ctx);
}

function run(t: ChitTurn, steps: readonly [string, string, unknown?, number[]?][]): ChitTurn {
  let turn = t;
  for (const [name, seat, payload, faces] of steps) {
    const out = step(turn, name, seat, payload, faces);
    if (!out.ok) throw new Error(`${name}: ${out.error.code}`);
    turn = out.turn;
  }
  return turn;
}

describe("chit draw (Firepower)", () => {
  it("firepower 3.2: each drawn unit's colour gives its side the Impulse Phase", () => {
    // The cup lists us 0-2 then sov 0-2; face 4 of a d6 is sov's first unit.
    const out = step(initChitTurn(basic), "draw_chit", "us", {}, [4]);
    if (!out.ok) throw new Error(out.error.code);
    expect(out.turn.active).toBe("sov");
    expect(out.events[0]).toEqual({ type: "turn/chit_drawn", data: { side: "sov", chit: 0, squads: ["sov-1"], round: 1 } });
  });

  it("firepower 6.1: every undrawn unit is equally likely (one face of the die per unit)", () => {
    const picks = [1, 2, 3, 4, 5, 6].map((face) => {
      const out = step(initChitTurn(basic), "draw_chit", "us", {}, [face]);
      if (!out.ok) throw new Error(out.error.code);
      return `${out.turn.active}:${JSON.stringify(out.events[0]?.data)}`;
    });
    expect(new Set(picks).size).toBe(6);
  });

  it("firepower 6.1: only the drawn side acts, and its soldiers act only inside an Impulse", () => {
    expect(model.status(initChitTurn(basic))).toMatchObject({ step: "draw", actors: [], waiting: ["us", "sov"] }); // 3.2: either side draws
    const t = run(initChitTurn(basic), [["draw_chit", "us", {}, [1]]]);
    expect(model.status(t)).toMatchObject({ actors: [], waiting: ["us"] }); // the drawn side starts an Impulse or ends the phase
    const wrong = step(t, "start_impulse", "sov", { squad: "sov-1", hex: "1A1" });
    expect(wrong.ok ? "" : wrong.error.code).toBe("turn/not_your_activation");
    const inImpulse = run(t, [["start_impulse", "us", { squad: "us-1", hex: "1A1" }]]);
    expect(model.status(inImpulse)).toMatchObject({ step: "impulse", actors: ["us"] });
    expect(inImpulse.impulse).toEqual({ squad: "us-1", hex: "1A1" });
  });

  it("firepower 6.1: two Impulses per Impulse Phase, and the next unit is drawn only after the phase", () => {
    let t = run(initChitTurn(basic), [["draw_chit", "us", {}, [1]], ["start_impulse", "us", { squad: "us-1", hex: "1A1" }]]);
    const early = step(t, "draw_chit", "sov", {}, [1]);
    expect(early.ok ? "" : early.error.code).toBe("turn/wrong_step");
    t = run(t, [["end_impulse", "us"], ["start_impulse", "us", { squad: "us-1", hex: "1B2" }]]);
    const out = step(t, "end_impulse", "us");
    if (!out.ok) throw new Error(out.error.code);
    // Both Impulses used: the phase closes by itself (6.1.3 Stunned -> Suppressed hangs on this event).
    expect(out.events.map((e) => e.type)).toEqual(["turn/impulse_ended", "turn/impulse_phase_ended"]);
    expect(out.turn.step).toBe("draw");
  });

  it("firepower 6.1: the active player may end his Impulse Phase early", () => {
    const t = run(initChitTurn(basic), [["draw_chit", "us", {}, [1]], ["end_impulse_phase", "us"]]);
    expect(t.step).toBe("draw");
    expect(t.cup.us).toEqual([1, 2]);
  });

  it("firepower 3.3, 5: after the last unit the Turn Record advances and the units are mixed again", () => {
    const one: ChitConfig = { ...basic, chits: { us: uniformChits(1, ["us-1"]), sov: uniformChits(1, ["sov-1"]) }, turns: 2 };
    let t = run(initChitTurn(one), [["draw_chit", "us", {}, [2]], ["end_impulse_phase", "sov"], ["draw_chit", "us", {}, [1]]]);
    const out = step(t, "end_impulse_phase", "us");
    if (!out.ok) throw new Error(out.error.code);
    expect(out.events.map((e) => e.type)).toEqual(["turn/impulse_phase_ended", "turn/turn_record", "turn/round_started", "turn/mix"]);
    t = out.turn;
    expect(t).toMatchObject({ round: 2, step: "draw", cup: { us: [0], sov: [0] } });
    t = run(t, [["draw_chit", "us", {}, [1]], ["end_impulse_phase", "us"], ["draw_chit", "us", {}, [1]], ["end_impulse_phase", "sov"]]);
    expect(model.status(t).over).toBe(true);
  });

  it("firepower 9.1: a unit designated for one squad gives the other squad no Impulses", () => {
    const cfg: ChitConfig = { ...basic, chits: { us: [["a", "b"], ["a"]], sov: [["s"]] }, impulses: { a: 2, b: 2, s: 2 } };
    const t = run(initChitTurn(cfg), [["draw_chit", "us", {}, [2]]]);
    expect(t.squads).toEqual(["a"]);
    const out = step(t, "start_impulse", "us", { squad: "b", hex: "1A1" });
    expect(out.ok ? "" : out.error.code).toBe("turn/squad_not_activated");
  });

  it("firepower 9.2: each squad gets its own Impulses, which no other squad may use", () => {
    const cfg: ChitConfig = { ...basic, chits: { us: [["a", "b"]], sov: [["s"]] }, impulses: { a: 2, b: 1, s: 2 } };
    const t = run(initChitTurn(cfg), [["draw_chit", "us", {}, [1]], ["start_impulse", "us", { squad: "b", hex: "1A1" }], ["end_impulse", "us"]]);
    const out = step(t, "start_impulse", "us", { squad: "b", hex: "1A2" });
    expect(out.ok ? "" : out.error.code).toBe("turn/no_impulses_left");
    expect(step(t, "start_impulse", "us", { squad: "a", hex: "1A2" }).ok).toBe(true);
  });

  it("firepower 11.3.2: Impulses are unlimited until the first Combat Action, then the normal limit applies", () => {
    let t = run(initChitTurn({ ...basic, unlimitedUntilCombat: true }), [["draw_chit", "us", {}, [1]]]);
    for (let i = 0; i < 4; i += 1) t = run(t, [["start_impulse", "us", { squad: "us-1", hex: "1A1" }], ["end_impulse", "us"]]);
    expect(t.used["us-1"]).toBe(4);
    const fired = model.afterGameCommand?.(t, turnCommand("noop", "us"), ["combat"]);
    if (!fired) throw new Error("chit draw must watch for combat");
    expect(fired.combatSeen).toBe(true);
    const out = step(fired, "start_impulse", "us", { squad: "us-1", hex: "1A1" });
    expect(out.ok ? "" : out.error.code).toBe("turn/no_impulses_left");
  });

  it("firepower 6.1: no one may examine the undrawn units; views show only how many remain", () => {
    const t = run(initChitTurn(basic), [["draw_chit", "us", {}, [1]]]);
    const seen = model.view(t, "sov", { over: false }) as Record<string, unknown>;
    expect(seen.cup).toBeUndefined();
    expect(seen.undrawn).toBe(5);
  });

  it("firepower 8.8.8: an Impulse the ruleset marks secret shows its hex to the active side only (views and events)", () => {
    const secretModel = createChitDraw<{ tunnel: string }>({ names: IMPULSE_NAMES, secretImpulse: (game, side, _squad, hex) => side === "sov" && hex === game.tunnel });
    const game = { tunnel: "0504" };
    const sctx = { game, seats: ["us", "sov"], options: {} };
    const drawn = stepTurnModel(secretModel, initChitTurn(basic), turnCommand("draw_chit", "us"), createFixedDice([4]), sctx);
    if (!drawn.ok) throw new Error(drawn.error.code);
    const hidden = stepTurnModel(secretModel, drawn.turn, turnCommand("start_impulse", "sov", { squad: "sov-1", hex: "0504" }), createFixedDice([]), sctx);
    const open = stepTurnModel(secretModel, drawn.turn, turnCommand("start_impulse", "sov", { squad: "sov-1", hex: "0604" }), createFixedDice([]), sctx);
    if (!hidden.ok || !open.ok) throw new Error("start_impulse refused");
    const started = hidden.events[0];
    if (!started) throw new Error("no event");
    expect(secretModel.eventView?.(started, "sov")).toEqual({ type: "turn/impulse_started", data: { side: "sov", squad: "sov-1", hex: "0504", secret: true } });
    for (const viewer of ["us", "spectator"]) {
      expect(secretModel.eventView?.(started, viewer)).toEqual({ type: "turn/impulse_started", data: { side: "sov", squad: "sov-1", secret: true } });
      expect(secretModel.view(hidden.turn, viewer, { over: false })).toMatchObject({ impulse: { squad: "sov-1", secret: true } });
      expect(JSON.stringify(secretModel.view(hidden.turn, viewer, { over: false }))).not.toContain("0504");
    }
    expect(secretModel.view(hidden.turn, "sov", { over: false })).toMatchObject({ impulse: { squad: "sov-1", hex: "0504", secret: true } });
    // An ordinary Impulse stays public, and so does the end of a secret one for its own side only.
    expect(secretModel.eventView?.(open.events[0] ?? started, "us")).toEqual({ type: "turn/impulse_started", data: { side: "sov", squad: "sov-1", hex: "0604" } });
    const ended = stepTurnModel(secretModel, hidden.turn, turnCommand("end_impulse", "sov"), createFixedDice([]), sctx);
    if (!ended.ok) throw new Error(ended.error.code);
    const endEvent = ended.events[0];
    if (!endEvent) throw new Error("no end event");
    expect(JSON.stringify(secretModel.eventView?.(endEvent, "us"))).not.toContain("0504");
    expect(JSON.stringify(secretModel.eventView?.(endEvent, "sov"))).toContain("0504");
  });
});

describe("chit draw citations", () => {
  it("cite the ruleset's sections when it names them, and no rule when it does not", () => {
    const cited = createChitDraw({ names: IMPULSE_NAMES, citations: { phase: "firepower 6.1", draw: "firepower 3.2" } });
    const early = stepTurnModel(cited, { ...initChitTurn(basic), step: "impulse_phase", active: "us" }, turnCommand("draw_chit", "us", {}), createFixedDice([]), ctx);
    expect(early.ok === false && early.error).toMatchObject({ code: "turn/wrong_step", rule: "firepower 6.1" });
    expect(cited.commands["turn/draw_chit"]?.rule).toBe("firepower 3.2");
    const bare = step({ ...initChitTurn(basic), step: "impulse_phase", active: "us" }, "draw_chit", "us");
    expect(bare.ok === false && bare.error).toMatchObject({ code: "turn/wrong_step", rule: "" });
  });
});

describe("chit draw names", () => {
  const one: ChitConfig = { ...basic, chits: { us: uniformChits(1, ["us-1"]), sov: uniformChits(1, ["sov-1"]) }, turns: 2 };
  const drive = (m: ReturnType<typeof createChitDraw<{ hidden: string }>>, t: ChitTurn, type: string, seat: string, payload: unknown = {}, faces: number[] = []) => {
    const out = stepTurnModel(m, t, { type, seat, payload }, createFixedDice(faces), { game: { hidden: "0504" }, seats: ["us", "sov"], options: {} });
    if (!out.ok) throw new Error(`${type}: ${out.error.code} ${out.error.message}`);
    return out;
  };

  it("a ruleset that names nothing gets neutral steps, commands and events", () => {
    const plain = createChitDraw<{ hidden: string }>();
    expect(Object.keys(plain.commands).sort()).toEqual(["turn/draw_chit", "turn/end_activation", "turn/end_phase", "turn/start_activation"]);
    const t0 = initChitTurn(one);
    expect(plain.status(t0)).toMatchObject({ step: "draw", waiting: ["us", "sov"] });
    const drawn = drive(plain, t0, "turn/draw_chit", "us", {}, [1]);
    expect([drawn.turn.step, drawn.events.map((e) => e.type)]).toEqual(["phase", ["turn/chit_drawn"]]);
    const started = drive(plain, drawn.turn, "turn/start_activation", "us", { squad: "us-1", hex: "1A1" });
    expect([started.turn.step, started.events.map((e) => e.type)]).toEqual(["activation", ["turn/activation_started"]]);
    expect(plain.status(started.turn)).toMatchObject({ step: "activation", actors: ["us"] });
    const late = stepTurnModel(plain, started.turn, { type: "turn/start_activation", seat: "us", payload: { squad: "us-1", hex: "1A2" } }, createFixedDice([]), ctx);
    expect(late.ok === false && late.error).toMatchObject({ code: "turn/wrong_step", message: "no activation can start now" });
    const ended = drive(plain, drive(plain, started.turn, "turn/end_activation", "us").turn, "turn/end_phase", "us");
    expect(ended.events.map((e) => e.type)).toEqual(["turn/phase_ended"]);
    const last = drive(plain, drive(plain, ended.turn, "turn/draw_chit", "us", {}, [1]).turn, "turn/end_phase", "sov");
    expect(last.events.map((e) => e.type)).toEqual(["turn/phase_ended", "turn/end_of_turn", "turn/round_started", "turn/mix"]);
    expect(last.turn.step).toBe("draw");
    expect(CHIT_DRAW_NAMES.steps.record).toBe("end_of_turn");
  });

  it("a ruleset's own vocabulary runs the whole cycle: its steps in the state, its commands, candidates, events and words", () => {
    const cards: ChitDrawNames = {
      steps: { draw: "deal", phase: "hand", activation: "play", record: "cleanup" },
      commands: { draw: "turn/deal", startActivation: "turn/play_card", endActivation: "turn/end_play", endPhase: "turn/pass" },
      events: { drawn: "turn/dealt", activationStarted: "turn/card_played", activationEnded: "turn/play_ended", phaseEnded: "turn/passed", record: "turn/cleanup" },
      words: { chit: "card", activation: "play", phase: "hand" },
    };
    const m = createChitDraw<{ hidden: string }>({ names: cards, secretImpulse: (game, _side, _squad, hex) => hex === game.hidden });
    expect(Object.keys(m.commands).sort()).toEqual(["turn/deal", "turn/end_play", "turn/pass", "turn/play_card"]);
    expect(m.candidates(initChitTurn(one, cards), "us", { game: { hidden: "" }, seats: ["us", "sov"], options: {} }).map((c) => c.type)).toEqual(["turn/deal", "turn/end_play", "turn/pass"]);
    const t0 = initChitTurn(one, cards);
    expect(t0.step).toBe("deal");
    // Another vocabulary's command is no command of this model.
    expect(stepTurnModel(m, t0, { type: "turn/draw_chit", seat: "us", payload: {} }, createFixedDice([1]), ctx).ok).toBe(false);
    const dealt = drive(m, t0, "turn/deal", "us", {}, [2]);
    expect([dealt.turn.step, dealt.turn.active, dealt.events[0]?.type]).toEqual(["hand", "sov", "turn/dealt"]);
    const wrong = stepTurnModel(m, dealt.turn, { type: "turn/play_card", seat: "us", payload: { squad: "us-1", hex: "1A1" } }, createFixedDice([]), ctx);
    expect(wrong.ok === false && wrong.error.message).toBe("the other side's card was drawn");
    const played = drive(m, dealt.turn, "turn/play_card", "sov", { squad: "sov-1", hex: "0504" });
    expect(m.status(played.turn)).toMatchObject({ step: "play", actors: ["sov"] });
    // The secret hex is hidden in this vocabulary's events too.
    const event = played.events[0]!;
    expect(event.type).toBe("turn/card_played");
    expect(JSON.stringify(m.eventView?.(event, "us"))).not.toContain("0504");
    expect(JSON.stringify(m.eventView?.(event, "sov"))).toContain("0504");
    const back = drive(m, played.turn, "turn/end_play", "sov");
    expect([back.turn.step, back.events[0]?.type]).toEqual(["hand", "turn/play_ended"]);
    const passed = drive(m, back.turn, "turn/pass", "sov");
    expect([passed.turn.step, passed.events.map((e) => e.type)]).toEqual(["deal", ["turn/passed"]]);
    const round = drive(m, drive(m, passed.turn, "turn/deal", "us", {}, [1]).turn, "turn/pass", "us");
    expect(round.events.map((e) => e.type)).toEqual(["turn/passed", "turn/cleanup", "turn/round_started", "turn/mix"]);
    expect(round.turn).toMatchObject({ round: 2, step: "deal" });
  });
});
