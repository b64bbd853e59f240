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
import { SUBMIT, startMatchApi } from "./matches-fixture";
import type { MatchApi } from "./matches-fixture";

// Issue 24 "Signed records": exportMatch carries the server's Ed25519 signature, the public keys are at the well-known
// URL, and scripts/verify-match.mjs checks signature, dice and replay offline, naming the check a tampered record fails.
// A short Patrol! match is played to its end by two bots through the API, then exported and checked as a child process.
const script = fileURLToPath(new URL("../../scripts/verify-match.mjs", import.meta.url));
const run = promisify(execFile);
const scenario = { ob: "27.11", situation: "patrol", turns: 2, board: { cols: 12, rows: 12 } };

type Roll = { n: number; sides: number; value: number };
type Step = { command: { type: string; payload: unknown }; rolls: Roll[]; stateHash: string };
type Exported = { dice: { matchId: string }; steps: Step[]; signature: { keyId: string; algorithm: string; signature: string } };

let api: MatchApi;
let dir = "";
let record: Exported;
let keys: { signing: string; keys: { kid: string; kty: string; crv: string; x: string }[] };
beforeAll(async () => {
  api = await startMatchApi();
  dir = mkdtempSync(path.join(tmpdir(), "verify-match-"));
  record = await playToEnd();
  const res = await api.t.app.inject({ method: "GET", url: "/.well-known/tactica-signing-keys.json" });
  expect(res.statusCode).toBe(200);
  keys = res.json();
  writeFileSync(path.join(dir, "keys.json"), res.body);
}, 180_000);
afterAll(async () => {
  await api?.t.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function verify(data: unknown, name: string): Promise<{ code: number; out: string }> {
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(data));
  try {
    const { stdout } = await run(process.execPath, [script, file, "--keys", path.join(dir, "keys.json")]);
    return { code: 0, out: stdout };
  } catch (e) {
    const err = e as { code?: number; stdout?: string };
    return { code: err.code ?? -1, out: err.stdout ?? "" };
  }
}

async function playToEnd(): Promise<Exported> {
  const made = await api.gql("mutation($s: JSON) { createMatch(input: { rulesetId: \"patrol\", scenario: $s }) { id } }", { s: scenario }, { key: api.playKey });
  const m = (made.body.data?.createMatch as { id: string } | undefined)?.id;
  if (!m) throw new Error(made.raw);
  const seats: Record<string, string> = {};
  for (const seat of ["alpha", "bravo"]) {
    const j = await api.gql("mutation($m: ID!, $s: String!, $p: String) { joinMatch(matchId: $m, seat: $s, playerSeed: $p) { seatToken } }", { m, s: seat, p: `signed-${seat}` }, { key: api.playKey });
    seats[seat] = (j.body.data?.joinMatch as { seatToken: string }).seatToken;
  }
  const bots = Object.fromEntries(Object.keys(seats).map((seat) => [seat, createSeededDice(createRngState(`signed-${seat}`, "sfc32")).dice]));
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
  const exported = await api.gql("query($m: ID!) { exportMatch(id: $m) }", { m }, { key: api.readKey });
  expect(exported.body.errors, exported.raw).toBeUndefined();
  return exported.body.data?.exportMatch as Exported;
}

describe("signed match records and scripts/verify-match.mjs (issue 24)", () => {
  it("the export is signed by the key the well-known document names; the honest record passes all three checks", async () => {
    expect(record.signature).toEqual({ keyId: keys.signing, algorithm: "Ed25519", signature: expect.stringMatching(/^[A-Za-z0-9+/]{86}==$/) });
    expect(keys.keys.map((k) => [k.kid, k.kty, k.crv])).toContainEqual([keys.signing, "OKP", "Ed25519"]);
    // Ed25519 is deterministic: exporting again gives the same bytes.
    const again = await api.gql("query($m: ID!) { exportMatch(id: $m) }", { m: record.dice.matchId }, { key: api.readKey });
    expect((again.body.data?.exportMatch as Exported).signature).toEqual(record.signature);
    const honest = await verify(record, "honest");
    expect(honest.out).toMatch(/^signature: OK .*\ndice: OK \(\d+ rolls.*\nreplay: OK \(\d+ steps.*\nOK: match /);
    expect(honest.code).toBe(0);
    expect((await verify({ data: { exportMatch: record } }, "answer")).code).toBe(0);
  }, 120_000);

  it("a flipped die fails the signature and the dice (the replay no longer matches either)", async () => {
    const t = structuredClone(record);
    const at = t.steps.findIndex((s) => s.rolls.length > 0);
    const roll = t.steps[at]!.rolls[0]!;
    roll.value = (roll.value % roll.sides) + 1;
    const r = await verify(t, "die");
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^signature: FAIL the signature by key .* does not match/m);
    expect(r.out).toContain(`dice: FAIL step ${at + 1}`);
    expect(r.out).toMatch(/^FAIL: signature, dice(, replay)?$/m);
  }, 120_000);

  it("a changed command fails the signature and the replay, the dice still recompute", async () => {
    const t = structuredClone(record);
    // The last step's command swapped for the first's: the engine refuses it or reaches another state.
    const last = t.steps.length - 1;
    const other = t.steps.findIndex((s) => JSON.stringify(s.command) !== JSON.stringify(t.steps[last]!.command));
    expect(other).toBeGreaterThanOrEqual(0);
    t.steps[last]!.command = structuredClone(t.steps[other]!.command);
    const r = await verify(t, "command");
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^signature: FAIL/m);
    expect(r.out).toMatch(/^dice: OK/m);
    expect(r.out).toMatch(/^replay: FAIL step \d+/m);
    expect(r.out).toMatch(/^FAIL: signature, replay$/m);
  }, 120_000);

  it("a changed signature (or an unknown key id) fails the signature only", async () => {
    const t = structuredClone(record);
    const bytes = Buffer.from(t.signature.signature, "base64");
    bytes[0] = bytes[0]! ^ 1;
    t.signature.signature = bytes.toString("base64");
    const r = await verify(t, "signature");
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^signature: FAIL/m);
    expect(r.out).toMatch(/^dice: OK/m);
    expect(r.out).toMatch(/^replay: OK/m);
    expect(r.out).toMatch(/^FAIL: signature$/m);
    const unknown = await verify({ ...record, signature: { ...record.signature, keyId: "someone-else" } }, "kid");
    expect(unknown.out).toContain("signature: FAIL key id someone-else is not among the published keys");
  }, 120_000);
});
