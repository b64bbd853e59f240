import { describe, expect, it } from "vitest";
import { inImpulse, run, soldier } from "../conformance/match-fixture";
import { fireOdds } from "../fire-setup/fire-odds";
import { boardOf } from "../core/board";
import { mfAllowance } from "../core/soldiers";
import { statusAtPhaseEnd, worsenStatus } from "../core/status-ladder";
import type { FirepowerState, SoldierStatus } from "../state/types";

const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const rfl = (sid: string, hex: string, facing: number) => ({ id: sid, weapon: "RFL" as const, hex, facing, posture: "stand" as const });
const ON16_6 = { "firepower/pinned_inactive": "on" };
const ON16_4 = { "firepower/non_auto_suppression": "on" };
const withOptions = (s: FirepowerState, options: Record<string, string>): FirepowerState => ({ ...s, options: { ...s.options, ...options } });
const withStatus = (s: FirepowerState, sid: string, status: SoldierStatus): FirepowerState =>
  ({ ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === sid ? { ...x, status } : x)) } });

describe("Optional Rule 16.6: Pinned and Inactive", () => {
  it("firepower 16.6: Suppressed again is Pinned, Stunned again is Inactive; without the option the Basic markers stay", () => {
    expect(worsenStatus("suppressed", "suppressed", ON16_6)).toBe("pinned");
    expect(worsenStatus("pinned", "suppressed", ON16_6)).toBe("pinned");
    expect(worsenStatus("stunned", "stunned", ON16_6)).toBe("inactive");
    expect(worsenStatus("pinned", "stunned", ON16_6)).toBe("stunned");
    expect(worsenStatus("suppressed", "suppressed", {})).toBe("suppressed");
    expect(worsenStatus("stunned", "stunned", {})).toBe("stunned");
  });

  it("firepower 16.6: at the end of its Impulse Phase a side's Inactive -> Stunned -> Pinned -> Suppressed (Basic 6.1.3: Stunned -> Suppressed)", () => {
    expect((["inactive", "stunned", "pinned", "suppressed"] as const).map((x) => statusAtPhaseEnd(x, ON16_6))).toEqual(["stunned", "pinned", "suppressed", "suppressed"]);
    expect(statusAtPhaseEnd("stunned", {})).toBe("suppressed");
    let s = withStatus(withStatus(withOptions(inImpulse([rfl("A1", id(0, 3), 3), rfl("A2", id(0, 5), 3)], [rfl("B1", id(7, 3), 6)], id(0, 3)), ON16_6), "A1", "pinned"), "A2", "inactive");
    s = run(s, { type: "turn/end_impulse", seat: "A", payload: {} });
    s = run(s, { type: "turn/end_impulse_phase", seat: "A", payload: {} });
    expect([soldier(s, "A1").status, soldier(s, "A2").status]).toEqual(["suppressed", "stunned"]);
  });

  it("firepower 16.6: automatic fire Pins an already Suppressed soldier and puts him Prone; he has 2 MF fewer and fires at +2", () => {
    const start = (options: Record<string, string>) => withStatus(withOptions(inImpulse([{ id: "A1", weapon: "LMG", hex: id(1, 3), facing: 3, posture: "stand" }], [rfl("B1", id(4, 3), 6)], id(1, 3)), options), "B1", "suppressed");
    const fire = { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } };
    const misses = Array.from({ length: 12 }, () => 10);
    expect(soldier(run(start(ON16_6), fire, misses), "B1")).toMatchObject({ status: "pinned", posture: "prone", eliminated: false });
    expect(soldier(run(start({}), fire, misses), "B1")).toMatchObject({ status: "suppressed", posture: "stand" });
    const pinned = { ...soldier(start(ON16_6), "B1"), status: "pinned" as const };
    expect(mfAllowance(pinned)).toBe(2);
    const odds = fireOdds({ weapon: "RFL", range: 3, firer: { posture: "stand", pinned: true }, target: { posture: "stand" } });
    if (!odds.ok) throw new Error(odds.error.code);
    expect(odds.value.modifiers).toContainEqual(expect.objectContaining({ name: "firer Pinned", value: 2, rule: "Firepower 12.2.2" }));
  });
});

describe("Optional Rule 16.4: Suppression by non-automatic weapons", () => {
  it("firepower 16.4: 3 or more combined non-automatic shots at one hex in one Impulse Phase Suppress its soldiers; 2 do not; off by default", () => {
    const start = (options: Record<string, string>) => withOptions(inImpulse([rfl("A1", id(1, 3), 3), rfl("A2", id(1, 5), 2)], [rfl("B1", id(4, 3), 6), rfl("B2", id(4, 3), 6)], id(1, 3)), options);
    const play = (options: Record<string, string>) => {
      // A1 fires semi (2 shots, misses) at B1, then A2's Impulse fires 2 more semi shots into the same hex.
      let s = run(start(options), { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"], mode: "semi" } }, [10, 10]);
      const afterTwo = [soldier(s, "B1").status, soldier(s, "B2").status];
      s = run(s, { type: "turn/end_impulse", seat: "A", payload: {} });
      s = run(s, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: id(1, 5) } });
      if (soldier(s, "A2").facing !== 2 || !s.game.impulse) throw new Error("A2 is not in the Impulse");
      s = run(s, { type: "fire", seat: "A", payload: { soldier: "A2", targets: ["B2"], mode: "semi" } }, [10, 10]);
      return { afterTwo, after: [soldier(s, "B1").status, soldier(s, "B2").status], shots: s.game.semiShots };
    };
    const on = play(ON16_4);
    expect(on.afterTwo).toEqual(["none", "none"]);
    expect(on.after).toEqual(["suppressed", "suppressed"]);
    expect(Object.values(on.shots ?? {})).toEqual([4]);
    const off = play({});
    expect(off.after).toEqual(["none", "none"]);
    expect(off.shots).toBeUndefined();
  });
});
