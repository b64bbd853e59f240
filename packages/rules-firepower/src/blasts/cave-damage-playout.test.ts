import { createRulingsPack } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { stand } from "../play/authored-match.fixture";
import { CAVE_TERRAIN_VALUE } from "./cave-damage";
import { CAVE, undergroundScenario } from "../works/caves.fixture";
import { playRecordedRandom, preferring } from "../play/play-match.fixture";
import { expectReplaysToSameHashes } from "../play/replay.fixture";
import type { FirepowerState } from "../state/types";

/** B holds the cave; A, at and beside its mouth, throws grenades into it (8.8.7, 12.3.4.2.2). */
const SCENARIO = undergroundScenario(
  [stand("A1", "4A3", 2), stand("A2", "4B3", 2), stand("A3", "4A4", 2)],
  [stand("B1", "4C3", 5), stand("B2", "4C3", 5), stand("B3", "4H3", 5)],
  { id: "fp-cave-damage-playout", turns: 3, caves: [CAVE] },
);
/** A rulings pack giving the cave a terrain value of 2, so two grenades bursting in the hex destroy it. */
const RULINGS = createRulingsPack({ id: "cave-tv-2", ruleset: "firepower", tables: { [CAVE_TERRAIN_VALUE.id]: { tableId: CAVE_TERRAIN_VALUE.id, version: "r1", source: "test ruling", mode: "patch", cells: [{ inputs: { unit: "cave" }, value: 2 }] } } });

describe("a cave destroyed in play (firepower 12.3.4.2.2)", () => {
  it("firepower 12.3.4.2.2: recorded random legal play throwing grenades into the cave destroys it, reaches a result and replays to the same hashes", () => {
    let destroyedAt: number | undefined;
    const { state, record } = playRecordedRandom(SCENARIO, "fp-cave-damage", {
      rulings: RULINGS,
      choose: preferring((c) => c.type === "throw_grenade" && (c.payload as { hex?: string }).hex === CAVE.hex),
      onApplied: (_command, _events, after, i) => {
        if (destroyedAt === undefined && (after.game.caves ?? []).length === 0) destroyedAt = i;
      },
    });
    expect(state.turn.over).toBe(true);
    expect(destroyedAt).toBeDefined();
    const game = (state as FirepowerState).game;
    expect(game.caves).toBeUndefined();
    expect(game.soldiers.filter((x) => x.id === "B1" || x.id === "B2").every((x) => x.eliminated)).toBe(true);
    expectReplaysToSameHashes(record);
  });
});
