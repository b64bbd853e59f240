import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { ConformanceCase } from "./case-format";
import { ConformanceCaseSchema } from "./case-format";

/** Sends one GraphQL request and returns its JSON body. */
export type Send = (query: string, variables: Record<string, unknown>) => Promise<{ data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: { code?: string } }> }>;

export type CaseResult = { file: string; id: string; ok: boolean; problem?: string };

const LOS_SELECTION = `system clear range modifier observerEyeHeight targetEyeHeight tiePolicy tieRule rules reconstructed
  path { kind hex { q r ids } hexside { q r dir } into { q r ids } role distanceFrom distanceTo lineHeight effect modifier note { feature obstacleHeight modifier rule reason provenance { kind detail } } }
  conditions { feature obstacleHeight modifier rule reason provenance { kind detail } }
  blockedBy { feature obstacleHeight modifier rule reason provenance { kind detail } }
  provenance { kind detail }`;

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

function toRequest(c: ConformanceCase): { query: string; variables: Record<string, unknown>; field: string } {
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

/** Runs one case file through the public GraphQL API. */
export async function runCaseFile(file: string, send: Send): Promise<CaseResult> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    return { file, id: path.basename(file), ok: false, problem: `not JSON: ${(e as Error).message}` };
  }
  const parsed = ConformanceCaseSchema.safeParse(json);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    return { file, id: path.basename(file), ok: false, problem: `bad case: ${i?.path.join(".")}: ${i?.message}` };
  }
  const c = parsed.data;
  const req = toRequest(c);
  const body = await send(req.query, req.variables);
  if (c.expectError) {
    const code = body.errors?.[0]?.extensions?.code;
    return code === c.expectError.code ? { file, id: c.id, ok: true } : { file, id: c.id, ok: false, problem: `expected error ${c.expectError.code}, got ${code ?? JSON.stringify(body).slice(0, 200)}` };
  }
  if (body.errors?.length) return { file, id: c.id, ok: false, problem: `error ${body.errors[0]?.extensions?.code}: ${body.errors[0]?.message}` };
  const mismatch = subsetMismatch(c.expect, body.data?.[req.field]);
  return mismatch ? { file, id: c.id, ok: false, problem: mismatch } : { file, id: c.id, ok: true };
}
