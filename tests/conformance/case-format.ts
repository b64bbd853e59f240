import { z } from "zod";

// The conformance case format (docs/conformance.md). One case per JSON file; four kinds:
// - query (no "kind", the original format): a situation and a public-API question (lineOfSight, range, visibility,
//   or any GraphQL query) with the expected answer;
// - play: a scenario, commands with the dice faces each one consumes, expected events and state facts;
// - odds: the whole distribution of one shot or command, every outcome with its exact fraction;
// - probe: a named rule computation (RuleProbes of @tactica/ruleset-module) with its expected output.

/** A sighting action: observer/target (or units) as the API takes them. */
const viewpoint = z.object({
  hexId: z.string().optional(), q: z.number().int().optional(), r: z.number().int().optional(),
  level: z.number().int().optional(), posture: z.string(), upHeight: z.number().int().optional(),
});

/** An exact probability as a reduced fraction "n/d" ("1", "0" and "1/6" are all fine). */
const fraction = z.string().regex(/^\d+(\/[1-9]\d*)?$/, "an exact fraction \"n/d\" (\"1/6\", not 0.1667)");

/** A rejection the case expects: the error's code (and optionally the rule it cites). */
const expectedError = z.object({ code: z.string().min(1), rule: z.string().optional() }).strict();

const header = {
  id: z.string().regex(/^[a-z0-9-]+\/[A-Za-z0-9_.-]+$/),
  system: z.string(),
  section: z.string().describe("Rule section the case comes from, e.g. 12.1.4.4"),
  title: z.string(),
  source: z.string().describe("Where the example is printed (book section and example number, digest case number)"),
  notes: z.string().optional().describe("How the case reads the example (map art not in the text, a reconstructed table)"),
};

const queryAction = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("lineOfSight"), observer: viewpoint, target: viewpoint }),
  z.object({ kind: z.literal("range"), observer: viewpoint, target: viewpoint }),
  z.object({ kind: z.literal("visibility"), units: z.array(viewpoint).min(1) }),
  z.object({ kind: z.literal("graphql"), query: z.string(), variables: z.record(z.string(), z.unknown()).optional(), field: z.string() }),
]);

/** The original case: a situation and one question to the public GraphQL API. */
export const QueryCaseSchema = z.object({
  ...header,
  kind: z.literal("query").optional(),
  situation: z.object({
    map: z.unknown().optional().describe("An inline map document or fragment (docs/map-format.md)"),
    mapId: z.string().optional(),
    options: z.record(z.string(), z.unknown()).optional(),
  }).default({}),
  action: queryAction,
  expect: z.unknown().optional().describe("Deep subset of the answer: objects match by listed keys, arrays element by element"),
  expectError: expectedError.optional(),
}).superRefine((c, ctx) => {
  if ((c.expect === undefined) === (c.expectError === undefined)) ctx.addIssue({ code: "custom", message: "give exactly one of expect or expectError" });
  if (c.action.kind === "lineOfSight" && c.expect !== undefined) {
    for (const problem of losVerdictProblems(c.expect)) ctx.addIssue({ code: "custom", path: ["expect"], message: problem });
  }
});

/**
 * A LOS case must name its verdict and the rule behind it: `clear`, and `blockedBy` listed in full (every element
 * naming its feature and rule); a clear line names the rules it was judged by (`rules`, non-empty) and `blockedBy: []`.
 */
export function losVerdictProblems(expect: unknown): string[] {
  if (expect === null || typeof expect !== "object" || Array.isArray(expect)) return ["a lineOfSight expect is an object"];
  const e = expect as Record<string, unknown>;
  const out: string[] = [];
  if (typeof e.clear !== "boolean") out.push("a lineOfSight case states its verdict: expect.clear true or false");
  if (!Array.isArray(e.blockedBy)) out.push("a lineOfSight case lists expect.blockedBy in full ([] when nothing blocks)");
  else {
    if (e.clear === false && e.blockedBy.length === 0) out.push("a blocked line names what blocks it: expect.blockedBy is not empty");
    if (e.clear === true && e.blockedBy.length > 0) out.push("a clear line has expect.blockedBy []");
    e.blockedBy.forEach((b, i) => {
      const o = (b ?? {}) as Record<string, unknown>;
      if (typeof o.feature !== "string" || typeof o.rule !== "string") out.push(`expect.blockedBy[${i}] names its feature and rule`);
    });
  }
  if (e.clear === true && !(Array.isArray(e.rules) && e.rules.length > 0 && e.rules.every((r) => typeof r === "string"))) {
    out.push("a clear line names the rules it was judged by: expect.rules, a non-empty list of rule citations");
  }
  return out;
}

/** A command as the engine's apply (and GraphQL submitCommand) takes it. */
const command = z.object({ type: z.string().min(1), seat: z.string().min(1), payload: z.unknown().optional() }).strict();

/** One step of a play case: a command, the faces it consumes, and what it must cause. */
const playStep = z.object({
  note: z.string().optional(),
  command,
  dice: z.array(z.number().int().min(1)).default([])
    .describe("Every face the command rolls, in order (fixed dice); a face left unrolled or a roll beyond the list fails the case"),
  expectEvents: z.array(z.unknown()).optional()
    .describe("Deep subsets of events, in order: each matches a later event of this command than the one before"),
  expectError: expectedError.optional().describe("The command is refused with this code; nothing changes"),
}).strict()
  .refine((s) => !(s.expectError && s.expectEvents), { message: "a refused command has no events: give expectEvents or expectError, not both" })
  .refine((s) => !(s.expectError && s.dice.length > 0), { message: "a refused command rolls no dice: a step with expectError lists none" });

/** How a play case's match starts: a scenario (inline document or shipped id), options and an optional state patch. */
const matchSetup = {
  scenario: z.union([
    z.object({ id: z.string().min(1) }).strict().describe("A scenario the system ships (its id)"),
    z.object({ document: z.record(z.string(), z.unknown()) }).strict().describe("An inline scenario document"),
  ]),
  options: z.record(z.string(), z.unknown()).optional().describe("The match's rule options"),
  patch: z.record(z.string(), z.unknown()).optional()
    .describe("Deep-merged into the match state after createMatch, for what a scenario cannot say (a man already holding a grenade, Panic Level 0)"),
  steps: z.array(playStep).default([]),
};

const stateFacts = z.object({
  state: z.unknown().optional().describe("Deep subset of the full match state at the end"),
  views: z.record(z.string(), z.unknown()).optional().describe("Deep subset of each named seat's (or spectator's) view at the end"),
}).strict();

/** A play case: a match, commands with fixed dice, expected events and state facts. */
export const PlayCaseSchema = z.object({
  ...header,
  kind: z.literal("play"),
  via: z.enum(["engine", "graphql"]).default("engine")
    .describe("engine: createMatch/apply in process; graphql: the public API (no fixed dice there: only dice-free steps)"),
  ...matchSetup,
  expect: stateFacts.optional(),
}).strict().superRefine((c, ctx) => {
  if (c.steps.length === 0) ctx.addIssue({ code: "custom", path: ["steps"], message: "a play case plays at least one command" });
  if (!c.expect && !c.steps.some((s) => s.expectEvents || s.expectError)) ctx.addIssue({ code: "custom", message: "a play case expects events, a refusal or state facts" });
  if (c.via === "graphql" && c.steps.some((s) => s.dice.length > 0)) ctx.addIssue({ code: "custom", path: ["steps"], message: "the API rolls its own verifiable dice: a graphql play case has no fixed dice" });
  if (c.via === "graphql" && c.patch) ctx.addIssue({ code: "custom", path: ["patch"], message: "the API cannot patch a match's state: a graphql play case has no patch" });
  if (c.via === "graphql" && c.expect?.state !== undefined) ctx.addIssue({ code: "custom", path: ["expect", "state"], message: "the API shows views, not the full state: a graphql play case states views" });
});

/** One outcome of a distribution with its exact probability. */
const outcome = z.object({ outcome: z.string(), probability: fraction }).strict();

/** An odds case: the whole distribution, through fireOdds, commandOdds (after a match set-up) or a probe. */
export const OddsCaseSchema = z.object({
  ...header,
  kind: z.literal("odds"),
  fireOdds: z.object({ input: z.record(z.string(), z.unknown()) }).strict().optional()
    .describe("The FireOddsInput of the public fireOdds query (rulesetId, situation, sight)"),
  commandOdds: z.object({ ...matchSetup, seat: z.string(), command: z.object({ type: z.string(), payload: z.unknown().optional() }).strict() }).strict().optional()
    .describe("A match played up to a point through the engine, then the exact odds of one command a seat could submit"),
  probe: z.string().optional().describe("A probe whose output carries outcomes [{ outcome, probability }]"),
  input: z.unknown().optional().describe("The probe's input"),
  outcomes: z.array(outcome).min(1).optional().describe("The whole distribution: every outcome, exact; order does not matter"),
  parts: z.array(z.object({ target: z.string(), outcomes: z.array(outcome).min(1) }).strict()).optional()
    .describe("commandOdds: every part (target) with its whole distribution"),
  expect: z.unknown().optional().describe("Deep subset of the rest of the answer (modifiers, details, provenance)"),
  expectError: expectedError.optional(),
}).strict().superRefine((c, ctx) => {
  const via = [c.fireOdds, c.commandOdds, c.probe].filter((v) => v !== undefined).length;
  if (via !== 1) ctx.addIssue({ code: "custom", message: "an odds case asks exactly one of fireOdds, commandOdds or probe" });
  if (c.probe !== undefined && c.input === undefined) ctx.addIssue({ code: "custom", path: ["input"], message: "a probe odds case gives the probe's input" });
  if (c.expectError) {
    if (c.outcomes || c.parts || c.expect !== undefined) ctx.addIssue({ code: "custom", message: "a refused odds case has only expectError" });
    return;
  }
  if (c.commandOdds ? !c.parts : !c.outcomes) ctx.addIssue({ code: "custom", message: c.commandOdds ? "a commandOdds case lists every part: parts" : "an odds case lists the whole distribution: outcomes" });
  for (const [path, list] of [["outcomes", c.outcomes] as const, ...(c.parts ?? []).map((p, i) => [`parts.${i}.outcomes`, p.outcomes] as const)]) {
    const sum = list ? sumOfFractions(list.map((o) => o.probability)) : "1";
    if (sum !== undefined && sum !== "1") ctx.addIssue({ code: "custom", path: [path], message: "the listed probabilities sum to 1 (the whole distribution)" });
  }
});

/** One input of a probe and what it must answer. */
const probeCheck = z.object({
  note: z.string().optional(),
  input: z.unknown(),
  expect: z.unknown().optional().describe("Deep subset of the probe's output"),
  expectError: expectedError.optional(),
}).strict().refine((c) => c.input !== undefined && (c.expect === undefined) !== (c.expectError === undefined), { message: "give the input and exactly one of expect or expectError" });

/**
 * A probe case: a named rule computation with its JSON input and expected output, or (`checks`) several inputs an
 * example works through with the same computation.
 */
export const ProbeCaseSchema = z.object({
  ...header,
  kind: z.literal("probe"),
  probe: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, "a probe name \"<system>/<computation>\""),
  input: z.unknown().optional(),
  expect: z.unknown().optional().describe("Deep subset of the probe's output"),
  expectError: expectedError.optional(),
  checks: z.array(probeCheck).min(1).optional(),
}).strict().superRefine((c, ctx) => {
  const single = c.input !== undefined || c.expect !== undefined || c.expectError !== undefined;
  if (single === (c.checks !== undefined)) ctx.addIssue({ code: "custom", message: "give input with expect (or expectError), or checks, not both" });
  if (single && (c.input === undefined || (c.expect === undefined) === (c.expectError === undefined))) ctx.addIssue({ code: "custom", message: "give the input and exactly one of expect or expectError" });
});

/** One conformance case (docs/conformance.md). */
export const ConformanceCaseSchema = z.union([QueryCaseSchema, PlayCaseSchema, OddsCaseSchema, ProbeCaseSchema]);

export type QueryCase = z.infer<typeof QueryCaseSchema>;
export type PlayCase = z.infer<typeof PlayCaseSchema>;
export type OddsCase = z.infer<typeof OddsCaseSchema>;
export type ProbeCase = z.infer<typeof ProbeCaseSchema>;
export type ConformanceCase = z.infer<typeof ConformanceCaseSchema>;

/** Parses a case, choosing the kind's schema by its `kind` so a bad case gets that kind's error, not the union's. */
export function parseCase(json: unknown): { ok: true; value: ConformanceCase } | { ok: false; problem: string } {
  const kind = json !== null && typeof json === "object" ? (json as { kind?: unknown }).kind : undefined;
  const schema = kind === "play" ? PlayCaseSchema : kind === "odds" ? OddsCaseSchema : kind === "probe" ? ProbeCaseSchema : QueryCaseSchema;
  const r = schema.safeParse(json);
  if (r.success) return { ok: true, value: r.data };
  const i = r.error.issues[0];
  return { ok: false, problem: `bad case: ${i?.path.join(".") || "(case)"}: ${i?.message}` };
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

const FRACTION = /^(\d+)(?:\/([1-9]\d*))?$/;

/** The sum of exact fractions "n/d", reduced ("1" when they sum to one); undefined when one is not such a fraction. */
export function sumOfFractions(list: readonly string[]): string | undefined {
  let n = 0n;
  let d = 1n;
  for (const f of list) {
    const m = FRACTION.exec(f);
    if (!m) return undefined;
    const [, a = "0", b = "1"] = m;
    n = n * BigInt(b) + BigInt(a) * d;
    d *= BigInt(b);
    const g = gcd(n, d) || 1n;
    n /= g;
    d /= g;
  }
  return d === 1n ? String(n) : `${n}/${d}`;
}
