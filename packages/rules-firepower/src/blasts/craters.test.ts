import { createMatch, recordedDiceFactory, replayMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { tryCommand } from "../conformance/match-fixture";
import { firepowerScenarioSchema } from "../fire-setup/scenario-schema";
import { advancedLosFrom } from "../combat/advanced-los";
import { stand } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { impulseAt, startUnderground, undergroundScenario } from "../works/caves.fixture";
import { craterAt } from "./craters";
import { toFireSituation } from "../combat/fire-context";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { hexAhead } from "../core/geometry";
import { playBotMatch, playRandomLegal } from "../play/play-match.fixture";
import type { FirepowerState, Soldier } from "../state/types";

const find = (s: FirepowerState, id: string): Soldier => s.game.soldiers.find((x) => x.id === id)!;
const prone = (id: string, hex: string, facing: number) => ({ ...stand(id, hex, facing), posture: "prone" as const });
const base = startUnderground(undergroundScenario([stand("A1", "4B3", 3)], [stand("B1", "4H3", 6)]));
const BOARD = boardOf(base.game);
/** The hex ahead of 4B3 across its hexside 3 (clear, height 0). */
const AHEAD = BOARD.idOf(hexAhead(BOARD.hexOf("4B3")!, 3));
const refused = (extra: object, a = [stand("A1", "4B3", 3)]): string[] => {
  const made = createMatch(firepowerRuleset, { scenario: undergroundScenario(a, [stand("B1", "4H3", 6)], extra) });
  return made.ok ? [] : [made.error.message];
};

describe("craters (firepower 8.7)", () => {
  it("firepower 8.7: a single crater is a depression 1 height deep, a double 2, from the hex's normal height, and rough terrain", () => {
    const s = startUnderground(undergroundScenario([stand("A1", "4B3", 3)], [stand("B1", "4H3", 6)], {
      craters: [{ hex: "4C2", kind: "single" }, { hex: "4D2", kind: "double" }, { hex: "4B4", kind: "single" }],
    }));
    const board = boardOf(s.game);
    const at = (id: string) => board.hexOf(id)!;
    expect(board.floorOf(at("4C2"), 0)).toBe(-1);
    expect(board.floorOf(at("4D2"), 0)).toBe(1); // hill 3 heights, double crater -2
    expect(board.terrainOf(at("4C2"))).toBe("rough");
    expect(board.terrainOf(at("4D2"))).toBe("rough");
    expect(board.terrainOf(at("4B4"))).toBe("tree"); // a tree hex keeps its trees, 1 height lower
    expect(board.floorOf(at("4B4"), 0)).toBe(-1);
    expect(craterAt(s.game, at("4D2"))).toBe("double");
    expect(craterAt(s.game, at("4C3"))).toBeUndefined();
    expect(boardOf(base.game).floorOf(at("4C2"), 0)).toBe(0);
  });

  it("firepower 8.7: no crater in a building hex, nor in the Basic Game, nor two in one hex; the defender may not set up in one", () => {
    expect(refused({})).toEqual([]);
    expect(refused({ craters: [{ hex: "4F2", kind: "single" }] }).join(" ")).toMatch(/building hex 4F2/);
    expect(refused({ craters: [{ hex: "4C2", kind: "single" }], rules: "basic" }).join(" ")).toMatch(/Advanced/);
    expect(refused({ craters: [{ hex: "4C2", kind: "single" }, { hex: "4C2", kind: "double" }] }).join(" ")).toMatch(/already holds a crater/);
    expect(refused({ craters: [{ hex: "4B3", kind: "single" }], defender: "A" }).join(" ")).toMatch(/defender \(A\) may not set up in the crater hex 4B3/);
    expect(refused({ craters: [{ hex: "4B3", kind: "single" }], defender: "B" })).toEqual([]);
    const sc = undergroundScenario([stand("A1", "4B3", 3)], [stand("B1", "4H3", 6)]);
    const triple: unknown = { ...sc, craters: [{ hex: "4C2", kind: "triple" }] };
    expect(firepowerScenarioSchema.safeParse(triple).success).toBe(false);
    expect(firepowerScenarioSchema.safeParse({ ...sc, craters: [{ hex: "4C2", kind: "double" }] }).success).toBe(true);
  });

  it("firepower 8.7, 2.4: in the set-up phase the defender's soldier may not be placed in a crater hex; the attacker's may", () => {
    const sc = undergroundScenario([stand("A1", "4B3", 3)], [stand("B1", "4H3", 6)], {
      craters: [{ hex: "4C2", kind: "single" }], defender: "A", setup: { areas: { A: { qAtMost: 3 }, B: { qAtLeast: 2 } }, first: "A" },
    });
    const s = startUnderground(sc);
    const r = tryCommand(s, { type: "place_soldier", seat: "A", payload: { soldier: "A1", hex: "4C2" } });
    expect(r.ok ? "placed" : r.error.code).toBe("setup/crater");
    expect(tryCommand(s, { type: "place_soldier", seat: "A", payload: { soldier: "A1", hex: "4C3" } }).ok).toBe(true);
    const bTurn = tryCommand(s, { type: "end_setup", seat: "A", payload: {} });
    if (!bTurn.ok) throw new Error(bTurn.error.code);
    expect(tryCommand(bTurn.state as FirepowerState, { type: "place_soldier", seat: "B", payload: { soldier: "B1", hex: "4C2" } }).ok).toBe(true);
  });

  it("firepower 8.7, 11.1.4: stepping down into a double crater crosses a 2-height hexside and costs more MF than the clear hex", () => {
    const spent = (extra: object) => {
      const s = impulseAt(startUnderground(undergroundScenario([stand("A1", "4B3", 3)], [stand("B1", "4H3", 6)], extra)), "A", "4B3");
      const r = tryCommand(s, { type: "move", seat: "A", payload: { soldier: "A1" } });
      if (!r.ok) throw new Error(r.error.code);
      return { mf: find(r.state as FirepowerState, "A1").mf - find(s, "A1").mf, events: JSON.stringify(r.events) };
    };
    const flat = spent({});
    const down = spent({ craters: [{ hex: AHEAD, kind: "double" }] });
    expect(down.mf).toBeGreaterThan(flat.mf);
  });

  it("firepower 8.7, 12.1: a Prone man in a double crater is below the line of a Prone man on the flat, who sees him with no crater", () => {
    const los = (extra: object) => {
      const s = startUnderground(undergroundScenario([prone("A1", "4E5", 3)], [prone("B1", "4H5", 6)], extra));
      return advancedLosFrom(boardOf(s.game), s.game, find(s, "A1"), { hex: find(s, "B1").hex, posture: "prone" })?.clear;
    };
    expect(los({})).toBe(true);
    expect(los({ craters: [{ hex: "4H5", kind: "double" }] })).toBe(false);
  });

  it("firepower 8.7, 12.2.3: a target in a crater hex has rough-terrain cover", () => {
    const cover = (extra: object) => {
      const s = startUnderground(undergroundScenario([stand("A1", "4B3", 3)], [stand("B1", "4G5", 6)], extra));
      const board = boardOf(s.game);
      const los = advancedLosFrom(board, s.game, find(s, "A1"), { hex: find(s, "B1").hex, posture: "stand" })!;
      return toFireSituation(board, s.game, find(s, "A1"), find(s, "B1"), "auto", 0, {}, los).target.terrain;
    };
    expect(cover({})).toBe("clear");
    expect(cover({ craters: [{ hex: "4G5", kind: "single" }] })).toBe("rough");
  });

  it("firepower 8.7: random legal play over a cratered field reaches a result, and bots play it to a result that replays to the same hashes", () => {
    const sc = undergroundScenario([stand("A1", "4B3", 3), stand("A2", "4A4", 3)], [stand("B1", "4H3", 6), stand("B2", "4G4", 6)], {
      id: "fp-craters-playout", turns: 2, defender: "B",
      craters: [{ hex: "4C2", kind: "single" }, { hex: AHEAD, kind: "double" }, { hex: "4E4", kind: "double" }, { hex: "4F5", kind: "single" }],
    });
    const { state } = playRandomLegal(startUnderground(sc), "fp-craters-1", { steps: 3000 });
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    const bots = playBotMatch("fp-craters-bots", 5000, sc);
    expect(bots.state.turn.over).toBe(true);
    const fromLog = replayMatch(bots.record, firepowerRuleset, recordedDiceFactory);
    expect(fromLog.mismatch).toBeUndefined();
    expect(fromLog.hashes).toEqual([bots.record.initialHash, ...bots.record.steps.map((x) => x.stateHash)]);
  });
});
