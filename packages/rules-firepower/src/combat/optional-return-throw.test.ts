import { apply, eventsFor, legalActionsFor, viewFor } from "@tactica/engine";
import { createFixedDice, createRngState, createSeededDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { inImpulse, soldier, tryCommand } from "../conformance/match-fixture";
import { boardOf } from "../core/board";
import { chooseFirepowerCommand } from "../play/bot";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState, Traits } from "../state/types";

const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const rfl = (sid: string, hex: string, facing: number) => ({ id: sid, weapon: "RFL" as const, hex, facing, posture: "stand" as const });
const withOptions = (s: FirepowerState, options: Record<string, string>): FirepowerState => ({ ...s, options: { ...s.options, ...options } });
const ON = { "firepower/return_throw": "on" };
const sheet = (s: FirepowerState, sid: string, traits: Traits): FirepowerState =>
  ({ ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === sid ? { ...x, traits } : x)) } });
// A1 throws at the two B soldiers three hexes away (hit number 5); they are beyond the blast of their own return.
const start = () => inImpulse([rfl("A1", id(1, 3), 3)], [rfl("B1", id(4, 3), 6), rfl("B2", id(4, 3), 6)], id(1, 3));
const throwAtB = { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex: id(4, 3) } };

function thrown(s: FirepowerState) {
  const r = apply(firepowerRuleset, s, throwAtB, createFixedDice([1]));
  if (!r.ok) throw new Error(r.error.code);
  return r;
}

describe("Optional Rule 16.1: grenade return throw", () => {
  it("firepower 16.1: a fused grenade in an enemy hex waits for that side, which alone sees the offer; the thrower's side can do nothing meanwhile", () => {
    const r = thrown(withOptions(start(), ON));
    expect(r.state.game.pendingReturn).toMatchObject({ thrower: "A1", side: "B", impact: { q: 4, r: 3 } });
    expect(r.events.map((e) => e.type)).toEqual(["grenade/thrown", "grenade/fused", "grenade/return_offered"]);
    expect(r.events.find((e) => e.type === "grenade/return_offered")).toMatchObject({ visibleTo: ["B"], data: { soldiers: [{ soldier: "B1", succeedsOn: 2 }, { soldier: "B2", succeedsOn: 2 }] } });
    expect(eventsFor(firepowerRuleset, r.state, r.events, "A").map((e) => e.type)).toEqual(["grenade/thrown", "grenade/fused"]);
    expect(eventsFor(firepowerRuleset, r.state, r.events, "spectator").map((e) => e.type)).toEqual(["grenade/thrown", "grenade/fused"]);
    expect(legalActionsFor(firepowerRuleset, r.state, "A")).toEqual([]);
    // Every viewer's view names B as the seat to act while the grenade waits (engine `awaiting`), A again after.
    expect(["A", "B", "spectator"].map((v) => viewFor(firepowerRuleset, r.state, v).actors)).toEqual([["B"], ["B"], ["B"]]);
    const decided = apply(firepowerRuleset, r.state, { type: "let_grenade_explode", seat: "B", payload: {} }, createFixedDice([9, 9]));
    expect(decided.ok && viewFor(firepowerRuleset, decided.state, "B").actors).toEqual(["A"]);
    const legalB = legalActionsFor(firepowerRuleset, r.state, "B").map((c) => c.type);
    expect(new Set(legalB)).toEqual(new Set(["let_grenade_explode", "return_grenade"]));
    expect(tryCommand(r.state, { type: "turn/end_impulse", seat: "A", payload: {} })).toMatchObject({ ok: false, error: { code: "grenade/awaiting_return" } });
    expect(tryCommand(r.state, { type: "change_posture", seat: "A", payload: { soldier: "A1", posture: "prone" } })).toMatchObject({ ok: false, error: { code: "grenade/awaiting_return" } });
    expect(tryCommand(r.state, { type: "let_grenade_explode", seat: "A", payload: {} })).toMatchObject({ ok: false, error: { code: "grenade/not_your_return" } });
    // Without the option the grenade explodes at once.
    const off = apply(firepowerRuleset, start(), throwAtB, createFixedDice([1, 9, 9]));
    expect(off.ok && off.events.map((e) => e.type)).toEqual(["grenade/thrown", "grenade/blast"]);
  });

  it("firepower 16.1: on a roll of 2 or less the soldier throws it normally at the hex he chose, where it is not offered back again", () => {
    const waiting = thrown(withOptions(start(), ON)).state;
    // Return roll 2 (success), throw roll 1 (hit at 3 hexes), A1's blast roll 9 (survives, Stunned).
    const r = apply(firepowerRuleset, waiting, { type: "return_grenade", seat: "B", payload: { soldier: "B1", hex: id(1, 3) } }, createFixedDice([2, 1, 9]));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events[0]).toMatchObject({ type: "grenade/return_tried", data: { soldier: "B1", roll: 2, success: true, rule: "Firepower 16.1" } });
    expect(r.events[1]).toMatchObject({ type: "grenade/thrown", data: { thrower: "B1", outcome: "hit", impact: id(1, 3) } });
    expect(r.events[2]).toMatchObject({ type: "grenade/blast", data: { impact: id(1, 3), rolls: [{ soldier: "A1", roll: 9, result: "stunned" }] } });
    expect(r.state.game.pendingReturn).toBeUndefined();
    expect([soldier(r.state, "A1").status, soldier(r.state, "B1").status, soldier(r.state, "B2").status]).toEqual(["stunned", "none", "none"]);
  });

  it("firepower 16.1: on a failed try (3 or more) it explodes where it lies and the soldier who tried rolls at -2; letting it explode costs nothing", () => {
    const waiting = thrown(withOptions(start(), ON)).state;
    const tryBack = { type: "return_grenade", seat: "B", payload: { soldier: "B1", hex: id(1, 3) } };
    const failed = apply(firepowerRuleset, waiting, tryBack, createFixedDice([3, 6, 6]));
    if (!failed.ok) throw new Error(failed.error.code);
    expect(failed.events[0]).toMatchObject({ type: "grenade/return_tried", data: { roll: 3, success: false } });
    expect(failed.events[1]).toMatchObject({ type: "grenade/blast", data: { impact: id(4, 3), rolls: [{ soldier: "B1", roll: 6, total: -2, result: "eliminated" }, { soldier: "B2", roll: 6, total: 0, result: "stunned" }] } });
    const declined = apply(firepowerRuleset, waiting, { type: "let_grenade_explode", seat: "B", payload: {} }, createFixedDice([6, 6]));
    if (!declined.ok) throw new Error(declined.error.code);
    expect(declined.events[1]).toMatchObject({ type: "grenade/blast", data: { rolls: [{ soldier: "B1", total: 0, result: "stunned" }, { soldier: "B2", total: 0, result: "stunned" }] } });
    expect(tryCommand(waiting, { type: "return_grenade", seat: "B", payload: { soldier: "B1", hex: id(4, 6) } }).ok).toBe(false);
  });

  it("firepower 16.1, 22.1.6: with Option 22 a reflex of 8 or more returns it on a 3; the reflex shows only to its own side", () => {
    const both = { ...ON, "firepower/characteristics": "on" };
    const waiting = thrown(sheet(sheet(withOptions(start(), both), "B1", { reflex: 9 }), "B2", {})).state;
    const r = apply(firepowerRuleset, waiting, { type: "return_grenade", seat: "B", payload: { soldier: "B1", hex: id(1, 3) } }, createFixedDice([3, 1, 10]));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events[0]).toMatchObject({ type: "grenade/return_tried", data: { roll: 3, success: true } });
    expect(r.events[1]).toMatchObject({ type: "grenade/return_number", visibleTo: ["B"], data: { succeedsOn: 3, reflex: 9, provenance: "sheet" } });
    expect(eventsFor(firepowerRuleset, r.state, r.events, "A").some((e) => e.type === "grenade/return_number")).toBe(false);
    const seenByA = viewFor(firepowerRuleset, r.state, "A").game as FirepowerState["game"];
    expect(seenByA.soldiers.find((x) => x.id === "B1")?.traits).toBeUndefined();
    expect((viewFor(firepowerRuleset, r.state, "B").game as FirepowerState["game"]).soldiers.find((x) => x.id === "B1")?.traits).toEqual({ reflex: 9 });
    // B2 has no sheet: the default reflex 5 (book 22.1.6) keeps him at 2.
    const offered = thrown(sheet(sheet(withOptions(start(), both), "B1", { reflex: 9 }), "B2", {})).events.find((e) => e.type === "grenade/return_offered");
    expect(offered?.data).toMatchObject({ soldiers: [{ soldier: "B1", succeedsOn: 3 }, { soldier: "B2", succeedsOn: 2 }] });
  });

  it("firepower 16.1: the bots decide the reaction from the deciding side's legal actions only", () => {
    const waiting = thrown(withOptions(start(), ON)).state;
    const dice = createSeededDice(createRngState("return")).dice;
    expect(chooseFirepowerCommand(firepowerRuleset, waiting, "A", dice, { budget: 8 })).toBeUndefined();
    const choice = chooseFirepowerCommand(firepowerRuleset, waiting, "B", dice, { budget: 8 });
    // Two of B's men lie by the grenade, so the bot tries to throw it back at A1's hex.
    expect(choice).toMatchObject({ type: "return_grenade", seat: "B", payload: { hex: id(1, 3) } });
  });
});
