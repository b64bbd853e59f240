import type { Command } from "@tactica/engine";
import { apply, legalActionsFor, stateHash } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { toAuthoredSampleScenario } from "../scenarios/authored-sample";
import { inImpulse, stand, withSoldier } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { hexAhead } from "../core/geometry";
import type { AcquiringSoldier, GroundGame } from "./ground-weapons";
import { groundItemsOf } from "./ground-weapons";
import { playRandomLegal } from "../play/play-match.fixture";
import type { FirepowerState } from "../state/types";

const board = boardOf(toAuthoredSampleScenario());
const AHEAD = board.idOf(hexAhead(board.hexOf("4C3") ?? { q: 0, r: 0 }, 3));
const cmd = (type: string, seat: string, payload: Record<string, unknown> = {}) => ({ type, seat, payload });
const man = (s: FirepowerState, sid: string): AcquiringSoldier => { const x = s.game.soldiers.find((m) => m.id === sid); if (!x) throw new Error(sid); return x; };
const PRISONERS = { "firepower/prisoners": "on" };

describe("weapons on the ground and acquiring them (firepower 11.1.6)", () => {
  it("firepower 11.1.6: a discarded weapon lies in the soldier's hex (public) and a comrade acquires it for the acquire MF (placeholder cell)", () => {
    const s = inImpulse([stand("A1", "4C3", 3, { weapon: "LMG" }), stand("A2", "4C3", 3)], [stand("B1", "4H3", 6)], "4C3");
    const dropped = run(s, cmd("discard", "A", { soldier: "A1", item: "weapon" }));
    expect(groundItemsOf(dropped.game)).toMatchObject([{ id: "g1", item: "weapon", weapon: "LMG", side: "A", count: 1, hex: man(s, "A1").hex }]);
    // Public: the other side and spectators see it.
    expect((firepowerRuleset.view(dropped, "B") as GroundGame).groundItems).toHaveLength(1);
    expect((firepowerRuleset.view(dropped, "spectator") as GroundGame).groundItems).toHaveLength(1);
    // A2 holds his rifle: one major personal weapon at a time.
    expect(tryCommand(dropped, cmd("acquire", "A", { soldier: "A2", source: "g1", item: "weapon" }))).toMatchObject({ ok: false, error: { code: "acquire/one_weapon" } });
    const swapped = run(dropped, cmd("discard", "A", { soldier: "A2", item: "weapon" }));
    expect(legalActionsFor(firepowerRuleset, swapped, "A")).toEqual(expect.arrayContaining([cmd("acquire", "A", { soldier: "A2", source: "g1", item: "weapon" }), cmd("acquire", "A", { soldier: "A1", source: "g2", item: "weapon" })]));
    const r = apply(firepowerRuleset, swapped, cmd("acquire", "A", { soldier: "A2", source: "g1", item: "weapon" }), createFixedDice([]));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events).toMatchObject([{ type: "equipment/acquired", data: { soldier: "A2", source: "g1", item: "weapon", weapon: "LMG", mf: 1, mfProvenance: "placeholder", rule: "Firepower 11.1.6" } }]);
    expect(man(r.state, "A2")).toMatchObject({ weapon: "LMG", mf: 2 });
    expect(man(r.state, "A2").unarmed).toBeUndefined();
    expect(groundItemsOf(r.state.game).map((i) => i.id)).toEqual(["g2"]);
    // Taken: it is no longer there.
    expect(tryCommand(r.state, cmd("acquire", "A", { soldier: "A1", source: "g1", item: "weapon" }))).toMatchObject({ ok: false, error: { code: "acquire/not_here" } });
  });

  it("firepower 11.1.6: equipment is acquired without a prior discard, one item per Action, and only where it lies", () => {
    const s = inImpulse([stand("A1", "4C3", 3, { dmc: 2 }), stand("A2", "4C3", 3, { dmc: 1 }), stand("A3", "4A3", 3)], [stand("B1", "4H3", 6)], "4C3");
    const dropped = run(s, cmd("discard", "A", { soldier: "A1", item: "DMC" }));
    const picked = run(dropped, cmd("acquire", "A", { soldier: "A2", source: "g1", item: "DMC" }));
    expect(man(picked, "A2").dmc).toBe(3);
    expect(man(picked, "A2").unarmed).toBeUndefined();
    const bad = run(dropped, cmd("discard", "A", { soldier: "A1", item: "weapon" }));
    expect(tryCommand(bad, cmd("acquire", "A", { soldier: "A1", source: "g1", item: "weapon" }))).toMatchObject({ ok: false, error: { code: "acquire/not_here" } });
    expect(tryCommand(bad, cmd("acquire", "A", { soldier: "A1", source: "nowhere", item: "DMC" }))).toMatchObject({ ok: false, error: { code: "acquire/not_here" } });
    // Bad input changes nothing.
    expect(tryCommand(bad, cmd("acquire", "A", { soldier: "A1", source: "g1", item: "bazooka" }))).toMatchObject({ ok: false });
  });

  it("firepower 11.1.6.4: a casualty's weapon and equipment stay where he fell and may be acquired from him", () => {
    const s0 = inImpulse([stand("A1", "4C3", 3, { weapon: "PST" })], [stand("B1", "4H3", 6)], "4C3");
    const s = withSoldier(withSoldier(s0, "B1", { eliminated: true, hex: man(s0, "A1").hex, weapon: "LMG", dmc: 1 }), "A1", { unarmed: true });
    const legal = legalActionsFor(firepowerRuleset, s, "A");
    expect(legal).toEqual(expect.arrayContaining([cmd("acquire", "A", { soldier: "A1", source: "casualty:B1", item: "weapon" }), cmd("acquire", "A", { soldier: "A1", source: "casualty:B1", item: "DMC" })]));
    const dmc = run(s, cmd("acquire", "A", { soldier: "A1", source: "casualty:B1", item: "DMC" }));
    expect(man(dmc, "A1").dmc).toBe(1);
    expect(man(dmc, "B1").dmc).toBeUndefined();
    expect(tryCommand(dmc, cmd("acquire", "A", { soldier: "A1", source: "casualty:B1", item: "DMC" }))).toMatchObject({ ok: false, error: { code: "acquire/not_here" } });
  });

  it("firepower 11.1.6.1: an enemy weapon may be acquired but not used in the Advanced Game", () => {
    const s0 = inImpulse([stand("A1", "4C3", 3)], [stand("B1", "4H3", 6), stand("B2", "4H3", 6)], "4C3");
    const s = withSoldier(withSoldier(s0, "B2", { eliminated: true, hex: man(s0, "A1").hex, weapon: "LMG" }), "A1", { unarmed: true });
    const r = apply(firepowerRuleset, s, cmd("acquire", "A", { soldier: "A1", source: "casualty:B2", item: "weapon" }), createFixedDice([]));
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events).toMatchObject([{ type: "equipment/acquired", data: { weapon: "LMG", enemyWeapon: true, rule: "Firepower 11.1.6, 11.1.6.1" } }]);
    expect(man(r.state, "A1")).toMatchObject({ unarmed: true, enemyWeapon: { weapon: "LMG", side: "B" } });
    expect(tryCommand(r.state, cmd("fire", "A", { soldier: "A1", targets: ["B1"] }))).toMatchObject({ ok: false, error: { code: "fire/unarmed" } });
    // He carries it: it counts as his one major personal weapon, and he may put it down again (still B's weapon).
    const down = run(r.state, cmd("discard", "A", { soldier: "A1", item: "weapon" }));
    expect(man(down, "A1").enemyWeapon).toBeUndefined();
    expect(groundItemsOf(down.game)).toMatchObject([{ item: "weapon", weapon: "LMG", side: "B", droppedBy: "A" }]);
  });

  it("firepower 11.1.6: acquiring is an Advanced Game Action and a weapon destroyed by a weapon hit lies nowhere", () => {
    const basic = inImpulse([stand("A1", "4C3", 3)], [stand("B1", "4H3", 6)], "4C3", { rules: "basic" });
    expect(tryCommand(basic, cmd("acquire", "A", { soldier: "A1", source: "g1", item: "weapon" }))).toMatchObject({ ok: false, error: { code: "acquire/advanced" } });
    const s0 = inImpulse([stand("A1", "4C3", 3)], [stand("B1", "4H3", 6)], "4C3");
    const lost = withSoldier(s0, "A1", { weaponLost: true });
    const down = run(lost, cmd("discard", "A", { soldier: "A1", item: "weapon" }));
    expect(groundItemsOf(down.game)).toEqual([]);
  });

  it("firepower 25.1, 25.2.2: prisoners drop their weapons in their hex, and a regained soldier re-acquires his own", () => {
    const s = withSoldier(inImpulse([stand("A1", "4C3", 3)], [stand("B1", AHEAD, 6, { dmc: 1 })], "4C3", { options: PRISONERS }), "B1", { status: "stunned" });
    const taken = run(s, cmd("melee", "A", { soldiers: ["A1"], hex: AHEAD, takePrisoners: true }));
    const b1 = man(taken, "B1");
    expect(b1).toMatchObject({ prisonerOf: "A", unarmed: true });
    expect(groundItemsOf(taken.game)).toMatchObject([{ item: "weapon", weapon: "RFL", side: "B", hex: b1.hex }, { item: "DMC", count: 1, side: "B", hex: b1.hex }]);
    // 25.2.2 / 25.4: control regained (no guard, no enemy within two hexes): he re-arms from the ground of his hex.
    const { prisonerOf: _p, ...free } = b1;
    const regained: FirepowerState = { ...taken, game: { ...taken.game, soldiers: taken.game.soldiers.map((x) => (x.id === "B1" ? { ...free, status: "none" as const } : x)), impulse: { hexId: AHEAD, soldiers: ["B1"], firedFrom: [] } }, turn: { ...taken.turn, active: "B" } };
    const mine = groundItemsOf(taken.game).find((i) => i.item === "weapon");
    if (!mine) throw new Error("no weapon on the ground");
    const armed = run(regained, cmd("acquire", "B", { soldier: "B1", source: mine.id, item: "weapon" }));
    expect(man(armed, "B1")).toMatchObject({ weapon: "RFL" });
    expect(man(armed, "B1").unarmed).toBeUndefined();
  });

  it("firepower 8.8.8, 11.1.6: what is dropped in a tunnel is seen only by the side that dropped it", () => {
    const s0 = inImpulse([stand("A1", "4C3", 3)], [stand("B1", "4H3", 6)], "4C3");
    const inTunnel = withSoldier(s0, "A1", { inTunnel: true, dmc: 1 });
    const down = run(inTunnel, cmd("discard", "A", { soldier: "A1", item: "weapon" }));
    expect(groundItemsOf(down.game)).toMatchObject([{ inTunnel: true, droppedBy: "A" }]);
    expect((firepowerRuleset.view(down, "A") as GroundGame).groundItems).toHaveLength(1);
    const other = firepowerRuleset.view(down, "B") as GroundGame;
    const spectator = firepowerRuleset.view(down, "spectator") as GroundGame;
    expect(other.groundItems ?? []).toEqual([]);
    expect(spectator.groundItems ?? []).toEqual([]);
    // Whatever lies in the tunnel, B's view of the ground is the same as with nothing dropped there.
    const charge = run(inTunnel, cmd("discard", "A", { soldier: "A1", item: "DMC" }));
    expect(groundItemsOf(charge.game)).toMatchObject([{ item: "DMC", inTunnel: true }]);
    expect((firepowerRuleset.view(charge, "B") as GroundGame).groundItems ?? []).toEqual(other.groundItems ?? []);
  });
});

describe("random legal play with weapons on the ground (firepower 11.1.6, 11.1.6.4, 7)", () => {
  it("firepower 11.1.6: discards and acquisitions are listed and apply, the match ends and replays to the same hash", () => {
    const s = inImpulse([stand("A1", "4C3", 3, { dmc: 1 }), stand("A2", "4C3", 3)], [stand("B1", "4G3", 6), stand("B2", "4H3", 6)], "4C3", { options: PRISONERS });
    const choose = (legal: readonly Command[], roll: (n: number) => number) => {
      const gear = legal.filter((c) => c.type === "acquire" || c.type === "discard");
      const acquire = gear.filter((c) => c.type === "acquire");
      const pool = acquire.length > 0 && roll(2) === 1 ? acquire : gear.length > 0 && roll(4) === 1 ? gear : legal;
      return pool[roll(pool.length) - 1];
    };
    const a = playRandomLegal(s, "acquire-playout", { steps: 3000, choose });
    const b = playRandomLegal(s, "acquire-playout", { steps: 3000, choose });
    expect(a.state.turn.over).toBe(true);
    expect(a.state.game.result).not.toBeNull();
    expect(a.seen.has("acquire")).toBe(true);
    expect(stateHash(a.state)).toBe(stateHash(b.state));
  }, 60_000);
});
