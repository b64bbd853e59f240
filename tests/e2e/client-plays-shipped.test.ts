import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { shippedData } from "@tactica/api";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { api, connect, verifyDice } from "@tactica/client";
import type { TacticaClient } from "@tactica/client";
import { playMatch } from "@tactica/client/examples/random-bot";
import { seedShippedData } from "@tactica/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Issue 18 "Done when": through a real API server (PostgreSQL, Redis for live updates and rate limits), two copies of
// the reference bot (packages/client/examples/random-bot.ts), using nothing but @tactica/client, play one shipped
// scenario of each ruleset to its end from legal actions and the match stream alone; the exported record's dice
// verify on the client (verifyDice) and on the server (verifyMatch).
let t: TestApi;
let client: TacticaClient;
beforeAll(async () => {
  t = await createTestApi({ redis: true });
  await seedShippedData(t.db, shippedData());
  const { key } = await createApiClient(t.db, { name: "bots", scopes: ["play"], rateLimitPerMinute: 100_000 });
  client = connect({ url: await t.app.listen({ host: "127.0.0.1", port: 0 }), apiKey: key });
});
afterAll(async () => {
  await t?.close();
});

const VERIFY_SCRIPT = fileURLToPath(new URL("../../scripts/verify-dice.mjs", import.meta.url));

/** What scripts/verify-dice.mjs (node:crypto alone, no Tactica code) says of a record: its exit code and output. */
function scriptVerdict(record: unknown): { status: number | null; out: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "client-export-"));
  try {
    writeFileSync(path.join(dir, "export.json"), JSON.stringify(record));
    const r = spawnSync(process.execPath, [VERIFY_SCRIPT, path.join(dir, "export.json")], { encoding: "utf8" });
    return { status: r.status, out: r.stdout };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Step = { command?: { type?: string; seat?: string }; rolls?: { n: number; sides: number; value: number }[] };

describe("the reference bot on @tactica/client plays shipped scenarios to their end", () => {
  it.each([
    ["firepower", "firepower-authored-sample"],
    ["patrol", "patrol-normandy-raid"],
  ])("%s %s: two bots, legal actions only, to the rules' end; the dice verify", { timeout: 120_000 }, async (rulesetId, scenarioId) => {
    const before = client.requests;
    const { matchId, results, dice, record } = await playMatch(client, rulesetId, scenarioId, 7);
    const requests = client.requests - before;

    const verifyMatch = await client.verifyMatch(matchId);
    expect(verifyMatch).toMatchObject({ ok: true, replayOk: true, diceOk: true });

    const steps = (record as { steps: Step[] }).steps;
    const accepted = results.reduce((n, r) => n + r.accepted, 0);
    // Every seat acted, and every step of the record is a command one of the bots had accepted (nothing else played).
    for (const r of results) expect(r.accepted).toBeGreaterThan(3);
    expect(steps.filter((s) => s.command?.seat !== undefined).length).toBeGreaterThanOrEqual(accepted);
    expect(new Set(steps.map((s) => s.command?.seat)).size).toBeGreaterThanOrEqual(2);

    // The match ended by its rules, not by endMatch or a resignation.
    const ended = await client.request(api.MatchStateDocument, { id: matchId });
    expect(ended.match).toMatchObject({ status: "ended", endReason: "over", lastEventNumber: steps.length });

    expect(dice).toMatchObject({ ok: true, problems: [] });
    expect(dice.rolls).toBeGreaterThan(0);
    expect(dice.rolls).toBe(steps.flatMap((s) => s.rolls ?? []).length);
    // A record with one face changed does not verify: the check reads every roll.
    const tampered = structuredClone(record) as { steps: Step[] };
    const roll = tampered.steps.flatMap((s) => s.rolls ?? []).findLast((r) => r.sides > 1)!;
    roll.value = (roll.value % roll.sides) + 1;
    expect(verifyDice(tampered)).toMatchObject({ ok: false, problems: [{ code: "dice/roll_mismatch", n: roll.n }] });
    // The plain-node script of docs/api.md agrees on both records.
    expect(scriptVerdict(record)).toMatchObject({ status: 0, out: expect.stringContaining(`OK: commitment matches; ${dice.rolls} rolls`) });
    expect(scriptVerdict(tampered)).toMatchObject({ status: 1, out: expect.stringContaining(`n=${roll.n}`) });

    // One request per command: the yourTurn stream brings view and legal actions; besides the commands the bots sent
    // only createMatch, one joinMatch per seat and exportMatch.
    const sent = accepted + results.reduce((n, r) => n + r.rejected, 0);
    expect(requests - 2 - results.length).toBe(sent);
    console.info(`${scenarioId}: ${accepted} commands accepted, ${sent - accepted} refused (the other seat acted first), ` +
      `${requests} HTTP requests in all (${sent} commands: 1 request each), ${dice.rolls} rolls verified`);
  });
});
