import type { Command } from "@tactica/engine";
import { apply, legalActionsFor, stateHash } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { toAuthoredSampleScenario } from "../scenarios/authored-sample";
import { inImpulse, stand } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { hexAhead } from "../core/geometry";
import { surrenderModifier } from "../optional/optional-surrender";
import { playRandomLegal } from "../play/play-match.fixture";
import { mfAllowance } from "../core/soldiers";
import type { FirepowerState, Soldier } from "../state/types";

const board = boardOf(toAuthoredSampleScenario());
const AHEAD = board.idOf(hexAhead(board.hexOf("4C3") ?? { q: 0, r: 0 }, 3));
const cmd = (type: string, seat: string, payload: Record<string, unknown> = {}) => ({ type, seat, payload });
const man = (s: FirepowerState, sid: string): Soldier => { const x = s.game.soldiers.find((m) => m.id === sid); if (!x) throw new Error(sid); return x; };
const PRISONERS = { "firepower/prisoners": "on" };

describe("discarding and unarmed soldiers (firepower 11.1.6, Option 25.1-25.2)", () => {
  it("firepower 11.1.6: a soldier discards his weapon for the discard MF (placeholder 1) as one Action; unarmed, he fires nothing", () => {
    const s = inImpulse([stand("A1", "4C3", 3, { dmc: 1 })], [stand("B1", "4H3", 6)], "4C3");
    expect(legalActionsFor(firepowerRuleset, s, "A")).toEqual(expect.arrayContaining([cmd("discard", "A", { soldier: "A1", item: "weapon" }), cmd("discard", "A", { soldier: "A1", item: "DMC" })]));
    const r = apply(firepowerRuleset, s, cmd("discard", "A", { soldier: "A1", item: "weapon" }), createFixedDice([]));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events).toMatchObject([{ type: "equipment/discarded", data: { soldier: "A1", item: "weapon", mf: 1, mfProvenance: "placeholder", rule: "Firepower 11.1.6" } }]);
    expect(man(r.state, "A1")).toMatchObject({ unarmed: true, mf: 1 });
    expect(tryCommand(r.state, cmd("fire", "A", { soldier: "A1", targets: ["B1"] }))).toMatchObject({ ok: false, error: { code: "fire/unarmed" } });
    expect(tryCommand(r.state, cmd("discard", "A", { soldier: "A1", item: "weapon" }))).toMatchObject({ ok: false, error: { code: "discard/not_carried" } });
    const dmc = run(r.state, cmd("discard", "A", { soldier: "A1", item: "DMC" }));
    expect(man(dmc, "A1").dmc).toBeUndefined();
    expect(mfAllowance(man(dmc, "A1")) - man(dmc, "A1").mf).toBe(2);
  });

  it("firepower 11.1.6: discarding is an Advanced Game Action", () => {
    const s = inImpulse([stand("A1", "4C3", 3)], [stand("B1", "4H3", 6)], "4C3", { rules: "basic" });
    expect(tryCommand(s, cmd("discard", "A", { soldier: "A1", item: "weapon" }))).toMatchObject({ ok: false, error: { code: "discard/advanced" } });
  });

  it("firepower 25.1: defenders all unarmed (not Stunned) may be taken prisoner without a melee, and prisoners drop all their weapons and equipment", () => {
    const s = inImpulse([stand("A1", "4C3", 3)], [stand("B1", AHEAD, 6, { dmc: 1 })], "4C3", { options: PRISONERS });
    const take = cmd("melee", "A", { soldiers: ["A1"], hex: AHEAD, takePrisoners: true });
    expect(tryCommand(s, take)).toMatchObject({ ok: false, error: { code: "melee/not_all_stunned" } });
    const unarmed: FirepowerState = { ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === "B1" ? { ...x, unarmed: true as const } : x)) } };
    const r = apply(firepowerRuleset, unarmed, take, createFixedDice([]));
    if (!r.ok) throw new Error(r.error.code);
    expect(man(r.state, "B1")).toMatchObject({ prisonerOf: "A", unarmed: true });
    expect(man(r.state, "B1").dmc).toBeUndefined();
    // A Stunned prisoner with his rifle drops it too.
    const stunned: FirepowerState = { ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === "B1" ? { ...x, status: "stunned" as const } : x)) } };
    const taken = apply(firepowerRuleset, stunned, take, createFixedDice([]));
    if (!taken.ok) throw new Error(taken.error.code);
    expect(man(taken.state, "B1")).toMatchObject({ prisonerOf: "A", unarmed: true });
    expect(taken.events.at(-1)).toMatchObject({ type: "equipment/dropped", data: { soldiers: ["B1"], rule: "Firepower 25.1, 25.2" } });
  });

  it("firepower 25.2: the +5 applies to a call on soldiers all of whom are Stunned, Inactive and/or unarmed", () => {
    const s = inImpulse([stand("A1", "4C3", 3)], [stand("B1", "4H3", 6), stand("B2", "4H3", 6)], "4C3");
    const [b1, b2] = [man(s, "B1"), man(s, "B2")];
    expect(surrenderModifier([b1, b2], 1)).toBe(-1);
    expect(surrenderModifier([{ ...b1, unarmed: true }, { ...b2, status: "stunned" }], 1)).toBe(4);
  });
});

describe("random legal play with discards and prisoners (firepower 11.1.6, 25)", () => {
  it("firepower 11.1.6, 25, 7: every listed action applies, discards happen, the match ends and replays to the same hash", () => {
    const s = inImpulse([stand("A1", "4C3", 3, { dmc: 1 }), stand("A2", "4A3", 3)], [stand("B1", "4G3", 6), stand("B2", "4H3", 6)], "4C3", { options: PRISONERS });
    const choose = (legal: readonly Command[], roll: (n: number) => number) => {
      const discards = legal.filter((c) => c.type === "discard");
      const pool = discards.length > 0 && roll(4) === 1 ? discards : legal;
      return pool[roll(pool.length) - 1];
    };
    const a = playRandomLegal(s, "discard-playout", { steps: 3000, choose });
    const b = playRandomLegal(s, "discard-playout", { steps: 3000, choose });
    expect(a.state.turn.over).toBe(true);
    expect(a.seen.has("discard")).toBe(true);
    expect(stateHash(a.state)).toBe(stateHash(b.state));
  }, 60_000);
});
