import { describe, expect, it } from "vitest";
import { checkCommand } from "./check-command";
import { createMatch } from "./create-match";
import { defineRuleset } from "./define-ruleset";
import { dryRunCommand } from "./dry-run-command";
import { duelScenario, toyDuel } from "./toy-duel.fixture";
import type { DuelState } from "./toy-duel.fixture";

function start(ruleset = toyDuel): DuelState {
  const made = createMatch(ruleset, { scenario: duelScenario });
  if (!made.ok) throw new Error(made.error.code);
  return made.state as DuelState;
}

describe("dryRunCommand", () => {
  it("accepts exactly what checkCommand accepts, with no problems", () => {
    const cmd = { type: "turn/submit_plot", seat: "red", payload: { plot: { move: 1, fire: false, note: "" } } };
    expect(checkCommand(toyDuel, start(), cmd).ok).toBe(true);
    expect(dryRunCommand(toyDuel, start(), cmd)).toEqual({ ok: true, problems: [] });
  });

  it("names every payload schema issue with its path, not only the first", () => {
    const dry = dryRunCommand(toyDuel, start(), { type: "turn/submit_plot", seat: "red", payload: { plot: { move: 2, fire: "yes" } } });
    expect(dry.ok).toBe(false);
    expect(dry.problems.map((p) => [p.code, p.path.join(".")])).toEqual([
      ["command/invalid_payload", "plot.move"], ["command/invalid_payload", "plot.fire"], ["command/invalid_payload", "plot.note"],
    ]);
  });

  it("without a checkAll hook gives the one refusal; with one, the hook's list, and the refusal first if the hook missed it", () => {
    const cmd = { type: "rename", seat: "nobody", payload: { name: "x" } };
    expect(dryRunCommand(toyDuel, start(), cmd).problems).toEqual([{ code: "match/unknown_seat", message: "no such seat in this match", rule: "", path: [] }]);
    const listing = defineRuleset({ ...toyDuel, checkAll: () => [{ code: "toy/also", message: "another problem", rule: "toy 1", path: ["name"] }] });
    expect(dryRunCommand(listing, start(listing), cmd).problems.map((p) => p.code)).toEqual(["match/unknown_seat", "toy/also"]);
  });
});
