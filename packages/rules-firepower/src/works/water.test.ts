import { createMatch, recordedDiceFactory, replayMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { tryCommand } from "../conformance/match-fixture";
import { collectFireModifiers } from "../fire-setup/collect-fire-modifiers";
import { advancedLosFrom } from "../combat/advanced-los";
import { stand } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { impulseAt, startUnderground, undergroundScenario } from "./caves.fixture";
import { toFireSituation } from "../combat/fire-context";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { hexAhead } from "../core/geometry";
import { playBotMatch, playRandomLegal } from "../play/play-match.fixture";
import type { FirepowerState, Soldier } from "../state/types";
import { isFording, isSwimming } from "./water";

const find = (s: FirepowerState, id: string): Soldier => s.game.soldiers.find((x) => x.id === id)!;
const BOARD = boardOf(startUnderground(undergroundScenario([stand("A1", "4B3", 3)], [stand("B1", "4H3", 6)])).game);
/** The hex ahead of 4B3 across its hexside 3 (clear, height 0), made water by the scenario. */
const AHEAD = BOARD.idOf(hexAhead(BOARD.hexOf("4B3")!, 3));
type Posture = "stand" | "crouch" | "prone";

/** A's soldier in 4B3 (posture, extra fields) tries to step into AHEAD, water `depth` inches deep (none: dry). */
function step(posture: Posture, depth: number | undefined, extra: object = {}, fields: object = {}) {
  const sc = undergroundScenario([{ ...stand("A1", "4B3", 3), posture, ...fields }], [stand("B1", "4H3", 6)], { ...(depth === undefined ? {} : { water: [{ hex: AHEAD, depth }] }), ...extra });
  const s = impulseAt(startUnderground(sc), "A", "4B3");
  const r = tryCommand(s, { type: "move", seat: "A", payload: { soldier: "A1" } });
  if (!r.ok) return { code: r.error.code, rule: r.error.rule ?? "", mf: 0, data: {} as Record<string, unknown>, state: s };
  const event = r.events.find((e) => e.type === "move/entered");
  const after = r.state as FirepowerState;
  return { code: "ok", rule: "", mf: find(after, "A1").mf - find(s, "A1").mf, data: (event?.data ?? {}) as Record<string, unknown>, state: after };
}

describe("water: fording and swimming (firepower 11.2.1, 11.2.1.1, 11.2.3, 12.2.4)", () => {
  it("firepower 11.2.1.1, 11.2.1: a Standing soldier fords water up to 48\" at twice the MF; deeper he may not", () => {
    const dry = step("stand", undefined);
    const ford = step("stand", 48);
    expect(ford.code).toBe("ok");
    expect(ford.mf).toBe(dry.mf * 2);
    expect(ford.data.water).toMatchObject({ mode: "ford", depth: 48 });
    expect(isFording(ford.state.game, find(ford.state, "A1"))).toBe(true);
    expect(step("stand", 49).code).toBe("water/too_deep_to_ford");
  });

  it("firepower 11.2.1.1: a Crouching soldier fords only up to 24\"", () => {
    const dry = step("crouch", undefined);
    expect(step("crouch", 24).mf).toBe(dry.mf * 2);
    expect(step("crouch", 25).code).toBe("water/too_deep_to_ford");
  });

  it("firepower 11.2.3: a Prone soldier may not ford; he swims in water 18\" deep or more for 3 MF, unless his kit reduces his MF", () => {
    expect(step("prone", 17).code).toBe("water/too_shallow_to_swim");
    const swim = step("prone", 60);
    expect(swim.code).toBe("ok");
    expect(swim.mf).toBe(3);
    expect(swim.data.water).toMatchObject({ mode: "swim", depth: 60, rule: "Firepower 11.2.3" });
    expect(isSwimming(swim.state.game, find(swim.state, "A1"))).toBe(true);
    const laden = undergroundScenario([{ ...stand("A1", "4B3", 3), posture: "prone" }], [stand("B1", "4H3", 6)], { water: [{ hex: AHEAD, depth: 60 }] });
    const s = impulseAt(startUnderground(laden), "A", "4B3");
    const heavy = { ...s, game: { ...s.game, soldiers: s.game.soldiers.map((x) => (x.id === "A1" ? { ...x, loadMf: 1 } : x)) } };
    const r = tryCommand(heavy, { type: "move", seat: "A", payload: { soldier: "A1" } });
    expect(r.ok ? "swam" : r.error.code).toBe("water/encumbered");
  });

  it("firepower 11.2.1.1, 11.2.3: in water a man changes only to a posture that fords or swims there, and starts only in one", () => {
    const inWater = (depth: number, posture: Posture) => impulseAt(startUnderground(undergroundScenario([{ ...stand("A1", AHEAD, 3), posture }], [stand("B1", "4H3", 6)], { water: [{ hex: AHEAD, depth }] })), "A", AHEAD);
    const change = (s: FirepowerState, posture: Posture) => { const r = tryCommand(s, { type: "change_posture", seat: "A", payload: { soldier: "A1", posture } }); return r.ok ? "ok" : r.error.code; };
    expect(change(inWater(40, "stand"), "crouch")).toBe("water/too_deep_to_ford");
    expect(change(inWater(20, "stand"), "crouch")).toBe("ok");
    expect(change(inWater(12, "stand"), "prone")).toBe("water/too_shallow_to_swim");
    expect(change(inWater(40, "stand"), "prone")).toBe("ok");
    const made = createMatch(firepowerRuleset, { scenario: undergroundScenario([{ ...stand("A1", AHEAD, 3), posture: "crouch" }], [stand("B1", "4H3", 6)], { water: [{ hex: AHEAD, depth: 40 }] }) });
    expect(made.ok ? "" : made.error.message).toMatch(/A1 starts crouch/);
  });

  it("firepower 11.2.2, 11.2.1.1: Snow is ignored while fording (twice the MF, no weather extra)", () => {
    const dry = step("stand", undefined);
    const ford = step("stand", 30, { weather: "snow" });
    expect(ford.mf).toBe(dry.mf * 2);
    expect(ford.data.weather).toMatchObject({ extra: 0, ignored: "fording" });
  });

  it("firepower 12.2.4: a target fording or swimming is concealed (+1); on dry ground he is not", () => {
    const concealed = (depth: number | undefined, posture: Posture) => {
      const sc = undergroundScenario([stand("A1", "4G3", 5)], [{ ...stand("B1", "4F4", 6), posture }], depth === undefined ? {} : { water: [{ hex: "4F4", depth }] });
      const s = startUnderground(sc);
      const board = boardOf(s.game);
      const los = advancedLosFrom(board, s.game, find(s, "A1"), { hex: find(s, "B1").hex, posture })!;
      const sit = toFireSituation(board, s.game, find(s, "A1"), find(s, "B1"), "auto", 0, {}, los);
      return collectFireModifiers(sit).some((m) => m.name === "target in concealment");
    };
    expect(concealed(undefined, "stand")).toBe(false);
    expect(concealed(30, "stand")).toBe(true);
    expect(concealed(60, "prone")).toBe(true);
  });

  it("firepower 11.2.1.1, 8.7: water depths are Advanced, outside buildings, and take no crater", () => {
    const made = (extra: object) => createMatch(firepowerRuleset, { scenario: undergroundScenario([stand("A1", "4B3", 3)], [stand("B1", "4H3", 6)], extra) });
    const msg = (extra: object) => { const m = made(extra); return m.ok ? "" : m.error.message; };
    expect(msg({ water: [{ hex: AHEAD, depth: 30 }] })).toBe("");
    expect(msg({ water: [{ hex: "4F2", depth: 30 }] })).toMatch(/building hex/);
    expect(msg({ water: [{ hex: AHEAD, depth: 30 }], rules: "basic" })).toMatch(/Advanced/);
    expect(msg({ water: [{ hex: AHEAD, depth: 30 }], craters: [{ hex: AHEAD, kind: "single" }] })).toMatch(/no crater/);
  });

  it("firepower 11.2.1.1, 11.2.3: random legal play across a stream reaches a result, and bots play it to a result that replays", () => {
    const sc = undergroundScenario([stand("A1", "4B3", 3), { ...stand("A2", "4A4", 3), posture: "prone" }], [stand("B1", "4H3", 6), stand("B2", "4G4", 6)], {
      id: "fp-water-playout", turns: 2, water: [{ hex: AHEAD, depth: 30 }, { hex: "4E3", depth: 60 }, { hex: "4E4", depth: 20 }],
    });
    const { state } = playRandomLegal(startUnderground(sc), "fp-water-1", { steps: 3000 });
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    const bots = playBotMatch("fp-water-bots", 5000, sc);
    expect(bots.state.turn.over).toBe(true);
    const fromLog = replayMatch(bots.record, firepowerRuleset, recordedDiceFactory);
    expect(fromLog.mismatch).toBeUndefined();
    expect(fromLog.hashes).toEqual([bots.record.initialHash, ...bots.record.steps.map((x) => x.stateHash)]);
  });
});
