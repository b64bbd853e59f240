import { createMatch, createRulingsPack } from "@tactica/engine";
import type { AnyTable } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";
import type { VehicleSpec } from "../vehicles/vehicles-state";
import { cmd, hexId, impulseAt, man } from "./vehicles.fixture";
import { explainAmmoFireInMatch } from "../play/ammo-odds";
import { launcherOf } from "../fire-setup/ammo-setup";
import { AMMO_TABLES } from "../tables/ammo-weapons";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
type Launcher = NonNullable<Spec["launcher"]>;

const gunner = (id: string, q: number, r: number, launcher: Launcher): Spec => ({ ...man(id, q, r, 3), launcher });
const ATR: Launcher = { weapon: "ATR1", rounds: { A: 2 } };
const RPG: Launcher = { weapon: "MPL19", rounds: { H: 2 } };

/** An Advanced match, side A in its Impulse at the first soldier's hex. */
function match(a: Spec[], b: Spec[], extra: Partial<FirepowerScenario> = {}, options: Record<string, string> = {}): FirepowerState {
  const rulings = Object.keys(options).length > 0 ? { rulings: createRulingsPack({ id: "ammo-test", ruleset: "firepower", options }) } : {};
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario(a, b), rules: "advanced", ...extra }, ...rulings });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return impulseAt(made.state as FirepowerState, "A", a[0]!.hex);
}

const fire = (payload: Record<string, unknown>) => cmd("fire_ammo", "A", payload);
const events = (s: FirepowerState, payload: Record<string, unknown>, faces: number[]) => {
  const r = tryCommand(s, fire(payload), faces);
  if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
  return r;
};
const BLOCK = { works: [{ hex: hexId(4, 3), type: "block" as const }] };

describe("A and H rounds (firepower 12.3.1, 12.3.5)", () => {
  it("firepower 12.3.1: A rounds are fired only at vehicles, walls, fences, blocks (and the other structures); a soldier's hex without one is refused", () => {
    const s = match([gunner("A1", 1, 3, ATR)], [man("B1", 4, 3, 6)]);
    expect(tryCommand(s, fire({ soldier: "A1", ammo: "A", hex: hexId(4, 3) }))).toMatchObject({ ok: false, error: { code: "ammo/bad_target", rule: "Firepower 12.3.1" } });
    expect(tryCommand(s, fire({ soldier: "A1", ammo: "A", hex: hexId(4, 3), structure: "block" }))).toMatchObject({ ok: false, error: { code: "ammo/no_structure" } });
    expect(tryCommand(s, fire({ soldier: "A1", ammo: "A", use: "general", hex: hexId(4, 3) }))).toMatchObject({ ok: false, error: { code: "ammo/bad_use", rule: "Firepower 12.3.5" } });
    expect(tryCommand(s, fire({ soldier: "A1", ammo: "H", hex: hexId(4, 3), structure: "block" }))).toMatchObject({ ok: false, error: { code: "ammo/wrong_type" } });
  });

  it("firepower 12.3.1.2: a penetrating A hit on a block blasts everyone in its hex (placeholder TV 4, ATR1 penetration 4); the missed are Stunned", () => {
    const s = match([gunner("A1", 1, 3, ATR)], [man("B1", 4, 3, 6), man("B2", 4, 3, 6)], BLOCK);
    // hit roll 1; B1 rolls 1 (hit, eliminated), B2 rolls 10 (missed: Stunned). ATR1 blast 3 (placeholder).
    const r = events(s, { soldier: "A1", ammo: "A", hex: hexId(4, 3), structure: "block" }, [1, 1, 10]);
    expect(r.events[0]).toMatchObject({ type: "ammo/fired", data: { result: "hit", penetrated: true, terrainValue: 4, terrainValueProvenance: "placeholder", blast: 3, provenance: "placeholder (firepower/ammo_weapon_chart)" } });
    expect(r.events[1]).toMatchObject({ type: "ammo/blast", data: { rolls: [{ soldier: "B1", result: "eliminated" }, { soldier: "B2", result: "stunned" }] } });
    expect(soldier(r.state, "B1").eliminated).toBe(true);
    expect(soldier(r.state, "B2").status).toBe("stunned");
    expect(launcherOf(soldier(r.state, "A1"))?.rounds.A).toBe(1);
    expect(soldier(r.state, "A1")).toMatchObject({ combatUsed: true, mf: 2 });
  });

  it("firepower 12.3.1.2: penetration below the terrain value counts as a miss, and A does no permanent damage", () => {
    // An HRG (penetration 3, placeholder) against the block's placeholder TV 4, fired as the rifle grenade it starts loaded as (12.4.1.2).
    const s = match([gunner("A1", 1, 3, { weapon: "HRG", rounds: { H: 1 }, loaded: true })], [man("B1", 4, 3, 6)], BLOCK);
    const r = events(s, { soldier: "A1", ammo: "H", hex: hexId(4, 3), structure: "block" }, [1]);
    expect(r.events).toHaveLength(1);
    expect(r.events[0]).toMatchObject({ data: { result: "hit", penetrated: false } });
    expect(soldier(r.state, "B1")).toMatchObject({ eliminated: false, status: "none" });
    expect(r.state.game.obstacles).toEqual(s.game.obstacles);
  });

  it("firepower 12.3.1.2 (option firepower/a_block_blast none): the literal list gives a penetrated block no blast", () => {
    const s = match([gunner("A1", 1, 3, ATR)], [man("B1", 4, 3, 6)], BLOCK, { "firepower/a_block_blast": "none" });
    const r = events(s, { soldier: "A1", ammo: "A", hex: hexId(4, 3), structure: "block" }, [1]);
    expect(r.events.map((e) => e.type)).toEqual(["ammo/fired"]);
    expect(r.events[0]).toMatchObject({ data: { penetrated: true } });
    expect(soldier(r.state, "B1").status).toBe("none");
  });

  it("firepower 12.2.10, 12.5: an A round at a fence takes -1 per fence height, and the standard TV 8 stops it", () => {
    const s = match([gunner("A1", 1, 6, ATR)], [man("B1", 4, 6, 6)]);
    const r = events(s, { soldier: "A1", ammo: "A", hex: hexId(4, 6), structure: "fence" }, [1]);
    const data = r.events[0]?.data as { modifiers: { rule: string; value: number }[]; terrainValue: number; penetrated: boolean; terrainValueProvenance: string };
    expect(data.modifiers).toContainEqual(expect.objectContaining({ rule: "Firepower 12.2.10", value: -1 }));
    expect(data).toMatchObject({ terrainValue: 8, terrainValueProvenance: "book", penetrated: false });
  });

  it("firepower 12.3.1.2, 19.3.2: an A round penetrating a vehicle's front armour blasts the men inside", () => {
    const v: VehicleSpec = { id: "V2", type: "BMP1", side: "B", hex: hexId(4, 3), facing: 6, crew: [{ soldier: "B7", box: 2 }, { soldier: "B8", box: 7 }], passengers: [] };
    const crew = ["B7", "B8"].map((id): Spec => ({ id, weapon: "RFL", hex: hexId(4, 3), facing: 6, posture: "stand" }));
    const s = match([gunner("A1", 1, 3, ATR)], [man("B1", 6, 3, 6), ...crew], { vehicles: [v] });
    const r = events(s, { soldier: "A1", ammo: "A", vehicle: "V2" }, [1, ...Array.from({ length: 12 }, () => 10)]);
    expect(r.events[0]).toMatchObject({ type: "ammo/fired", data: { vehicle: "V2", result: "hit" } });
    expect(r.events[1]).toMatchObject({ type: "vehicle/hit", data: { vehicle: "V2", penetrated: true, penetration: 4 } });
  });

  it("firepower 12.3.5.2: an RPG-2 (MPL19) announced as G bursts at the hex with blast ⌊5/2⌋ = 2 and penetration 1", () => {
    const s = match([gunner("A1", 1, 3, RPG)], [man("B1", 4, 3, 6)]);
    const r = events(s, { soldier: "A1", ammo: "H", use: "general", hex: hexId(4, 3) }, [1, 10]);
    expect(r.events[0]).toMatchObject({ type: "ammo/fired", data: { use: "general", blast: 2, penetration: 1, rule: "Firepower 12.3.5.2" } });
    expect(r.events[1]).toMatchObject({ type: "fire/g_round", data: { blast: 2 } });
    expect(soldier(r.state, "B1").status).toBe("stunned");
  });

  it("firepower 12.2.6, 12.3.5: H may not be fired through a tree hex in the line of sight, A may (at +1 per tree)", () => {
    const s = match([gunner("A1", 1, 0, RPG), gunner("A2", 1, 0, ATR)], [man("B1", 5, 0, 6)], { works: [{ hex: hexId(5, 0), type: "block" }] });
    expect(tryCommand(s, fire({ soldier: "A1", ammo: "H", use: "general", hex: hexId(5, 0) }))).toMatchObject({ ok: false, error: { code: "ammo/h_through_trees" } });
    expect(tryCommand(s, fire({ soldier: "A1", ammo: "H", hex: hexId(5, 0), structure: "block" }))).toMatchObject({ ok: false, error: { code: "ammo/h_through_trees" } });
    const odds = explainAmmoFireInMatch(s, "A", { soldier: "A2", ammo: "A", hex: hexId(5, 0), structure: "block" });
    if (!odds.ok) throw new Error(odds.error.code);
    const trees = (odds.value.modifiers ?? []).find((m) => m.name.endsWith("tree/hedge in LOS"));
    expect(trees?.value).toBeGreaterThanOrEqual(1);
  });

  it("firepower 10.7(4): rounds run out, each round is the soldier's Combat Action, and the command refuses a soldier without the weapon", () => {
    let s = match([gunner("A1", 1, 3, { weapon: "ATR1", rounds: { A: 1 } }), man("A2", 1, 3, 3)], [man("B1", 4, 3, 6)], BLOCK);
    expect(tryCommand(s, fire({ soldier: "A2", ammo: "A", hex: hexId(4, 3), structure: "block" }))).toMatchObject({ ok: false, error: { code: "ammo/no_weapon" } });
    s = run(s, fire({ soldier: "A1", ammo: "A", hex: hexId(4, 3), structure: "block" }), [10]);
    expect(launcherOf(soldier(s, "A1"))?.rounds.A).toBe(0);
    expect(tryCommand(s, fire({ soldier: "A1", ammo: "A", hex: hexId(4, 3), structure: "block" }))).toMatchObject({ ok: false, error: { code: "ammo/none_left" } });
  });

  it("firepower 12.3.1.2: the exact odds of an A round at a block: hit chance, penetration, then each soldier's blast (hit or Stunned), summing to 1", () => {
    const s = match([gunner("A1", 1, 3, ATR)], [man("B1", 4, 3, 6)], BLOCK);
    const odds = explainAmmoFireInMatch(s, "A", { soldier: "A1", ammo: "A", hex: hexId(4, 3), structure: "block" });
    if (!odds.ok) throw new Error(odds.error.code);
    expect(odds.value).toMatchObject({ hitNumber: 6, penetrates: true, perShot: { num: 3n, den: 5n } });
    const b1 = odds.value.soldiers[0]!;
    const total = [...b1.outcomes.values()].reduce((n, p) => n + Number(p.num) / Number(p.den), 0);
    expect(total).toBeCloseTo(1, 12);
    // 3/5 hit × 3/10 blast 3 (block cover +1 does not count against blasts in its own hex: none here) = 9/50.
    expect(b1.outcomes.get("eliminated")).toEqual({ num: 9n, den: 50n });
    expect(odds.value.provenance.allBook).toBe(false);
    const refused = explainAmmoFireInMatch(s, "A", { soldier: "A1", ammo: "A", hex: hexId(4, 3) });
    expect(refused).toMatchObject({ ok: false, error: { code: "ammo/bad_target" } });
  });

  it("firepower 10.7(4): a scenario soldier may carry only rounds his weapon fires, and only in the Advanced Game", () => {
    const bad = firepowerRuleset.scenario.safeParse({ ...toTestScenario([gunner("A1", 1, 3, { weapon: "ATR1", rounds: { C: 2 } })], [man("B1", 4, 3, 6)]), rules: "advanced" });
    expect(bad.success).toBe(false);
    const basic = firepowerRuleset.scenario.safeParse(toTestScenario([gunner("A1", 1, 3, ATR)], [man("B1", 4, 3, 6)]));
    expect(basic.success).toBe(false);
  });

  it("firepower 12.3.1.2, 8.8.6: a penetrating A hit on a tower blasts the men inside it only (placeholder tower TV 4), not a man beside it in the hex", () => {
    const s = match([gunner("A1", 1, 3, ATR)], [man("B1", 4, 3, 6), man("B2", 4, 3, 6)], { fortifications: [{ hex: hexId(4, 3), type: "tower", garrison: ["B1"] }] });
    const r = events(s, { soldier: "A1", ammo: "A", hex: hexId(4, 3), structure: "tower" }, [1, 10, 10, 10]);
    expect(r.events[0]).toMatchObject({ data: { structure: "tower", penetrated: true, terrainValueProvenance: "placeholder" } });
    expect(r.events[1]).toMatchObject({ type: "ammo/blast", data: { inside: "tower", rolls: [{ soldier: "B1", result: "stunned" }] } });
    expect(soldier(r.state, "B2").status).toBe("none");
  });

  it("firepower 12.3.1, 8.8.4: a bunker's placeholder TV 10 stops the A round: a miss, nobody inside is touched", () => {
    const s = match([gunner("A1", 1, 3, ATR)], [man("B1", 4, 3, 6)], { fortifications: [{ hex: hexId(4, 3), type: "bunker", door: 6, garrison: ["B1"] }] });
    const r = events(s, { soldier: "A1", ammo: "A", hex: hexId(4, 3), structure: "bunker" }, [1]);
    expect(r.events.map((e) => e.type)).toEqual(["ammo/fired"]);
    expect(r.events[0]).toMatchObject({ data: { penetrated: false, terrainValue: 10 } });
  });

  it("firepower 12.2.10, 12.3.1.2, 8.8.5.4: an A round at a roadblock takes -1 per height (3) and, penetrating, blasts everyone in its hex", () => {
    const s = match([gunner("A1", 1, 3, ATR)], [man("B1", 4, 3, 6)], { roadblocks: [{ hex: hexId(4, 3), sides: [3] }] });
    const r = events(s, { soldier: "A1", ammo: "A", hex: hexId(4, 3), structure: "roadblock" }, [8, 10]);
    const data = r.events[0]?.data as { modifiers: { rule: string; value: number }[]; total: number; result: string };
    expect(data.modifiers).toContainEqual(expect.objectContaining({ rule: "Firepower 12.2.10", value: -3 }));
    expect(data.result).toBe("hit");
    expect(r.events[1]).toMatchObject({ type: "ammo/blast", data: { rolls: [{ soldier: "B1", result: "stunned" }] } });
  });

  it("firepower 21.1.1 (Option 21): the impact hex of H used as G may catch Fire like a G round's (1 or less)", () => {
    const s = match([gunner("A1", 1, 3, RPG)], [man("B1", 4, 3, 6)], { fireConditions: "dry" }, { "firepower/fires": "on" });
    const r = events(s, { soldier: "A1", ammo: "H", use: "general", hex: hexId(4, 3) }, [1, 10, 1, 10, 10, 10, 10, 10, 10]);
    expect(r.events.find((e) => e.type === "fire/start_roll")?.data).toMatchObject({ by: "G", roll: 1, started: true });
  });

  it("firepower 19.1.7 T, 12.3.5.1: an H rifle grenade (HRG) at a vehicle strikes its top armour whatever the angle", () => {
    const v: VehicleSpec = { id: "V2", type: "BMP1", side: "B", hex: hexId(4, 3), facing: 6, crew: [{ soldier: "B7", box: 2 }, { soldier: "B8", box: 7 }], passengers: [] };
    const crew = ["B7", "B8"].map((id): Spec => ({ id, weapon: "RFL", hex: hexId(4, 3), facing: 6, posture: "stand" }));
    const s = match([gunner("A1", 1, 3, { weapon: "HRG", rounds: { H: 1 }, loaded: true })], [man("B1", 6, 3, 6), ...crew], { vehicles: [v] }); // loaded as a rifle grenade (12.4.1.2)
    const r = events(s, { soldier: "A1", ammo: "H", vehicle: "V2" }, [1, ...Array.from({ length: 12 }, () => 10)]);
    expect(r.events[0]).toMatchObject({ type: "ammo/fired", data: { face: "T" } });
    expect(r.events[1]).toMatchObject({ type: "vehicle/hit", data: { vehicle: "V2", face: "T" } });
  });

  it("firepower 10.7, 12.5: the placeholder lines and terrain values are a rulings pack's to replace (an ATR1 of penetration 12 goes through a bunker)", () => {
    const made = createMatch(firepowerRuleset, {
      scenario: { ...toTestScenario([gunner("A1", 1, 3, ATR)], [man("B1", 4, 3, 6)]), rules: "advanced", fortifications: [{ hex: hexId(4, 3), type: "bunker", door: 6, garrison: ["B1"] }] },
      rulings: createRulingsPack({ id: "atr", ruleset: "firepower", tables: { "firepower/ammo_weapon_chart": { tableId: "firepower/ammo_weapon_chart", version: "r1", source: "test ruling", mode: "patch", cells: [{ inputs: { weapon: "ATR1" }, value: { ammo: ["A"], hits: [{ upTo: 10, hit: 6 }], penetration: 12, blast: 3, gBlast: null } }] } } }),
    });
    if (!made.ok) throw new Error(made.error.code);
    const s = impulseAt(made.state as FirepowerState, "A", hexId(1, 3));
    const r = events(s, { soldier: "A1", ammo: "A", hex: hexId(4, 3), structure: "bunker" }, [1, 10]);
    expect(r.events[0]).toMatchObject({ data: { penetration: 12, terrainValue: 10, penetrated: true } });
    expect(r.events[1]).toMatchObject({ type: "ammo/blast", data: { inside: "bunker", rolls: [{ soldier: "B1", result: "stunned" }] } });
  });

  it("firepower 12.3, 12.4.1.2: the ammunition tables declare 18 cells, 4 from the book and 14 placeholders (one the thrown HRG's), each placeholder with its note", () => {
    const tables: readonly AnyTable[] = AMMO_TABLES;
    const cells = tables.flatMap((t) => t.cells);
    expect(cells).toHaveLength(18);
    expect(cells.filter((c) => c.provenance.kind === "book")).toHaveLength(4);
    const placeholders = cells.filter((c) => c.provenance.kind === "placeholder");
    expect(placeholders).toHaveLength(14);
    for (const c of placeholders) expect(c.provenance).toMatchObject({ note: expect.stringContaining("missing") });
    expect(tables.every((t) => firepowerRuleset.tables.includes(t))).toBe(true);
  });
});
