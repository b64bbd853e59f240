// A reference bot: it plays any seat of any ruleset from legal actions alone, knowing no rules. Each time the seat
// may act it picks, with its own seeded dice, a kind of command (type) and then one command of that kind: picking
// the type first keeps "end the step" as likely as any one move, so games go on to their end.
//   npx tsx packages/client/examples/random-bot.ts [rulesetId] [scenarioId]    (TACTICA_URL, TACTICA_KEY)
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { connect, TacticaError, verifyDice } from "@tactica/client";
import type { LegalAction, Seat, TacticaClient } from "@tactica/client";

/** mulberry32: a small seeded generator, so a bot's game can be replayed. */
function seeded(seed: number): (n: number) => number {
  return (n) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** Plays one seat to the end of the match; answers how many commands were accepted and refused. */
export async function playSeat(seat: Seat, seed: number): Promise<{ accepted: number; rejected: number }> {
  const pick = seeded(seed);
  let accepted = 0, rejected = 0;
  for await (const turn of seat.turns()) {
    const types = [...new Set(turn.actions.map((a) => a.type))];
    const type = types[pick(types.length)];
    const ofType: LegalAction[] = turn.actions.filter((a) => a.type === type);
    // Refused (or the match over) when the other seat acted first, where both may act: the stream brings what is next.
    const result = await seat.submit(ofType[pick(ofType.length)]!).catch((e: unknown) => {
      if (e instanceof TacticaError && e.code === "match/not_active") return undefined;
      throw e;
    });
    if (result?.__typename === "CommandAccepted") accepted++; else rejected++;
  }
  return { accepted, rejected };
}

/** Creates a match of a shipped scenario, seats a bot in every seat and plays it to its end. */
export async function playMatch(client: TacticaClient, rulesetId: string, scenarioId: string, seed = 1) {
  const match = await client.createMatch({ rulesetId, scenarioId });
  const seats = await Promise.all(match.seats.map((s) => client.join(match.id, s.seat, `bot-${s.seat}`)));
  const results = await Promise.all(seats.map((seat, i) => playSeat(seat, seed + i)));
  const record = await client.exportMatch(match.id);
  return { matchId: match.id, results, dice: verifyDice(record), record };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const client = connect({ url: process.env.TACTICA_URL ?? "http://127.0.0.1:4000",
    apiKey: process.env.TACTICA_KEY ?? readFileSync(".data/dev-api-key", "utf8").trim() });
  const [rulesetId = "firepower", scenarioId = "firepower-authored-sample"] = process.argv.slice(2);
  const { matchId, results, dice } = await playMatch(client, rulesetId, scenarioId);
  console.log(`${matchId}: ${JSON.stringify(results)}; dice ${dice.ok ? "verified" : "FAILED"} (${dice.rolls} rolls)`);
}
