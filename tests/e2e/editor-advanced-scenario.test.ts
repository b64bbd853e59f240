// Issue #5 / brief w4-editor: the scenario the editor's form writes for an Advanced Firepower game is one the Firepower
// ruleset plays. The editor's own converter (apps/editor, which may not import the ruleset) builds the document from
// a form, the rule system's catalogue (as the API serves it) and a map with a bunker drawn on it; here the ruleset's schema parses it, a match is created from it with the
// drawn bunker in play, bots play it through its set-up phase (secret mines) to a result, and the record replays.
import { describe, expect, it } from "vitest";
import { applyRecorded, askBot, createMatch, defaultRulings, replayMatch, startRecordedMatch, verifiableDiceFactory } from "@tactica/engine";
import { createCommitment, createRngState, createSeededDice, createVerifiableDice } from "@tactica/dice";
import { createFirepowerSampleMap, resolveMap } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { firepowerRuleset, firepowerScenarioSchema } from "@tactica/rules-firepower";
import { firepowerModule } from "@tactica/rules-firepower/module";
import { toDefaultFortification } from "../../apps/editor/src/lib/commands/fortification-commands";
import { createScenario, updateSide } from "../../apps/editor/src/lib/scenario/scenario-document";
import { toRulesetScenario } from "../../apps/editor/src/lib/scenario/to-ruleset-scenario";

const SEED = "fedcba9876543210fedcba9876543210";

/** The sample map with a bunker at 1D4 and the form of a small Advanced skirmish: a leader, two squads, a set-up phase, mines. */
function authored(): { doc: MapDocument; document: Record<string, unknown> } {
  const sample = createFirepowerSampleMap();
  const doc: MapDocument = { ...sample, fortifications: [...(sample.fortifications ?? []), toDefaultFortification("bunker", { q: 3, r: 4 })] };
  const catalogue = firepowerModule.catalogue;
  let s = createScenario("fp-editor-advanced", doc.id, "firepower", catalogue.sides);
  s = updateSide(s, "A", { forces: [{ unitType: "RFL", count: 1, fields: { rank: "S" } }, { unitType: "LMG", count: 1, fields: { posture: "prone", squad: "a2" } }] });
  s = updateSide(s, "B", { forces: [{ unitType: "RFL", count: 2, fields: { posture: "crouch" } }] });
  s = {
    ...s, turnLimit: 2, system: { rules: "advanced", setup: "roll", minesB: "1" },
    sides: s.sides.map((x) => ({ ...x, setupArea: x.id === "A" ? [{ q: 0, r: 6 }, { q: 1, r: 6 }] : [{ q: 7, r: 3 }] })),
  };
  const out = toRulesetScenario(s, catalogue, resolveMap(doc), doc);
  if (!out.ok) throw new Error(JSON.stringify(out.issues));
  return { doc, document: out.document };
}

describe("the editor's Advanced Firepower scenario in the ruleset", () => {
  it("firepower 8.8.4, 2.4: the form's Advanced scenario parses, its drawn bunker is in play, and bots play it to a result that replays", () => {
    const { document } = authored();
    const parsed = firepowerScenarioSchema.safeParse(document);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.rules).toBe("advanced");
    const made = createMatch(firepowerRuleset, { scenario: document, rulings: defaultRulings(firepowerRuleset) });
    if (!made.ok) throw new Error(`${made.error.code}: ${made.error.message}`);
    expect(made.state.game.fortifications).toContainEqual(expect.objectContaining({ type: "bunker", hex: { q: 3, r: 4 } }));
    expect(made.state.game.setup).toBeDefined();

    const dice = { matchId: "fp-editor-advanced", serverSeedHash: createCommitment(SEED).serverSeedHash, playerSeeds: ["A", "B"], firstCounter: 0 };
    const started = startRecordedMatch(firepowerRuleset, { scenario: document }, dice);
    if (!started.ok) throw new Error(started.error.code);
    const stream = createVerifiableDice({ serverSeed: SEED, matchId: dice.matchId, playerSeeds: dice.playerSeeds, counter: 0 });
    const botDice = createSeededDice(createRngState("fp-editor-advanced-bots")).dice;
    let { state, record } = started;
    for (let n = 0; n < 3000 && !firepowerRuleset.turnModel.status(state.turn).over; n += 1) {
      const command = state.seats.map((seat) => askBot(firepowerRuleset, state, seat, botDice)).find((c) => c !== undefined);
      if (!command) throw new Error(`no bot could act at seq ${state.seq}`);
      const r = applyRecorded(firepowerRuleset, state, record, command, stream);
      if (!r.ok) throw new Error(`${command.type}: ${r.error.code}`);
      ({ state, record } = r);
    }
    expect(firepowerRuleset.turnModel.status(state.turn).over).toBe(true);
    // Both sides went through the 2.4 set-up phase before the chits were drawn.
    expect(record.steps.filter((s) => s.command.type === "end_setup").map((s) => s.command.seat).sort()).toEqual(["A", "B"]);
    const replay = replayMatch({ ...record, dice: { ...record.dice, serverSeed: SEED } }, firepowerRuleset, verifiableDiceFactory(SEED));
    expect(replay.ok).toBe(true);
    expect(replay.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
  });
});
