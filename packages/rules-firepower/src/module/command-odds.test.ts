import { apply, legalActionsFor } from "@tactica/engine";
import { createFixedDice, createRngState, createSeededDice } from "@tactica/dice";
import { explainAmmoFireInMatch, explainFire, firepowerRuleset } from "@tactica/rules-firepower";
import type { FirepowerScenario, FirepowerState } from "@tactica/rules-firepower";
import { hex, ODDS_SCENARIO, odds, refusalOf, run, startImpulse } from "./command-odds.fixture";
import { describe, expect, it } from "vitest";
import { EXPLAINED_COMMANDS } from "./command-odds";


/** A's Impulse in q1 (a face of 1 draws an A chit). */
function inImpulse(sc: FirepowerScenario = ODDS_SCENARIO, before: (s: FirepowerState) => FirepowerState = (s) => s): FirepowerState {
  return startImpulse(sc, hex(1, 3), { before });
}

describe("commandOdds: exact odds of a command in a match (firepower 6.3, 12.3)", () => {
  it("firepower 6.3.6.3: fire odds are the package's explainFire numbers for the same shot, per burst, as exact fractions", () => {
    const s = inImpulse();
    const r = odds(s, "A", "fire", { soldier: "A1", targets: ["B2"] });
    if (!r.ok) throw new Error(r.error.code);
    const direct = explainFire(s, "A1", "B2");
    if (!direct.ok) throw new Error(direct.error.code);
    const eliminated = direct.value.odds.outcomes.get("eliminated");
    expect(r.value.parts).toHaveLength(1);
    expect(r.value.parts[0]?.target).toBe("B2");
    expect(r.value.parts[0]?.outcomes.find((o) => o.outcome === "eliminated")?.probability).toBe(`${eliminated?.num ?? 0n}/${eliminated?.den ?? 1n}`.replace(/\/1$/, ""));
    expect(r.value.parts[0]?.modifiers.every((m) => m.rule.startsWith("Firepower") && m.provenance.kind.length > 0)).toBe(true);
    expect(r.value.notes).toContain("automatic fire also Suppresses unhit soldiers in the target hex [6.4.1]");
    // The same hit number and modifier total the command rolls against (its fire/resolved burst).
    const fired = apply(firepowerRuleset, s, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B2"] } }, createFixedDice([10, 10, 10, 10, 10, 10]));
    const burst = fired.ok ? (fired.events.find((e) => e.type === "fire/resolved")?.data as { bursts: { hitNumber: number; total: number }[] }).bursts[0] : undefined;
    expect(burst).toMatchObject({ hitNumber: r.value.parts[0]?.details.hitNumber, total: r.value.parts[0]?.details.modifierTotal });
  });

  it("firepower 6.3.5: announced MF after firing count against the shot as the fire command counts them", () => {
    const s = inImpulse();
    const still = odds(s, "A", "fire", { soldier: "A1", targets: ["B2"] });
    const moving = odds(s, "A", "fire", { soldier: "A1", targets: ["B2"], afterMf: 2 });
    if (!still.ok || !moving.ok) throw new Error("refused");
    expect(moving.value.parts[0]?.details.modifierTotal).not.toEqual(still.value.parts[0]?.details.modifierTotal);
  });

  it("firepower 6.3.2.1, 6.3.6.3.2.2: a grenade throw answers each soldier the seat can see whom its blast can reach, friends too", () => {
    const s = inImpulse();
    const r = odds(s, "A", "throw_grenade", { soldier: "A1", hex: hex(3, 3) });
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    // The target hex's B1-B2, B3 one hex off, and the throwers' own stack two hexes off are all in the 2-hex blast zone.
    expect(r.value.parts.map((p) => p.target).sort()).toEqual(["A1", "A2", "B1", "B2", "B3"]);
    expect(r.value.parts.every((p) => p.details.weapon === "HGN")).toBe(true);
    // The throw's hit number and modifier total are the command's own (its grenade/thrown event).
    const thrown = apply(firepowerRuleset, s, { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex: hex(3, 3) } }, createFixedDice([10, 10, 10, 10, 10, 10, 10, 10]));
    const event = thrown.ok ? thrown.events.find((e) => e.type === "grenade/thrown") : undefined;
    expect(event?.data).toMatchObject({ hitNumber: r.value.parts[0]?.details.hitNumber, total: r.value.parts[0]?.details.modifierTotal });
  });

  it("firepower 12.3: a special round answers where it lands (hit, spread, none), summing to 1", () => {
    const s = inImpulse();
    const r = odds(s, "A", "fire_special", { soldier: "A1", item: "HGN4M", hex: hex(3, 3) });
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const landing = r.value.parts[0];
    expect(landing?.target).toBe(`hex ${hex(3, 3)}`);
    expect(landing?.outcomes.map((o) => o.outcome)).toEqual(["hit", "spread"]); // an M round has no complete miss (none = 0 is left out)
    expect(landing?.outcomes.reduce((n, o) => n + Number(o.decimal), 0)).toBeCloseTo(1, 5);
  });

  it("firepower 12.3.5: an H round at a block answers the hit chance then each soldier in the hex, as explainAmmoFireInMatch", () => {
    const s = inImpulse();
    const r = odds(s, "A", "fire_ammo", { soldier: "A2", ammo: "H", hex: hex(4, 3), structure: "block" });
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const direct = explainAmmoFireInMatch(s, "A", { soldier: "A2", ammo: "H", hex: hex(4, 3), structure: "block" });
    if (!direct.ok) throw new Error(direct.error.code);
    expect(r.value.parts[0]?.target).toBe(`hex ${hex(4, 3)}`);
    expect(r.value.parts.slice(1).map((p) => p.target)).toEqual(direct.value.soldiers.map((x) => x.soldier));
    expect(r.value.provenance.allBook).toBe(direct.value.provenance.allBook);
    expect(r.value.parts[0]?.outcomes.map((o) => o.outcome)).toEqual(["hit", "miss"]);
  });

  it("firepower 6.3.3, 6.3.1: a refusal is the command's own code, message and rule; bad payloads refuse as the command does", () => {
    const s = inImpulse();
    const cases: [string, string, Record<string, unknown>][] = [
      ["A", "fire", { soldier: "A1", targets: ["A2"] }],
      ["A", "fire", { soldier: "A1", targets: "B1" }],
      ["A", "fire", { soldier: "B1", targets: ["A1"] }],
      ["B", "fire", { soldier: "B1", targets: ["A1"] }],
      ["A", "fire_ammo", { soldier: "A1", ammo: "H", hex: hex(4, 3) }],
      ["A", "fire_special", { soldier: "A1", item: "HGN4M", hex: "9Z9" }],
    ];
    for (const [seat, type, payload] of cases) {
      const r = odds(s, seat, type, payload);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toEqual(refusalOf(s, seat, type, payload));
    }
    const increased = odds({ ...s, options: { ...s.options, "firepower/increased_fire": "on" } }, "A", "fire", { soldier: "A1", targets: ["B2"], increased: true });
    expect(increased).toMatchObject({ ok: true, value: { parts: [{ target: "B2", details: { increased: true } }] } }); // 16.3.2: command-odds-more.test.ts
    const other = odds(s, "A", "move", { soldier: "A1", to: hex(2, 3) });
    expect(other).toMatchObject({ ok: false, error: { code: "odds/not_explained" } });
  });

  it("firepower 8.8.9, 3.3 (fog): A's answers are identical whatever B's secret mine layout; they are computed on A's own view", () => {
    const withMines: FirepowerScenario = { ...ODDS_SCENARIO, setup: { areas: { A: { qAtMost: 1 }, B: { qAtLeast: 3 } }, first: "A", mines: { A: 0, B: 1 } } };
    const MINES = [hex(2, 3), hex(3, 2), hex(2, 2)];
    const layouts = MINES.map((mine) => inImpulse(withMines, (s) => run(run(run(s, "end_setup", "A"), "place_mine", "B", { hex: mine, type: "PMN1" }), "end_setup", "B")));
    expect(new Set(layouts.map((s) => JSON.stringify(s.game.mines))).size).toBe(3);
    const asked: [string, Record<string, unknown>][] = [
      ["fire", { soldier: "A1", targets: ["B2"] }], ["throw_grenade", { soldier: "A1", hex: hex(2, 3) }], ["fire_special", { soldier: "A1", item: "HGN4M", hex: hex(2, 3) }],
      ["fire_ammo", { soldier: "A2", ammo: "H", hex: hex(4, 3), structure: "block" }], ["fire", { soldier: "A1", targets: ["B9"] }],
      ...MINES.map((h): [string, Record<string, unknown>] => ["throw_grenade", { soldier: "A1", hex: h }]),
    ];
    const answers = layouts.map((s) => JSON.stringify(asked.map(([type, payload]) => odds(s, "A", type, payload)), (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v)));
    expect(answers[1]).toBe(answers[0]);
    expect(answers[2]).toBe(answers[0]);
    expect(legalActionsFor(firepowerRuleset, layouts[0]!, "A").some((c) => c.type === "fire")).toBe(true);
  });

  it("firepower 6.3, 12.3 (playout): in a random-legal game every legal fire-type action is answered, never refused, and the odds leave the match unchanged", () => {
    const pick = createSeededDice(createRngState("command-odds-pick")).dice;
    const matchDice = createSeededDice(createRngState("command-odds-match")).dice;
    let s = inImpulse();
    let answered = 0;
    for (let step = 0; step < 400 && !firepowerRuleset.turnModel.status(s.turn).over; step += 1) {
      const legal = s.seats.flatMap((seat) => legalActionsFor(firepowerRuleset, s, seat));
      if (legal.length === 0) break;
      const before = JSON.stringify(s, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v));
      for (const c of legal.filter((x) => (EXPLAINED_COMMANDS as readonly string[]).includes(x.type) && x.payload !== null && typeof x.payload === "object" && (x.payload as { increased?: boolean }).increased !== true)) {
        const r = odds(s, c.seat, c.type, c.payload as Record<string, unknown>);
        if (!r.ok) throw new Error(`${c.type} ${JSON.stringify(c.payload)}: ${r.error.code} ${r.error.message}`);
        answered += 1;
      }
      expect(JSON.stringify(s, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v))).toBe(before);
      const next = legal[pick.roll(legal.length) - 1]!;
      const r = apply(firepowerRuleset, s, next, matchDice);
      if (!r.ok) throw new Error(`${next.type}: ${r.error.code}`);
      s = r.state as FirepowerState;
    }
    expect(answered).toBeGreaterThan(0);
  });
});
