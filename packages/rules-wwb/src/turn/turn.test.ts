import { createFixedDice } from "@tactica/dice";
import { apply, createMatch, legalActionsFor, viewFor } from "@tactica/engine";
import type { InitiativeTurn, MatchState } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { wwbRuleset } from "../ruleset";
import { fromColRow, megahexesOf, mhxRange } from "../grids/index";
import type { Soldier, WwbGame } from "../state/index";
import { soldierById, withSoldier } from "../state/index";
import { initiativeFactors, leaderZoc } from "./initiative";

type S = MatchState<WwbGame, InitiativeTurn>;
const start = (scenario: Record<string, unknown>): S => {
  const m = createMatch(wwbRuleset, { scenario });
  if (!m.ok) throw new Error(m.error.message);
  return m.state as S;
};
const place = (s: S, id: string, patch: Partial<Soldier>): S => ({ ...s, game: withSoldier(s.game, id, patch) });
/** The state in `step` with `team` of `side` active (the turn model's own fields, as its commands leave them). */
const inPhase = (s: S, step: string, side: "allies" | "axis", team: string): S => ({ ...s, turn: { ...s.turn, step, initiative: side, acting: side, activeTeam: team, zoc: null, done: [] } });
const run = (s: S, seat: string, type: string, payload: object, rolls: number[] = []) => apply(wwbRuleset, s, { type, seat, payload }, createFixedDice(rolls));

describe("WWB 5.0 initiative", () => {
  it("WWB 5.0 test 1: the side with a Leader has the initiative", () => {
    const s = start({ teamsPerSide: 1, leaders: { allies: false, axis: true } });
    expect(initiativeFactors(s.game, "allies")[0]).toBe(0);
    const r = run(s, "us-1", "turn/roll_initiative", {});
    expect(r.ok && r.events.find((e) => e.type === "turn/initiative_decided")?.data).toMatchObject({ side: "axis", decidedBy: 1 });
  });
  it("WWB 5.0 test 2: with a Leader each, more panels occupied by an active soldier wins", () => {
    let s = start({ teamsPerSide: 1 });
    s = place(s, "a3", { hex: fromColRow(12, 2) }); // onto panel 2A: allies hold 1A and 2A, the axis 1B
    expect(initiativeFactors(s.game, "allies").slice(0, 2)).toEqual([1, 2]);
    expect(initiativeFactors(s.game, "axis").slice(0, 2)).toEqual([1, 1]);
    const r = run(s, "de-1", "turn/roll_initiative", {});
    expect(r.ok && r.events.find((e) => e.type === "turn/initiative_decided")?.data).toMatchObject({ side: "allies", decidedBy: 2 });
  });
  it("WWB 5.0: teams outside the Leader's ZOC (3 MHx) activate first; the Leader picks among his", () => {
    let s = start({ teamsPerSide: 3 });
    // CHARLIE far away from the Leader ABLE 1: outside; BAKER moved next to him: inside.
    for (const n of [1, 2, 3, 4]) s = place(s, `b${n}`, { hex: fromColRow(2 + n, 3) });
    const zoc = leaderZoc(s.game, "allies")!;
    expect(zoc.leaderSeat).toBe("us-1");
    expect(zoc.teams.sort()).toEqual(["able", "baker"]);
    s = { ...s, turn: { ...s.turn, step: "fire", initiative: "allies", acting: "allies", zoc, done: ["anton", "berta", "caesar"], activeTeam: null } };
    const early = run(s, "us-1", "turn/activate_team", { team: "baker" });
    expect(early.ok ? "" : early.error.code).toBe("turn/zoc_teams_last");
    const first = run(s, "us-3", "turn/activate_team", { team: "charlie" });
    expect(first.ok).toBe(true);
    const after = { ...s, turn: { ...s.turn, done: [...s.turn.done, "charlie"] } };
    const notLeader = run(after, "us-2", "turn/activate_team", { team: "baker" });
    expect(notLeader.ok ? "" : notLeader.error.code).toBe("turn/leader_decides");
    expect(run(after, "us-1", "turn/activate_team", { team: "baker" }).ok).toBe(true);
  });
  it("WWB 5.0, 6.0: the Leader's ZOC list reaches the acting side's seats only, through the view, legal actions and refusals", () => {
    let s = start({ teamsPerSide: 3 });
    for (const n of [1, 2, 3, 4]) s = place(s, `b${n}`, { hex: fromColRow(2 + n, 3) }); // BAKER inside ABLE 1's ZOC
    s = { ...s, turn: { ...s.turn, step: "fire", initiative: "allies", acting: "allies", zoc: { leaderSeat: "us-1", teams: ["able", "baker"] }, done: [], activeTeam: null } };
    for (const seat of ["us-1", "us-2", "us-3"]) expect((viewFor(wwbRuleset, s, seat).turn as InitiativeTurn).zoc, seat).toEqual({ leaderSeat: "us-1", teams: ["able", "baker"] });
    for (const seat of ["de-1", "de-2", "de-3", "spectator"]) expect((viewFor(wwbRuleset, s, seat).turn as InitiativeTurn).zoc, seat).toBeNull();
    const teamsOf = (seat: string) => [...new Set(legalActionsFor(wwbRuleset, s, seat).map((a) => (a.payload as { team?: string }).team))];
    expect([teamsOf("us-3"), teamsOf("us-1")]).toEqual([["charlie"], []]); // outside the ZOC first, read from the seat's view
    // An axis seat asking to activate each allied team gets one refusal, inside the ZOC or not.
    const refusals = ["able", "baker", "charlie"].map((team) => { const r = run(s, "de-1", "turn/activate_team", { team }); return r.ok ? "accepted" : JSON.stringify(r.error); });
    expect(new Set(refusals).size).toBe(1);
    expect(refusals[0]).toContain("turn/not_your_activation");
  });
});

describe("WWB 4.0, 8.2, 8.3 actions in play", () => {
  it("WWB 4.0: the free stance change is one step, never prone to standing", () => {
    let s = inPhase(start({ teamsPerSide: 1 }), "fire", "allies", "able");
    s = place(s, "a2", { stance: "prone" });
    const r = run(s, "us-1", "stance", { soldier: "a2", stance: "standing" });
    expect(r.ok ? "" : r.error.code).toBe("stance/not_one_step");
    const ok = run(s, "us-1", "stance", { soldier: "a2", stance: "kneeling" });
    expect(ok.ok && soldierById(ok.state.game as WwbGame, "a2")).toMatchObject({ stance: "kneeling", freeUsed: true });
  });
  it("WWB 8.2: a soldier on opportunity fire shoots a mover entering his arc, once, and his OPF ends", () => {
    let s = start({ teamsPerSide: 1, illumination: "day" });
    // ANTON 2 faces north over open ground with OPF; ABLE 2 walks south towards him, in his arc from the first step.
    s = place(s, "an2", { hex: fromColRow(4, 12), facing: 0, opf: true, stance: "kneeling" });
    s = place(s, "a2", { hex: fromColRow(4, 6), facing: 3, stance: "standing" });
    s = inPhase(s, "movement", "allies", "able");
    const path = [fromColRow(4, 7), fromColRow(4, 8)];
    const r = run(s, "us-1", "move", { soldier: "a2", mode: "walk", path }, [1, 1]);
    if (!r.ok) throw new Error(r.error.message);
    const shots = r.events.filter((e) => e.type === "wwb/opportunity_fire");
    expect(shots.length).toBe(1);
    expect(shots[0]!.data).toMatchObject({ firer: "an2", target: "a2" });
    expect(soldierById(r.state.game as WwbGame, "an2")!.opf).toBe(false);
  });
  it("WWB 8.3: suppression fire on the enemy's MegaHex suppresses everyone in it on the suppression die's suppressed face; the shooter cannot move", () => {
    let s = start({ teamsPerSide: 1 });
    s = place(s, "a2", { hex: fromColRow(4, 6), facing: 3, stance: "kneeling" });
    s = place(s, "an2", { hex: fromColRow(4, 12), facing: 0 });
    s = inPhase(s, "fire", "allies", "able");
    const mhx = megahexesOf(s.game.board.megahex, fromColRow(4, 12))[0]!;
    // The M1 Garand's suppression die is Grey (placeholder card); a 3 is its "suppressed" face (placeholder faces).
    const r = run(s, "us-1", "suppress", { soldier: "a2", mhx }, [3]);
    if (!r.ok) throw new Error(r.error.message);
    const g = r.state.game as WwbGame;
    expect(r.events.find((e) => e.type === "wwb/suppression_fire")?.data).toMatchObject({ success: true, die: "grey", roll: 3 });
    expect(soldierById(g, "an2")!.morale).toBe("suppressed");
    expect(soldierById(g, "a2")).toMatchObject({ pinned: true, acted: true });
    const moved = run({ ...r.state, game: withSoldier(g, "a2", { acted: false }), turn: { ...r.state.turn, step: "movement" } } as S, "us-1", "move", { soldier: "a2", mode: "stealth", path: [fromColRow(4, 7)] });
    expect(moved.ok ? "" : moved.error.code).toBe("move/pinned");
    const own = run(s, "us-1", "suppress", { soldier: "a2", mhx: megahexesOf(s.game.board.megahex, fromColRow(4, 6))[0]! });
    expect(own.ok ? "" : own.error.code).toBe("wwb/own_mhx");
  });
  it("WWB 8.1: a target the side does not see is refused without naming where he is", () => {
    let s = start({ teamsPerSide: 1, illumination: "new_moon" });
    s = inPhase(s, "fire", "allies", "able");
    const r = run(s, "us-1", "fire", { soldier: "a1", target: "an1" });
    expect(r.ok ? "" : r.error.code).toBe("fire/no_target");
    expect(r.ok ? "" : r.error.message).not.toContain("an1");
  });
  it("WWB 6.0 Spotting Test (Additional rule): a kneeling target behind 1/2 CL is found on the test die's OK; a Red skull makes him fire first", () => {
    let s = start({ teamsPerSide: 1 });
    s = place(s, "a2", { hex: fromColRow(4, 3), facing: 3, stance: "kneeling" });
    s = place(s, "an2", { hex: fromColRow(4, 11), facing: 0, stance: "kneeling" }); // behind the hedge of row 10
    s = inPhase(s, "fire", "allies", "able");
    const fire = run(s, "us-1", "fire", { soldier: "a2", target: "an2" });
    expect(fire.ok ? "" : fire.error.code).toBe("fire/no_target");
    // Grey 4 is an OK face and Red 2 no skull (placeholder faces): identified for the whole side.
    const found = run(s, "us-1", "spot", { soldier: "a2", target: "an2" }, [4, 2]);
    if (!found.ok) throw new Error(found.error.message);
    expect(found.events.find((e) => e.type === "wwb/spotting_test")?.data).toMatchObject({ die: "grey", identified: true, ambush: false });
    expect((found.state.game as WwbGame).identified.allies).toEqual(["an2"]);
    expect(run(found.state as S, "us-1", "fire", { soldier: "a2", target: "an2" }, [1]).ok).toBe(true);
    const again = run(found.state as S, "us-1", "spot", { soldier: "a2", target: "an3" });
    expect(again.ok ? "" : again.error.code).toBe("spot/already_tested");
    // Red 1 is the skull: ANTON 2 opens fire on the spotter at once.
    const ambush = run(s, "us-1", "spot", { soldier: "a2", target: "an2" }, [1, 1, 1]);
    if (!ambush.ok) throw new Error(ambush.error.message);
    expect(ambush.events.find((e) => e.type === "wwb/spotting_test")?.data).toMatchObject({ identified: false, ambush: true });
    expect(ambush.events.find((e) => e.type === "wwb/fired")?.data).toMatchObject({ firer: "an2", target: "a2" });
    // A name that is no testable enemy is accepted alike and finds nothing (no refusal tells what is there).
    const nothing = run(s, "us-1", "spot", { soldier: "a2", target: "an9" }, [4, 1]);
    expect(nothing.ok && nothing.events.find((e) => e.type === "wwb/spotting_test")?.data).toMatchObject({ identified: false, ambush: false });
  });
  it("WWB 8.5: a precise frag grenade lands on its Hex (Grey OK, Blue = the distance in MHx) and the man there rolls Black", () => {
    let s = start({ teamsPerSide: 1 });
    s = place(s, "a2", { hex: fromColRow(4, 6), facing: 3, stance: "kneeling" });
    s = place(s, "an2", { hex: fromColRow(4, 9), facing: 0, stance: "kneeling" });
    s = inPhase(s, "fire", "allies", "able");
    // d = 0 in one's own MHx counts as 1 (option wwb/same_mhx_throw's default).
    const d = Math.max(1, mhxRange(s.game.board.megahex, fromColRow(4, 6), fromColRow(4, 9), "nearest"));
    // Grey 4: an OK face (precise); Blue d: on target; Black 4: killed (placeholder faces).
    const r = run(s, "us-1", "throw_grenade", { soldier: "a2", to: fromColRow(4, 9) }, [4, d, 4]);
    if (!r.ok) throw new Error(r.error.message);
    const g = r.state.game as WwbGame;
    expect(r.events.find((e) => e.type === "wwb/grenade")?.data).toMatchObject({ kind: "on_target", landing: fromColRow(4, 9) });
    expect(r.events.find((e) => e.type === "wwb/blast")).toMatchObject({ data: { hits: [{ soldier: "an2", ring: 0, die: "black", result: "killed" }] }, visibleTo: [{ side: "axis" }] });
    expect(soldierById(g, "an2")!.health.condition).toBe("dead");
    expect(soldierById(g, "a2")!.equipment).toEqual(["frag"]);
    const far = run(place(s, "a2", { hex: fromColRow(4, 1) }), "us-1", "throw_grenade", { soldier: "a2", to: fromColRow(4, 17) });
    expect(far.ok ? "" : far.error.code).toBe("grenade/out_of_range");
  });
});
