import { apply, legalActionsFor } from "@tactica/engine";
import type { Rational } from "@tactica/dice";
import { add, createRngState, createSeededDice, rational, toFractionString } from "@tactica/dice";
import { firepowerRuleset, replayMarginals } from "@tactica/rules-firepower";
import type { FirepowerScenario, FirepowerState } from "@tactica/rules-firepower";
import { describe, expect, it } from "vitest";
import { hex, ODDS_SCENARIO, odds, refusalOf, run, startImpulse } from "./command-odds.fixture";
import { EXPLAINED_COMMANDS } from "./command-odds";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const rfl = (id: string, q: number, facing: number, extra: Partial<Spec> = {}): Spec => ({ id, weapon: "RFL", hex: hex(q, 3), facing, posture: "stand", ...extra });
const started = (sc: FirepowerScenario, options: Record<string, string> = {}, before: (s: FirepowerState) => FirepowerState = (s) => s): FirepowerState =>
  startImpulse(sc, hex(1, 3), { options, before });
/** The command applied with every face of every die it rolls: each outcome of `id` with its exact chance. */
function enumerated(s: FirepowerState, seat: string, type: string, payload: Record<string, unknown>, id: string): Record<string, string> {
  const out = new Map<string, Rational>();
  const was = s.game.soldiers.find((x) => x.id === id)!;
  for (const { value, p } of replayMarginals((dice) => apply(firepowerRuleset, s, { type, seat, payload }, dice), 99)) {
    if (!value.ok) throw new Error(value.error.code);
    const now = (value.state as FirepowerState).game.soldiers.find((x) => x.id === id)!;
    const o = now.eliminated ? "eliminated" : now.status !== was.status ? now.status : "no effect";
    out.set(o, add(out.get(o) ?? rational(0), p));
  }
  return Object.fromEntries([...out].map(([o, p]) => [o, toFractionString(p)]));
}
const asRecord = (outcomes: readonly { outcome: string; probability: string }[] | undefined) => Object.fromEntries((outcomes ?? []).map((o) => [o.outcome, o.probability]));

describe("commandOdds for the remaining fire commands (firepower 16.3.2, 12.6.3, 16.5, 10.1, 12.4.1.2)", () => {
  it("firepower 16.3.2: increased fire is answered (no longer odds/not_explained): +2 on every shot, the doubled rate, and the command's own odds", () => {
    const s = started(ODDS_SCENARIO, { "firepower/increased_fire": "on" });
    const payload = { soldier: "A1", targets: ["B2"], increased: true };
    const r = odds(s, "A", "fire", payload);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const part = r.value.parts[0];
    expect(part?.modifiers).toContainEqual(expect.objectContaining({ name: "increased fire", value: 2, rule: "Firepower 16.3.2" }));
    expect(part?.details).toMatchObject({ increased: true });
    expect(asRecord(part?.outcomes)).toEqual(enumerated(s, "A", "fire", payload, "B2"));
    expect(r.value.notes.some((n) => n.includes("16.3.2"))).toBe(true);
    // Without the option the refusal is the command's own.
    const off = started(ODDS_SCENARIO);
    expect(odds(off, "A", "fire", payload)).toEqual({ ok: false, error: refusalOf(off, "A", "fire", payload) });
  });

  it("firepower 12.6.3: suppressive fire is answered with no eliminations, and its Suppression odds are the command's", () => {
    const s = started(ODDS_SCENARIO);
    const payload = { soldier: "A1", targets: ["B2"], suppressive: true };
    const r = odds(s, "A", "fire", payload);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.value.parts[0]?.outcomes.map((o) => o.outcome)).not.toContain("eliminated");
    expect(asRecord(r.value.parts[0]?.outcomes)).toEqual(enumerated(s, "A", "fire", payload, "B2"));
  });

  it("firepower 16.5: order_fire is answered for the order's owner from his own view, as the command rolls it; the mover's side is refused without the order's text", () => {
    const sc: FirepowerScenario = { ...ODDS_SCENARIO, sides: { A: { ...ODDS_SCENARIO.sides.A, soldiers: [rfl("A1", 1, 3)] }, B: { ...ODDS_SCENARIO.sides.B, soldiers: [rfl("B1", 5, 6)] } } };
    const s = started(sc, { "firepower/written_orders": "on" });
    const written = run(s, "write_order", "A", { soldier: "A1", kind: "tracking", target: "B1" });
    const ended = run(run(written, "turn/end_impulse", "A"), "turn/end_impulse_phase", "A");
    const inB = run(run(ended, "turn/draw_chit", "B", {}, [3]), "turn/start_impulse", "B", { squad: "B", hex: hex(5, 3) });
    const moved = run(inB, "move", "B", { soldier: "B1" });
    expect(legalActionsFor(firepowerRuleset, moved, "A")).toContainEqual({ type: "order_fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } });
    const payload = { soldier: "A1", targets: ["B1"] };
    const r = odds(moved, "A", "order_fire", payload);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.value.parts.map((p) => p.target)).toEqual(["B1"]);
    expect(asRecord(r.value.parts[0]?.outcomes)).toEqual(enumerated(moved, "A", "order_fire", payload, "B1"));
    const asB = odds(moved, "B", "order_fire", payload);
    expect(asB).toEqual({ ok: false, error: refusalOf(moved, "B", "order_fire", payload) });
    expect(JSON.stringify(asB)).not.toContain("Tracking");
  });

  it("firepower 10.1, 12.3.5: a crewed launcher's H as G is answered: the shot's hit chance, then each man in the hex with his blast odds, as the command rolls them", () => {
    const sc: FirepowerScenario = {
      ...ODDS_SCENARIO,
      sides: { A: { ...ODDS_SCENARIO.sides.A, soldiers: [rfl("A1", 1, 3), rfl("A2", 1, 3)] }, B: { ...ODDS_SCENARIO.sides.B, soldiers: [rfl("B1", 3, 6), rfl("B2", 3, 6)] } },
      crewWeapons: [{ id: "W1", side: "A", weapon: "MPL19", crew: ["A1", "A2"] }],
    };
    const s = started(sc);
    const payload = { weapon: "W1", gunner: "A1", targets: ["B1"] };
    const r = odds(s, "A", "fire_crewed", payload);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.value.parts[0]?.target).toBe(`hex ${hex(3, 3)}`);
    expect(r.value.parts[0]?.outcomes.map((o) => o.outcome).sort()).toEqual(["hit", "missed"]);
    expect(r.value.parts.slice(1).map((p) => p.target).sort()).toEqual(["B1", "B2"]);
    expect(asRecord(r.value.parts.find((p) => p.target === "B2")?.outcomes)).toEqual(enumerated(s, "A", "fire_crewed", payload, "B2"));
    expect(r.value.provenance.allBook).toBe(false);
    expect(JSON.parse(JSON.stringify(r.value.parts[0]?.details))).toMatchObject({ weapon: "MPL19", crewWeapon: "W1" });
  });

  it("firepower 6.3, 16.5 (playout): the newly explained kinds are answered for every legal action of a random-legal game with orders and increased fire on", () => {
    const a = ODDS_SCENARIO.sides.A;
    const sc: FirepowerScenario = { ...ODDS_SCENARIO, sides: { ...ODDS_SCENARIO.sides, A: { ...a, soldiers: [...a.soldiers, rfl("A3", 1, 3), rfl("A4", 1, 3, { launcher: { weapon: "HRG", rounds: { H: 2 } } })] } }, crewWeapons: [{ id: "W1", side: "A", weapon: "MPL19", crew: ["A3"] }] };
    const s = started(sc, { "firepower/increased_fire": "on", "firepower/written_orders": "on" });
    const pick = createSeededDice(createRngState("command-odds-more-pick")).dice;
    const matchDice = createSeededDice(createRngState("command-odds-more-match")).dice;
    let state = s;
    let answered = 0;
    const kinds = new Set<string>();
    for (let step = 0; step < 60 && !firepowerRuleset.turnModel.status(state.turn).over; step += 1) {
      const legal = state.seats.flatMap((seat) => legalActionsFor(firepowerRuleset, state, seat));
      if (legal.length === 0) break;
      for (const c of legal.filter((x) => (EXPLAINED_COMMANDS as readonly string[]).includes(x.type))) {
        const r = odds(state, c.seat, c.type, c.payload as Record<string, unknown>);
        if (!r.ok) throw new Error(`${c.type} ${JSON.stringify(c.payload)}: ${r.error.code} ${r.error.message}`);
        for (const p of r.value.parts) expect(p.outcomes.reduce((n, o) => n + Number(o.decimal), 0)).toBeCloseTo(1, 5);
        answered += 1;
        if (c.type === "fire" ? (c.payload as { increased?: boolean }).increased === true : !["throw_grenade", "fire_special", "fire_ammo", "fire_mortar"].includes(c.type)) kinds.add(c.type === "fire" ? "fire increased" : c.type);
      }
      const next = legal[pick.roll(legal.length) - 1]!;
      const r = apply(firepowerRuleset, state, next, matchDice);
      if (!r.ok) throw new Error(`${next.type}: ${r.error.code}`);
      state = r.state as FirepowerState;
    }
    expect(answered).toBeGreaterThan(0);
    expect([...kinds].sort()).toEqual(expect.arrayContaining(["fire increased", "fire_crewed", "throw_hrg"]));
  });
});
