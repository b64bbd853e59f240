import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRngState, createSeededDice } from "@tactica/dice";
import type { MatchView } from "@tactica/engine";
import { botCommandFromView } from "@tactica/rules-patrol";
import { SUBMIT, startMatchApi } from "../e2e/matches-fixture";
import type { MatchApi } from "../e2e/matches-fixture";

// Issue 17 finding 9: docs/api.md "Verifying the dice" is the real derivation, and scripts/verify-dice.mjs (node:crypto
// only, no project code) checks an export with it. A short Patrol! match is played to its end through the API by two
// bots, exported, and checked by the script as a child process: OK. Then one roll, and separately the server seed
// and a player seed, are changed in the export: the script names the mismatch and exits 1.
const script = fileURLToPath(new URL("../../scripts/verify-dice.mjs", import.meta.url));
const run = promisify(execFile);
const scenario = { ob: "27.11", situation: "patrol", turns: 2, board: { cols: 12, rows: 12 } };

type Roll = { n: number; sides: number; value: number };
type Exported = { dice: { serverSeed: string; serverSeedHash: string; playerSeeds: string[] }; steps: { rolls: Roll[] }[] };

let api: MatchApi;
let dir = "";
beforeAll(async () => {
  api = await startMatchApi();
  dir = mkdtempSync(path.join(tmpdir(), "verify-dice-"));
});
afterAll(async () => {
  await api?.t.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Runs the script on `record`: its exit code and what it printed. */
async function verify(record: unknown, name: string): Promise<{ code: number; out: string }> {
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(record));
  try {
    const { stdout } = await run(process.execPath, [script, file]);
    return { code: 0, out: stdout };
  } catch (e) {
    const err = e as { code?: number; stdout?: string };
    return { code: err.code ?? -1, out: err.stdout ?? "" };
  }
}

/** Plays Patrol! to its end with both seats' bots (each from its own view); returns the exportMatch answer. */
async function playToEnd(): Promise<Exported> {
  const made = await api.gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"patrol\", scenario: $s }) { id } }", { s: scenario }, { key: api.playKey });
  const m = (made.body.data?.createMatch as { id: string } | undefined)?.id;
  if (!m) throw new Error(made.raw);
  const seats: Record<string, string> = {};
  for (const seat of ["alpha", "bravo"]) {
    const j = await api.gql("mutation($m: ID!, $s: String!, $p: String) { joinMatch(matchId: $m, seat: $s, playerSeed: $p) { seatToken } }", { m, s: seat, p: `dice-${seat}` }, { key: api.playKey });
    seats[seat] = (j.body.data?.joinMatch as { seatToken: string }).seatToken;
  }
  const bots = Object.fromEntries(Object.keys(seats).map((seat) => [seat, createSeededDice(createRngState(`verify-${seat}`, "sfc32")).dice]));
  for (let i = 0; i < 400; i++) {
    let acted = false;
    for (const seat of Object.keys(seats)) {
      const r = await api.gql("query($m: ID!) { match(id: $m) { view } }", { m }, { key: api.readKey, seat: seats[seat] });
      const cmd = botCommandFromView((r.body.data?.match as { view: MatchView }).view, bots[seat]!);
      if (!cmd) continue;
      const out = await api.gql(SUBMIT, { i: { matchId: m, type: cmd.type, payload: cmd.payload } }, { key: api.playKey, seat: seats[seat] });
      expect((out.body.data?.submitCommand as { __typename: string }).__typename, out.raw).toBe("CommandAccepted");
      acted = true;
    }
    if (!acted) break;
  }
  const status = await api.gql("query($m: ID!) { match(id: $m) { status } }", { m }, { key: api.readKey });
  expect(status.body.data?.match).toEqual({ status: "ended" });
  const exported = await api.gql("query($m: ID!) { exportMatch(id: $m) }", { m }, { key: api.readKey });
  return exported.body.data?.exportMatch as Exported;
}

describe("scripts/verify-dice.mjs: the documented derivation checks a real export (issue 17 finding 9)", () => {
  it("OK for an honest export; the first tampered roll, a wrong server seed or player seed is a failure (exit 1)", async () => {
    const record = await playToEnd();
    const rolls = record.steps.flatMap((s) => s.rolls);
    expect(rolls.length).toBeGreaterThan(0);

    const honest = await verify(record, "honest");
    expect(honest).toEqual({ code: 0, out: expect.stringMatching(/^OK: commitment matches; \d+ rolls/) });
    expect(honest.out).toContain(`${rolls.length} rolls`);
    // The GraphQL answer as saved from the API is accepted too.
    expect((await verify({ data: { exportMatch: record } }, "answer")).code).toBe(0);

    // One face changed (to another face of the same die).
    const tampered = structuredClone(record);
    const at = tampered.steps.findIndex((s) => s.rolls.length > 0);
    const roll = tampered.steps[at]!.rolls[0]!;
    roll.value = (roll.value % roll.sides) + 1;
    const badRoll = await verify(tampered, "roll");
    expect(badRoll.code).toBe(1);
    expect(badRoll.out).toContain(`FAIL: step ${at + 1}`);
    expect(badRoll.out).toContain(`recorded ${roll.value}`);

    // Another server seed than the one committed to.
    const seed = structuredClone(record);
    seed.dice.serverSeed = `${seed.dice.serverSeed.slice(0, -1)}${seed.dice.serverSeed.endsWith("0") ? "1" : "0"}`;
    const badSeed = await verify(seed, "seed");
    expect(badSeed.code).toBe(1);
    expect(badSeed.out).toMatch(/FAIL: commitment mismatch/);

    // A player seed changed: the commitment still holds, the faces do not.
    const player = structuredClone(record);
    player.dice.playerSeeds = player.dice.playerSeeds.map((p, i) => (i === 0 ? `${p}x` : p));
    const badPlayer = await verify(player, "player");
    expect(badPlayer.code).toBe(1);
    expect(badPlayer.out).toMatch(/FAIL: step \d+ .*recorded \d+, the seeds give \d+/);
  }, 120_000);
});
