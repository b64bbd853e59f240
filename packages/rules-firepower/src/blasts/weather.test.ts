import { recordedDiceFactory, replayMatch } from "@tactica/engine";
import type { MapDocument } from "@tactica/map";
import { describe, expect, it } from "vitest";
import { tryCommand } from "../conformance/match-fixture";
import { stand, variant } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { impulseAt, startUnderground, undergroundScenario } from "../works/caves.fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { hexAhead } from "../core/geometry";
import { playBotMatch, playRandomLegal } from "../play/play-match.fixture";
import type { FirepowerState, Soldier } from "../state/types";
import { weatherCharge } from "./weather";

const find = (s: FirepowerState, id: string): Soldier => s.game.soldiers.find((x) => x.id === id)!;
const BOARD = boardOf(startUnderground(undergroundScenario([stand("A1", "4B3", 3)], [stand("B1", "4H3", 6)])).game);
/** The hex ahead of 4B3 across its hexside 3 (clear, height 0). */
const AHEAD_HEX = hexAhead(BOARD.hexOf("4B3")!, 3);
/** The authored map with that hex a paved road. */
const paved = (): MapDocument => variant((doc) => ({ ...doc, hexes: [...(doc.hexes ?? []), { hex: AHEAD_HEX, terrain: "paved-road" }] }));

/** A's soldier in 4B3 steps into the hex ahead: the MF spent and the move event. */
function step(extra: object, map?: MapDocument, posture: "stand" | "crouch" = "stand") {
  const s = impulseAt(startUnderground(undergroundScenario([{ ...stand("A1", "4B3", 3), posture }], [stand("B1", "4H3", 6)], extra, map)), "A", "4B3");
  const r = tryCommand(s, { type: "move", seat: "A", payload: { soldier: "A1" } });
  if (!r.ok) throw new Error(r.error.code);
  const event = r.events.find((e) => e.type === "move/entered");
  return { mf: find(r.state as FirepowerState, "A1").mf - find(s, "A1").mf, data: (event?.data ?? {}) as Record<string, unknown> };
}

describe("snow and mud (firepower 11.2.2)", () => {
  it("firepower 11.2.2: in Snow or Mud entering a hex costs the note (b) extra MF, a placeholder cell the move event names", () => {
    const fair = step({});
    for (const weather of ["snow", "mud"] as const) {
      const bad = step({ weather });
      expect(bad.mf).toBe(fair.mf + 1);
      expect(bad.data.weather).toMatchObject({ extra: 1, weather, provenance: "placeholder", rule: "Firepower 11.2.2" });
    }
    expect(fair.data.weather).toBeUndefined();
    expect(step({ weather: "snow" }, undefined, "crouch").mf).toBe(step({}, undefined, "crouch").mf + 1);
  });

  it("firepower 11.2.2: Mud is ignored on a paved road, Snow is not", () => {
    const fair = step({}, paved());
    const mud = step({ weather: "mud" }, paved());
    expect(mud.mf).toBe(fair.mf);
    expect(mud.data.weather).toMatchObject({ extra: 0, ignored: "mud on paved road, alley or pavement" });
    expect(step({ weather: "snow" }, paved()).mf).toBe(fair.mf + 1);
  });

  it("firepower 11.2.2: Snow and Mud are ignored inside buildings and while fording", () => {
    const s = startUnderground(undergroundScenario([stand("A1", "4B3", 3)], [stand("B1", "4H3", 6)], { weather: "snow" }));
    const a1 = find(s, "A1");
    expect(weatherCharge(s.game, a1, BOARD.hexOf("4F2")!)).toMatchObject({ extra: 0, ignored: "inside a building" });
    expect(weatherCharge(s.game, a1, AHEAD_HEX, undefined, true)).toMatchObject({ extra: 0, ignored: "fording" });
    expect(weatherCharge(s.game, a1, AHEAD_HEX)).toMatchObject({ extra: 1 });
  });

  it("firepower 11.2.2: weather is an Advanced Game rule: a Basic scenario's Snow changes nothing", () => {
    const s = startUnderground(undergroundScenario([stand("A1", "4B3", 3)], [stand("B1", "4H3", 6)], { weather: "snow", rules: "basic" }));
    expect(s.game.weather).toBeUndefined();
    expect(weatherCharge(s.game, find(s, "A1"), AHEAD_HEX)).toBeUndefined();
  });

  it("firepower 11.2.2: random legal play in Mud reaches a result, and bots play Snow to a result that replays to the same hashes", () => {
    const sc = (weather: "snow" | "mud") => undergroundScenario([stand("A1", "4B3", 3), stand("A2", "4A4", 3)], [stand("B1", "4H3", 6), stand("B2", "4G4", 6)], { id: `fp-weather-${weather}`, turns: 2, weather });
    const { state } = playRandomLegal(startUnderground(sc("mud")), "fp-weather-1", { steps: 3000 });
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    const bots = playBotMatch("fp-weather-bots", 5000, sc("snow"));
    expect(bots.state.turn.over).toBe(true);
    const fromLog = replayMatch(bots.record, firepowerRuleset, recordedDiceFactory);
    expect(fromLog.mismatch).toBeUndefined();
    expect(fromLog.hashes).toEqual([bots.record.initialHash, ...bots.record.steps.map((x) => x.stateHash)]);
  });
});
