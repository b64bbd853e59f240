import { createFixedDice } from "@tactica/dice";
import { apply, createMatch, createRulingsPack, legalActionsFor } from "@tactica/engine";
import type { Command } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { fowRuleset } from "../ruleset";
import { FOW_FREE_FOR_ALL } from "../scenarios/index";
import type { FowGame } from "../state/index";
import { withTeam, withUnit } from "../state/index";
import type { FowState } from "./index";
import { CONTACT, fowPendingReaction, rangeBetween } from "./index";

const IN = 254;
const cmd = (seat: string, type: string, payload: object = {}): Command => ({ seat, type, payload });
const step = (s: FowState, c: Command, faces: number[] = []): FowState => {
  const r = apply(fowRuleset, s, c, createFixedDice(faces));
  if (!r.ok) throw new Error(`${c.type}: ${r.error.code} ${r.error.message}`);
  return r.state;
};
const refusal = (s: FowState, c: Command, faces: number[] = []) => {
  const r = apply(fowRuleset, s, c, createFixedDice(faces));
  return r.ok ? null : r.error.code;
};
const teams = (g: FowGame, unit: string) => g.teams.filter((t) => t.unit === unit);
const minGap = (g: FowGame, a: string, b: string) => Math.min(...teams(g, a).filter((t) => t.state !== "destroyed").flatMap((x) => teams(g, b).filter((t) => t.state !== "destroyed").map((y) => rangeBetween(x, y))));

/**
 * A's assault step in the Counterattack mission (A moves first): A's five rifle teams stand 3" (centres) in front of
 * B's five rifle teams in the open, no foxholes; both tank platoons are over 8" away. `bTeams` keeps that many of B's.
 */
function assaultStep(bTeams = 5, aY = 23, options: Record<string, string> = {}): FowState {
  const m = createMatch(fowRuleset, { scenario: { ...FOW_FREE_FOR_ALL, mission: "counterattack" }, rulings: createRulingsPack({ id: "t", ruleset: fowRuleset.id, options }) });
  if (!m.ok) throw new Error(m.error.message);
  let s = m.state as FowState;
  for (const st of ["starting", "movement", "shooting"]) { expect(s.turn.step).toBe(st); s = step(s, cmd("A", "turn/end_step")); }
  expect(s.turn.step).toBe("assault");
  let g = s.game;
  [50, 53, 56, 59, 62].forEach((x, i) => {
    g = withTeam(g, `A-rifles-${i + 1}`, { at: { x: x * IN, y: aY * IN, angle: 270 }, foxholes: false, goneToGround: false });
    g = withTeam(g, `B-rifles-${i + 1}`, i < bTeams ? { at: { x: x * IN, y: 20 * IN, angle: 90 }, foxholes: false, goneToGround: false } : { state: "destroyed" });
  });
  [10, 14, 18].forEach((x, i) => {
    g = withTeam(g, `A-tanks-${i + 1}`, { at: { x: x * IN, y: 4 * IN, angle: 90 } });
    g = withTeam(g, `B-tanks-${i + 1}`, { at: { x: x * IN, y: 44 * IN, angle: 270 } });
  });
  return { ...s, game: g };
}

describe("the Assault Step in play [Assaults] [digest 3.3, 7.1, 7.2, 7.3, 7.4, 7.5]", () => {
  it("7.1-7.2 charge: only in the Assault Step, within 4\"/10cm, not Pinned; the chargers end in Contact and B's Defensive Fire window opens", () => {
    const far = assaultStep(5, 30);
    expect(refusal(far, cmd("A", "charge", { unit: "A-rifles", target: "B-rifles" }))).toBe("assault/out_of_reach");
    const s0 = assaultStep();
    expect(refusal(s0, cmd("B", "charge", { unit: "B-rifles", target: "A-rifles" }))).toBe("turn/not_your_activation");
    expect(refusal({ ...s0, turn: { ...s0.turn, step: "shooting" } }, cmd("A", "charge", { unit: "A-rifles", target: "B-rifles" }))).toBe("turn/wrong_step");
    expect(refusal({ ...s0, game: withUnit(s0.game, "A-rifles", { pinned: true }) }, cmd("A", "charge", { unit: "A-rifles", target: "B-rifles" }))).toBe("assault/pinned");
    const s = step(s0, cmd("A", "charge", { unit: "A-rifles", target: "B-rifles" }));
    for (const t of teams(s.game, "A-rifles")) {
      const nearest = Math.min(...teams(s.game, "B-rifles").map((b) => rangeBetween(t, b)));
      expect(nearest).toBeLessThanOrEqual(CONTACT);
      const before = s0.game.teams.find((x) => x.id === t.id)!.at!;
      expect(Math.hypot(t.at!.x - before.x, t.at!.y - before.y)).toBeLessThanOrEqual(4 * IN);
    }
    expect(fowPendingReaction(s)?.seats).toEqual(["B"]);
    expect(refusal(s, cmd("A", "turn/end_step"))).toBe("reaction/defensive_fire_pending");
    expect(refusal(s, cmd("A", "defensive_fire"))).toBe("assault/not_defender");
    expect(refusal(s, cmd("B", "counterattack", { choice: "break_off" }))).toBe("reaction/defensive_fire_pending");
  });

  it("7.3 Defensive Fire: five hits make the assaulters Fall Back (Pinned, over 2\"/5cm away, no fight); failed saves destroy", () => {
    let s = step(assaultStep(), cmd("A", "charge", { unit: "A-rifles", target: "B-rifles" }));
    // Five B teams at Halted ROF 2: ten dice needing 3+ (Is Hit On 3+), five hit; A's five 3+ saves, two 1s.
    const r = apply(fowRuleset, s, cmd("B", "defensive_fire"), createFixedDice([6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 6, 6, 6]));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    expect(r.events.filter((e) => e.type === "fow/defensive_fire")).toHaveLength(5);
    expect(r.events.find((e) => e.type === "fow/fall_back_check")!.data).toMatchObject({ hits: 5, fallsBack: true });
    expect(r.events.some((e) => e.type === "fow/assault_roll")).toBe(false);
    expect(teams(s.game, "A-rifles").filter((t) => t.state === "destroyed")).toHaveLength(2);
    expect(s.game.units.find((u) => u.id === "A-rifles")!.pinned).toBe(true);
    expect(minGap(s.game, "A-rifles", "B-rifles")).toBeGreaterThan(2 * IN);
    expect(s.game.assault).toBeNull();
    // One assault a unit a turn [Assaults].
    expect(refusal(s, cmd("A", "charge", { unit: "A-rifles", target: "B-rifles" }))).toBe("assault/unit_assaulted");
  });

  it("7.3-7.5 four hits do not stop them; the fight (Assault 4+) destroys two; B Breaks Off: Pinned and over 6\"/15cm away", () => {
    let s = step(assaultStep(), cmd("A", "charge", { unit: "A-rifles", target: "B-rifles" }));
    // Four hits, four saves made; then A's five teams in Contact roll 4+: two hit (infantry hit in an assault are Destroyed).
    s = step(s, cmd("B", "defensive_fire"), [6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 6, 6, 6, 6, 6, 6, 3, 3, 3]);
    expect(teams(s.game, "A-rifles").every((t) => t.state === "ok")).toBe(true);
    expect(teams(s.game, "B-rifles").filter((t) => t.state === "destroyed")).toHaveLength(2);
    expect(s.game.units.find((u) => u.id === "B-rifles")!.pinned).toBe(true);
    expect(s.game.assault?.window).toBe("counterattack");
    expect(fowPendingReaction(s)?.code).toBe("reaction/counterattack_pending");
    const r = apply(fowRuleset, s, cmd("B", "counterattack", { choice: "break_off" }), createFixedDice([]));
    if (!r.ok) throw new Error(r.error.message);
    expect(minGap(r.state.game, "B-rifles", "A-rifles")).toBeGreaterThan(6 * IN);
    expect(r.state.game.assault).toBeNull();
    expect(r.events.map((e) => e.type)).toEqual(["fow/broke_off", "fow/consolidation"]);
  });

  it("7.5 the Counterattack test: a 3 fails Confident 4+ and B must Break Off; a 4 passes and B's teams fight back, then A chooses", () => {
    let s = step(assaultStep(), cmd("A", "charge", { unit: "A-rifles", target: "B-rifles" }));
    s = step(s, cmd("B", "defensive_fire"), [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 6, 6, 3, 3, 3]);
    const failed = apply(fowRuleset, s, cmd("B", "counterattack", { choice: "counterattack" }), createFixedDice([3]));
    if (!failed.ok) throw new Error(failed.error.message);
    expect(failed.events.find((e) => e.type === "fow/counterattack_test")!.data).toMatchObject({ needed: 4, faces: [3], passed: false });
    expect(failed.events.some((e) => e.type === "fow/broke_off")).toBe(true);
    // Passed: B's three teams left in Contact roll 4+, one hits; the roles swap and A (the new defender) chooses.
    const passed = apply(fowRuleset, s, cmd("B", "counterattack", { choice: "counterattack" }), createFixedDice([4, 6, 1, 1]));
    if (!passed.ok) throw new Error(passed.error.message);
    const g = passed.state.game;
    expect(g.assault).toMatchObject({ assaulting: "B-rifles", defending: "A-rifles", window: "counterattack", round: 1 });
    expect(teams(g, "A-rifles").filter((t) => t.state === "destroyed")).toHaveLength(1);
    expect(g.units.find((u) => u.id === "A-rifles")!.pinned).toBe(true);
    expect(fowPendingReaction(passed.state)?.seats).toEqual(["A"]);
    expect(refusal(passed.state, cmd("B", "counterattack", { choice: "break_off" }))).toBe("assault/not_defender");
  });

  it("7.3-7.4 tanks with Top armour 1 Fall Back only when two are out, not on ten hits that bail none; their assault hits destroy infantry", () => {
    const s0 = assaultStep();
    let g = s0.game;
    // A's tanks 3" (centres) in front of B's first three rifle teams; A's rifles far away.
    [50, 53, 56].forEach((x, i) => { g = withTeam(g, `A-tanks-${i + 1}`, { at: { x: x * IN, y: 23 * IN, angle: 270 } }); });
    [10, 14, 18, 22, 26].forEach((x, i) => { g = withTeam(g, `A-rifles-${i + 1}`, { at: { x: x * IN, y: 4 * IN, angle: 90 } }); });
    let s = step({ ...s0, game: g }, cmd("A", "charge", { unit: "A-tanks", target: "B-rifles" }));
    // Ten hits (AT 2 against Side 3: no save can fail), then the three tanks roll 4+: two hit.
    const r = apply(fowRuleset, s, cmd("B", "defensive_fire"), createFixedDice([...Array(10).fill(6), ...Array(10).fill(1), 6, 5, 3]));
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    expect(r.events.find((e) => e.type === "fow/fall_back_check")!.data).toMatchObject({ hits: 10, fallsBack: false });
    expect(r.events.filter((e) => e.type === "fow/save").map((e) => (e.data as { outcome: string }).outcome)).toEqual(Array(10).fill("no_effect"));
    expect(teams(s.game, "B-rifles").filter((t) => t.state === "destroyed")).toHaveLength(2);
  });

  it("4. Roll Saves (Tank Assault) and How It Works › Die Rolls: the printed FP 1+ passes every roll by default; under fow/printed_one_plus fails_on_one a 1 fails", () => {
    const tankAssault = (options: Record<string, string>) => {
      let g = assaultStep(0, 23, options).game;
      // B's three tanks (Top armour 1) where B's rifles stood, 3" (centres) behind A's rifles.
      [50, 53, 56].forEach((x, i) => { g = withTeam(g, `B-tanks-${i + 1}`, { at: { x: x * IN, y: 20 * IN, angle: 90 } }); });
      const s = step({ ...assaultStep(0, 23, options), game: g }, cmd("A", "charge", { unit: "A-rifles", target: "B-tanks" }));
      // Defensive Fire: six dice (three tanks, Halted ROF 2), all miss; then A's first team hits (6), the tank's save
      // 1 + Top 1 = AT 2 (a Firepower test: pass Bails Out), then 1s: every other assault die misses.
      const r = apply(fowRuleset, s, cmd("B", "defensive_fire"), createFixedDice([1, 1, 1, 1, 1, 1, 6, 1, 1, 1, 1, 1, 1]));
      if (!r.ok) throw new Error(r.error.message);
      return r.events.filter((e) => e.type === "fow/assault_roll" && (e.data as { hit: boolean }).hit).map((e) => (e.data as { outcome: string }).outcome);
    };
    expect(tankAssault({})).toEqual(["bailed_out"]);
    expect(tankAssault({ "fow/printed_one_plus": "always" })).toEqual(["bailed_out"]);
    expect(tankAssault({ "fow/printed_one_plus": "fails_on_one" })).toEqual(["no_effect"]);
  });

  it("legal actions list the charge in the Assault Step and, while a window is open, only the defender's answers", () => {
    const s0 = assaultStep();
    const types = (s: FowState, seat: string) => legalActionsFor(fowRuleset, s, seat).map((c) => `${c.type}${c.type === "counterattack" ? `:${(c.payload as { choice: string }).choice}` : ""}`).sort();
    expect(legalActionsFor(fowRuleset, s0, "A").filter((c) => c.type === "charge").map((c) => c.payload)).toEqual([{ unit: "A-rifles", target: "B-rifles" }]);
    const s = step(s0, cmd("A", "charge", { unit: "A-rifles", target: "B-rifles" }));
    expect(types(s, "A")).toEqual([]);
    expect(types(s, "B")).toEqual(["defensive_fire"]);
    const f = step(s, cmd("B", "defensive_fire"), [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 6, 3, 3, 3, 3]);
    expect(types(f, "B")).toEqual(["counterattack:break_off", "counterattack:counterattack"]);
  });

  it("the bot charges when its expected kills favour it (one B team left), not into five teams' Defensive Fire, and answers the windows (Counterattack when its expected kills match theirs)", () => {
    const dice = createFixedDice([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(fowRuleset.bot!(assaultStep(), "A", dice)).toMatchObject({ type: "turn/end_step" });
    const one = assaultStep(1);
    expect(fowRuleset.bot!(one, "A", dice)).toMatchObject({ type: "charge", payload: { unit: "A-rifles", target: "B-rifles" } });
    const charged = step(one, cmd("A", "charge", { unit: "A-rifles", target: "B-rifles" }));
    expect(fowRuleset.bot!(charged, "A", dice)).toBeUndefined();
    expect(fowRuleset.bot!(charged, "B", dice)).toMatchObject({ type: "defensive_fire" });
    const full = step(step(assaultStep(), cmd("A", "charge", { unit: "A-rifles", target: "B-rifles" })), cmd("B", "defensive_fire"), [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 6, 3, 3, 3, 3]);
    // Four B teams against five A teams in Contact: B's expected kills are lower, so it Breaks Off.
    expect(fowRuleset.bot!(full, "B", dice)).toMatchObject({ type: "counterattack", payload: { choice: "break_off" } });
    // Two A teams charge five: both miss; B's five teams expect more kills than A's two, so it Counterattacks.
    const two = assaultStep();
    let g = two.game;
    for (const id of ["A-rifles-3", "A-rifles-4", "A-rifles-5"]) g = withTeam(g, id, { state: "destroyed" });
    const few = step(step({ ...two, game: g }, cmd("A", "charge", { unit: "A-rifles", target: "B-rifles" })), cmd("B", "defensive_fire"), [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3]);
    expect(few.game.assault?.window).toBe("counterattack");
    expect(fowRuleset.bot!(few, "B", dice)).toMatchObject({ type: "counterattack", payload: { choice: "counterattack" } });
  });
});
