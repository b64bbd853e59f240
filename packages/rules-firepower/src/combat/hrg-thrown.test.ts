
import { createMatch, legalActionsFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { playRecordedRandom, preferring } from "../play/play-match.fixture";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { VEHICLE_SKIRMISH_SCENARIO } from "../scenarios/vehicle-skirmish";
import { roundsLeft } from "../fire-setup/ammo-setup";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { expectReplaysToSameHashes } from "../play/replay.fixture";
import type { FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt, man } from "../weapons/vehicles.fixture";
type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];

function match(a: Spec[], b: Spec[], rules: "advanced" | "basic" = "advanced"): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario(a, b), rules } });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return impulseAt(made.state as FirepowerState, "A", a[0]?.hex ?? "");
}

const grenadier = (rounds = 2): Spec => ({ ...man("A1", 2, 4, 3), launcher: { weapon: "HRG", rounds: { H: rounds } } });
const throwAt = (hex: string) => cmd("throw_hrg", "A", { soldier: "A1", hex });
type Blast = { item: string; blast: number; radius: number; provenance: string; table: string; rule: string; rolls: { soldier: string; result: string }[] };

describe("hand/rifle grenades thrown by hand (firepower 12.4.1.2)", () => {
  const targets = [man("B1", 5, 4, 6), man("B2", 7, 4, 6)];

  it("firepower 12.4.1.2: an HRG thrown as a hand grenade follows the hand-grenade throw and blasts by the placeholder HRG line; one H round is used", () => {
    const s = match([grenadier()], targets);
    const r = tryCommand(s, throwAt(hexId(5, 4)), [1, 5, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10]);
    if (!r.ok) throw new Error(r.error.code);
    expect(r.events.find((e) => e.type === "grenade/thrown")?.data).toMatchObject({ thrower: "A1", outcome: "hit", item: "HRG", roundsLeft: 1, rule: "Firepower 12.4.1.2, 6.3.6.3.2" });
    const blast = r.events.find((e) => e.type === "grenade/blast")?.data as Blast;
    expect(blast).toMatchObject({ item: "HRG", blast: 5, radius: 2, provenance: "placeholder", table: "firepower/hrg_thrown", rule: "Firepower 12.4.1.2, 6.3.6.3.2.2" });
    expect(blast.rolls.find((x) => x.soldier === "B1")?.result).toBe("eliminated");
    const after = r.state as FirepowerState;
    expect(roundsLeft(soldier(after, "A1"), "H")).toBe(1);
    expect(soldier(after, "A1")).toMatchObject({ mf: 2, combatUsed: true });
    expect(soldier(after, "B1").eliminated).toBe(true);
  });

  it("firepower 12.4.1.2: the thrown HRG and the rifle-grenade HRG (load_rgn item HRG, then fire_ammo H) draw on the same rounds; with none left neither is offered", () => {
    const s = match([grenadier(1)], targets);
    expect(legalActionsFor(firepowerRuleset, s, "A").filter((c) => c.type === "throw_hrg").map((c) => (c.payload as { hex: string }).hex).sort()).toEqual([hexId(5, 4), hexId(7, 4)].sort());
    const after = run(s, throwAt(hexId(5, 4)), [10, 10, 10, 10, 10, 10]);
    expect(roundsLeft(soldier(after, "A1"), "H")).toBe(0);
    expect(legalActionsFor(firepowerRuleset, s, "A")).toContainEqual(cmd("load_rgn", "A", { soldier: "A1", item: "HRG" }));
    // The same soldier fresh again (as in a later Impulse Phase), now without rounds: nothing HRG is offered.
    const impulse = after.game.impulse;
    const fresh: FirepowerState = { ...after, game: { ...after.game, soldiers: after.game.soldiers.map((x) => (x.id === "A1" ? { ...x, mf: 0, combatUsed: false } : x)), ...(impulse ? { impulse: { ...impulse, firedFrom: [] } } : {}) } };
    const offered = legalActionsFor(firepowerRuleset, fresh, "A");
    expect(offered.some((c) => c.type === "throw_grenade" && (c.payload as { soldier: string }).soldier === "A1")).toBe(true);
    expect(offered.some((c) => c.type === "throw_hrg" || c.type === "fire_ammo" || c.type === "load_rgn")).toBe(false);
  });

  it("firepower 12.4.1.2: only a soldier with an HRG round throws one, only in the Advanced Game, with the hand grenade's checks, and a refusal changes nothing", () => {
    const s = match([grenadier(), man("A2", 2, 5, 3)], targets);
    const none = tryCommand(s, cmd("throw_hrg", "A", { soldier: "A2", hex: hexId(5, 4) }), []);
    expect(none.ok ? "" : none.error.code).toBe("hrg/none_carried");
    const behind = tryCommand(s, throwAt(hexId(0, 4)), []);
    expect(behind.ok ? "" : behind.error.code).toBe("fire/out_of_arc");
    const basic = match([man("A1", 2, 4, 3)], targets, "basic"); // a Basic scenario may not hand out launchers (ammo-setup.ts)
    const refused = tryCommand(basic, throwAt(hexId(5, 4)), []);
    expect(refused.ok ? "" : refused.error.code).toBe("hrg/advanced_only");
    expect(roundsLeft(soldier(s, "A1"), "H")).toBe(2);
    expect(legalActionsFor(firepowerRuleset, basic, "A").some((c) => c.type === "throw_hrg")).toBe(false);
  });
});

/** The vehicle skirmish (Advanced) with every soldier carrying two HRG rounds. */
const SCENARIO = {
  ...VEHICLE_SKIRMISH_SCENARIO, id: "vehicle-skirmish-hrg",
  sides: {
    A: { ...VEHICLE_SKIRMISH_SCENARIO.sides.A, soldiers: VEHICLE_SKIRMISH_SCENARIO.sides.A.soldiers.map((s) => ({ ...s, launcher: { weapon: "HRG" as const, rounds: { H: 2 } } })) },
    B: { ...VEHICLE_SKIRMISH_SCENARIO.sides.B, soldiers: VEHICLE_SKIRMISH_SCENARIO.sides.B.soldiers.map((s) => ({ ...s, launcher: { weapon: "HRG" as const, rounds: { H: 2 } } })) },
  },
};

describe("thrown HRGs in random legal play (firepower 12.4.1.2)", () => {
  it("firepower 12.4.1.2, 7: random legal play throwing HRGs whenever offered reaches a scored result and replays to the same hashes", () => {
    let thrown = 0;
    const { state, record } = playRecordedRandom(SCENARIO, "fp-hrg-1", {
      choose: preferring((c) => c.type === "throw_hrg"),
      onApplied: (command) => { if (command.type === "throw_hrg") thrown += 1; },
    });
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    expect(thrown).toBeGreaterThan(0);
    expectReplaysToSameHashes(record);
  }, 60_000);
});
