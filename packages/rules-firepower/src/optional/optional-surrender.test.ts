import { createMatch, createRulingsPack, legalActionsFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { chooseSurrenderCall, regainSurrendered, surrenderModifier } from "./optional-surrender";
import { checkActor } from "../core/soldiers";
import type { FirepowerState, Side, Soldier, SoldierStatus } from "../state/types";
import { scoreVictory } from "../turn/victory";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const rfl = (sid: string, hex: string, facing: number, extra: Partial<Spec> = {}): Spec => ({ id: sid, weapon: "RFL", hex, facing, posture: "stand", ...extra });
const ALL = { "firepower/surrender_calls": "on", "firepower/characteristics": "on", "firepower/prisoners": "on" };

/** Side A in an Impulse from A1's hex (1,3) with B1 and B2 two hexes away; motivation roll 1 lets A1 act. */
function called(options: Record<string, string> = ALL, bHex = id(3, 3)): FirepowerState {
  const made = createMatch(firepowerRuleset, {
    scenario: toTestScenario([rfl("A1", id(1, 3), 3)], [rfl("B1", bHex, 6, { sheet: { motivation: 4 } }), rfl("B2", bHex, 6, { sheet: { motivation: 6 } }), rfl("B3", id(7, 5), 6)]),
    rulings: createRulingsPack({ id: "opt25", ruleset: "firepower", options }),
  });
  if (!made.ok) throw new Error(made.error.code);
  const drawn = run(made.state, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
  return run(drawn, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: id(1, 3) } }, options["firepower/characteristics"] === "on" ? [1] : []);
}
const call = { type: "surrender_call", seat: "A", payload: { soldiers: ["A1"], hex: id(3, 3) } };
const patch = (s: FirepowerState, sid: string, fields: Partial<Pick<Soldier, "status" | "surrenderedTo" | "hex">>): FirepowerState =>
  ({ ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === sid ? { ...x, ...fields } : x)) } });

describe("Optional Rule 25.2: surrender calls", () => {
  it("firepower 25.2: the callee's roll, -1 per man called on and +1 per caller, above the hex's best motivation surrenders the hex; the call's MF is a placeholder cell", () => {
    const s = called();
    const yes = tryCommand(s, call, [8]);
    if (!yes.ok) throw new Error(yes.error.code);
    expect(yes.events[0]).toMatchObject({ type: "surrender/accepted", data: { roll: 8, modifier: -1, motivation: 6, motivationProvenance: "sheet", mf: 1, mfProvenance: "placeholder", rule: "Firepower 25.2" } });
    expect([soldier(yes.state, "B1").surrenderedTo, soldier(yes.state, "B2").surrenderedTo, soldier(yes.state, "B2").posture, soldier(yes.state, "A1").mf]).toEqual(["A", "A", "stand", 1]);
    const no = tryCommand(s, call, [7]);
    expect(no.ok && no.events[0]).toMatchObject({ type: "surrender/refused", data: { roll: 7 } });
    expect(no.ok && soldier(no.state, "B1").surrenderedTo).toBeUndefined();
    expect(tryCommand(called(ALL, id(4, 3)), { ...call, payload: { soldiers: ["A1"], hex: id(4, 3) } })).toMatchObject({ ok: false, error: { code: "surrender/too_far" } });
    expect(tryCommand(called({ ...ALL, "firepower/surrender_calls": "off" }), call)).toMatchObject({ ok: false, error: { code: "surrender/option_off" } });
    expect(tryCommand(called({ ...ALL, "firepower/characteristics": "off" }), call)).toMatchObject({ ok: false, error: { code: "surrender/needs_options" } });
  });

  it("firepower 25.2: +5 when every soldier called on is Stunned, Inactive (or unarmed, not modelled)", () => {
    const men = (...status: SoldierStatus[]) => status.map((st) => ({ status: st }) as Soldier);
    expect(surrenderModifier(men("stunned", "inactive"), 1)).toBe(4);
    expect(surrenderModifier(men("stunned", "none"), 2)).toBe(0);
  });

  it("firepower 25.2.1: surrendered soldiers perform no Actions and become prisoners when an enemy enters their hex", () => {
    const yes = tryCommand(called(), call, [8]);
    if (!yes.ok) throw new Error(yes.error.code);
    const inB = { ...yes.state, game: { ...yes.state.game, impulse: { hexId: id(3, 3), soldiers: ["B1"], firedFrom: [] } } };
    expect(checkActor(inB, "B", "B1")).toMatchObject({ ok: false, error: { code: "soldier/surrendered" } });
    const next = run(yes.state, { type: "move", seat: "A", payload: { soldier: "A1" } });
    expect(soldier(next, "B1").prisonerOf).toBeUndefined();
    const entered = tryCommand(next, { type: "move", seat: "A", payload: { soldier: "A1" } });
    if (!entered.ok) throw new Error(entered.error.code);
    expect(entered.events.at(-1)).toMatchObject({ type: "prisoners/taken", data: { soldiers: ["B1", "B2"], rule: "Firepower 25.2.1" } });
    expect([soldier(entered.state, "B1").prisonerOf, soldier(entered.state, "B1").surrenderedTo]).toEqual(["A", undefined]);
  });

  it("firepower 25.2.2, 25.6: surrendered soldiers with no enemy within two hexes in their Impulse Phase are regained; until then they are worth double VP to the callers", () => {
    const held = patch(called(), "B1", { surrenderedTo: "A" as Side });
    expect(regainSurrendered(held.game, "B").events).toEqual([]);
    const alone = patch(held, "A1", { hex: { q: 7, r: 1 } });
    expect(regainSurrendered(alone.game, "B").events).toEqual([{ type: "surrender/regained", data: { soldiers: ["B1"], rule: "Firepower 25.2.2" } }]);
    const result = scoreVictory(held.game, ALL);
    expect(result.prisoners).toEqual({ A: 1, B: 0 });
  });

  it("firepower 25.2: the bot calls when it expects at least an even chance, judging hidden sheets at the default motivation", () => {
    const s = patch(patch(called(), "B1", { status: "stunned" }), "B2", { status: "inactive" });
    const legal = legalActionsFor(firepowerRuleset, s, "A");
    expect(chooseSurrenderCall(s.game, legal)).toMatchObject({ type: "surrender_call", payload: { hex: id(3, 3) } });
    expect(chooseSurrenderCall(called().game, legalActionsFor(firepowerRuleset, called(), "A"))).toBeUndefined();
  });
});
