import { apply, createMatch } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";

const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const rfl = (sid: string, hex: string, facing: number) => ({ id: sid, weapon: "RFL" as const, hex, facing, posture: "stand" as const });
const climb = (sid: string, into: boolean, seat = "A") => ({ type: "climb", seat, payload: { soldier: sid, into } });

/** Side A dug in at q1 r3 (a shallow foxhole) and q1 r5 (a trench); B in a deep foxhole at q4 r3. */
type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
function dugIn(a: Spec[], b: Spec[], impulseHex: string, options: Record<string, string> = {}): FirepowerState {
  const sc: FirepowerScenario = {
    ...toTestScenario(a, b), rules: "advanced",
    works: [{ hex: id(1, 3), type: "shallow_foxhole" }, { hex: id(1, 5), type: "trench" }, { hex: id(4, 3), type: "deep_foxhole" }],
  };
  const made = createMatch(firepowerRuleset, { scenario: sc });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  const drawn = run({ ...made.state, options: { ...made.state.options, ...options } }, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
  return run(drawn, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: impulseHex } });
}

describe("foxholes and trenches (firepower 8.8.2)", () => {
  it("firepower 8.8.2, 11.1.11: climbing into a shallow foxhole costs 1 MF (one per height), and out again 1 more; the climber must be Standing", () => {
    let s = dugIn([rfl("A1", id(1, 3), 3)], [rfl("B1", id(7, 3), 6)], id(1, 3));
    s = run(s, climb("A1", true));
    expect(soldier(s, "A1")).toMatchObject({ inWorks: true, mf: 1 });
    expect(tryCommand(s, climb("A1", true))).toMatchObject({ ok: false, error: { code: "works/already" } });
    // 8.8.2: he must climb out before leaving the hex.
    expect(tryCommand(s, { type: "move", seat: "A", payload: { soldier: "A1" } })).toMatchObject({ ok: false, error: { code: "works/climb_out_first" } });
    s = run(s, climb("A1", false));
    expect(soldier(s, "A1").inWorks).toBeUndefined();
    expect(soldier(s, "A1").mf).toBe(2);
    const prone = run(dugIn([rfl("A1", id(1, 3), 3)], [rfl("B1", id(7, 3), 6)], id(1, 3)), { type: "change_posture", seat: "A", payload: { soldier: "A1", posture: "prone" } });
    expect(tryCommand(prone, climb("A1", true))).toMatchObject({ ok: false, error: { code: "works/stand_to_climb" } });
  });

  it("firepower 8.8.2.1-8.8.2.2: a trench is 2 heights deep (2 MF) and holds any number; a foxhole holds four soldiers of one side", () => {
    const five = ["A1", "A2", "A3", "A4", "A5"];
    let t = dugIn(five.map((x) => rfl(x, id(1, 5), 3)), [rfl("B1", id(7, 3), 6)], id(1, 5));
    for (const x of five) t = run(t, climb(x, true));
    expect(t.game.soldiers.filter((x) => x.inWorks).map((x) => x.mf)).toEqual([2, 2, 2, 2, 2]);
    let f = dugIn(five.map((x) => rfl(x, id(1, 3), 3)), [rfl("B1", id(7, 3), 6)], id(1, 3));
    for (const x of five.slice(0, 4)) f = run(f, climb(x, true));
    expect(tryCommand(f, climb("A5", true))).toMatchObject({ ok: false, error: { code: "works/full" } });
  });

  it("firepower 12.2.3-12.2.4: a soldier in a foxhole has +1 cover and +1 concealment from every direction", () => {
    const s = dugIn([{ id: "A1", weapon: "LMG", hex: id(1, 3), facing: 3, posture: "stand" }], [rfl("B1", id(4, 3), 6)], id(1, 3));
    const inHole = { ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === "B1" ? { ...x, inWorks: true } : x)) } };
    const fire = { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } };
    const total = (state: FirepowerState) => {
      const r = apply(firepowerRuleset, state, fire, createFixedDice(Array.from({ length: 12 }, () => 10)));
      if (!r.ok) throw new Error(r.error.code);
      const burst = (r.events[0]?.data as { bursts: { total: number; modifiers: { name: string }[] }[] }).bursts[0];
      return { total: burst?.total, names: burst?.modifiers.map((m) => m.name) };
    };
    const open = total(s), dug = total(inHole);
    expect(dug.total).toBe((open.total ?? 0) + 2);
    expect(dug.names).toEqual(expect.arrayContaining(["target in cover", "target in concealment"]));
  });

  it("firepower 16.9: with the option, a Standing soldier in a deep foxhole (2-height cover) gets +1 more; Crouching he does not", () => {
    const fire = { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } };
    const total = (bHex: string, posture: "stand" | "crouch", options: Record<string, string>) => {
      const s = dugIn([{ id: "A1", weapon: "LMG", hex: id(1, 3), facing: 3, posture: "stand" }], [{ ...rfl("B1", bHex, 6), posture }], id(1, 3), options);
      const inHole = { ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === "B1" ? { ...x, inWorks: true } : x)) } };
      const r = apply(firepowerRuleset, inHole, fire, createFixedDice(Array.from({ length: 12 }, () => 10)));
      if (!r.ok) throw new Error(r.error.code);
      return (r.events[0]?.data as { bursts: { total: number }[] }).bursts[0]?.total ?? Number.NaN;
    };
    const on = { "firepower/standing_behind_cover": "on" };
    expect(total(id(4, 3), "stand", on)).toBe(total(id(4, 3), "stand", {}) + 1);
    expect(total(id(4, 3), "crouch", on)).toBe(total(id(4, 3), "crouch", {}));
  });

  it("firepower 8.8: works are Advanced Game units, one per hex", () => {
    const basic = { ...toTestScenario([rfl("A1", id(1, 3), 3)], [rfl("B1", id(7, 3), 6)]), works: [{ hex: id(1, 3), type: "trench" as const }] };
    expect(createMatch(firepowerRuleset, { scenario: basic }).ok).toBe(false);
    const twice = { ...basic, rules: "advanced" as const, works: [{ hex: id(1, 3), type: "trench" as const }, { hex: id(1, 3), type: "deep_foxhole" as const }] };
    expect(createMatch(firepowerRuleset, { scenario: twice }).ok).toBe(false);
  });
});
