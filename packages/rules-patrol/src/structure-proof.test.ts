// Issue 28's proof that reorganising the package changed no behaviour: one digest over a fixed set of answers
// (fire odds, lines of sight, legal actions, bot choices and seat views on positions of every shipped scenario, the
// ruleset's self-description), reached only through the package's public exports. The digest below was recorded
// before any file moved; a move that changes any of these answers changes it.
import { createCommitment, createRngState, sha256Hex, createSeededDice, createVerifiableDice } from "@tactica/dice";
import { applyRecorded, checkCommand, describeRuleset, startRecordedMatch } from "@tactica/engine";
import type { MatchState, PlotTurn } from "@tactica/engine";
import type { CompiledMap } from "@tactica/map";
import { checkLineOfSight } from "@tactica/sighting";
import { describe, expect, it } from "vitest";
import { createPatrolJudge, FIREARMS, PATROL_SHIPPED_SCENARIOS, patrolRuleset } from "./index";
import type { PatrolGame, PatrolLosOptions } from "./index";
import { patrolModule } from "./module/index";

// Re-recorded once since (issue 29, 52a031a): only the self-description moved - the texts of the options
// patrol/preservation_first_chit and patrol/preservation_exiting (its choice "declared" became "off_map"); with that
// one file as before, the old digest 7ff03f6c...c8ba comes back (measured).
const PROOF_DIGEST = "88845d4a36ff7f1ac7beea8597bc42fce03ba49990423f86dbfbe373b3db4a74";

// JSON with Infinity, NaN and -0 kept apart, so that an answer turning infinite or NaN changes the digest.
const canon = (v: unknown) => JSON.stringify(v, (_k, x: unknown) => (typeof x === "number" && !Number.isFinite(x) ? `#${String(x)}` : typeof x === "bigint" ? `#${x}n` : x));

function fireOddsAnswers(): unknown[] {
  const out: unknown[] = [];
  const fire = patrolModule.odds.fire!;
  for (const weapon of FIREARMS)
    for (const range of [1, 2, 4, 7, 12, 20, 40])
      for (const mode of [undefined, "OF", "KF", "FP"] as const)
        for (const [dmode, terrain, posture] of [["open", "clear", "erect"], ["mixed", "rough-1", "prone"], ["closed", "rough-2", "prone-hidden"], ["mixed", "crater", "prone"]] as const)
          out.push(fire.answer({ attack: { weapon, range, ...(mode ? { mode } : {}), ...(range === 4 ? { wounded: true, targets: 2 } : {}) }, defense: { mode: dmode, terrain, posture, ...(range === 7 ? { hexesPlotted: 3, smoke: true } : {}) } }));
  out.push(fire.answer({ fixedOdds: 3, rule: "28.6" }), fire.answer({ attack: { weapon: "nope", range: 1 }, defense: {} }));
  return out;
}

function losAnswers(): unknown[] {
  const map = patrolModule.sighting!.compile(patrolModule.maps.shipped[0]!) as unknown as CompiledMap;
  const hexes: { q: number; r: number }[] = [];
  for (let c = 0; c < map.cellCount; c++) if (map.indexOf(map.qOf(c), map.rOf(c)) >= 0) hexes.push({ q: map.qOf(c), r: map.rOf(c) });
  const out: unknown[] = [hexes.length];
  const modes: PatrolLosOptions[] = [{ mode: "open" }, { mode: "mixed" }, { mode: "closed", grazing: "blocked-if-either" }, { mode: "mixed", night: true }];
  for (const o of modes) {
    const judge = createPatrolJudge(map, o);
    if (!judge.ok) { out.push(judge.error); continue; }
    for (let i = 0; i < hexes.length; i++)
      for (let j = 0; j < hexes.length; j++) {
        const r = checkLineOfSight(judge.value, { hex: hexes[i]!, posture: (i + j) % 3 === 0 ? "prone" : "erect" }, { hex: hexes[j]!, posture: (i * j) % 2 === 0 ? "erect" : "prone" });
        out.push(r.ok ? r.value : r.error.code);
      }
  }
  return out;
}

/** Both bots play `steps` rounds of proposals on a shipped scenario; every position's legal actions, bot choice and seat views are kept. */
function playAnswers(id: string, scenario: unknown, steps: number): unknown[] {
  const serverSeed = "0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f";
  const diceRecord = { matchId: `proof-${id}`, serverSeedHash: createCommitment(serverSeed).serverSeedHash, playerSeeds: ["alpha", "bravo"], firstCounter: 0 };
  const started = startRecordedMatch(patrolRuleset, { scenario }, diceRecord);
  if (!started.ok) return [started.error.code];
  const stream = createVerifiableDice({ serverSeed, matchId: diceRecord.matchId, playerSeeds: diceRecord.playerSeeds, counter: 0 });
  const bots = { alpha: createSeededDice(createRngState(`${id}-pa`, "sfc32")).dice, bravo: createSeededDice(createRngState(`${id}-pb`, "sfc32")).dice };
  let state = started.state as MatchState<PatrolGame, PlotTurn>, record = started.record;
  const out: unknown[] = [record.initialHash];
  for (let i = 0; i < steps && !state.game.result && !state.turn.over; i++) {
    for (const seat of ["alpha", "bravo"] as const) {
      out.push(patrolRuleset.legalActions!(state, seat), patrolRuleset.view!(state, seat));
      const cmd = patrolRuleset.bot!(state, seat, bots[seat], { budget: 40 });
      out.push(cmd ?? null);
      if (!cmd) continue;
      const checked = checkCommand(patrolRuleset, state, cmd);
      out.push(checked.ok ? "ok" : checked.error.code);
      if (!checked.ok) continue;
      const r = applyRecorded(patrolRuleset, state, record, cmd, stream);
      if (!r.ok) { out.push(r.error.code); continue; }
      state = r.state as MatchState<PatrolGame, PlotTurn>;
      record = r.record;
      out.push(record.steps[record.steps.length - 1]?.stateHash);
    }
  }
  out.push(patrolRuleset.view!(state, null as never));
  return out;
}

describe("issue 28: the package's answers are the same before and after the reorganisation", () => {
  it("fire odds, lines of sight, legal actions, bot choices, views and the self-description hash to the recorded digest", { timeout: 120_000 }, () => {
    const parts = {
      fire: fireOddsAnswers(),
      los: losAnswers(),
      describe: describeRuleset(patrolRuleset),
      play: PATROL_SHIPPED_SCENARIOS.map((s) => [s.id, playAnswers(s.id, s.document, 6)]),
    };
    // A digest over nothing, or over refusals only, would prove nothing: the fixture must really exercise the rules.
    expect(parts.fire.filter((a) => (a as { ok: boolean }).ok).length).toBeGreaterThan(600);
    expect(parts.los.length).toBeGreaterThan(4000);
    expect(parts.play.length).toBeGreaterThanOrEqual(4);
    expect(new Set(parts.los.map((a) => canon((a as { clear?: boolean }).clear))).size).toBeGreaterThan(1); // some lines clear, some blocked
    const digest = sha256Hex(canon(parts));
    expect(digest).toBe(PROOF_DIGEST);
  });
});
