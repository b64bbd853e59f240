
import { createMatch, legalActionsFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { playRecordedRandom, preferring } from "../play/play-match.fixture";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { VEHICLE_SKIRMISH_SCENARIO } from "../scenarios/vehicle-skirmish";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { sleevedCarried } from "./grenade-types";
import { expectReplaysToSameHashes } from "../play/replay.fixture";
import type { FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt, man } from "../weapons/vehicles.fixture";
type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];

function match(a: Spec[], b: Spec[], rules: "advanced" | "basic" = "advanced"): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario(a, b), rules } });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return impulseAt(made.state as FirepowerState, "A", a[0]?.hex ?? "");
}

const thrower = (n = 2): Spec => ({ ...man("A1", 2, 4, 3), hgn1: n });
const throwAt = (hex: string, sleeve: "offensive" | "defensive") => cmd("throw_sleeved_grenade", "A", { soldier: "A1", hex, sleeve });
type Blast = { sleeve: string; blast: number; radius: number; provenance: string; table: string; rolls: { soldier: string }[] };

describe("offensive/defensive grenades HGN1/HGN2 (firepower 12.4.1.3)", () => {
  const targets = [man("B1", 5, 4, 6), man("B2", 7, 4, 6)];

  it("firepower 12.4.1.3: the sleeve is announced with the throw; the defensive grenade (sleeve on) blasts harder and wider by the placeholder line, and one grenade is used", () => {
    const s = match([thrower()], targets);
    const def = tryCommand(s, throwAt(hexId(5, 4), "defensive"), [1, 10, 10, 10, 10, 10, 10]);
    if (!def.ok) throw new Error(def.error.code);
    const blast = def.events.find((e) => e.type === "grenade/blast")?.data as Blast;
    expect(blast).toMatchObject({ sleeve: "defensive", blast: 6, radius: 2, provenance: "placeholder", table: "firepower/sleeved_grenades" });
    expect(blast.rolls.map((r) => r.soldier).sort()).toEqual(["B1", "B2"]);
    expect(def.events.find((e) => e.type === "grenade/thrown")?.data).toMatchObject({ outcome: "hit", sleeve: "defensive", rule: "Firepower 12.4.1.3, 6.3.6.3.2" });
    expect(sleevedCarried(soldier(def.state as FirepowerState, "A1"))).toBe(1);
    const off = tryCommand(s, throwAt(hexId(5, 4), "offensive"), [1, 10, 10, 10, 10, 10, 10]);
    if (!off.ok) throw new Error(off.error.code);
    const offBlast = off.events.find((e) => e.type === "grenade/blast")?.data as Blast;
    expect(offBlast).toMatchObject({ sleeve: "offensive", blast: 4, radius: 1, provenance: "placeholder" });
    // B2, two hexes from the impact, is out of the offensive grenade's placeholder radius of 1.
    expect(offBlast.rolls.map((r) => r.soldier)).toEqual(["B1"]);
  });

  it("firepower 12.4.1.3: a blast roll at the defensive grenade's blast number hits where the same roll misses the offensive one", () => {
    const s = match([thrower()], [man("B1", 5, 4, 6)]);
    // Throw roll 1 hits; B1's blast roll 5 (standing, clear): 5 <= 6 hits the defensive, 5 > 4 misses the offensive.
    expect(soldier(run(s, throwAt(hexId(5, 4), "defensive"), [1, 5, 10, 10]), "B1").eliminated).toBe(true);
    expect(soldier(run(s, throwAt(hexId(5, 4), "offensive"), [1, 5, 10, 10]), "B1").eliminated).not.toBe(true);
  });

  it("firepower 12.4.1.3: the heavier defensive grenade is not thrown as far as the offensive one (placeholder reach 5 vs 8)", () => {
    const s = match([{ ...man("A1", 1, 4, 3), hgn1: 2 }], [man("B1", 7, 4, 6)]);
    expect(tryCommand(s, throwAt(hexId(7, 4), "defensive"), [10, 10])).toMatchObject({ ok: false, error: { code: "hgn1/out_of_range", rule: "Firepower 12.4.1.3" } });
    expect(tryCommand(s, throwAt(hexId(7, 4), "offensive"), [10, 10, 10]).ok).toBe(true);
  });

  it("firepower 12.4.1.3: only a soldier who carries one throws it, only in the Advanced Game, and a refusal changes nothing", () => {
    const none = match([man("A1", 2, 4, 3)], [man("B1", 5, 4, 6)]);
    const refused = tryCommand(none, throwAt(hexId(5, 4), "defensive"), [1, 1]);
    expect(refused).toMatchObject({ ok: false, error: { code: "hgn1/none_carried" } });
    const spent = match([thrower(1)], [man("B1", 5, 4, 6)]);
    const after = run(spent, throwAt(hexId(5, 4), "offensive"), [10, 10, 10]);
    expect(sleevedCarried(soldier(after, "A1"))).toBe(0);
    const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario([thrower()], [man("B1", 5, 4, 6)]), rules: "basic" } });
    if (!made.ok) throw new Error(made.error.code);
    const basic = impulseAt(made.state as FirepowerState, "A", hexId(2, 4));
    expect(sleevedCarried(soldier(basic, "A1"))).toBe(0);
    expect(tryCommand(basic, throwAt(hexId(5, 4), "offensive"), [1, 1])).toMatchObject({ ok: false, error: { code: "hgn1/advanced_only" } });
  });

  it("firepower 12.4.1.3: legal actions offer both configurations at enemy hexes while he has one, and none after", () => {
    const s = match([thrower(1)], [man("B1", 5, 4, 6)]);
    const offered = legalActionsFor(firepowerRuleset, s, "A").filter((c) => c.type === "throw_sleeved_grenade");
    expect(offered.map((c) => (c.payload as { sleeve: string }).sleeve).sort()).toEqual(["defensive", "offensive"]);
    const after = run(s, throwAt(hexId(5, 4), "offensive"), [10, 10, 10]);
    expect(legalActionsFor(firepowerRuleset, after, "A").some((c) => c.type === "throw_sleeved_grenade")).toBe(false);
  });
});

/** The vehicle skirmish (Advanced) with every soldier carrying two HGN1 grenades. */
const SCENARIO = {
  ...VEHICLE_SKIRMISH_SCENARIO, id: "vehicle-skirmish-hgn1",
  sides: {
    A: { ...VEHICLE_SKIRMISH_SCENARIO.sides.A, soldiers: VEHICLE_SKIRMISH_SCENARIO.sides.A.soldiers.map((s) => ({ ...s, hgn1: 2 })) },
    B: { ...VEHICLE_SKIRMISH_SCENARIO.sides.B, soldiers: VEHICLE_SKIRMISH_SCENARIO.sides.B.soldiers.map((s) => ({ ...s, hgn1: 2 })) },
  },
};

describe("offensive/defensive grenades in random legal play (firepower 12.4.1.3)", () => {
  it("firepower 12.4.1.3, 7: random legal play throwing HGN1 grenades whenever offered reaches a scored result and replays to the same hashes", () => {
    let thrown = 0;
    const { state, record } = playRecordedRandom(SCENARIO, "fp-hgn1-1", {
      choose: preferring((c) => c.type === "throw_sleeved_grenade"),
      onApplied: (command) => { if (command.type === "throw_sleeved_grenade") thrown += 1; },
    });
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    expect(thrown).toBeGreaterThan(0);
    expectReplaysToSameHashes(record);
  });
});
