import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { createFixedDice } from "@tactica/dice";
import { apply, createMatch, createRulingsPack, viewFor } from "@tactica/engine";
import type { MatchState } from "@tactica/engine";
import type { ProbeAnswer } from "@tactica/ruleset-module";
import type { ConformanceCase, OddsCase, PlayCase, ProbeCase, QueryCase } from "./case-format";
import { parseCase } from "./case-format";
import { loadSystem } from "./systems";
import type { ConformanceSystem } from "./systems";

/** Who sends a request: an API key (bearer) and, to act or see as a seat, its seat token. */
export type SendAs = { readonly key?: string | undefined; readonly seat?: string | undefined };

/** Sends one GraphQL request and returns its JSON body. */
export type Send = (query: string, variables: Record<string, unknown>, as?: SendAs) => Promise<{ data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string; rule?: string } }> }>;

/** What the runner needs besides a way to send: a key with the play and read scopes, for play cases through the API. */
export type RunOptions = { readonly apiKey?: string | undefined };

export type CaseResult = { file: string; id: string; ok: boolean; problem?: string };

const LOS_SELECTION = `system clear range modifier observerEyeHeight targetEyeHeight tiePolicy tieRule rules reconstructed
  path { kind hex { q r ids } hexside { q r dir } into { q r ids } role distanceFrom distanceTo lineHeight effect modifier note { feature obstacleHeight modifier rule reason provenance { kind detail } } }
  conditions { feature obstacleHeight modifier rule reason provenance { kind detail } }
  blockedBy { feature obstacleHeight modifier rule reason provenance { kind detail } }
  provenance { kind detail }`;

const FIRE_ODDS_SELECTION = `system outcomes { outcome probability } modifiers { name value infinite rule provenance { kind detail } }
  allBook weakestProvenance provenanceText provenance { kind detail } cannotBeHarmed { reason rule } notes details`;

/** Every *.json case under the given files or folders, sorted by path. */
export function findCaseFiles(targets: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    if (statSync(p).isDirectory()) for (const e of readdirSync(p).sort()) walk(path.join(p, e));
    else if (p.endsWith(".json")) out.push(p);
  };
  for (const t of targets) walk(t);
  return out;
}

/**
 * The book examples 1..`count` that no case names: `pattern`'s first group is the example number, read from each
 * case's id and its file name (`firepower/6.3.2-book-ex5`, `patrol/10.61-B1-...`).
 */
export function missingBookExamples(names: readonly string[], pattern: RegExp, count: number): number[] {
  const have = new Set(names.flatMap((n) => {
    const m = pattern.exec(n);
    return m?.[1] === undefined ? [] : [Number(m[1])];
  }));
  return Array.from({ length: count }, (_, i) => i + 1).filter((n) => !have.has(n));
}

/** Where the answer differs from the expected subset, as a readable path, or undefined when it matches. */
export function subsetMismatch(expected: unknown, actual: unknown, at = "$"): string | undefined {
  if (expected === null || typeof expected !== "object") {
    return Object.is(expected, actual) ? undefined : `${at}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${at}: expected an array, got ${JSON.stringify(actual)}`;
    if (expected.length !== actual.length) return `${at}: expected ${expected.length} elements, got ${actual.length}`;
    for (let i = 0; i < expected.length; i++) {
      const m = subsetMismatch(expected[i], actual[i], `${at}[${i}]`);
      if (m) return m;
    }
    return undefined;
  }
  if (actual === null || typeof actual !== "object") return `${at}: expected an object, got ${JSON.stringify(actual)}`;
  for (const [k, v] of Object.entries(expected)) {
    const m = subsetMismatch(v, (actual as Record<string, unknown>)[k], `${at}.${k}`);
    if (m) return m;
  }
  return undefined;
}

/**
 * Where an ordered list of expected event subsets fails to match the events: each expected one must match an event
 * after the one the previous matched (other events may come between).
 */
export function eventsMismatch(expected: readonly unknown[], events: readonly unknown[], at = "events"): string | undefined {
  let from = 0;
  for (let i = 0; i < expected.length; i++) {
    let found = -1;
    let closest: string | undefined;
    for (let k = from; k < events.length; k++) {
      const m = subsetMismatch(expected[i], events[k], `${at}[${k}]`);
      if (!m) {
        found = k;
        break;
      }
      const type = (expected[i] as { type?: unknown } | null)?.type;
      if (closest === undefined && type !== undefined && (events[k] as { type?: unknown }).type === type) closest = m;
    }
    if (found < 0) {
      const types = events.slice(from).map((e) => (e as { type?: unknown }).type).join(", ");
      return `${at}: expected event #${i} ${JSON.stringify(expected[i])} after event ${from - 1}${closest ? ` (nearest: ${closest})` : ""}; events from there: ${types || "none"}`;
    }
    from = found + 1;
  }
  return undefined;
}

/** The whole distribution: the same outcomes, each with exactly the listed probability (order does not matter). */
export function distributionMismatch(expected: readonly { outcome: string; probability: string }[], actual: unknown, at = "outcomes"): string | undefined {
  if (!Array.isArray(actual)) return `${at}: expected a distribution, got ${JSON.stringify(actual)}`;
  const got = new Map<string, unknown>();
  for (const o of actual as Array<{ outcome?: unknown; probability?: unknown }>) got.set(String(o.outcome), o.probability);
  for (const e of expected) {
    if (!got.has(e.outcome)) return `${at}: no outcome "${e.outcome}" (answer has ${[...got.keys()].join(", ")})`;
    if (got.get(e.outcome) !== e.probability) return `${at}: "${e.outcome}" expected ${e.probability}, got ${JSON.stringify(got.get(e.outcome))}`;
  }
  const extra = [...got.keys()].filter((k) => !expected.some((e) => e.outcome === k));
  return extra.length ? `${at}: the answer has outcomes the case does not list: ${extra.map((k) => `${k} ${JSON.stringify(got.get(k))}`).join(", ")}` : undefined;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

/** The patch of a play case merged into a state: objects key by key, anything else replaces. */
export function deepMerge(base: unknown, patch: unknown): unknown {
  if (!isObject(patch) || !isObject(base)) return patch;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) out[k] = deepMerge(base[k], v);
  return out;
}

function errorMismatch(expected: { code: string; rule?: string | undefined }, got: { code?: string | undefined; rule?: string | undefined } | undefined, what: string): string | undefined {
  if (!got) return `${what}: expected refusal ${expected.code}, but it was accepted`;
  if (got.code !== expected.code) return `${what}: expected refusal ${expected.code}, got ${got.code}`;
  if (expected.rule !== undefined && got.rule !== expected.rule) return `${what}: expected the refusal to cite ${expected.rule}, got ${got.rule}`;
  return undefined;
}

function toRequest(c: QueryCase): { query: string; variables: Record<string, unknown>; field: string } {
  const where = { rulesetId: c.system, ...(c.situation.mapId ? { mapId: c.situation.mapId } : { map: c.situation.map }), ...(c.situation.options ? { options: c.situation.options } : {}) };
  switch (c.action.kind) {
    case "lineOfSight":
      return { field: "lineOfSight", query: `query($input: SightInput!) { lineOfSight(input: $input) { ${LOS_SELECTION} } }`, variables: { input: { ...where, observer: c.action.observer, target: c.action.target } } };
    case "range":
      return { field: "range", query: "query($input: SightInput!) { range(input: $input) { system hexes } }", variables: { input: { ...where, observer: c.action.observer, target: c.action.target } } };
    case "visibility":
      return { field: "visibility", query: "query($input: VisibilityInput!) { visibility(input: $input) { system mutual mutualRule rows visiblePairs } }", variables: { input: { ...where, units: c.action.units } } };
    case "graphql":
      return { field: c.action.field, query: c.action.query, variables: c.action.variables ?? {} };
  }
}

async function runQuery(c: QueryCase, send: Send): Promise<string | undefined> {
  const req = toRequest(c);
  const body = await send(req.query, req.variables);
  if (c.expectError) return errorMismatch(c.expectError, body.errors?.[0]?.extensions ?? (body.errors?.length ? {} : undefined), req.field);
  if (body.errors?.length) return `error ${body.errors[0]?.extensions?.code}: ${body.errors[0]?.message}`;
  return subsetMismatch(c.expect, body.data?.[req.field]);
}

type Setup = Pick<PlayCase, "system" | "scenario" | "options" | "patch" | "steps">;

/** Plays a case's set-up and steps through the engine; returns the final state, or the first problem. */
function playThroughEngine(c: Setup, sys: ConformanceSystem): { ok: true; state: MatchState<unknown, unknown> } | { ok: false; problem: string } {
  const scenario = c.scenario;
  const shippedId = "id" in scenario ? scenario.id : undefined;
  const document = "document" in scenario ? scenario.document : sys.scenarios.find((s) => s.id === shippedId)?.document;
  if (document === undefined) return { ok: false, problem: `no shipped ${c.system} scenario "${shippedId}"` };
  const options = Object.fromEntries(Object.entries(c.options ?? {}).map(([k, v]) => [k, String(v)]));
  const made = createMatch(sys.ruleset, { scenario: document, ...(c.options ? { rulings: createRulingsPack({ id: "conformance", ruleset: sys.ruleset.id, options }) } : {}) });
  if (!made.ok) return { ok: false, problem: `createMatch refused the scenario: ${made.error.code} ${made.error.message}` };
  let state = (c.patch ? deepMerge(made.state, c.patch) : made.state) as MatchState<unknown, unknown>;
  for (const [i, step] of c.steps.entries()) {
    const what = `steps[${i}] ${step.command.type} (${step.command.seat})`;
    const dice = createFixedDice(step.dice);
    let r: ReturnType<typeof apply>;
    try {
      r = apply(sys.ruleset, state, { type: step.command.type, seat: step.command.seat, payload: step.command.payload ?? {} }, dice);
    } catch (e) {
      return { ok: false, problem: `${what}: ${(e as Error).message}` };
    }
    if (step.expectError) {
      const m = errorMismatch(step.expectError, r.ok ? undefined : r.error, what);
      if (m) return { ok: false, problem: m };
      continue;
    }
    if (!r.ok) return { ok: false, problem: `${what}: refused ${r.error.code}: ${r.error.message}` };
    if (dice.remaining() > 0) return { ok: false, problem: `${what}: rolled ${step.dice.length - dice.remaining()} of the ${step.dice.length} faces listed` };
    if (step.expectEvents) {
      const m = eventsMismatch(step.expectEvents, r.events, `steps[${i}].events`);
      if (m) return { ok: false, problem: m };
    }
    state = r.state;
  }
  return { ok: true, state };
}

const CREATE_MATCH = "mutation($r: String!, $id: ID, $s: JSON, $p: JSON) { createMatch(input: { rulesetId: $r, scenarioId: $id, scenario: $s, rulingsPack: $p }) { id seats { seat } } }";
const JOIN_MATCH = "mutation($m: ID!, $s: String!) { joinMatch(matchId: $m, seat: $s) { seatToken } }";
const SUBMIT = "mutation($i: SubmitCommandInput!) { submitCommand(input: $i) { __typename ... on CommandAccepted { events status } ... on CommandRejected { code message rule } } }";
const VIEW = "query($m: ID!) { match(id: $m) { view } }";

const firstError = (body: Awaited<ReturnType<Send>>) => (body.errors?.length ? `${body.errors[0]?.extensions?.code}: ${body.errors[0]?.message}` : undefined);

/**
 * A play case through the public API: createMatch (a stored scenario by id, or the inline document), every seat
 * joined, each command submitted as its seat; events are those the seat may see; views are asked per viewer.
 */
async function playThroughApi(c: PlayCase, send: Send, opts: RunOptions): Promise<string | undefined> {
  const key = opts.apiKey;
  if (!key) return "via graphql: the runner has no API key with the play scope (TACTICA_API_KEY with --url)";
  const scenario = c.scenario;
  const rulingsPack = c.options ? { id: "conformance", ruleset: c.system, options: Object.fromEntries(Object.entries(c.options).map(([k, v]) => [k, String(v)])) } : null;
  const made = await send(CREATE_MATCH, { r: c.system, id: "id" in scenario ? scenario.id : null, s: "document" in scenario ? scenario.document : null, p: rulingsPack }, { key });
  const match = made.data?.createMatch as { id: string; seats: { seat: string }[] } | undefined;
  if (!match) return `createMatch: ${firstError(made) ?? "no match"}`;
  const tokens = new Map<string, string>();
  for (const { seat } of match.seats) {
    const joined = await send(JOIN_MATCH, { m: match.id, s: seat }, { key });
    const token = (joined.data?.joinMatch as { seatToken?: string } | undefined)?.seatToken;
    if (!token) return `joinMatch ${seat}: ${firstError(joined) ?? "no seat token"}`;
    tokens.set(seat, token);
  }
  for (const [i, step] of c.steps.entries()) {
    const what = `steps[${i}] ${step.command.type} (${step.command.seat})`;
    const seat = tokens.get(step.command.seat);
    if (!seat) return `${what}: the match has no seat ${step.command.seat} (seats: ${[...tokens.keys()].join(", ")})`;
    const body = await send(SUBMIT, { i: { matchId: match.id, type: step.command.type, payload: step.command.payload ?? {} } }, { key, seat });
    const r = body.data?.submitCommand as { __typename: string; events?: unknown[]; code?: string; rule?: string; message?: string } | undefined;
    if (!r) return `${what}: ${firstError(body) ?? "no answer"}`;
    const refused = r.__typename === "CommandRejected" ? { code: r.code, rule: r.rule } : undefined;
    if (step.expectError) {
      const m = errorMismatch(step.expectError, refused, what);
      if (m) return m;
      continue;
    }
    if (refused) return `${what}: refused ${r.code}: ${r.message}`;
    const m = step.expectEvents ? eventsMismatch(step.expectEvents, r.events ?? [], `steps[${i}].events`) : undefined;
    if (m) return m;
  }
  for (const [viewer, expected] of Object.entries(c.expect?.views ?? {})) {
    const body = await send(VIEW, { m: match.id }, { key, seat: viewer === "spectator" ? undefined : tokens.get(viewer) });
    const view = (body.data?.match as { view?: unknown } | undefined)?.view;
    if (view === undefined) return `views.${viewer}: ${firstError(body) ?? "no view"}`;
    const m = subsetMismatch(expected, view, `views.${viewer}`);
    if (m) return m;
  }
  return undefined;
}

function runPlay(c: PlayCase, sys: ConformanceSystem): string | undefined {
  const played = playThroughEngine(c, sys);
  if (!played.ok) return played.problem;
  if (c.expect?.state !== undefined) {
    const m = subsetMismatch(c.expect.state, played.state, "state");
    if (m) return m;
  }
  for (const [viewer, expected] of Object.entries(c.expect?.views ?? {})) {
    const m = subsetMismatch(expected, viewFor(sys.ruleset, played.state, viewer), `views.${viewer}`);
    if (m) return m;
  }
  return undefined;
}

function probeAnswer(sys: ConformanceSystem, name: string, input: unknown): ProbeAnswer {
  const probe = Object.hasOwn(sys.probes, name) ? sys.probes[name] : undefined;
  if (!probe) return { ok: false, error: { code: "probe/unknown", message: `no probe "${name}" (there are: ${Object.keys(sys.probes).join(", ") || "none"})` } };
  return probe.run(input);
}

function runProbeCase(c: ProbeCase, sys: ConformanceSystem): string | undefined {
  const checks = c.checks ?? [{ input: c.input, expect: c.expect, expectError: c.expectError }];
  for (const [i, check] of checks.entries()) {
    const what = c.checks ? `${c.probe} checks[${i}]` : c.probe;
    const a = probeAnswer(sys, c.probe, check.input);
    const m = check.expectError ? errorMismatch(check.expectError, a.ok ? undefined : a.error, what)
      : !a.ok ? `${what} refused: ${a.error.code}: ${a.error.message}` : subsetMismatch(check.expect, a.value, what);
    if (m) return m;
  }
  return undefined;
}

async function runOdds(c: OddsCase, sys: ConformanceSystem, send: Send): Promise<string | undefined> {
  let answer: unknown;
  let refusal: { code?: string; rule?: string } | undefined;
  if (c.fireOdds) {
    const body = await send(`query($input: FireOddsInput!) { fireOdds(input: $input) { ${FIRE_ODDS_SELECTION} } }`, { input: c.fireOdds.input });
    if (body.errors?.length) refusal = body.errors[0]?.extensions ?? {};
    else answer = body.data?.fireOdds;
  } else if (c.commandOdds) {
    if (!sys.commandOdds) return `${c.system} has no command-odds explainer`;
    const played = playThroughEngine({ ...c.commandOdds, system: c.system }, sys);
    if (!played.ok) return played.problem;
    const r = sys.commandOdds(sys.ruleset, played.state, c.commandOdds.seat, { type: c.commandOdds.command.type, payload: c.commandOdds.command.payload ?? {} });
    if (r.ok) answer = r.value;
    else refusal = r.error;
  } else if (c.probe !== undefined) {
    const a = probeAnswer(sys, c.probe, c.input);
    if (a.ok) answer = a.value;
    else refusal = a.error;
  }
  if (c.expectError) return errorMismatch(c.expectError, refusal, "odds");
  if (refusal) return `odds refused: ${refusal.code}${refusal.rule ? ` (${refusal.rule})` : ""}`;
  const a = (answer ?? {}) as { outcomes?: unknown; parts?: unknown };
  if (c.outcomes) {
    const m = distributionMismatch(c.outcomes, a.outcomes);
    if (m) return m;
  }
  if (c.parts) {
    const parts = Array.isArray(a.parts) ? (a.parts as Array<{ target?: unknown; outcomes?: unknown }>) : [];
    if (parts.length !== c.parts.length) return `parts: expected ${c.parts.length} parts, got ${parts.length} (${parts.map((p) => p.target).join(", ")})`;
    for (const [i, p] of c.parts.entries()) {
      if (parts[i]?.target !== p.target) return `parts[${i}].target: expected ${p.target}, got ${JSON.stringify(parts[i]?.target)}`;
      const m = distributionMismatch(p.outcomes, parts[i]?.outcomes, `parts[${i}].outcomes`);
      if (m) return m;
    }
  }
  return c.expect === undefined ? undefined : subsetMismatch(c.expect, answer);
}

function isQuery(c: ConformanceCase): c is QueryCase {
  return c.kind === undefined || c.kind === "query";
}

/** Runs one case file: query, fireOdds and graphql play cases through the public GraphQL API, the others in process. */
export async function runCaseFile(file: string, send: Send, opts: RunOptions = {}): Promise<CaseResult> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    return { file, id: path.basename(file), ok: false, problem: `not JSON: ${(e as Error).message}` };
  }
  const parsed = parseCase(json);
  if (!parsed.ok) return { file, id: path.basename(file), ok: false, problem: parsed.problem };
  const c = parsed.value;
  const sys = isQuery(c) || (c.kind === "play" && c.via === "graphql") ? undefined : loadSystem(c.system);
  let problem: string | undefined;
  if (isQuery(c)) problem = await runQuery(c, send);
  else if (c.kind === "play" && c.via === "graphql") problem = await playThroughApi(c, send, opts);
  else if (!sys) problem = `no rule system "${c.system}" to run the case with`;
  else if (c.kind === "play") problem = runPlay(c, sys);
  else if (c.kind === "probe") problem = runProbeCase(c, sys);
  else problem = await runOdds(c, sys, send);
  return problem ? { file, id: c.id, ok: false, problem } : { file, id: c.id, ok: true };
}
