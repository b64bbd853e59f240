import { createMatch, eventsFor, legalActionsFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "./scenario-schema";
import { VEHICLE_SKIRMISH_SCENARIO } from "../scenarios/vehicle-skirmish";
import { roundsLeft } from "./ammo-setup";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { hrgLoaded } from "./hrg-rifle";
import { playRecordedRandom, preferring } from "../play/play-match.fixture";
import { expectReplaysToSameHashes } from "../play/replay.fixture";
import { mfAllowance } from "../core/soldiers";
import type { FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt, man, withMan } from "../weapons/vehicles.fixture";
type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];

function made(a: Spec[], b: Spec[]) {
  return createMatch(firepowerRuleset, { scenario: { ...toTestScenario(a, b), rules: "advanced" } });
}
function match(a: Spec[], b: Spec[]): FirepowerState {
  const m = made(a, b);
  if (!m.ok) throw new Error(`${m.error.code} ${m.error.message}`);
  return impulseAt(m.state as FirepowerState, "A", a[0]?.hex ?? "");
}
/** A1, a rifleman (RFL) at (1,4) facing 3 with HRG rounds, one loaded on the rifle when `loaded`. */
const grenadier = (rounds = 2, loaded = false, weapon: Spec["weapon"] = "RFL"): Spec => ({ ...man("A1", 1, 4, 3, weapon), launcher: { weapon: "HRG", rounds: { H: rounds }, ...(loaded ? { loaded: true } : {}) } });
const asG = (hex: string) => cmd("fire_ammo", "A", { soldier: "A1", ammo: "H", use: "general", hex });
const loadHrg = (unload = false) => cmd("load_rgn", "A", { soldier: "A1", item: "HRG", ...(unload ? { unload: true } : {}) });
const code = (r: ReturnType<typeof tryCommand>) => (r.ok ? "accepted" : r.error.code);
/** A later Impulse of A1's (his MF and Combat Action fresh, nobody fired from his hex). */
function later(s: FirepowerState): FirepowerState {
  const fresh = withMan(s, "A1", { mf: 0, combatUsed: false, afterFireMf: 0 });
  const impulse = fresh.game.impulse;
  return impulse ? { ...fresh, game: { ...fresh.game, impulse: { ...impulse, firedFrom: [] } } } : fresh;
}
const TEN = Array.from({ length: 12 }, () => 10);

describe("an HRG used as a rifle grenade (firepower 12.4.1.2, 12.4.1.1, 11.1.12)", () => {
  const targets = [man("B1", 4, 4, 6), man("B2", 3, 4, 6)];

  it("firepower 12.4.1.2: an HRG is fired as a rifle grenade only once loaded on the rifle for all his MF; then at 3+ hexes with no other MF, unloading the rifle and taking all his MF", () => {
    const s = match([grenadier()], targets);
    expect(code(tryCommand(s, asG(hexId(4, 4)), [1, 1]))).toBe("hrg/not_loaded");
    const loaded = run(s, loadHrg());
    expect(hrgLoaded(soldier(loaded, "A1"))).toBe(true);
    expect(soldier(loaded, "A1").mf).toBe(mfAllowance(soldier(loaded, "A1")));
    expect(roundsLeft(soldier(loaded, "A1"), "H")).toBe(2);
    const next = later(loaded);
    expect(tryCommand(next, asG(hexId(3, 4)), [1, 1])).toMatchObject({ ok: false, error: { code: "rgn/too_close", rule: "Firepower 12.4.1.2, 12.4.1.1" } });
    expect(code(tryCommand(withMan(next, "A1", { mf: 1 }), asG(hexId(4, 4)), [1, 1]))).toBe("rgn/other_mf");
    // To hit 1 (HRG placeholder line, 5 at up to 5 hexes); B1's blast roll 1 against H used as G (blast 3 halved).
    const r = tryCommand(next, asG(hexId(4, 4)), [1, 1, ...TEN]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    expect(r.events[0]).toMatchObject({ type: "ammo/fired", data: { result: "hit" } });
    const a1 = soldier(r.state, "A1");
    expect(hrgLoaded(a1)).toBe(false);
    expect(roundsLeft(a1, "H")).toBe(1);
    expect(a1).toMatchObject({ combatUsed: true, mf: mfAllowance(a1) });
    // Unloaded again, the next HRG must be loaded before it is fired as a rifle grenade.
    expect(code(tryCommand(later(r.state as FirepowerState), asG(hexId(4, 4)), [1, 1]))).toBe("hrg/not_loaded");
  });

  it("firepower 12.4.1.2: once loaded as a rifle grenade the HRG is not thrown, and the rifle does not fire normally, until it is separately unloaded", () => {
    const s = match([grenadier(1, true)], targets);
    expect(hrgLoaded(soldier(s, "A1"))).toBe(true);
    expect(tryCommand(s, cmd("throw_hrg", "A", { soldier: "A1", hex: hexId(4, 4) }), TEN)).toMatchObject({ ok: false, error: { code: "hrg/loaded_as_rifle_grenade", rule: "Firepower 12.4.1.2" } });
    expect(code(tryCommand(s, cmd("fire", "A", { soldier: "A1", targets: ["B1"] }), TEN))).toBe("rgn/loaded_no_fire");
    expect(code(tryCommand(s, cmd("fire_rgn", "A", { soldier: "A1", hex: hexId(4, 4) }), TEN))).toBe("rgn/hrg_loaded");
    expect(code(tryCommand(s, cmd("load_rgn", "A", { soldier: "A1", item: "HRG" })))).toBe("rgn/loaded");
    expect(legalActionsFor(firepowerRuleset, s, "A").some((c) => c.type === "throw_hrg")).toBe(false);
    const unloaded = run(s, loadHrg(true));
    expect(hrgLoaded(soldier(unloaded, "A1"))).toBe(false);
    expect(roundsLeft(soldier(unloaded, "A1"), "H")).toBe(1);
    expect(code(tryCommand(later(unloaded), cmd("throw_hrg", "A", { soldier: "A1", hex: hexId(4, 4) }), TEN))).toBe("accepted");
    expect(code(tryCommand(later(unloaded), cmd("fire", "A", { soldier: "A1", targets: ["B1"] }), TEN))).toBe("accepted");
    // With a second HRG, that one may be thrown while the first stays loaded on the rifle.
    const two = match([grenadier(2, true)], targets);
    const thrown = run(two, cmd("throw_hrg", "A", { soldier: "A1", hex: hexId(4, 4) }), TEN);
    expect(roundsLeft(soldier(thrown, "A1"), "H")).toBe(1);
    expect(hrgLoaded(soldier(thrown, "A1"))).toBe(true);
    expect(legalActionsFor(firepowerRuleset, later(thrown), "A").some((c) => c.type === "throw_hrg")).toBe(false);
  });

  it("firepower 12.4.1.2, 12.4.1.1: only a rifleman fires an HRG as a rifle grenade; one rifle grenade at a time is on the rifle", () => {
    const pistol = match([grenadier(2, false, "PST")], targets);
    expect(code(tryCommand(pistol, loadHrg()))).toBe("hrg/no_rifle");
    expect(legalActionsFor(firepowerRuleset, pistol, "A").some((c) => c.type === "load_rgn")).toBe(false);
    expect(code(tryCommand(pistol, cmd("throw_hrg", "A", { soldier: "A1", hex: hexId(4, 4) }), TEN))).toBe("accepted");
    expect(made([grenadier(2, true, "PST")], targets).ok).toBe(false);
    expect(made([{ ...grenadier(2, true), rgn: { rounds: 1, loaded: true } }], targets).ok).toBe(false);
    const both = match([{ ...grenadier(2), rgn: { rounds: 1, loaded: true } }], targets);
    expect(code(tryCommand(both, loadHrg()))).toBe("rgn/loaded");
    const hrgFirst = match([{ ...grenadier(2, true), rgn: { rounds: 1, loaded: false } }], targets);
    expect(code(tryCommand(hrgFirst, cmd("load_rgn", "A", { soldier: "A1" })))).toBe("rgn/loaded");
    expect(code(tryCommand(hrgFirst, cmd("load_rgn", "A", { soldier: "A1", unload: true })))).toBe("rgn/not_loaded");
  });

  it("firepower 12.4.1.2: legal actions offer loading the HRG, then unloading it and firing it (fire_ammo) at enemy hexes three or more hexes away, never closer", () => {
    const s = match([grenadier()], targets);
    const offered = legalActionsFor(firepowerRuleset, s, "A");
    expect(offered).toContainEqual(loadHrg());
    expect(offered.some((c) => c.type === "fire_ammo")).toBe(false);
    const l = match([grenadier(2, true)], targets);
    const now = legalActionsFor(firepowerRuleset, l, "A");
    expect(now).toContainEqual(loadHrg(true));
    expect(now.some((c) => c.type === "load_rgn" && !(c.payload as { unload?: boolean }).unload)).toBe(false);
    const hexes = now.filter((c) => c.type === "fire_ammo").map((c) => (c.payload as { hex?: string }).hex);
    expect(hexes).toEqual([hexId(4, 4)]);
    for (const c of now.filter((x) => x.type === "fire_ammo" || x.type === "load_rgn")) expect(code(tryCommand(l, c, TEN))).toBe("accepted");
  });
});

/** The vehicle skirmish (Advanced) with every rifleman carrying two HRG rounds, side A's first one loaded. */
const SCENARIO = {
  ...VEHICLE_SKIRMISH_SCENARIO, id: "vehicle-skirmish-hrg-rifle",
  sides: {
    A: { ...VEHICLE_SKIRMISH_SCENARIO.sides.A, soldiers: VEHICLE_SKIRMISH_SCENARIO.sides.A.soldiers.map((s) => (s.weapon === "RFL" ? { ...s, launcher: { weapon: "HRG" as const, rounds: { H: 2 }, loaded: true } } : s)) },
    B: { ...VEHICLE_SKIRMISH_SCENARIO.sides.B, soldiers: VEHICLE_SKIRMISH_SCENARIO.sides.B.soldiers.map((s) => (s.weapon === "RFL" ? { ...s, launcher: { weapon: "HRG" as const, rounds: { H: 2 } } } : s)) },
  },
};

describe("HRG rifle grenades in random legal play (firepower 12.4.1.2)", () => {
  it("firepower 12.4.1.2, 11.1.12, 7: random legal play loading and firing HRGs as rifle grenades reaches a scored result, replays to the same hashes, and no loading reaches the other side", () => {
    let loads = 0, fired = 0;
    const seen: Record<"A" | "B", string[]> = { A: [], B: [] };
    const { state, record } = playRecordedRandom(SCENARIO, "fp-hrg-rifle-1", {
      choose: preferring((c) => c.type === "fire_ammo" || (c.type === "load_rgn" && !(c.payload as { unload?: boolean }).unload)),
      onApplied: (command, events, after) => {
        if (command.type === "load_rgn") loads += 1;
        if (command.type === "fire_ammo") fired += 1;
        if (command.type !== "load_rgn") return;
        const other = command.seat === "A" ? "B" : "A";
        seen[other as "A" | "B"].push(JSON.stringify(eventsFor(firepowerRuleset, after, events, other)));
      },
    });
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    expect(loads).toBeGreaterThan(0);
    expect(fired).toBeGreaterThan(0);
    // The record holds the full commands (item HRG), the other side's events only that a task was written.
    expect(record.steps.some((x) => x.command.type === "load_rgn" && (x.command.payload as { item?: string }).item === "HRG")).toBe(true);
    for (const texts of Object.values(seen)) for (const t of texts) expect(t).not.toMatch(/load|HRG|RGN/i);
    expectReplaysToSameHashes(record);
  }, 60_000);
});
