import { recordedDiceFactory, replayMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { VEHICLE_SKIRMISH_SCENARIO } from "../scenarios/vehicle-skirmish";
import { playBotMatch } from "../play/play-match.fixture";
import { run, tryCommand } from "../conformance/match-fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState, SquadMorale } from "../state/types";
import { cmd, endPhase, hexId, impulseAt, man, man_, vehicleMatch } from "../weapons/vehicles.fixture";

const SETUP = { areas: { A: { qAtMost: 3 }, B: { qAtLeast: 4 } }, first: "A" as const, mines: { A: 0, B: 1 }, mineTypes: ["VMN2" as const] };
const squad = (side: "A" | "B", men: number, reduced: number): SquadMorale => ({ side, men, chits: 3, leaders: 0, edge: side === "A" ? "5/6" : "2/3", reduced, panicked: false, drawn: 0 });

/** B has laid a VMN2 in front of A's BMP1 V1; Option 24 on, A's squad reduced by `reduced` units. */
function mined(reduced: number): FirepowerState {
  let s = run(vehicleMatch([man("A11", 3, 4, 3)], [man("B1", 5, 2, 6)], undefined, { setup: SETUP }), cmd("end_setup", "A"));
  s = run(s, cmd("place_mine", "B", { hex: hexId(2, 2), type: "VMN2" }));
  s = run(s, cmd("end_setup", "B"));
  return { ...s, options: { ...s.options, "firepower/morale": "on" }, game: { ...s.game, morale: { A: squad("A", 6, reduced), B: squad("B", 1, 0) } } };
}

// Inside blast rolls of the VMN2 (placeholder 6): A7 1 (eliminated), A8 10 (Stunned), A9 10, weapons 15 36 1, engine, radio, sights.
const BLAST = [1, 10, 10, 10, 10, 10, 10, 10, 10];

describe("Option 24.2.4: vehicle panic, bail-outs", () => {
  it("firepower 24.2.4: a penetrated vehicle's men check for panic; a squad with no sequence unit reduction passes without a roll", () => {
    const s = impulseAt(mined(0), "A", hexId(1, 2));
    const r = tryCommand(s, cmd("vehicle_move", "A", { vehicle: "V1" }), BLAST);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.find((e) => e.type === "morale/bail_out_check")?.data).toEqual({ vehicle: "V1", squad: "A", soldiers: ["A8", "A9"], rule: "Firepower 24.2.4", passed: true, automatic: true });
    expect(r.state.game.soldiers.some((x) => x.bailOut !== undefined)).toBe(false);
  });

  it("firepower 24.2.4, 19.1.16: a reduced squad rolls its panic number; failing, the men in the vehicle climb out (1 MF, a hatch) at their side's next draw and run for their edge", () => {
    const s = impulseAt(mined(1), "A", hexId(1, 2));
    // Placeholder panic number for 1 unit lost of 3: 8; the check rolls 9 after the blast rolls.
    const r = tryCommand(s, cmd("vehicle_move", "A", { vehicle: "V1" }), [...BLAST, 9]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.find((e) => e.type === "morale/bail_out_check")?.data).toMatchObject({ soldiers: ["A8", "A9"], passed: false, automatic: false, roll: 9, modifier: 0, panicNumber: 8, panicProvenance: "placeholder" });
    expect(man_(r.state, "A9")).toMatchObject({ bailOut: 1, riding: { vehicle: "V1", place: "inside" } });
    // A's phase ends (A8's Stun drops to Suppressed, 6.1.3), B passes, A draws again: both climb out and run.
    let t = endPhase(r.state);
    t = run(t, cmd("turn/draw_chit", "B"), [(t.turn.cup.A?.length ?? 0) + 1]);
    t = endPhase(t);
    const drawn = tryCommand(t, cmd("turn/draw_chit", "A"), [1]);
    if (!drawn.ok) throw new Error(drawn.error.code);
    const a9 = man_(drawn.state, "A9");
    expect(a9.riding).toBeUndefined();
    expect(drawn.events.filter((e) => e.type === "morale/bailed_out").map((e) => e.data)).toMatchObject([{ soldier: "A8", vehicle: "V1", mf: 1 }, { soldier: "A9", vehicle: "V1", mf: 1 }]);
    expect(a9.exited === true || a9.hex.q < 2).toBe(true);
    expect(man_(drawn.state, "A8").riding).toBeUndefined();
    // The driver's seat is empty now; the rider on the rear (A10) is on the vehicle, not in it, and stays.
    expect(man_(drawn.state, "A10").riding).toMatchObject({ vehicle: "V1", place: "rear" });
  });

  it("firepower 24.2.4: a well-rolled check keeps them in (roll within the panic number)", () => {
    const s = impulseAt(mined(1), "A", hexId(1, 2));
    const r = tryCommand(s, cmd("vehicle_move", "A", { vehicle: "V1" }), [...BLAST, 8]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.find((e) => e.type === "morale/bail_out_check")?.data).toMatchObject({ passed: true, roll: 8 });
    expect(man_(r.state, "A9").bailOut).toBeUndefined();
  });
});

describe("the vehicle skirmish with Option 24, bot against bot (firepower 24.2.4)", () => {
  const prelude = [{ type: "end_setup", seat: "A", payload: {} }, { type: "end_setup", seat: "B", payload: {} }];
  const { state, record } = playBotMatch("fp-bailout-1", 5000, VEHICLE_SKIRMISH_SCENARIO, { "firepower/morale": "on" }, prelude);

  it("firepower 24.2.4, 7: the bots play to a scored result with bail-out checks in force, and the record replays to the same hashes", () => {
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    const replay = replayMatch(record, firepowerRuleset, recordedDiceFactory);
    expect(replay.mismatch).toBeUndefined();
    expect(replay.hashes).toEqual([record.initialHash, ...record.steps.map((x) => x.stateHash)]);
  });
});
