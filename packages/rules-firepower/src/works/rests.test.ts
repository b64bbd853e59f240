import type { MapDocument } from "@tactica/map";
import { describe, expect, it } from "vitest";
import { run, soldier, tryCommand } from "../conformance/match-fixture";
import { toAuthoredSampleScenario } from "../scenarios/authored-sample";
import { inImpulse, stand, variant, withSoldier } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { advancedMatch, hexId, man } from "../combat/multi-hex-fire.fixture";
import { hasRest, restOf } from "./rests";
import type { FirepowerState } from "../state/types";

const base = boardOf(toAuthoredSampleScenario());
const at = (id: string) => { const h = base.hexOf(id); if (!h) throw new Error(id); return h; };
const far = [stand("B9", "4H1", 6)];
const rest = (s: FirepowerState, id = "A1") => restOf(s.game, soldier(s, id));
// A fence of `height` on 4B3's hexside 2 (dir 1), the climbing tests' fence.
const fenceMap = (height: number): MapDocument => variant((d) => ({ ...d, hexsides: [...(d.hexsides ?? []), { hex: at("4B3"), dir: 1, features: [{ type: "fence", height }] }] }));
const works = (type: "shallow_foxhole" | "deep_foxhole" | "trench") => ({ works: [{ hex: hexId(0, 2), type }] });
const inWork = (posture: "stand" | "crouch" | "prone", type: "shallow_foxhole" | "deep_foxhole" | "trench") =>
  withSoldier(advancedMatch([man("A1", "LMG", 0, 2, 3, { posture })], [man("B1", "RFL", 4, 1, 6)], works(type)), "A1", { inWorks: true });

describe("firepower 10.7(10): rests", () => {
  it("firepower 10.7(10): Standing in a deep foxhole his head is at ground level and the weapon rests on the lip; Crouching it does not", () => {
    expect(rest(inWork("stand", "deep_foxhole"))).toEqual({ on: "works_lip", rule: "Firepower 10.7(10)" });
    expect(rest(inWork("stand", "trench"))).toMatchObject({ on: "works_lip" });
    expect(rest(inWork("crouch", "deep_foxhole"))).toBeUndefined();
    expect(rest(inWork("crouch", "shallow_foxhole"))).toMatchObject({ on: "works_lip" });
    expect(rest(inWork("stand", "shallow_foxhole"))).toBeUndefined();
  });

  it("firepower 10.7(10): a Crouching soldier in a window hex rests on the sill (window at +1); Standing, or at a door, he does not", () => {
    const upstairs = (posture: "stand" | "crouch") => inImpulse([stand("A1", "4F2", 6, { storey: 1, posture })], far, "4F2");
    expect(rest(upstairs("crouch"))).toEqual({ on: "window_sill", side: 6, rule: "Firepower 10.7(10)" });
    expect(rest(upstairs("stand"))).toBeUndefined();
    expect(rest(inImpulse([stand("A1", "4F2", 6, { posture: "crouch" })], far, "4F2"))).toBeUndefined();
  });

  it("firepower 10.7(10): a fence, wall or roadblock top at his head height is a rest (2 high Standing, 1 high Crouching)", () => {
    expect(rest(inImpulse([stand("A1", "4B3", 2)], far, "4B3", { map: fenceMap(2) }))).toMatchObject({ on: "fence_top", side: 2 });
    expect(rest(inImpulse([stand("A1", "4B3", 2, { posture: "crouch" })], far, "4B3", { map: fenceMap(1) }))).toMatchObject({ on: "fence_top", side: 2 });
    expect(rest(inImpulse([stand("A1", "4B3", 2)], far, "4B3", { map: fenceMap(3) }))).toBeUndefined();
    expect(rest(inImpulse([stand("A1", "4B3", 2, { posture: "prone" })], far, "4B3", { map: fenceMap(2) }))).toBeUndefined();
  });

  it("firepower 10.7(10): \"Up\" soldiers may not use rest", () => {
    const s = inImpulse([stand("A1", "4B3", 2)], far, "4B3", { map: fenceMap(2) });
    expect(hasRest(s.game, soldier(s, "A1"))).toBe(true);
    const up = withSoldier(s, "A1", { up: { height: 3, hold: "fence", side: 2, top: 2 } });
    expect(hasRest(up.game, soldier(up, "A1"))).toBe(false);
  });

  it("firepower 10.7(10), 12.6.2: a Standing LMG gunner who climbed into a deep foxhole is rested and fires at three adjacent hexes", () => {
    const start = advancedMatch([man("A1", "LMG", 0, 2, 3)], [man("B1", "RFL", 4, 1, 6), man("B2", "RFL", 4, 2, 6), man("B3", "RFL", 5, 1, 6)], works("deep_foxhole"));
    const fire = { type: "fire", seat: "A", payload: { soldier: "A1", targets: ["B1", "B2", "B3"] } };
    expect(tryCommand(start, fire, Array.from({ length: 12 }, () => 10))).toMatchObject({ ok: false, error: { code: "fire/multi_hex_no_rest" } });
    const inHole = run(start, { type: "climb", seat: "A", payload: { soldier: "A1", into: true } });
    expect(soldier(inHole, "A1")).toMatchObject({ inWorks: true, posture: "stand" });
    const fresh = withSoldier(inHole, "A1", { mf: 0, nonCombatMf: 0 });
    const r = tryCommand(fresh, fire, Array.from({ length: 12 }, () => 10));
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.events.find((e) => e.type === "fire/resolved")?.data).toMatchObject({ spreadRule: "Firepower 12.6.2", rested: true, hexes: [hexId(4, 1), hexId(4, 2), hexId(5, 1)] });
  });
});
