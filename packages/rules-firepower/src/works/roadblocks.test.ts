import { createMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { tryCommand } from "../conformance/match-fixture";
import { createFirepowerAuthoredSampleMap } from "../scenarios/authored-sample";
import { advancedLosFrom } from "../combat/advanced-los";
import { stand } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { impulseAt, startUnderground, undergroundScenario } from "./caves.fixture";
import { toFireSituation } from "../combat/fire-context";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { hexAhead } from "../core/geometry";
import { roadblockSidesAt } from "./roadblocks";
import type { FirepowerState, Soldier } from "../state/types";

const find = (s: FirepowerState, id: string): Soldier => s.game.soldiers.find((x) => x.id === id)!;
const prone = (id: string, hex: string, facing: number) => ({ ...stand(id, hex, facing), posture: "prone" as const });
/** A roadblock on the north hexside of 4G5 (between 4G5 and 4G4). */
const ROADBLOCK = { hex: "4G5", sides: [1] };

describe("roadblocks (firepower 8.8.5.4)", () => {
  it("firepower 8.8.5.4: a roadblock stands on the hexsides it connects, 3 heights high, seen from both hexes (the lookup other rules use)", () => {
    const s = startUnderground(undergroundScenario([stand("A1", "4G5", 1)], [stand("B1", "4G2", 4)], { roadblocks: [ROADBLOCK] }));
    const board = boardOf(s.game);
    expect(roadblockSidesAt(s.game, board.hexOf("4G5")!)).toEqual([{ side: 1, height: 3 }]);
    expect(roadblockSidesAt(s.game, hexAhead(board.hexOf("4G5")!, 1))).toEqual([{ side: 4, height: 3 }]);
    expect(roadblockSidesAt(s.game, board.hexOf("4G2")!)).toEqual([]);
  });

  it("firepower 8.8.5.4, 11.1.3: a roadblock over 2 heights is not crossed: the move across it is refused, the soldier stays", () => {
    const s = impulseAt(startUnderground(undergroundScenario([stand("A1", "4G5", 1)], [stand("B1", "4B2", 4)], { roadblocks: [ROADBLOCK] })), "A", "4G5");
    const r = tryCommand(s, { type: "move", seat: "A", payload: { soldier: "A1" } });
    expect(r.ok ? "moved" : r.error.code).toMatch(/climb/);
    const open = impulseAt(startUnderground(undergroundScenario([stand("A1", "4G5", 1)], [stand("B1", "4B2", 4)])), "A", "4G5");
    expect(tryCommand(open, { type: "move", seat: "A", payload: { soldier: "A1" } }).ok).toBe(true);
  });

  it("firepower 8.8.5.4, 11.1.11: a roadblock is climbed like a fence, 2 MF a height, holding on to its hexside", () => {
    const s = impulseAt(startUnderground(undergroundScenario([stand("A1", "4G5", 1)], [stand("B1", "4B2", 4)], { roadblocks: [ROADBLOCK] })), "A", "4G5");
    const r = tryCommand(s, { type: "climb_up", seat: "A", payload: { soldier: "A1", on: "side" } });
    if (!r.ok) throw new Error(r.error.code);
    expect(find(r.state as FirepowerState, "A1")).toMatchObject({ up: { hold: "fence", side: 1, top: 3 }, mf: 2 });
  });

  it("firepower 8.8.5.4, 12.1.5: a roadblock 3 heights high blocks the line of a Prone man behind it", () => {
    const a = [prone("A1", "4G5", 1)], b = [stand("B1", "4G3", 4)];
    const los = (s: FirepowerState) => advancedLosFrom(boardOf(s.game), s.game, find(s, "A1"), { hex: find(s, "B1").hex, posture: "stand" });
    expect(los(startUnderground(undergroundScenario(a, b)))?.clear).toBe(true);
    expect(los(startUnderground(undergroundScenario(a, b, { roadblocks: [ROADBLOCK] })))?.clear).toBe(false);
  });

  it("firepower 8.8.5.4, 12.2.3: a target with the roadblock between him and the firer has fence cover", () => {
    const s = startUnderground(undergroundScenario([stand("A1", "4G5", 1)], [stand("B1", "4G3", 4)], { roadblocks: [{ hex: "4G3", sides: [4] }] }));
    const board = boardOf(s.game);
    const los = advancedLosFrom(board, s.game, find(s, "A1"), { hex: find(s, "B1").hex, posture: "stand" })!;
    expect(toFireSituation(board, s.game, find(s, "A1"), find(s, "B1"), "auto", 0, {}, los).target.fenceBetween).toBe(true);
    const behind = startUnderground(undergroundScenario([stand("A1", "4G5", 1)], [stand("B1", "4G3", 4)], { roadblocks: [{ hex: "4G3", sides: [1] }] }));
    const los2 = advancedLosFrom(board, behind.game, find(behind, "A1"), { hex: find(behind, "B1").hex, posture: "stand" })!;
    expect(toFireSituation(boardOf(behind.game), behind.game, find(behind, "A1"), find(behind, "B1"), "auto", 0, {}, los2).target.fenceBetween).toBe(false);
  });

  it("firepower 8.8, 8.8.5.4: roadblocks are Advanced units outside buildings; the issue names the roadblock's field", () => {
    const a = [stand("A1", "4A3", 2)], b = [stand("B1", "4H3", 5)];
    const refused = (extra: object) => {
      const made = createMatch(firepowerRuleset, { scenario: undergroundScenario(a, b, extra) });
      return made.ok ? "accepted" : JSON.stringify(made.error);
    };
    expect(refused({ roadblocks: [ROADBLOCK] })).toBe("accepted");
    expect(refused({ roadblocks: [{ hex: "4F2", sides: [1] }] })).toMatch(/roadblocks.*0.*hex|building hex/);
    expect(refused({ roadblocks: [ROADBLOCK], rules: "basic" })).toMatch(/Advanced Game/);
  });

  it("firepower 8.8.5.4: a roadblock drawn on the map document is a fence on its hexsides in play", () => {
    const doc = createFirepowerAuthoredSampleMap();
    const hex = boardOf({ map: doc.id, mapDocument: doc }).hexOf("4G5")!;
    const map = { ...doc, fortifications: [{ type: "roadblock" as const, hex, sides: [0] }] };
    const s = startUnderground(undergroundScenario([stand("A1", "4G5", 1)], [stand("B1", "4B2", 4)], {}, map));
    expect(roadblockSidesAt(s.game, hex)).toEqual([{ side: 1, height: 3 }]);
    expect((s.game.mapDocument?.fortifications ?? []).some((f) => f.type === "roadblock")).toBe(false);
  });
});
