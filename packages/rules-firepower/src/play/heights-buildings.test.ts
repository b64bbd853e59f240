import { createMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, soldier, tryCommand } from "../conformance/match-fixture";
import { toAuthoredSampleScenario } from "../scenarios/authored-sample";
import { inImpulse, stand, variant, withOpeningsClosed, withSoldier } from "./authored-match.fixture";
import { boardOf } from "../core/board";
import { explainFire } from "../combat/explain-fire";
import { firepowerRuleset } from "./firepower-ruleset";
import type { FirepowerState } from "../state/types";

const move = (soldierId: string) => ({ type: "move", seat: "A", payload: { soldier: soldierId } });
const B_FAR = stand("B1", "4H6", 5);

describe("Firepower heights in movement (Advanced, 11.1.4)", () => {
  it("firepower 11.1.4: crossing a 3-height hill hexside costs the Leg MF chart's extra MF (placeholder, cited in the event) on top of the hex", () => {
    const s = inImpulse([stand("A1", "4C3", 2)], [B_FAR], "4C3");
    const r = tryCommand(s, move("A1"));
    if (!r.ok) throw new Error(r.error.code);
    const entered = r.events.find((e) => e.type === "move/entered");
    expect(entered?.data).toMatchObject({ hex: "4D2", mf: 2, heightHexside: 3, heightMf: 1, rule: "Firepower 11.1.4", provenance: { kind: "placeholder" } });
    expect(soldier(r.state, "A1").mf).toBe(2);
  });

  it("firepower 11.1.4, 6.2.3: a 6-height hexside costs more than a 3-height one in the Advanced Game; the Basic Game keeps its +1 per hill hexside", () => {
    const adv = tryCommand(inImpulse([stand("A1", "4C3", 3)], [B_FAR], "4C3"), move("A1"));
    const basic = tryCommand(inImpulse([stand("A1", "4C3", 3)], [B_FAR], "4C3", { rules: "basic" }), move("A1"));
    if (!adv.ok || !basic.ok) throw new Error("move refused");
    expect(soldier(adv.state, "A1")).toMatchObject({ mf: 3 });
    expect(soldier(basic.state, "A1")).toMatchObject({ mf: 2 });
    expect(basic.events.find((e) => e.type === "move/entered")?.data).not.toHaveProperty("heightHexside");
  });

  it("firepower 11.1.4: the height cost adds to the posture's entry cost (Crouching: 2 + 1)", () => {
    const s = inImpulse([stand("A1", "4C3", 2, { posture: "crouch" })], [B_FAR], "4C3");
    const r = tryCommand(s, move("A1"));
    if (!r.ok) throw new Error(r.error.code);
    expect(soldier(r.state, "A1").mf).toBe(3);
  });

  it("firepower 11.1.4, 11.2.4: a hexside of 11 heights or more must be climbed, not crossed", () => {
    const cliff = variant((d) => ({ ...d, hexes: (d.hexes ?? []).map((h) => (h.id === "4D2" ? { ...h, height: 12 } : h)) }));
    const r = tryCommand(inImpulse([stand("A1", "4C3", 2)], [B_FAR], "4C3", { map: cliff }), move("A1"));
    expect(r).toMatchObject({ ok: false, error: { code: "move/must_climb", rule: "Firepower 11.1.4, 11.2.4" } });
  });
});

describe("Firepower buildings with floors (Advanced, 8.2.1-8.2.5, 11.1.3, 11.1.8)", () => {
  it("firepower 11.1.8: up one flight of stairs at the stair hex (placeholder MF, cited), then along the floor; an upper floor is left by the stairs only", () => {
    let s = inImpulse([stand("A1", "4F3", 1)], [B_FAR], "4F3");
    const up = tryCommand(s, { type: "stairs", seat: "A", payload: { soldier: "A1", storey: 1 } });
    if (!up.ok) throw new Error(up.error.code);
    expect(up.events[0]).toMatchObject({ type: "move/stairs", data: { hex: "4F3", from: 0, storey: 1, mf: 2, provenance: { kind: "placeholder" } } });
    s = up.state;
    expect(soldier(s, "A1")).toMatchObject({ storey: 1, mf: 2 });
    s = run(s, move("A1"));
    expect(soldier(s, "A1")).toMatchObject({ storey: 1, hex: boardOf(s.game).hexOf("4F2") });
    s = run(s, { type: "change_facing", seat: "A", payload: { soldier: "A1", facing: 6, free: true } });
    expect(tryCommand(s, move("A1"))).toMatchObject({ ok: false, error: { code: "move/upper_floor" } });
    expect(tryCommand(s, { type: "stairs", seat: "A", payload: { soldier: "A1", storey: 0 } })).toMatchObject({ ok: false, error: { code: "stairs/none" } });
  });

  it("firepower 8.2.3, 11.1.3: walls stop a soldier; an open door is crossed by entering the hex, a closed one is not", () => {
    const walled = inImpulse([stand("A1", "4F3", 3)], [B_FAR], "4F3");
    expect(tryCommand(walled, move("A1"))).toMatchObject({ ok: false, error: { code: "move/wall" } });
    const door = tryCommand(inImpulse([stand("A1", "4E2", 3)], [B_FAR], "4E2"), move("A1"));
    if (!door.ok) throw new Error(door.error.code);
    expect(soldier(door.state, "A1").mf).toBe(1);
    const shut = withOpeningsClosed();
    expect(tryCommand(inImpulse([stand("A1", "4E2", 3)], [B_FAR], "4E2", { map: shut }), move("A1"))).toMatchObject({ ok: false, error: { code: "move/closed_opening", rule: "Firepower 11.1.3, 11.1.9" } });
  });

  it("firepower 13, 11.1.1: melee reaches only the attacker's storey: a defender on the floor below is out of reach and does not bar the way", () => {
    const melee = { type: "melee", seat: "A", payload: { soldiers: ["A1"], hex: "4F2" } };
    const above = inImpulse([stand("A1", "4F3", 1, { storey: 1 })], [stand("B1", "4F2", 4)], "4F3");
    expect(tryCommand(above, melee, [1])).toMatchObject({ ok: false, error: { code: "melee/no_enemy" } });
    expect(tryCommand(above, move("A1")).ok).toBe(true);
    const level = inImpulse([stand("A1", "4F3", 1)], [stand("B1", "4F2", 4)], "4F3");
    const r = tryCommand(level, melee, [1]);
    if (!r.ok) throw new Error(r.error.code);
    expect(soldier(r.state, "B1").eliminated).toBe(true);
  });

  it("firepower 8.2.1: a scenario may start a soldier on an upper floor only where the hex has that storey, in the Advanced Game", () => {
    const sc = toAuthoredSampleScenario();
    const on = (hex: string, rules: "basic" | "advanced") => ({ ...sc, rules, sides: { ...sc.sides, B: { ...sc.sides.B, soldiers: [stand("B1", hex, 5, { storey: 1 })] } } });
    expect(firepowerRuleset.scenario.safeParse(on("4F2", "advanced")).success).toBe(true);
    const bad = firepowerRuleset.scenario.safeParse(on("4H2", "advanced"));
    expect(bad.error?.issues.find((i) => i.path.join(".") === "sides.B.soldiers.0.storey")?.message).toContain("no storey 1");
    expect(firepowerRuleset.scenario.safeParse(on("4F2", "basic")).success).toBe(false);
  });
});

describe("Firepower Advanced LOS in play (12.1 with heights, storeys, works)", () => {
  it("firepower 12.1.6, 8.2.3: a soldier on the upper floor is seen through the open window of his storey, not through the walls of the stair hex", () => {
    const s = inImpulse([stand("A1", "4D1", 3)], [stand("B1", "4F2", 5, { storey: 1 }), stand("B2", "4F3", 6, { storey: 1 })], "4D1");
    const atWindow = explainFire(s, "A1", "B1");
    const behindWall = explainFire(s, "A1", "B2");
    if (!atWindow.ok || !behindWall.ok) throw new Error("no explanation");
    expect(atWindow.value.los).toMatchObject({ clear: true, eyeHeights: { from: 2, to: 6 } });
    expect(behindWall.value.los.clear).toBe(false);
    expect(behindWall.value.los.rules.join(" ")).toContain("12.1.6");
  });

  it("firepower 12.2.3, 12.2.4: a soldier at the open window of his storey has cover (the wall between) and concealment (inside the building)", () => {
    const s = inImpulse([stand("A1", "4D1", 3)], [stand("B1", "4F2", 5, { storey: 1 }), stand("B2", "4E2", 5)], "4D1");
    const atWindow = explainFire(s, "A1", "B1");
    const outside = explainFire(s, "A1", "B2");
    if (!atWindow.ok || !outside.ok) throw new Error("no explanation");
    expect(atWindow.value.odds.modifiers.map((m) => m.name)).toEqual(expect.arrayContaining(["target in cover", "target in concealment"]));
    expect(outside.value.odds.modifiers.map((m) => m.name)).not.toContain("target in concealment");
  });

  it("firepower 12.1.4: from the 6-height hilltop a Standing soldier sees a Prone one over the 3-height slope; the LOS chart stand-in is flagged reconstructed", () => {
    const s = inImpulse([stand("A1", "4D3", 4)], [stand("B1", "4D6", 1, { posture: "prone" })], "4D3");
    const seen = explainFire(s, "A1", "B1");
    if (!seen.ok) throw new Error(seen.error.code);
    expect(seen.value.los).toMatchObject({ clear: true, reconstructed: true });
    expect(seen.value.los.provenance.some((p) => p.kind === "reconstructed")).toBe(true);
    const prone = explainFire(withSoldier(s, "A1", { posture: "prone" }), "A1", "B1");
    if (!prone.ok) throw new Error(prone.error.code);
    expect(prone.value.los.clear).toBe(false);
  });

  it("firepower 10.5.2, 8.8.2: a Prone soldier in a deep foxhole has his head 2 below the ground: the ground before him blocks the line to a Standing enemy he sees from outside it", () => {
    const base = toAuthoredSampleScenario();
    const scenario = { ...base, works: [{ hex: "4A3", type: "deep_foxhole" as const }], sides: { A: { ...base.sides.A, soldiers: [stand("A1", "4A3", 3, { posture: "prone" })] }, B: { ...base.sides.B, soldiers: [stand("B1", "4A6", 1)] } } };
    const made = createMatch(firepowerRuleset, { scenario });
    if (!made.ok) throw new Error(made.error.code);
    const out = explainFire(made.state as FirepowerState, "A1", "B1");
    const inHole = explainFire(withSoldier(made.state as FirepowerState, "A1", { inWorks: true }), "A1", "B1");
    if (!out.ok || !inHole.ok) throw new Error("no explanation");
    expect(out.value.los.clear).toBe(true);
    expect(inHole.value.los).toMatchObject({ clear: false, eyeHeights: { from: -2, to: 2 } });
  });

  it("firepower 12.1.3 (option firepower/los_equal_to_lower): clear ground as high as a Prone target's head is clear by default, blocked with the option", () => {
    const a = [stand("A1", "4A1", 3)], b = [stand("B1", "4A4", 6, { posture: "prone" })];
    const byDefault = explainFire(inImpulse(a, b, "4A1"), "A1", "B1");
    const blocked = explainFire(inImpulse(a, b, "4A1", { options: { "firepower/los_equal_to_lower": "blocked" } }), "A1", "B1");
    if (!byDefault.ok || !blocked.ok) throw new Error("no explanation");
    expect(byDefault.value.los.clear).toBe(true);
    expect(blocked.value.los.clear).toBe(false);
  });
});

describe("Firepower blasts and storeys (Advanced, 12.1.6, 12.2.3)", () => {
  it("firepower 12.1.6, 12.2.3: a grenade through the door bursts on the ground floor; the man on the floor above is shut out of the blast by the floor", () => {
    const s = inImpulse([stand("A1", "4D1", 3)], [stand("B1", "4F2", 5, { storey: 1 }), stand("B2", "4F2", 5)], "4D1");
    const r = tryCommand(s, { type: "throw_grenade", seat: "A", payload: { soldier: "A1", hex: "4F2" } }, [1, 10, 10, 10]);
    if (!r.ok) throw new Error(r.error.code);
    const blast = r.events.find((e) => e.type === "grenade/blast")?.data as { rolls: { soldier: string; result: string }[] };
    expect(blast.rolls.map((x) => x.soldier)).toContain("B2");
    expect(blast.rolls.map((x) => x.soldier)).not.toContain("B1");
    expect(soldier(r.state, "B1").status).toBe("none");
    expect(soldier(r.state, "B2").status).toBe("stunned");
  });
});
