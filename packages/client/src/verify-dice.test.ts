import { describe, expect, it } from "vitest";
import { verifyDice } from "./verify-dice";

// The known answer of docs/api.md "Verifying the dice": seed 0x00..0x1f, matchId example-match, player seeds
// ["player-b", "player-a"], rolls n = 0..5 with sides 6, 6, 10, 10, 2, 20 give 3, 2, 5, 7, 1, 13.
const seed = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, "0")).join("");
const faces = [[6, 3], [6, 2], [10, 5], [10, 7], [2, 1], [20, 13]] as const;
const record = (values: readonly (readonly [number, number])[] = faces, first = 0) => ({
  dice: { serverSeed: seed, serverSeedHash: "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd", matchId: "example-match", playerSeeds: ["player-b", "player-a"], firstCounter: first },
  steps: [
    { command: { type: "a" }, rolls: values.slice(0, 2).map(([sides, value], i) => ({ n: first + i, sides, value })) },
    { command: { type: "b" }, rolls: values.slice(2).map(([sides, value], i) => ({ n: first + 2 + i, sides, value })) },
  ],
});

describe("verifyDice", () => {
  it("accepts the documented known answer, as the record or as the whole GraphQL answer", () => {
    expect(verifyDice(record())).toMatchObject({ ok: true, rolls: 6, steps: 2, problems: [] });
    expect(verifyDice({ data: { exportMatch: record() } }).ok).toBe(true);
  });

  it("names a face the seeds do not give, a broken commitment, a counter not starting where the record says, and an unrevealed seed", () => {
    const tampered = record(faces.map(([s, v], i) => (i === 3 ? [s, v + 1] : [s, v])));
    expect(verifyDice(tampered)).toMatchObject({ ok: false, problems: [{ code: "dice/roll_mismatch", n: 3, recorded: 8, expected: 7 }] });
    const otherCommitment = { ...record(), dice: { ...record().dice, serverSeedHash: "00".repeat(32) } };
    expect(verifyDice(otherCommitment).problems.map((p) => p.code)).toEqual(["dice/commitment_mismatch"]);
    const shifted = { ...record(), dice: { ...record().dice, firstCounter: 1 } };
    expect(verifyDice(shifted).problems.map((p) => p.code)).toEqual(["dice/first_counter"]);
    const hidden = { ...record(), dice: { ...record().dice, serverSeed: null } };
    expect(verifyDice(hidden)).toMatchObject({ ok: false, problems: [{ code: "dice/not_revealed" }] });
  });
});
