import { createMatch } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { gBlast } from "../combat/g-blast";
import { aImpulse, mortarMatch } from "../mortar/mortar.fixture";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { createFirepowerAuthoredSampleMap } from "../scenarios/authored-sample";
import { advancedLosFrom } from "../combat/advanced-los";
import { stand } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { CAVE, impulseAt, startUnderground, undergroundScenario } from "./caves.fixture";
import { caveAt, caveHexsideForVehicle, inCave } from "./caves";
import { toFireSituation } from "../combat/fire-context";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState, Soldier } from "../state/types";

const find = (s: FirepowerState, id: string): Soldier => s.game.soldiers.find((x) => x.id === id)!;
const issues = (scenario: unknown): string[] => {
  const made = createMatch(firepowerRuleset, { scenario });
  if (made.ok) return [];
  const details = (made.error as { details?: { issues?: { path: (string | number)[] }[] } }).details;
  return [made.error.message, ...(details?.issues ?? []).map((i) => i.path.join("."))];
};

describe("caves (firepower 8.8.7)", () => {
  it("firepower 8.8.7: a cave goes only where the hexside opposite its mouth rises 3 heights or more; the issue names the field", () => {
    const a = [stand("A1", "4A3", 2)], b = [stand("B1", "4H3", 5)];
    expect(issues(undergroundScenario(a, b, { caves: [CAVE] }))).toEqual([]);
    const wrongMouth = issues(undergroundScenario(a, b, { caves: [{ hex: "4C3", mouth: 1 }] })).join(" | ");
    expect(wrongMouth).toMatch(/mouth/);
    expect(wrongMouth).toMatch(/5 or 6|6 or 5/);
    const flat = issues(undergroundScenario(a, b, { caves: [{ hex: "4B3", mouth: 2 }] })).join(" | ");
    expect(flat).toMatch(/at least 3 heights/);
    expect(issues(undergroundScenario(a, b, { caves: [{ hex: "4F2", mouth: 5 }] })).join(" | ")).toMatch(/building hex/);
  });

  it("firepower 8.8.7: a cave drawn on the authored map plays, and one without a facing is refused", () => {
    const map = { ...createFirepowerAuthoredSampleMap(), fortifications: [{ type: "cave" as const, hex: boardOf({ map: "x", mapDocument: createFirepowerAuthoredSampleMap() }).hexOf("4C3")!, facing: 4 }] };
    const s = startUnderground(undergroundScenario([stand("A1", "4A3", 2)], [stand("B1", "4H3", 5)], {}, map));
    expect(s.game.caves?.map((c) => c.mouth)).toEqual([5]);
    const { facing: _f, ...noFacing } = map.fortifications[0]!;
    expect(issues(undergroundScenario([stand("A1", "4A3", 2)], [stand("B1", "4H3", 5)], {}, { ...map, fortifications: [noFacing] })).join(" | ")).toMatch(/needs its facing/);
  });

  it("firepower 8.8.7: soldiers enter and leave the inside of a cave through its mouth only; from beside it a man goes onto its top", () => {
    const start = startUnderground(undergroundScenario([stand("A1", "4B3", 2), stand("A2", "4C2", 4)], [stand("B1", "4H3", 5)], { caves: [CAVE] }));
    const s = impulseAt(start, "A", "4B3");
    const inside = run(s, { type: "move", seat: "A", payload: { soldier: "A1" } });
    expect(inside.game.soldiers.find((x) => x.id === "A1")?.hex).toEqual(caveAt(inside.game, boardOf(inside.game).hexOf("4C3")!)?.hex);
    expect(inCave(inside.game, find(inside, "A1"))).toBe(true);
    // He faces the back (hexside 2): on out that way is refused, the back leads only to tunnels.
    expect(find(inside, "A1").facing).toBe(2);
    const out = tryCommand(inside, { type: "move", seat: "A", payload: { soldier: "A1" } });
    expect(out.ok ? "moved" : out.error.code).toBe("cave/not_mouth");
    // A2 beside the cave, not at its mouth, does not walk in: he climbs onto its top, outside the cave (cave-top.test.ts).
    const s2 = impulseAt(start, "A", "4C2");
    const side = run(s2, { type: "move", seat: "A", payload: { soldier: "A2" } });
    expect(find(side, "A2")).toMatchObject({ hex: caveAt(side.game, boardOf(side.game).hexOf("4C3")!)?.hex, caveTop: true });
    expect(inCave(side.game, find(side, "A2"))).toBe(false);
  });

  it("firepower 8.8.7: soldiers inside a cave fire only out of the front, and are seen only through it", () => {
    const s = startUnderground(undergroundScenario([stand("A1", "4C3", 5)], [stand("B1", "4A3", 2), stand("B2", "4C5", 1)], { caves: [CAVE] }));
    const board = boardOf(s.game);
    const a1 = find(s, "A1");
    const front = advancedLosFrom(board, s.game, a1, { hex: find(s, "B1").hex, posture: "stand" });
    const side = advancedLosFrom(board, s.game, a1, { hex: find(s, "B2").hex, posture: "stand" });
    expect(front?.clear).toBe(true);
    expect(side?.clear).toBe(false);
    expect(side?.blockedBy.map((n) => n.feature)).toContain("cave wall");
    const into = advancedLosFrom(board, s.game, find(s, "B2"), { hex: a1.hex, posture: "stand" });
    expect(into?.clear).toBe(false);
  });

  it("firepower 8.8.7, 12.2.3, 12.2.4: a soldier in a cave has +1 cover and +1 concealment", () => {
    const s = startUnderground(undergroundScenario([stand("A1", "4C3", 5)], [stand("B1", "4A3", 2)], { caves: [CAVE] }));
    const board = boardOf(s.game);
    const los = advancedLosFrom(board, s.game, find(s, "B1"), { hex: find(s, "A1").hex, posture: "stand" })!;
    const situation = toFireSituation(board, s.game, find(s, "B1"), find(s, "A1"), "auto", 0, {}, los);
    expect(situation.target.inWorks).toBe(true);
    const open = startUnderground(undergroundScenario([stand("A1", "4C3", 5)], [stand("B1", "4A3", 2)]));
    const los2 = advancedLosFrom(board, open.game, find(open, "B1"), { hex: find(open, "A1").hex, posture: "stand" })!;
    expect(toFireSituation(boardOf(open.game), open.game, find(open, "B1"), find(open, "A1"), "auto", 0, {}, los2).target.inWorks).toBeUndefined();
  });

  it("firepower 8.8.7: from outside, the cave hex is a hill 3 heights higher and blocks a line across it", () => {
    const a = [stand("A1", "4C2", 4)], b = [stand("B1", "4C4", 1)];
    const withCave = startUnderground(undergroundScenario(a, b, { caves: [CAVE] }));
    const without = startUnderground(undergroundScenario(a, b));
    const los = (s: FirepowerState) => advancedLosFrom(boardOf(s.game), s.game, find(s, "A1"), { hex: find(s, "B1").hex, posture: "stand" });
    expect(los(without)?.clear).toBe(true);
    expect(los(withCave)?.clear).toBe(false);
  });

  it("firepower 19.2.7.8: no vehicle crosses a height hexside of a cave hex; the flat one at the mouth is no height hexside", () => {
    const s = startUnderground(undergroundScenario([stand("A1", "4A3", 2)], [stand("B1", "4H3", 5)], { caves: [CAVE] }));
    const board = boardOf(s.game);
    const hex = (id: string) => board.hexOf(id)!;
    const back = caveHexsideForVehicle(s.game, board, hex("4C3"), hex("4D2"));
    expect(back.ok ? "ok" : back.error.code).toBe("vehicle/cave_hexside");
    expect(caveHexsideForVehicle(s.game, board, hex("4B3"), hex("4C3")).ok).toBe(true);
    const noCave = startUnderground(undergroundScenario([stand("A1", "4A3", 2)], [stand("B1", "4H3", 5)]));
    expect(caveHexsideForVehicle(noCave.game, board, hex("4C3"), hex("4D2")).ok).toBe(true);
  });

  it("firepower 8.8.7, 12.2.3: a blast outside the cave reaches the men inside only through the mouth, and then they have cover", () => {
    const s = startUnderground(undergroundScenario([stand("A1", "4C3", 5)], [stand("B1", "4H3", 5)], { caves: [CAVE] }));
    const open = startUnderground(undergroundScenario([stand("A1", "4C3", 5)], [stand("B1", "4H3", 5)]));
    const board = boardOf(s.game);
    const blast = (x: FirepowerState, at: string) => gBlast(board, x.game, board.hexOf(at)!, 5, createFixedDice([10, 10, 10, 10]), { options: {} }).rolls.filter((r) => r.soldier === "A1");
    expect(blast(s, "4C2")).toEqual([]);
    expect(blast(open, "4C2")).toHaveLength(1);
    const front = blast(s, "4B3"), bare = blast(open, "4B3");
    expect(front).toHaveLength(1);
    expect(front[0]!.total).toBeGreaterThan(bare[0]!.total);
  });

  it("firepower 12.4.2: a mortar fired normally may not be fired out of a cave", () => {
    const s = aImpulse(mortarMatch([{ id: "B1", hex: "1H3" }]), "1A3");
    const a1 = find(s, "A1");
    const fire = (x: FirepowerState) => { const r = tryCommand(x, { type: "fire_mortar", seat: "A", payload: { mortar: "M1", crewman: "A1", hex: "1H3" } }, [5, 5, 5, 5]); return r.ok ? "fired" : r.error.code; };
    expect(fire(s)).not.toBe("mortar/covered");
    expect(fire({ ...s, game: { ...s.game, caves: [{ hex: a1.hex, mouth: 2 }] } })).toBe("mortar/covered");
  });

  it("firepower 16.2.3, 8.8.7: with confined blasts on, a burst inside a cave is rolled at -2", () => {
    const s = startUnderground(undergroundScenario([stand("A1", "4C3", 5)], [stand("B1", "4H3", 5)], { caves: [CAVE] }));
    const board = boardOf(s.game);
    const roll = (options: Record<string, string>) => gBlast(board, s.game, board.hexOf("4C3")!, 5, createFixedDice([10, 10]), { options }).rolls.find((r) => r.soldier === "A1");
    expect(roll({ "firepower/confined_blasts": "on" })?.confinedModifier).toBe(-2);
    expect(roll({})?.confinedModifier).toBeUndefined();
  });
});
