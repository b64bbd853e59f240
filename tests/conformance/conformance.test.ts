import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedShippedData } from "@tactica/db";
import { shippedData } from "@tactica/api";
import { createApiClient, createTestApi } from "@tactica/api/testing";
import type { TestApi } from "@tactica/api/testing";
import { losVerdictProblems, parseCase, sumOfFractions } from "./case-format";
import { deepMerge, distributionMismatch, eventsMismatch, findCaseFiles, missingBookExamples, runCaseFile, subsetMismatch } from "./run-cases";
import type { Send } from "./run-cases";

// The published conformance cases (docs/conformance.md): query and fireOdds cases through the public GraphQL API,
// play, commandOdds and probe cases in process. One test per case, named by its id.
const here = path.dirname(fileURLToPath(import.meta.url));
const files = findCaseFiles([here]);
const idOf = (file: string): string => {
  try {
    const id = (JSON.parse(readFileSync(file, "utf8")) as { id?: unknown }).id;
    return typeof id === "string" ? id : path.relative(here, file);
  } catch {
    return path.relative(here, file);
  }
};
const cases = files.map((file) => ({ file, id: idOf(file) }));
/** How a case names its book example: Firepower `<section>-book-ex<n>[-...]`, Patrol! and Flames of War `<section>-B<n>-...`, Sniper! and We Were Brothers `<section>-T<n>-...` (the digests' test-case numbers). */
const FIREPOWER_EXAMPLE = /-book-ex(\d+)(?:-|$)/;
const PATROL_EXAMPLE = /-B(\d+)-/;
const TEST_CASE_EXAMPLE = /-T(\d+)-/;
let t: TestApi;
let send: Send;
let apiKey: string;

beforeAll(async () => {
  t = await createTestApi({ app: { anonymousPerMinute: 1_000_000 } });
  await seedShippedData(t.db, shippedData());
  apiKey = (await createApiClient(t.db, { name: "conformance", scopes: ["read", "play"], rateLimitPerMinute: 1_000_000 })).key;
  send = async (query, variables, as = {}) => {
    const headers = { "content-type": "application/json", ...(as.key ? { authorization: `Bearer ${as.key}` } : {}), ...(as.seat ? { "x-seat-token": as.seat } : {}) };
    return (await t.app.inject({ method: "POST", url: "/graphql", headers, payload: JSON.stringify({ query, variables }) })).json();
  };
});
afterAll(async () => {
  await t?.close();
});

describe("conformance cases", () => {
  it("cover every book example: Firepower 1-54, Patrol! B1-B22, Sniper! T1-T12, We Were Brothers T1-T13 and Flames of War B1-B26 each have a case (the lists name the missing ones)", () => {
    const names = (system: string) => cases.filter((c) => c.id.startsWith(`${system}/`)).flatMap((c) => [c.id, path.basename(c.file, ".json")]);
    expect({
      firepower: missingBookExamples(names("firepower"), FIREPOWER_EXAMPLE, 54),
      patrol: missingBookExamples(names("patrol"), PATROL_EXAMPLE, 22),
      sniper: missingBookExamples(names("sniper"), TEST_CASE_EXAMPLE, 12),
      wwb: missingBookExamples(names("wwb"), TEST_CASE_EXAMPLE, 13),
      fow: missingBookExamples(names("fow"), PATROL_EXAMPLE, 26),
    }).toEqual({ firepower: [], patrol: [], sniper: [], wwb: [], fow: [] });
  });

  it("have unique ids", () => {
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  for (const c of cases) {
    it(c.id, async () => {
      const r = await runCaseFile(c.file, send, { apiKey });
      expect(r.problem).toBeUndefined();
      expect(r.ok).toBe(true);
    });
  }
});

describe("the case format", () => {
  const header = { id: "patrol/9.3-x", system: "patrol", section: "9.3", title: "t", source: "s" };
  const los = (expect: unknown) => ({ ...header, action: { kind: "lineOfSight", observer: { q: 0, r: 0, posture: "erect" }, target: { q: 1, r: 0, posture: "erect" } }, expect });

  it("refuses a lineOfSight case that does not name its verdict, its blocker's feature and rule, or a clear line's rules", () => {
    expect(parseCase(los({ clear: false }))).toMatchObject({ ok: false, problem: expect.stringContaining("blockedBy") });
    expect(parseCase(los({ clear: false, blockedBy: [{ feature: "slope hexside" }] }))).toMatchObject({ ok: false, problem: expect.stringContaining("feature and rule") });
    expect(parseCase(los({ clear: true, blockedBy: [] }))).toMatchObject({ ok: false, problem: expect.stringContaining("rules") });
    expect(parseCase(los({ blockedBy: [] })).ok).toBe(false);
    expect(parseCase(los({ clear: false, blockedBy: [{ feature: "slope hexside", rule: "Patrol 9.3, 9.8" }] })).ok).toBe(true);
    expect(parseCase(los({ clear: true, blockedBy: [], rules: ["Patrol 9.3"] })).ok).toBe(true);
    expect(losVerdictProblems({ clear: true, blockedBy: [{ feature: "hill", rule: "r" }], rules: ["r"] })).toEqual(["a clear line has expect.blockedBy []"]);
  });

  it("refuses an odds case whose distribution does not sum to 1, and a graphql play case with fixed dice", () => {
    const odds = { ...header, kind: "odds", probe: "patrol/hand-to-hand-odds", input: {} };
    expect(parseCase({ ...odds, outcomes: [{ outcome: "W", probability: "1/6" }] })).toMatchObject({ ok: false, problem: expect.stringContaining("sum to 1") });
    expect(parseCase({ ...odds, outcomes: [{ outcome: "W", probability: "1/6" }, { outcome: "-", probability: "5/6" }] }).ok).toBe(true);
    expect(parseCase({ ...odds, outcomes: [{ outcome: "W", probability: "0.5" }, { outcome: "-", probability: "1/2" }] }).ok).toBe(false);
    const step = { command: { type: "turn/lock_plot", seat: "alpha" }, dice: [3], expectEvents: [{ type: "patrol/fire" }] };
    const play = { ...header, kind: "play", scenario: { id: "x" }, steps: [step] };
    expect(parseCase(play).ok).toBe(true);
    expect(parseCase({ ...play, via: "graphql" })).toMatchObject({ ok: false, problem: expect.stringContaining("verifiable dice") });
    expect(parseCase({ ...play, steps: [{ command: step.command }] })).toMatchObject({ ok: false, problem: expect.stringContaining("expects") });
    expect(parseCase({ ...play, steps: [{ command: step.command, dice: [1], expectError: { code: "plot/stunned_task" } }] })).toMatchObject({ ok: false, problem: expect.stringContaining("rolls no dice") });
  });

  it("sums exact fractions", () => {
    expect(sumOfFractions(["1/6", "5/6"])).toBe("1");
    expect(sumOfFractions(["3439/10000", "6561/10000"])).toBe("1");
    expect(sumOfFractions(["1/3", "1/3"])).toBe("2/3");
    expect(sumOfFractions(["0.5", "1/2"])).toBeUndefined();
  });
});

describe("the matchers", () => {
  it("missing book examples: numbered from case ids or file names, the absent ones listed", () => {
    expect(missingBookExamples(["firepower/4.2-book-ex1", "6.2.7.1-book-ex2", "firepower/6.3.5.1-book-ex4-rate-of-fire", "firepower/12-book-ex40"], FIREPOWER_EXAMPLE, 5)).toEqual([3, 5]);
    expect(missingBookExamples(["patrol/10.61-B1-split", "patrol/9.3-B17-sees-2421", "patrol/9.3-B3"], PATROL_EXAMPLE, 3)).toEqual([2, 3]);
  });

  it("subsets: listed keys only, arrays element by element, and the first difference named", () => {
    expect(subsetMismatch({ a: 1 }, { a: 1, b: 2 })).toBeUndefined();
    expect(subsetMismatch({ a: [{ x: 1 }] }, { a: [{ x: 1, y: 2 }] })).toBeUndefined();
    expect(subsetMismatch({ a: [{ x: 1 }] }, { a: [{ x: 2 }] })).toBe("$.a[0].x: expected 1, got 2");
    expect(subsetMismatch({ a: [1] }, { a: [1, 2] })).toBe("$.a: expected 1 elements, got 2");
    expect(subsetMismatch({ a: null }, { a: 0 })).toBe("$.a: expected null, got 0");
  });

  it("events: each expected one after the one the previous matched", () => {
    const events = [{ type: "fire", data: { roll: 1 } }, { type: "moved" }, { type: "thrown", data: { landed: "0505" } }];
    expect(eventsMismatch([{ type: "fire" }, { type: "thrown", data: { landed: "0505" } }], events)).toBeUndefined();
    expect(eventsMismatch([{ type: "thrown" }, { type: "fire" }], events)).toContain("expected event #1");
    expect(eventsMismatch([{ type: "fire", data: { roll: 6 } }], events)).toContain("nearest: events[0].data.roll: expected 6, got 1");
  });

  it("distributions: every outcome exact, none missing, none extra", () => {
    const answer = [{ outcome: "W", probability: "1/6" }, { outcome: "-", probability: "5/6" }];
    expect(distributionMismatch([{ outcome: "-", probability: "5/6" }, { outcome: "W", probability: "1/6" }], answer)).toBeUndefined();
    expect(distributionMismatch([{ outcome: "W", probability: "1/6" }], answer)).toContain("does not list: -");
    expect(distributionMismatch([{ outcome: "W", probability: "1/3" }, { outcome: "-", probability: "2/3" }], answer)).toContain("\"W\" expected 1/3, got \"1/6\"");
  });

  it("patches: objects merge key by key, anything else replaces", () => {
    expect(deepMerge({ game: { sides: { alpha: { panic: 20, vp: 1 } }, men: [1, 2] } }, { game: { sides: { alpha: { panic: 0 } }, men: [3] } }))
      .toEqual({ game: { sides: { alpha: { panic: 0, vp: 1 } }, men: [3] } });
  });
});
