// Golden replays: matches recorded before the framework refactor (issue 19) must replay to the same state hash at
// every step, and playing them again (same bots, same seeded picks, same dice) must give the same record.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { MatchRecord, Ruleset } from "@tactica/engine";
import { recordedDiceFactory, replayMatch, verifiableDiceFactory } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { GOLDEN_MATCHES } from "./golden-matches";
import { GOLDEN_SERVER_SEED, playGolden } from "./play-golden";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "records");
const load = (name: string): MatchRecord => JSON.parse(readFileSync(path.join(dir, `${name}.json`), "utf8")) as MatchRecord;

describe("golden replays", () => {
  it("every golden match has its record, and every record a match", () => {
    expect(readdirSync(dir).filter((f) => f.endsWith(".json")).map((f) => f.replace(/\.json$/, "")).sort()).toEqual(GOLDEN_MATCHES.map((g) => g.name).sort());
  });

  it.each(GOLDEN_MATCHES.map((g) => [g.name, g] as const))("%s replays to the recorded state hash at every step, from its rolls and from the server seed", (name, g) => {
    const record = load(name);
    const ruleset = g.ruleset as Ruleset;
    expect(record.steps.length).toBeGreaterThan(10);
    const fromRolls = replayMatch(record, ruleset, recordedDiceFactory);
    expect(fromRolls.mismatch).toBeUndefined();
    expect(fromRolls.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
    const fromSeed = replayMatch({ ...record, dice: { ...record.dice, serverSeed: GOLDEN_SERVER_SEED } }, ruleset, verifiableDiceFactory(GOLDEN_SERVER_SEED));
    expect(fromSeed.mismatch).toBeUndefined();
  });

  it.each(GOLDEN_MATCHES.map((g) => [g.name, g] as const))("%s plays again to the same record (bots, legal actions and dice unchanged)", (name, g) => {
    expect(playGolden(g)).toEqual(load(name));
  });
});
