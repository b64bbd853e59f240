import { createMatch, recordedDiceFactory, replayMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { explainFire } from "../combat/explain-fire";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { playRecordedRandom } from "../play/play-match.fixture";
import { runningAfterPosture } from "./posture-speed";
import type { FirepowerState } from "../state/types";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const rfl = (id: string, hex: string, facing: number, extra: Partial<Spec> = {}): Spec => ({ id, weapon: "RFL", hex, facing, posture: "stand", ...extra });

/** Advanced: side A's squad X has a sergeant (5 MF, 11.1) who can run four hexes and still change posture. */
function advanced(a: Spec[], b: Spec[], turns = 1): FirepowerScenario {
  const base = toTestScenario(a, b);
  return { ...base, turns, rules: "advanced", sides: { ...base.sides, A: { ...base.sides.A, squads: { X: { chits: 3, impulses: 2 } } } } };
}

/** The sergeant A1 ran four hexes from 1A1 (4 of his 5 MF); B1 is in sight of where he stopped. */
function ranFourHexes(): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: advanced([rfl("A1", "1A1", 3, { squad: "X", rank: "S" })], [rfl("B1", "2A3", 5)]) });
  if (!made.ok) throw new Error(made.error.code);
  let s = run(run(made.state, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]), { type: "turn/start_impulse", seat: "A", payload: { squad: "X", hex: "1A1" } });
  for (let i = 0; i < 4; i += 1) s = run(s, { type: "move", seat: "A", payload: { soldier: "A1" } });
  return s;
}

const runningModifier = (s: FirepowerState) => {
  const odds = explainFire(s, "B1", "A1", "semi");
  if (!odds.ok) throw new Error(odds.error.code);
  // Advanced: the Running +2 is the Movement Modifiers Chart's Run column at a firer who spent no MF (12.2.12, line 0 x Run).
  return odds.value.odds.modifiers.filter((m) => m.rule === "Firepower 12.2.12").map((m) => m.value);
};

describe("firepower 10.5.3: posture and speed units are not combined", () => {
  it("firepower 10.5.3: a soldier who entered four new hexes and then goes Prone is marked only Prone: the Running +2 goes", () => {
    const ran = ranFourHexes();
    expect(soldier(ran, "A1")).toMatchObject({ running: true, hexesEntered: 4, mf: 4 });
    expect(runningModifier(ran)).toEqual([2]);
    const prone = run(ran, { type: "change_posture", seat: "A", payload: { soldier: "A1", posture: "prone" } });
    expect(soldier(prone, "A1")).toMatchObject({ posture: "prone", running: false });
    expect(runningModifier(prone)).toEqual([]);
  });

  it("firepower 10.5.3: going Crouch after running also removes the speed unit, and the event cites the rule", () => {
    const ran = ranFourHexes();
    const r = tryCommand(ran, { type: "change_posture", seat: "A", payload: { soldier: "A1", posture: "crouch" } });
    if (!r.ok) throw new Error(r.error.code);
    expect(soldier(r.state, "A1")).toMatchObject({ posture: "crouch", running: false });
    expect(r.events).toContainEqual(expect.objectContaining({ type: "move/posture", data: expect.objectContaining({ soldier: "A1", speedRemoved: "Firepower 10.5.3" }) }));
  });

  it("firepower 10.5.3: Standing has no posture unit, so a Running soldier who stands keeps Running; the Basic Game (4.5) keeps it too", () => {
    expect(runningAfterPosture({ rules: "advanced" }, { running: true }, "stand")).toBe(true);
    expect(runningAfterPosture({ rules: "advanced" }, { running: true }, "prone")).toBe(false);
    expect(runningAfterPosture({ rules: "basic" }, { running: true }, "prone")).toBe(true);
    // Riding soldiers (Option 19) may show both.
    expect(runningAfterPosture({ rules: "advanced" }, { running: true, riding: { vehicle: "V1", place: "inside" } }, "crouch")).toBe(true);
    expect(runningAfterPosture({ rules: "advanced" }, { running: false }, "stand")).toBe(false);
  });

  it("firepower 10.5.3: random legal play that changes posture after running keeps no man both Running and Prone/Crouching, reaches the end and replays to the same hashes", () => {
    const sc = advanced(
      [rfl("A1", "1A1", 3, { squad: "X", rank: "S" }), rfl("A2", "1A3", 3, { squad: "X", rank: "C" }), rfl("A3", "1A5", 3, { squad: "X" })],
      [rfl("B1", "2A3", 5, { rank: "S" }), rfl("B2", "2A5", 5)],
      2,
    );
    let removed = 0;
    const { state, record } = playRecordedRandom(sc, "fp-posture-speed", {
      choose: (legal, roll, now) => {
        const runners = new Set(now.game.soldiers.filter((s) => s.running && !s.eliminated).map((s) => s.id));
        const lieDown = legal.filter((c) => c.type === "change_posture" && runners.has(String((c.payload as { soldier: string }).soldier)));
        const leaders = new Set(now.game.soldiers.filter((s) => s.rank !== "private").map((s) => s.id));
        const leaderMoves = legal.filter((c) => c.type === "move" && leaders.has(String((c.payload as { soldier: string }).soldier)) && (c.payload as { back?: boolean }).back !== true);
        // Leaders run forward and then drop; otherwise any legal action.
        return lieDown[0] ?? leaderMoves[0] ?? legal[roll(legal.length) - 1]!;
      },
      onApplied: (_command, events, after, i) => {
        if (events.some((e) => e.type === "move/posture" && (e.data as { speedRemoved?: string }).speedRemoved === "Firepower 10.5.3")) removed += 1;
        for (const s of after.game.soldiers) if (s.riding === undefined && s.posture !== "stand") expect(s.running, `${s.id} at step ${i}`).toBe(false);
      },
    });
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    expect(removed).toBeGreaterThan(0);
    const replayed = replayMatch(record, firepowerRuleset, recordedDiceFactory);
    expect(replayed.mismatch).toBeUndefined();
    expect(replayed.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
  }, 60_000);
});
