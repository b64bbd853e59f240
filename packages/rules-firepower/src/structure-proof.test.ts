// Issue 28's proof that reorganising the package changed no behaviour: one digest over a fixed set of answers
// (fireOdds situations, commandOdds of explained legal commands, lines of sight on the shipped map, legal actions,
// bot choices and seat views along bot playouts of every shipped scenario, the ruleset's self-description), reached
// only through the package's public exports. The digest below was recorded before any file moved; a move that
// changes any of these answers changes it. The golden replays (tests/golden, records made before the move) are the
// other half of the proof: every step's state hash is checked there.
import { createCommitment, createRngState, createSeededDice, createVerifiableDice, sha256Hex } from "@tactica/dice";
import { applyRecorded, askBot, describeRuleset, legalActionsFor, startRecordedMatch } from "@tactica/engine";
import type { MatchState } from "@tactica/engine";
import type { CompiledMap } from "@tactica/map";
import { checkLineOfSight } from "@tactica/sighting";
import { describe, expect, it } from "vitest";
import { BASIC_WEAPONS, FIREPOWER_SHIPPED_SCENARIOS, POSTURES, firepowerRuleset } from "./index";
import { firepowerModule } from "./module/index";

// Recorded at 43a4048 (before any file of the issue-28 move): the whole digest, and each part's so a failure names it.
const PROOF_DIGEST = "029fdc736261b44bae7eaa25832bee1757198e03bbdf131cddc8dd2ca1842bc5";
const PART_DIGESTS = {
  fire: "3e0fbf5b1e25ca9e86dba0ebce84dcd3f9a1d3e70c7e97324352aad53db875af",
  los: "9f79803aadb7f2f3c0e2af2a6350ed80659ea59f742d5c95b92a05cca5649f65",
  describe: "2c71a3d88dc65a8d0dc561d3fa021e084e31670d0576d98d5cea630c08bc3067",
  play: "c21a2005bc75abe92b11481a85ce64bbaf9910e8e2808c6eee6acdfbf9924d4a",
};
let oddsAnswered = 0;

// JSON with Infinity, NaN, -0 and bigints kept apart, so that an answer turning infinite or NaN changes the digest.
const canon = (v: unknown) => JSON.stringify(v, (_k, x: unknown) => (typeof x === "number" && (!Number.isFinite(x) || Object.is(x, -0)) ? `#${String(Object.is(x, -0) ? "-0" : x)}` : typeof x === "bigint" ? `#${x}n` : x));

function fireOddsAnswers(): unknown[] {
  const out: unknown[] = [];
  const fire = firepowerModule.odds.fire!;
  for (const weapon of BASIC_WEAPONS)
    for (const range of [1, 2, 3, 5, 8, 12, 20, 35])
      for (const mode of [undefined, "auto", "semi", "throw"] as const)
        for (const firer of POSTURES)
          for (const [target, extra] of [
            [{ posture: "stand" }, {}],
            [{ posture: "prone", terrain: "rough", inWorks: true }, { treesAndHedges: 2 }],
            [{ posture: "crouch", running: true, terrain: "tree", hedgeBetween: true }, { field: { observation: 2, woundFire: 1 } }],
            [{ posture: "stand", inBuilding: true, openingCover: true }, { field: { smoke: [{ hex: "3C4", source: "W", value: 2 }] }, options: { "firepower/nightsights": "on" } }],
          ] as const)
            out.push(fire.answer({ weapon, range, ...(mode ? { mode } : {}), firer: { posture: firer, ...(range === 3 ? { suppressed: true } : range === 5 ? { nonCombatMf: 2 } : {}) }, target, ...extra }));
  out.push(fire.answer({ weapon: "RFL", firer: { posture: "stand" }, target: { posture: "stand" } }), fire.answer({ weapon: "nope", range: 1 }));
  return out;
}

function losAnswers(): unknown[] {
  const sighting = firepowerModule.sighting!;
  const map = sighting.compile(firepowerModule.maps.shipped[0]!) as unknown as CompiledMap;
  const hexes: { q: number; r: number }[] = [];
  for (let c = 0; c < map.cellCount; c++) if (map.indexOf(map.qOf(c), map.rOf(c)) >= 0) hexes.push({ q: map.qOf(c), r: map.rOf(c) });
  const out: unknown[] = [hexes.length];
  const some = hexes.filter((_h, i) => i % 3 === 0);
  for (const options of [{}, { game: "basic" }, { targetHeight: "hex", equalToLower: "blocked" }] as const) {
    const prepared = sighting.policy.prepare(map, options);
    if (!prepared.ok) { out.push(prepared.error); continue; }
    for (let i = 0; i < some.length; i++)
      for (let j = 0; j < some.length; j++) {
        const r = checkLineOfSight(prepared.value, { hex: some[i]!, posture: POSTURES[(i + j) % 3]! }, { hex: some[j]!, posture: POSTURES[(i * j) % 3]!, ...(j % 5 === 0 ? { level: 1 } : {}) });
        out.push(r.ok ? r.value : r.error.code);
      }
  }
  return out;
}

/** The bots play `steps` commands of a shipped scenario; every position's legal actions, commandOdds of each explained one, the bot's choice and seat views are kept. */
function playAnswers(id: string, scenario: unknown, steps: number): unknown[] {
  const serverSeed = "0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f";
  const diceRecord = { matchId: `proof-${id}`, serverSeedHash: createCommitment(serverSeed).serverSeedHash, playerSeeds: ["alpha", "bravo"], firstCounter: 0 };
  const started = startRecordedMatch(firepowerRuleset, { scenario }, diceRecord);
  if (!started.ok) return [started.error.code];
  const stream = createVerifiableDice({ serverSeed, matchId: diceRecord.matchId, playerSeeds: diceRecord.playerSeeds, counter: 0 });
  const botDice = createSeededDice(createRngState(`${id}-bots`, "sfc32")).dice;
  const pick = createSeededDice(createRngState(`${id}-pick`, "sfc32")).dice;
  const explained = firepowerModule.odds.command!;
  let state = started.state as MatchState, record = started.record;
  const out: unknown[] = [record.initialHash];
  for (let i = 0; i < steps && !firepowerRuleset.turnModel.status(state.turn as never).over; i++) {
    const legal = state.seats.flatMap((seat) => legalActionsFor(firepowerRuleset as never, state, seat));
    out.push(legal, state.seats.map((seat) => firepowerRuleset.view!(state as never, seat)));
    for (const c of legal.filter((x, k) => explained.commands.includes(x.type) && k % 2 === 0))
    {
      const answer = explained.explain(firepowerRuleset as never, state as MatchState<unknown, unknown>, { type: c.type, seat: c.seat, payload: c.payload });
      if (answer.ok) oddsAnswered += 1;
      out.push(answer);
    }
    const botChoice = state.seats.map((seat) => askBot(firepowerRuleset as never, state, seat, botDice)).find((c) => c !== undefined);
    out.push(botChoice ?? null);
    const cmd = i % 5 === 4 && legal.length > 0 ? legal[pick.roll(legal.length) - 1] : botChoice;
    if (!cmd) break;
    const r = applyRecorded(firepowerRuleset as never, state, record, cmd, stream);
    if (!r.ok) { out.push(r.error.code); break; }
    state = r.state;
    record = r.record;
    out.push(record.steps[record.steps.length - 1]?.stateHash);
  }
  out.push(firepowerRuleset.view!(state as never, null as never));
  return out;
}

describe("issue 28: the package's answers are the same before and after the reorganisation", () => {
  it("fireOdds, commandOdds, lines of sight, legal actions, bot choices, views, and the self-description hash to the recorded digest", { timeout: 300_000 }, () => {
    const parts = {
      fire: fireOddsAnswers(),
      los: losAnswers(),
      describe: describeRuleset(firepowerRuleset as never),
      play: FIREPOWER_SHIPPED_SCENARIOS.map((s) => [s.id, playAnswers(s.id, s.document, 40)]),
    };
    // A digest over nothing, or over refusals only, would prove nothing: the fixture must really exercise the rules.
    expect(parts.fire.filter((a) => (a as { ok: boolean }).ok).length).toBeGreaterThan(600);
    expect(parts.los.length).toBeGreaterThan(3000);
    expect(new Set(parts.los.map((a) => canon((a as { clear?: boolean }).clear))).size).toBeGreaterThan(1); // some lines clear, some blocked
    expect(parts.play.length).toBeGreaterThanOrEqual(2);
    expect(oddsAnswered).toBeGreaterThan(20); // commandOdds answered, not only refused
    const digest = sha256Hex(canon(parts));
    expect(Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, sha256Hex(canon(v))]))).toEqual(PART_DIGESTS);
    expect(digest).toBe(PROOF_DIGEST);
  });
});
