// firepower-command-odds: median ms per exact-odds answer of the rules-firepower explainers the API's commandOdds
// calls, against a baseline of applying the same command once with seeded dice (ratio = how many command
// resolutions one answer costs):
//   (a) `fire_rgn`, a rifle grenade at a hex with three soldiers: checkCommand + explainShot, which replays the
//       command's own resolve with every die face (fired-round-odds.ts replayMarginals);
//   (b) `fire`, a plain automatic burst at two soldiers: checkCommand + fireOdds(toFireSituation(...)) per target,
//       as services/api/src/odds/command-odds.ts answers plain fire.
// The match is built through public exports only: a scenario in the package's format, createMatch, and the turn
// commands that start side A's Impulse.
import type { Command, MatchState } from "@tactica/engine";
import { apply, checkCommand, createMatch } from "@tactica/engine";
import { createFixedDice, createRngState, createSeededDice } from "@tactica/dice";
import { boardOf, explainShot, fireOdds, firepowerRuleset, losFrom, toFireSituation, toViewpoint } from "@tactica/rules-firepower";
import type { FirepowerScenario, FirepowerState } from "@tactica/rules-firepower";
import type { BenchResult } from "./bench-util";
import { cliGuard, medianMsPerCall, round3 } from "./bench-util";

const board = boardOf("firepower-sample-2-panel");
const hex = (q: number, r: number) => board.idOf({ q, r });
type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const man = (id: string, q: number, r: number, facing: number, extra: Partial<Spec> = {}): Spec => ({ id, weapon: "RFL", hex: hex(q, r), facing, posture: "stand", ...extra });
const side = (name: string, edge: "2/3" | "5/6", soldiers: Spec[]) => ({ name, edge, chits: 3, impulses: 2, soldiers });

/** Advanced: A1 (rifle with a loaded rifle grenade) and A2 (LMG) at (1,4); B1-B3 at (4,4), four hexes away. */
const SCENARIO: FirepowerScenario = {
  id: "bench-command-odds", title: "bench command odds", map: "firepower-sample-2-panel", turns: 2, rules: "advanced",
  sides: {
    A: side("A", "5/6", [man("A1", 1, 4, 3, { rgn: { rounds: 1, loaded: true } }), man("A2", 1, 4, 3, { weapon: "LMG" })]),
    B: side("B", "2/3", [man("B1", 4, 4, 6), man("B2", 4, 4, 6, { posture: "crouch" }), man("B3", 4, 4, 6, { posture: "prone" })]),
  },
  victory: { perElimination: 1, perSurvivorAcross: 3, opposite: { A: { qAtLeast: 4 }, B: { qAtMost: 3 } } },
};

const step = (state: FirepowerState, command: Command, faces: number[] = []): FirepowerState => {
  const r = apply(firepowerRuleset, state, command, createFixedDice(faces));
  if (!r.ok) throw new Error(`${command.type}: ${r.error.code} ${r.error.message}`);
  return r.state as FirepowerState;
};

/** The match with side A's Impulse started at A's hex (the cup lists A's units first, so a face of 1 draws one). */
function inImpulse(): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: SCENARIO });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  const drawn = step(made.state as FirepowerState, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
  return step(drawn, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: hex(1, 4) } });
}

const checked = (state: FirepowerState, command: Command) => {
  const c = checkCommand(firepowerRuleset, state as MatchState<unknown, unknown>, command);
  if (!c.ok) throw new Error(`${command.type}: ${c.error.code} ${c.error.message}`);
  return c;
};

/** The rifle grenade's answer: the command's own check, then the replay of its resolve (explainShot). */
function rgnAnswer(state: FirepowerState, command: Command): number {
  const c = checked(state, command);
  const r = explainShot(state, c.cmd, c.ctx);
  if (!r?.ok) throw new Error("fire_rgn not explained");
  return r.value.parts.length;
}

/** The plain burst's answer as commandOdds gives it: the command's own check, then fireOdds for each target. */
function fireAnswer(state: FirepowerState, command: Command): number {
  const c = checked(state, command);
  const p = c.cmd.payload as { soldier: string; targets: string[]; afterMf?: number };
  const game = state.game;
  const firer = game.soldiers.find((s) => s.id === p.soldier)!;
  let n = 0;
  for (const id of p.targets) {
    const target = game.soldiers.find((s) => s.id === id)!;
    const los = losFrom(boardOf(game), game, firer, toViewpoint(target), state.options);
    if (!los) throw new Error("no LOS");
    const r = fireOdds({ ...toFireSituation(boardOf(game), game, firer, target, "auto", p.afterMf ?? 0, state.options, los), tables: c.ctx.tables });
    if (!r.ok) throw new Error(r.error.code);
    n += r.value.outcomes.size;
  }
  return n;
}

/** Median ms of one command applied with seeded dice (a fresh seed per call). */
function applyOnce(state: FirepowerState, command: Command, runs: number, label: string): number {
  return medianMsPerCall(runs, (i) => {
    const r = apply(firepowerRuleset, state, command, createSeededDice(createRngState(`bench-${label}-${i}`, "sfc32")).dice);
    if (!r.ok) throw new Error(`${command.type}: ${r.error.code}`);
  }, 5);
}

/** Runs the benchmark and returns its two result lines. */
export async function run(): Promise<BenchResult[]> {
  const state = inImpulse();
  const rgn: Command = { type: "fire_rgn", seat: "A", payload: { soldier: "A1", hex: hex(4, 4) } };
  const fire: Command = { type: "fire", seat: "A", payload: { soldier: "A2", targets: ["B1", "B2"] } };
  // Alternate ours and the baseline over three rounds and take the medians of all calls of each.
  const rgnOurs: number[] = [], rgnBase: number[] = [], fireOurs: number[] = [], fireBase: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    rgnOurs.push(medianMsPerCall(7, () => rgnAnswer(state, rgn), 1));
    rgnBase.push(applyOnce(state, rgn, 60, `rgn-${round}`));
    fireOurs.push(medianMsPerCall(200, () => fireAnswer(state, fire), 20));
    fireBase.push(applyOnce(state, fire, 200, `fire-${round}`));
  }
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  const [ro, rb, fo, fb] = [mid(rgnOurs), mid(rgnBase), mid(fireOurs), mid(fireBase)];
  return [
    { name: "firepower-command-odds-fire-rgn", ours: round3(ro), baseline: round3(rb), unit: "ms/answer (median) vs ms/apply (median)", ratio: round3(ro / rb), target: "ours < 150" },
    { name: "firepower-command-odds-fire", ours: round3(fo), baseline: round3(fb), unit: "ms/answer (median) vs ms/apply (median)", ratio: round3(fo / fb), target: "ours < 5" },
  ];
}

cliGuard(import.meta.url, run);
