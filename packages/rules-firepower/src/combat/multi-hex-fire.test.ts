import { defineTable, legalActionsFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { soldier, tryCommand } from "../conformance/match-fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { advancedMatch, hexId, man } from "./multi-hex-fire.fixture";
import { checkTargetHexes, mountOf, WEAPON_MOUNTS } from "./multi-hex-fire";
import type { FirepowerState } from "../state/types";

const fire = (payload: Record<string, unknown>) => ({ type: "fire", seat: "A", payload: { soldier: "A1", ...payload } });
const tens = (n: number) => Array.from({ length: n }, () => 10);
const ones = (n: number) => Array.from({ length: n }, () => 1);
// B1, B2, B3 stand in three mutually adjacent hexes (4,1), (4,2), (5,1); B4 at (4,3) is 2 hexes from B1; B5 is behind A1.
const enemies = [man("B1", "RFL", 4, 1, 6), man("B2", "RFL", 4, 2, 6, { posture: "prone" }), man("B3", "RFL", 5, 1, 6), man("B4", "RFL", 4, 3, 6), man("B5", "RFL", 0, 0, 6)];
const lmg = (posture: "stand" | "crouch" | "prone", extra = {}) => advancedMatch([man("A1", "LMG", 0, 2, 3, { posture, ...extra })], enemies);
const resolved = (s: FirepowerState, cmd: ReturnType<typeof fire>, faces: number[]) => {
  const r = tryCommand(s, cmd, faces);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { state: r.state, events: r.events, fired: r.events.find((e) => e.type === "fire/resolved")!.data as Record<string, unknown> };
};

describe("firepower 12.6: automatic fire at multiple hexes", () => {
  it("firepower 12.6.2: a Prone LMG (bipod, 10.7(2)) fires its three bursts into three mutually adjacent hexes, each with its own modifiers", () => {
    const { state, fired, events } = resolved(lmg("prone"), fire({ targets: ["B1", "B2", "B3"] }), tens(12));
    expect(fired).toMatchObject({ hexes: [hexId(4, 1), hexId(4, 2), hexId(5, 1)], spreadRule: "Firepower 12.6.2", mount: "bipod", mountProvenance: "book (firepower/weapon_mounts)", rested: false });
    const bursts = fired.bursts as { target: string; total: number; rolls: number[] }[];
    expect(bursts.map((b) => b.target)).toEqual(["B1", "B2", "B3"]);
    expect(bursts.every((b) => b.rolls.length === 4)).toBe(true);
    // B2 is Prone: +2 in his hex only (12.2.5).
    expect(bursts[1]!.total - bursts[0]!.total).toBe(2);
    expect(bursts[2]!.total).toBe(bursts[0]!.total);
    // 6.4.1 per hex: every missed man in each of the three hexes is Suppressed.
    expect(events.find((e) => e.type === "fire/suppressed")?.data).toMatchObject({ soldiers: ["B1", "B2", "B3"], rule: "Firepower 6.4.1" });
    expect(["B1", "B2", "B3", "B4"].map((id) => soldier(state, id).status)).toEqual(["suppressed", "suppressed", "suppressed", "none"]);
  });

  it("firepower 12.6.2: hits land in each hex (a modified roll at or under the hit number eliminates)", () => {
    const { state } = resolved(lmg("prone"), fire({ targets: ["B1", "B3"] }), ones(8));
    expect([soldier(state, "B1").eliminated, soldier(state, "B3").eliminated, soldier(state, "B2").eliminated]).toEqual([true, true, false]);
  });

  it("firepower 12.6.2: a Standing LMG with no rest sends every burst into one hex", () => {
    expect(tryCommand(lmg("stand"), fire({ targets: ["B1", "B3"] }), tens(8))).toMatchObject({ ok: false, error: { code: "fire/multi_hex_no_rest", rule: "Firepower 12.6.2" } });
    expect(tryCommand(lmg("crouch"), fire({ targets: ["B1", "B3"] }), tens(8))).toMatchObject({ ok: false, error: { code: "fire/multi_hex_no_rest" } });
    expect(tryCommand(lmg("stand"), fire({ targets: ["B1"] }), tens(4)).ok).toBe(true);
  });

  it("firepower 12.6.2: a bipod weapon's hexes must all be adjacent to each other", () => {
    expect(tryCommand(lmg("prone"), fire({ targets: ["B1", "B4"] }), tens(8))).toMatchObject({ ok: false, error: { code: "fire/multi_hex_adjacent" } });
    expect(tryCommand(lmg("prone"), fire({ targets: ["B2", "B4"] }), tens(8)).ok).toBe(true);
  });

  it("firepower 12.6.1, 12.6.2: a weapon using a nightsight fires at one hex", () => {
    expect(tryCommand(lmg("prone", { nightsight: "NST" }), fire({ targets: ["B1", "B3"] }), tens(8))).toMatchObject({ ok: false, error: { code: "fire/multi_hex_nightsight" } });
  });

  it("firepower 12.6, 6.3.5.1: a rifle (no bipod, placeholder) and every weapon in the Basic Game keep all bursts in one hex", () => {
    const rifle = advancedMatch([man("A1", "RFL", 0, 2, 3, { posture: "prone" })], enemies);
    expect(tryCommand(rifle, fire({ targets: ["B1", "B3"], mode: "auto" }), tens(6))).toMatchObject({ ok: false, error: { code: "fire/one_hex", rule: "Firepower 12.6" } });
    expect(tryCommand(rifle, fire({ targets: ["B1", "B3"], mode: "semi" }), tens(2))).toMatchObject({ ok: false, error: { code: "fire/one_hex" } });
    const basic = (() => { const s = lmg("prone"); return { ...s, game: { ...s.game, rules: "basic" as const } }; })();
    expect(tryCommand(basic, fire({ targets: ["B1", "B3"] }), tens(8))).toMatchObject({ ok: false, error: { code: "fire/one_hex", rule: "Firepower 6.3.5.1" } });
  });

  it("firepower 12.6.1, 6.3.3: every target hex must be in the firing arc", () => {
    const tripod = new Map([[WEAPON_MOUNTS.id, defineTable({ ...WEAPON_MOUNTS, cells: WEAPON_MOUNTS.cells.map((c) => (c.inputs.weapon === "LMG" ? { ...c, value: "tripod" as const } : c)) })]]);
    const s = lmg("stand");
    const a1 = soldier(s, "A1");
    // 12.6.1: a tripod weapon (here the LMG made one by a rulings table) may fire at hexes that are not adjacent, Standing.
    expect(checkTargetHexes(s.game, a1, [soldier(s, "B1"), soldier(s, "B4")], "auto", false, { options: {}, tables: tripod })).toMatchObject({ ok: true, rule: "Firepower 12.6.1", mount: "tripod" });
    expect(mountOf("LMG", tripod).mount).toBe("tripod");
    expect(tryCommand(lmg("prone"), fire({ targets: ["B1", "B5"], suppressive: true }), tens(8))).toMatchObject({ ok: false, error: { code: "fire/out_of_arc" } });
  });

  it("firepower 12.6.3: suppressive fire puts one burst into each hex, scores no hits, and Suppresses where a modified 10 or less can be rolled", () => {
    const rifle = advancedMatch([man("A1", "RFL", 0, 2, 3)], enemies);
    const { state, fired, events } = resolved(rifle, fire({ targets: ["B1", "B4"], mode: "auto", suppressive: true }), ones(6));
    expect(fired).toMatchObject({ suppressive: true, spreadRule: "Firepower 12.6.3", hexes: [hexId(4, 1), hexId(4, 3)] });
    expect((fired.bursts as { hit: boolean }[]).every((b) => !b.hit)).toBe(true);
    expect(events.some((e) => e.type === "fire/eliminated")).toBe(false);
    expect(events.find((e) => e.type === "fire/suppressed")?.data).toMatchObject({ soldiers: ["B1", "B4"], rule: "Firepower 12.6.3" });
    expect([soldier(state, "B1").eliminated, soldier(state, "B1").status, soldier(state, "B4").status]).toEqual([false, "suppressed", "suppressed"]);
  });

  it("firepower 12.6.3: one burst per hex, automatic weapons only, no nightsight, Advanced Game only", () => {
    expect(tryCommand(lmg("stand"), fire({ targets: ["B1", "B1"], suppressive: true }), tens(8))).toMatchObject({ ok: false });
    const pair = advancedMatch([man("A1", "LMG", 0, 2, 3)], [man("B1", "RFL", 4, 1, 6), man("B2", "RFL", 4, 1, 6)]);
    expect(tryCommand(pair, fire({ targets: ["B1", "B2"], suppressive: true }), tens(8))).toMatchObject({ ok: false, error: { code: "fire/suppressive_one_burst_per_hex" } });
    const pistol = advancedMatch([man("A1", "PST", 0, 2, 3)], enemies);
    expect(tryCommand(pistol, fire({ targets: ["B1"], suppressive: true }), tens(2))).toMatchObject({ ok: false, error: { code: "fire/suppressive_auto_only" } });
    expect(tryCommand(lmg("stand", { nightsight: "PNS" }), fire({ targets: ["B1"], suppressive: true }), tens(4))).toMatchObject({ ok: false, error: { code: "fire/suppressive_nightsight" } });
    const basic = (() => { const s = lmg("stand"); return { ...s, game: { ...s.game, rules: "basic" as const } }; })();
    expect(tryCommand(basic, fire({ targets: ["B1"], suppressive: true }), tens(4))).toMatchObject({ ok: false, error: { code: "fire/suppressive_advanced_only" } });
  });

  it("firepower 12.6: bad input changes nothing (a refused multi-hex fire leaves the state as it was)", () => {
    const s = lmg("stand");
    const r = tryCommand(s, fire({ targets: ["B1", "B3"] }), tens(8));
    expect(r.ok).toBe(false);
    expect(soldier(s, "A1")).toMatchObject({ mf: 0, combatUsed: false });
  });

  it("firepower 12.6: legal actions list multi-hex and suppressive fires, and every one listed is accepted", () => {
    const s = lmg("prone");
    const fires = legalActionsFor(firepowerRuleset, s, "A").filter((c) => c.type === "fire");
    const spread = fires.filter((c) => { const t = (c.payload as { targets: string[] }).targets; return new Set(t.map((id) => JSON.stringify(soldier(s, id).hex))).size > 1; });
    expect(spread.some((c) => !(c.payload as { suppressive?: boolean }).suppressive)).toBe(true);
    expect(spread.some((c) => (c.payload as { suppressive?: boolean }).suppressive === true)).toBe(true);
    for (const c of spread) expect(tryCommand(s, c, tens(12)).ok).toBe(true);
    // Standing and unrested: only suppressive fire goes to several hexes.
    const standing = legalActionsFor(firepowerRuleset, lmg("stand"), "A").filter((c) => c.type === "fire" && (c.payload as { targets: string[] }).targets.length > 1);
    expect(standing.every((c) => (c.payload as { suppressive?: boolean }).suppressive === true)).toBe(true);
  });

  it("firepower 12.6: the weapon mounts table declares its provenance (LMG and MMG book, rifle placeholder)", () => {
    expect(firepowerRuleset.tables.some((t) => t.id === "firepower/weapon_mounts")).toBe(true);
    const kinds = Object.fromEntries(WEAPON_MOUNTS.cells.map((c) => [c.inputs.weapon, c.provenance.kind]));
    expect(kinds).toEqual({ LMG: "book", RFL: "placeholder", PST: "book", MMG2: "book" });
    expect(mountOf("PST").mount).toBe("none");
  });
});
