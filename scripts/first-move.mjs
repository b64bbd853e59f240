#!/usr/bin/env node
// `node scripts/first-move.mjs [scenarioId]`: plays the first move of a shipped scenario against a running API,
// printing each GraphQL call it makes, so a new user sees a match created, seats joined and a command applied.
// The API key is TACTICA_API_KEY, else the local admin key `npm start` writes in embedded mode (DATA_DIR/dev-api-key).
// API_URL (default http://127.0.0.1:${API_PORT:-4000}) says where the API is. `npm start` prints this command.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const env = process.env;
const apiUrl = (env.API_URL ?? `http://127.0.0.1:${env.API_PORT || "4000"}`).replace(/\/+$/, "");
// Relative DATA_DIR is relative to the repository, where `npm start` runs the API.
const keyFile = path.resolve(root, env.DATA_DIR || ".data", "dev-api-key");
/** The scenario played when none is named: the Firepower Basic Game (Firepower 5.0), shipped with the server. */
export const DEFAULT_SCENARIO = "firepower-basic-game";

function fail(message) {
  console.error(`first-move: ${message}`);
  process.exit(1);
}

function apiKey() {
  if (env.TACTICA_API_KEY) return env.TACTICA_API_KEY.trim();
  if (existsSync(keyFile)) return readFileSync(keyFile, "utf8").trim();
  return fail(`no API key: set TACTICA_API_KEY, or run \`npm start\` without DATABASE_URL (it writes ${keyFile})`);
}

/** One GraphQL call, echoed as a comment line; returns data or exits with the errors. */
async function gql(label, query, variables, headers = {}) {
  console.log(`# ${label}`);
  let res;
  try {
    res = await fetch(`${apiUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}`, ...headers },
      body: JSON.stringify({ query, variables }),
    });
  } catch (e) {
    return fail(`the API does not answer at ${apiUrl} (${e instanceof Error ? e.cause?.code ?? e.message : e}); start it with \`npm start\``);
  }
  const body = await res.json().catch(() => ({ errors: [{ message: `HTTP ${res.status}` }] }));
  if (body.errors?.length) return fail(`${label}: ${body.errors.map((e) => `${e.extensions?.code ?? "error"}: ${e.message}`).join("; ")}`);
  return body.data;
}

const key = apiKey();
const named = process.argv[2];
const SCENARIO = "query($id: ID!) { scenario(id: $id) { id name rulesetId } }";
let { scenario } = await gql(`scenario ${named ?? DEFAULT_SCENARIO}`, SCENARIO, { id: named ?? DEFAULT_SCENARIO });
if (!scenario && !named) ({ scenarios: [scenario] } = await gql("scenarios (the first one)", "{ scenarios { id name rulesetId } }"));
if (!scenario) fail(`no scenario ${named ?? DEFAULT_SCENARIO} on ${apiUrl} (the \`scenarios\` query lists them)`);
console.log(`  ${scenario.name} (${scenario.rulesetId})`);

const { createMatch: match } = await gql("createMatch", "mutation($r: String!, $s: ID!) { createMatch(input: { rulesetId: $r, scenarioId: $s }) { id seats { seat } serverSeedHash } }", { r: scenario.rulesetId, s: scenario.id });
console.log(`  match ${match.id}, seats ${match.seats.map((s) => s.seat).join(", ")}, dice commitment ${match.serverSeedHash}`);

const tokens = {};
for (const { seat } of match.seats) {
  const { joinMatch } = await gql(`joinMatch ${seat}`, "mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s) { seatToken } }", { m: match.id, s: seat });
  tokens[seat] = joinMatch.seatToken;
}

// Whoever may act: the first seat with legal actions. Turn-model commands (turn/draw_chit, turn/pass, ...) come
// first in some games; they are played until a move of the game itself (not resigning) has been accepted.
const SUBMIT = `mutation($i: SubmitCommandInput!) { submitCommand(input: $i) {
  __typename ... on CommandAccepted { eventNumber status events } ... on CommandRejected { code message rule } } }`;
const isGameMove = (a) => !String(a.type).startsWith("turn/") && a.type !== "resign";
// Turn-model commands that give the turn away rather than lead to a move.
const PASSING = /^turn\/(end|pass|skip|done)|resign/;
async function nextMover() {
  for (const seat of Object.keys(tokens)) {
    const { legalActions } = await gql(`legalActions as ${seat}`, "query($m: ID!) { legalActions(matchId: $m) }", { m: match.id }, { "x-seat-token": tokens[seat] });
    const move = legalActions.find(isGameMove) ?? legalActions.find((a) => !PASSING.test(a.type)) ?? legalActions[0];
    if (move) return { seat, move, choices: legalActions.length };
  }
  return fail(`no seat of match ${match.id} has a legal action`);
}

let last;
for (let step = 1; step <= 8; step++) {
  const mover = await nextMover();
  console.log(`  ${mover.seat} may act (${mover.choices} legal actions); playing ${JSON.stringify(mover.move)}`);
  const { submitCommand: result } = await gql(`submitCommand as ${mover.seat}`, SUBMIT,
    { i: { matchId: match.id, type: mover.move.type, payload: mover.move.payload ?? null, idempotencyKey: `first-move-${match.id}-${step}` } }, { "x-seat-token": tokens[mover.seat] });
  if (result.__typename !== "CommandAccepted") fail(`the move was refused: ${result.code} (${result.rule}): ${result.message}`);
  console.log(`  accepted: event ${result.eventNumber}, match ${result.status}`);
  for (const e of result.events) console.log(`    ${e.type} ${JSON.stringify(e.data ?? {})}`);
  last = { seat: mover.seat, result };
  if (isGameMove(mover.move) || result.status !== "active") break;
}
console.log(`
Next: open ${apiUrl}/graphiql, put {"authorization": "Bearer <key>", "x-seat-token": "${tokens[last.seat]}"} in Headers
and run: { match(id: "${match.id}") { status lastEventNumber view } legalActions(matchId: "${match.id}") }`);
