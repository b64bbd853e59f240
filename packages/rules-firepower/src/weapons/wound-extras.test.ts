import { createMatch, createRulingsPack } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { crewWeaponsOf } from "./crews";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { mfAllowance } from "../core/soldiers";
import type { FirepowerState, Soldier } from "../state/types";
import { cmd, endPhase, hexId, man, withMan } from "./vehicles.fixture";
import type { WoundExtrasSoldier } from "../core/wound-extras-marks";
import { playRandomLegal } from "../play/play-match.fixture";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const WOUNDS = { "firepower/wounds": "on" };

/** An Advanced match with wounds on (and `options`), side A in its Impulse at A1's hex. */
function match(a: Spec[], b: Spec[], extra: Partial<FirepowerScenario> = {}, options: Record<string, string> = {}): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario(a, b), rules: "advanced", ...extra }, rulings: createRulingsPack({ id: "wx", ruleset: "firepower", options: { ...WOUNDS, ...options } }) });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return impulseFor(made.state as FirepowerState, "A", a[0]!.hex);
}

/** `seat` draws its next chit and starts an Impulse in `hex` (a 1 for each Option 22 motivation roll, 22.1.10). */
function impulseFor(state: FirepowerState, seat: "A" | "B", hex: string): FirepowerState {
  const face = seat === "A" ? 1 : (state.turn.cup.A?.length ?? 0) + 1;
  const drawn = run(state, { type: "turn/draw_chit", seat, payload: {} }, [face]);
  return run(drawn, { type: "turn/start_impulse", seat, payload: { squad: seat, hex } }, [1, 1, 1, 1]);
}
const shoot = cmd("fire", "A", { soldier: "A1", targets: ["B1"] });
const ex = (s: FirepowerState, id: string): WoundExtrasSoldier => soldier(s, id);
const B_PAIR = [man("B1", 4, 3, 6), man("B2", 4, 3, 6)];
// A rifle burst is 3 shots: the first hits, then the wound roll (9 = a weapon wound on the placeholder table).
const HIT_WEAPON = [1, 10, 10, 9];

describe("Option 23 weapon hits (firepower 23.1.4)", () => {
  it("firepower 23.1.4.1: a weapon wound on a crewman of an LCW in its hex destroys the weapon unit, with no re-roll", () => {
    const s = match([man("A1", 1, 3, 3)], B_PAIR, { crewWeapons: [{ id: "W1", side: "B", weapon: "LCW1", crew: ["B1", "B2"] }] });
    const r = tryCommand(s, shoot, HIT_WEAPON);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.find((e) => e.type === "wound/taken")?.data).toMatchObject({ outcome: "weapon_unit_destroyed", rule: "Firepower 23.1.4.1" });
    expect(r.events.find((e) => e.type === "wound/weapon_unit_destroyed")?.data).toMatchObject({ weapons: ["W1"] });
    expect(crewWeaponsOf(r.state.game).find((w) => w.id === "W1")?.spent).toBe(true);
    expect(ex(r.state, "B1")).toMatchObject({ eliminated: false });
    expect(ex(r.state, "B1").weaponLost).toBeUndefined();
  });

  it("firepower 23.1.4.2.1: a hit flamethrower explodes at once: its hex is an F impact hex for everyone in it", () => {
    const flamer: Spec = { ...man("B1", 4, 3, 6), carries: { FTR1: 3 } };
    const s = match([man("A1", 1, 3, 3)], [flamer, man("B2", 4, 3, 6)]);
    // re-roll 8: weapon destroyed; then the flame blast rolls for B1 and B2 (10 and 1), and B2 rolls his wound (1: killed).
    const r = tryCommand(s, shoot, [...HIT_WEAPON, 8, 10, 1, 1]);
    if (!r.ok) throw new Error(r.error.code);
    const boom = r.events.find((e) => e.type === "wound/flamethrower_exploded")?.data as { rolls: { soldier: string; result: string }[]; provenance: string };
    expect(boom.rolls.map((x) => x.soldier).sort()).toEqual(["B1", "B2"]);
    expect(boom.provenance).toBe("placeholder");
    expect(ex(r.state, "B1")).toMatchObject({ weaponLost: true, carries: { FTR1: 0 } });
    expect(ex(r.state, "B2").eliminated).toBe(true);
  });

  it("firepower 23.1.4.2.2: with his weapon already gone, a weapon wound strikes a carried item; the enemy picks the explosive (a DMC blows up in his hex)", () => {
    const s = withMan(match([man("A1", 1, 3, 3)], [{ ...man("B1", 4, 3, 6), dmc: 1, launcher: { weapon: "SHG1", rounds: { C: 1 } } }, man("B2", 4, 3, 6)], {}, { "firepower/weapon_hit_item": "enemy" }), "B1", { weaponLost: true } as Partial<Soldier>);
    const r = tryCommand(s, shoot, [...HIT_WEAPON, 8, ...Array.from({ length: 6 }, () => 10)]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.find((e) => e.type === "wound/item_hit")?.data).toMatchObject({ item: "DMC", pickedBy: "enemy", rule: "Firepower 23.1.4.2.2" });
    expect(r.events.find((e) => e.type === "wound/item_exploded")?.data).toMatchObject({ item: "DMC", blast: 8, provenance: "placeholder" });
    expect(ex(r.state, "B1").dmc).toBeUndefined();
    expect(ex(r.state, "B2").status).toBe("stunned");
  });

  it("firepower 23.1.4.2.2: the owner picks an item that does not explode (his shotgun is lost, nothing goes off)", () => {
    const s = withMan(match([man("A1", 1, 3, 3)], [{ ...man("B1", 4, 3, 6), dmc: 1, launcher: { weapon: "SHG1", rounds: { C: 1 } } }], {}, { "firepower/weapon_hit_item": "owner" }), "B1", { weaponLost: true } as Partial<Soldier>);
    const r = tryCommand(s, shoot, [...HIT_WEAPON, 8]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.find((e) => e.type === "wound/item_hit")?.data).toMatchObject({ item: "SHG", pickedBy: "owner" });
    expect(r.events.some((e) => e.type === "wound/item_exploded")).toBe(false);
    expect(ex(r.state, "B1")).toMatchObject({ dmc: 1 });
    expect((ex(r.state, "B1") as { launcher?: unknown }).launcher).toBeUndefined();
  });

  it("firepower 23.1.4.2.2 (option roll, the book): a competitive die roll decides who picks; high roller picks", () => {
    const s = withMan(match([man("A1", 1, 3, 3)], [{ ...man("B1", 4, 3, 6), dmc: 1, launcher: { weapon: "SHG1", rounds: { C: 1 } } }]), "B1", { weaponLost: true } as Partial<Soldier>);
    // owner rolls 4, enemy 4 (tie, again), then owner 9, enemy 2: the owner picks the shotgun.
    const r = tryCommand(s, shoot, [...HIT_WEAPON, 8, 4, 4, 9, 2]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.find((e) => e.type === "wound/item_hit")?.data).toMatchObject({ item: "SHG", pickedBy: "owner", competitiveRolls: [4, 4, 9, 2] });
  });
});

describe("Option 23 recovery and carrying (firepower 23.1.5, 23.3)", () => {
  it("firepower 23.1.5: with Option 22 a man knocked down by a wound rolls his motivation (once per Impulse Phase, using his Impulse) before any Action", () => {
    let s = match([man("A1", 1, 3, 3)], B_PAIR, {}, { "firepower/characteristics": "on" });
    // wound roll 7: a leg "2DS" wound (placeholder table): knocked down, not incapacitated.
    s = run(s, shoot, [1, 10, 10, 7]);
    expect(ex(s, "B1")).toMatchObject({ mustRecover: true, posture: "prone", eliminated: false });
    s = impulseFor(endPhase(s), "B", hexId(4, 3));
    expect(tryCommand(s, cmd("change_facing", "B", { soldier: "B1", facing: 5 }))).toMatchObject({ ok: false, error: { code: "wound/must_recover", rule: "Firepower 23.1.5" } });
    const failed = tryCommand(s, cmd("recover", "B", { soldier: "B1" }), [9]);
    if (!failed.ok) throw new Error(failed.error.code);
    expect(failed.events[0]).toMatchObject({ type: "wound/recovery", data: { roll: 9, motivation: 5, motivationProvenance: "placeholder", recovered: false } });
    expect(tryCommand(failed.state, cmd("recover", "B", { soldier: "B1" }), [1])).toMatchObject({ ok: false });
    const fresh = impulseFor(endPhase(impulseFor(endPhase(failed.state), "A", hexId(1, 3))), "B", hexId(4, 3));
    const ok = run(fresh, cmd("recover", "B", { soldier: "B1" }), [5]);
    expect(ex(ok, "B1").mustRecover).toBeUndefined();
  });

  it("firepower 23.1.5: without Option 22 a knock-down needs no recovery roll", () => {
    const s = run(match([man("A1", 1, 3, 3)], B_PAIR), shoot, [1, 10, 10, 7]);
    expect(ex(s, "B1").mustRecover).toBeUndefined();
  });

  it("firepower 23.3: a wounded man is picked up in his carrier's hex (-2 MF alone, -1 each for a pair) and goes where his carrier goes", () => {
    const wounded = { wounds: [{ location: "leg" as const, effect: "1S", record: "L1S" }] };
    let s = withMan(match([man("A1", 1, 3, 3), man("A2", 1, 3, 3), man("A3", 1, 3, 3)], [man("B1", 6, 3, 6)]), "A2", wounded as Partial<Soldier>);
    const full = mfAllowance(soldier(s, "A1"));
    s = run(s, cmd("carry_wounded", "A", { soldier: "A1", wounded: "A2" }));
    expect(ex(s, "A1").carrying).toEqual({ soldier: "A2", pair: false });
    expect(mfAllowance(soldier(s, "A1"))).toBe(full - 2);
    s = run(s, cmd("carry_wounded", "A", { soldier: "A3", wounded: "A2" }));
    expect(mfAllowance(soldier(s, "A1"))).toBe(full - 1);
    expect(mfAllowance(soldier(s, "A3"))).toBe(full - 1);
    expect(tryCommand(s, cmd("carry_wounded", "A", { soldier: "A1", wounded: "A2" }))).toMatchObject({ ok: false, error: { code: "wound/already_carrying" } });
    s = run(s, cmd("move", "A", { soldier: "A1" }));
    expect(soldier(s, "A2").hex).toEqual(soldier(s, "A1").hex);
    // A3 stayed behind: he no longer carries, and A1 carries alone again.
    expect(ex(s, "A3").carrying).toBeUndefined();
    expect(ex(s, "A1").carrying).toEqual({ soldier: "A2", pair: false });
    s = run(s, cmd("set_down", "A", { soldier: "A1" }));
    expect(ex(s, "A1").carrying).toBeUndefined();
    expect(mfAllowance(soldier(s, "A1"))).toBe(full);
  });

  it("firepower 23.3: only wounded men of one's side, in one's hex, and only with Option 23 wounds", () => {
    const s = match([man("A1", 1, 3, 3), man("A2", 1, 3, 3)], [man("B1", 6, 3, 6)]);
    expect(tryCommand(s, cmd("carry_wounded", "A", { soldier: "A1", wounded: "A2" }))).toMatchObject({ ok: false, error: { code: "wound/not_wounded" } });
    const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario([man("A1", 1, 3, 3), man("A2", 1, 3, 3)], [man("B1", 6, 3, 6)]), rules: "advanced" } });
    if (!made.ok) throw new Error(made.error.code);
    const off = impulseFor(made.state as FirepowerState, "A", hexId(1, 3));
    expect(tryCommand(off, cmd("carry_wounded", "A", { soldier: "A1", wounded: "A2" }))).toMatchObject({ ok: false, error: { code: "wound/off" } });
  });

  it("firepower 23.1.4-23.3: random legal play with wounds, characteristics and carriers keeps every legal action accepted and reaches the end", () => {
    const launcherMen: Spec[] = [{ ...man("A1", 1, 3, 3), dmc: 1, carries: { FTR1: 2 } }, man("A2", 1, 3, 3), man("A3", 1, 4, 3)];
    const s = match(launcherMen, [{ ...man("B1", 4, 3, 6), launcher: { weapon: "SHG1", rounds: { C: 2 } } }, man("B2", 4, 3, 6), man("B3", 5, 4, 6)], { crewWeapons: [{ id: "W1", side: "B", weapon: "LCW1", crew: ["B2"] }] }, { "firepower/characteristics": "on" });
    // Fire whenever a shot is offered, so that men are wounded, recover and are carried.
    const prefer = ["recover", "carry_wounded", "fire", "fire_ammo", "throw_grenade"];
    const out = playRandomLegal(s, "wound-extras-1", { steps: 6000, choose: (legal, roll) => {
      const keen = legal.filter((c) => prefer.includes(c.type));
      return keen.length > 0 && roll(3) > 1 ? keen[roll(keen.length) - 1] : undefined;
    } });
    expect(out.state.turn.over).toBe(true);
    expect(out.state.game.result).not.toBeNull();
    expect(out.seen.has("fire")).toBe(true);
  });
});
