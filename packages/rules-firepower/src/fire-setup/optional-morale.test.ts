import { createMatch, createRulingsPack, tablesFor } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { inImpulse, run, toTestScenario, tryCommand } from "../conformance/match-fixture";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { moralePhase, onMoraleDraw } from "./optional-morale";
import type { FirepowerGame, FirepowerState } from "../state/types";

const board = boardOf("firepower-sample-2-panel");
const id = (q: number, r: number) => board.idOf({ q, r });
const rfl = (sid: string, hex: string, facing: number, rank: "private" | "S" = "private") => ({ id: sid, weapon: "RFL" as const, hex, facing, posture: "stand" as const, rank });
const six = (side: "A" | "B", q: number, facing: number) => Array.from({ length: 6 }, (_, i) => rfl(`${side}${i + 1}`, id(q, i), facing, i === 0 ? "S" : "private"));
const ON = { "firepower/morale": "on" };

function match(tables: Record<string, unknown> = {}): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario(six("A", 1, 3), six("B", 7, 6)), rules: "advanced" }, rulings: createRulingsPack({ id: "m", ruleset: "firepower", options: ON, tables: tables as Parameters<typeof createRulingsPack>[0]["tables"] }) });
  if (!made.ok) throw new Error(made.error.code);
  return made.state;
}
const kill = (game: FirepowerGame, ids: string[]): FirepowerGame => ({ ...game, soldiers: game.soldiers.map((s) => (ids.includes(s.id) ? { ...s, eliminated: true } : s)) });

describe("Optional Rule 24: morale", () => {
  it("firepower 24.1, 24.2.2: the Morale Phase takes a unit per two men lost (placeholder cell 2/1 for six men on three units) and the reduced squad checks for panic on a placeholder number", () => {
    const s = match();
    expect(s.game.morale?.A).toMatchObject({ men: 6, chits: 3, leaders: 1, edge: "5/6", reduced: 0, panicked: false });
    const lost = kill(s.game, ["A2", "A3"]);
    const steady = moralePhase(lost, createFixedDice([8]));
    // Panic number for 1 unit lost of 3: 10 - 6 x 1/3 = 8 (placeholder); 8 or less holds.
    expect(steady.events).toEqual([{ type: "morale/steady", data: { squad: "A", lost: 2, reduced: 1, chits: 3, reductionProvenance: "placeholder", roll: 8, modifier: 0, panicNumber: 8, panicProvenance: "placeholder", provenance: expect.objectContaining({ allBook: false, counts: { book: 0, external: 0, reconstructed: 0, placeholder: 2 } }), automatic: false, rule: "Firepower 24.2.2" } }]);
    expect(moralePhase(lost, createFixedDice([9])).game.morale?.A).toMatchObject({ reduced: 1, panicked: true });
    // All leaders lost: +1, so an 8 panics.
    expect(moralePhase(kill(lost, ["A1"]), createFixedDice([8])).events[0]).toMatchObject({ type: "morale/panic", data: { lost: 3, reduced: 1, roll: 8, modifier: 1 } });
    expect(moralePhase(s.game, createFixedDice([])).events).toEqual([]);
  });

  it("firepower 24.1: once a reduced squad has had as many units as it has left this Turn, a unit drawn for it gives it no Impulse", () => {
    const reduced = moralePhase(kill(match().game, ["A2", "A3"]), createFixedDice([1])).game;
    const first = onMoraleDraw(reduced, ["A"]), second = onMoraleDraw(first.game, ["A"]);
    expect([first.events, second.events]).toEqual([[], []]);
    const third = onMoraleDraw(second.game, ["A"]);
    expect(third.events).toEqual([{ type: "morale/unit_withheld", data: { squads: ["A"], rule: "Firepower 24.1" } }]);
    expect(third.game.soldiers.filter((x) => x.side === "A" && !x.eliminated).every((x) => x.acted)).toBe(true);
  });

  it("firepower 24.2.1: a squad with no units left panics at once, without a roll (a rulings pack's chart cell decides here)", () => {
    const cell = { tableId: "firepower/sequence_unit_reduction", version: "pack", source: "organiser", cells: [{ inputs: { men: 6, chits: 3 }, value: { men: 1, chits: 1 } }] };
    const s = match({ "firepower/sequence_unit_reduction": cell });
    const r = moralePhase(kill(s.game, ["A4", "A5", "A6"]), createFixedDice([]), tablesFor(firepowerRuleset, s));
    expect(r.events[0]).toMatchObject({ type: "morale/panic", data: { lost: 3, reduced: 3, automatic: true, rule: "Firepower 24.2.1" } });
    expect(r.game.morale?.A?.panicked).toBe(true);
  });

  it("firepower 24.2.3: panicked soldiers take no other Action and move only towards their own map edge", () => {
    const s = inImpulse([rfl("A1", id(3, 3), 3)], [rfl("B1", id(7, 3), 6)], id(3, 3));
    const panicked: FirepowerState = { ...s, game: { ...s.game, morale: { A: { side: "A", men: 1, chits: 3, leaders: 0, edge: "5/6", reduced: 2, panicked: true, drawn: 1 } } } };
    expect(tryCommand(panicked, { type: "move", seat: "A", payload: { soldier: "A1" } })).toMatchObject({ ok: false, error: { code: "morale/panicked", rule: "Firepower 24.2.3" } });
    expect(tryCommand(panicked, { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1"] } })).toMatchObject({ ok: false, error: { code: "morale/panicked" } });
    const turned = run(panicked, { type: "change_facing", seat: "A", payload: { soldier: "A1", facing: 6 } });
    expect(tryCommand(turned, { type: "move", seat: "A", payload: { soldier: "A1" } }).ok).toBe(true);
  });
});
