import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBMIT, startMatchApi } from "./matches-fixture";
import type { MatchApi } from "./matches-fixture";

// Issue 25: the backup and restore infra/README.md documents (Backup and restore), run as written: matches played
// through the API, `pg_dump --format=custom` of its database, `createdb` + `pg_restore` into a fresh database with a
// random name, the API started on the restored database, and every match still verifies (verifyMatch replays it from
// its record: every state hash, and every roll of an ended match) with the same number of steps as before, read
// with the API keys the backup holds.
const run = promisify(execFile);
const plot = (move: number, fire: boolean, note = "") => ({ type: "turn/submit_plot", payload: { plot: { move, fire, note } } });
const VERIFY = "query($m: ID!) { verifyMatch(id: $m) { ok steps replayOk diceOk rollsChecked mismatch { step kind } } }";

let source: MatchApi;
let restored: MatchApi | undefined;
const work = mkdtempSync(path.join(tmpdir(), "tactica-backup-"));
const restoredName = `tactica_restore_${randomBytes(6).toString("hex")}`;
let restoredUrl = "";

/** libpq's connection parameters of a database URL, for the PostgreSQL client programs. */
const pgArgs = (url: string) => {
  const u = new URL(url);
  return ["--host", u.hostname, "--port", u.port || "5432", "--username", decodeURIComponent(u.username || "postgres")];
};

beforeAll(async () => {
  source = await startMatchApi();
}, 60_000);
afterAll(async () => {
  await restored?.t.close();
  await source?.t.close();
  if (restoredUrl) await run("dropdb", [...pgArgs(restoredUrl), "--if-exists", "--force", restoredName]).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
});

describe("backup and restore (pg_dump, pg_restore into a fresh database)", () => {
  it("restores every match, and each still verifies with the same steps", async () => {
    const api = source;
    // Three matches: one with plotted turns (dice rolled), one with notes only, one ended (its rolls checked too).
    const played: string[] = [];
    const fired = await api.createDuel();
    for (let i = 0; i < 3; i++) {
      const r1 = await api.gql(SUBMIT, { i: { matchId: fired.matchId, ...plot(1, true, `r${i}`) } }, { key: api.playKey, seat: fired.red });
      expect(r1.body.data?.submitCommand).toMatchObject({ __typename: "CommandAccepted" });
      const b1 = await api.gql(SUBMIT, { i: { matchId: fired.matchId, ...plot(1, true, `b${i}`) } }, { key: api.playKey, seat: fired.blue });
      expect(b1.body.data?.submitCommand).toMatchObject({ __typename: "CommandAccepted" });
    }
    played.push(fired.matchId);
    const notes = await api.createDuel();
    for (let i = 0; i < 4; i++) await api.gql(SUBMIT, { i: { matchId: notes.matchId, type: "note", payload: { text: `n${i}` } } }, { key: api.playKey, seat: i % 2 ? notes.red : notes.blue });
    played.push(notes.matchId);
    const ended = await api.createDuel();
    for (const [seat, cmd] of [[ended.red, plot(1, true, "last")], [ended.blue, plot(0, true, "last")], [ended.red, { type: "note", payload: { text: "gg" } }]] as const) {
      const r = await api.gql(SUBMIT, { i: { matchId: ended.matchId, ...cmd } }, { key: api.playKey, seat });
      expect(r.body.data?.submitCommand).toMatchObject({ __typename: "CommandAccepted" });
    }
    const resigned = await api.gql("mutation($m: ID!) { resign(matchId: $m) { status } }", { m: ended.matchId }, { key: api.playKey, seat: ended.blue });
    expect(resigned.body.data?.resign).toMatchObject({ status: "ended" });
    played.push(ended.matchId);

    const before = new Map<string, { ok: boolean; steps: number; diceOk: boolean | null; rollsChecked: number }>();
    for (const m of played) {
      const v = await api.gql(VERIFY, { m }, { key: api.readKey });
      const report = v.body.data?.verifyMatch as { ok: boolean; steps: number; diceOk: boolean | null; rollsChecked: number };
      expect(report.ok).toBe(true);
      before.set(m, report);
    }
    expect(before.get(ended.matchId)?.diceOk).toBe(true);
    expect(before.get(ended.matchId)?.rollsChecked).toBeGreaterThan(0);
    expect(before.get(notes.matchId)?.steps).toBe(4);

    // The backup, as infra/README.md writes it.
    const dump = path.join(work, "tactica.dump");
    await run("pg_dump", [...pgArgs(api.t.databaseUrl), "--format=custom", "--no-owner", "--file", dump, new URL(api.t.databaseUrl).pathname.slice(1)]);
    expect(statSync(dump).size).toBeGreaterThan(0);
    // The restore into a fresh database.
    const u = new URL(api.t.databaseUrl);
    u.pathname = `/${restoredName}`;
    restoredUrl = u.toString();
    await run("createdb", [...pgArgs(restoredUrl), restoredName]);
    await run("pg_restore", [...pgArgs(restoredUrl), "--no-owner", "--exit-on-error", "--dbname", restoredName, dump]);

    // The API on the restored database; the keys are the backup's own.
    restored = await startMatchApi({ databaseUrl: restoredUrl });
    const as = { key: api.readKey };
    const list = await restored.gql("query($m: ID!) { match(id: $m) { id lastEventNumber status } }", { m: ended.matchId }, as);
    expect(list.body.data?.match).toMatchObject({ id: ended.matchId, status: "ended" });
    for (const m of played) {
      const v = await restored.gql(VERIFY, { m }, as);
      expect(v.body.errors).toBeUndefined();
      expect(v.body.data?.verifyMatch).toMatchObject({ ok: true, replayOk: true, mismatch: null, steps: before.get(m)!.steps, rollsChecked: before.get(m)!.rollsChecked, diceOk: before.get(m)!.diceOk });
    }
    // A restored match is live: play goes on from where the backup left it.
    const next = await restored.gql(SUBMIT, { i: { matchId: notes.matchId, type: "note", payload: { text: "after restore" } } }, { key: api.playKey, seat: notes.red });
    expect(next.body.data?.submitCommand).toMatchObject({ __typename: "CommandAccepted", eventNumber: before.get(notes.matchId)!.steps + 1 });
  });
});
