import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFirepowerAuthoredSampleMap } from "@tactica/rules-firepower";
import { createTestApi } from "../testing";
import type { TestApi } from "../testing";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t?.close();
});

type Modifier = { name: string; value: number | null; infinite?: boolean; rule: string };
type Odds = { outcomes: Array<{ outcome: string; probability: string }>; modifiers: Modifier[]; cannotBeHarmed: { reason: string; rule: string } | null; notes: string[]; details: Record<string, unknown> };
type Gql = { data?: { fireOdds?: Odds } | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
// What a client asks first (modifiers { name value rule }); the IC test also asks the fields that explain an infinite defence.
const ODDS = `query($input: FireOddsInput!) { fireOdds(input: $input) { outcomes { outcome probability } modifiers { name value rule } notes details } }`;
const ODDS_IC = `query($input: FireOddsInput!) { fireOdds(input: $input) {
  outcomes { outcome probability } modifiers { name value infinite rule } cannotBeHarmed { reason rule } notes details } }`;
const ask = async (input: Record<string, unknown>, query = ODDS): Promise<Gql> =>
  (await t.app.inject({ method: "POST", url: "/graphql", payload: { query, variables: { input } } })).json() as Gql;

// The authored sample map's only tree is 4B4, on the line from 4A4 to 4C4 (two hexes apart).
const map = createFirepowerAuthoredSampleMap();
const B4 = { q: 1, r: 3 };
const sight = (options: Record<string, unknown> = {}) =>
  ({ rulesetId: "firepower", map, observer: { hexId: "4A4", posture: "stand" }, target: { hexId: "4C4", posture: "stand" }, options });
const rifle = (more: Record<string, unknown> = {}) => ({ weapon: "RFL", firer: { posture: "stand" }, target: { posture: "stand" }, ...more });

describe("fireOdds inputs and answers a client can rely on (issue 18)", () => {
  it("patrol 9.85 IC: a prone-hidden man in a crater cannot be harmed; the modifiers serialise and say so (value null, infinite), with the rule", async () => {
    const hidden = { attack: { weapon: "BR", range: 4 }, defense: { mode: "mixed", terrain: "crater", posture: "prone-hidden" } };
    const plain = await ask({ rulesetId: "patrol", situation: hidden });
    expect(plain.errors).toBeUndefined();
    expect(plain.data?.fireOdds?.modifiers.at(-1)).toEqual({ name: "prone-concealed behind crater", value: null, rule: "9.85 IC" });
    const { data, errors } = await ask({ rulesetId: "patrol", situation: hidden }, ODDS_IC);
    expect(errors).toBeUndefined();
    const odds = data?.fireOdds as Odds;
    expect(odds.outcomes).toEqual([{ outcome: "-", probability: "1" }]);
    expect(odds.modifiers.at(-1)).toEqual({ name: "prone-concealed behind crater", value: null, infinite: true, rule: "9.85 IC" });
    expect(odds.modifiers.slice(0, -1).every((m) => m.infinite === false && typeof m.value === "number")).toBe(true);
    expect(odds.cannotBeHarmed).toMatchObject({ rule: "Patrol! 9.85 IC" });
    expect(odds.cannotBeHarmed?.reason).toContain("infinite");
    expect(odds.details).toMatchObject({ defenseStrength: null, defenseInfinite: true, column: 0 });
    const open = await ask({ rulesetId: "patrol", situation: { attack: { weapon: "BR", range: 4 }, defense: { mode: "mixed", terrain: "crater", posture: "prone" } } }, ODDS_IC);
    expect(open.data?.fireOdds?.cannotBeHarmed).toBeNull();
  });

  it("firepower 12.2.7: smoke on a map line is a smoke modifier (+3 F/M, +2 W) with rule 12.2.7, not a tree/hedge", async () => {
    for (const [source, value] of [["M", 3], ["W", 2]] as const) {
      const { data, errors } = await ask({ rulesetId: "firepower", situation: rifle({ range: 2 }), sight: sight({ smoke: [{ hex: B4, source }] }) });
      expect(errors).toBeUndefined();
      const odds = data?.fireOdds as Odds;
      // 12.2.7: "If a smoke hex also includes a tree or hedge, ignore the tree or hedge modifier and only consider the smoke."
      expect(odds.modifiers).toEqual([{ name: `smoke hex 4B4 (${source === "M" ? "F/M or Fire" : "W"}) in the LOS`, value, rule: "Firepower 12.2.7" }]);
      expect(odds.details).toMatchObject({ modifierTotal: value });
    }
    const trees = await ask({ rulesetId: "firepower", situation: rifle({ range: 2 }), sight: sight() });
    expect(trees.data?.fireOdds?.modifiers.map((m) => [m.name, m.value])).toEqual([["1 tree/hedge in LOS", 1]]);
  });

  it("firepower 16.7.2.2: the API takes the firer's nightsight and the target's NST use, as the rules package does", async () => {
    const situation = rifle({ range: 3, firer: { posture: "stand", nightsight: "PNS" }, target: { posture: "stand", nstUsed: true }, options: { "firepower/nightsights": "on" } });
    const { data, errors } = await ask({ rulesetId: "firepower", situation });
    expect(errors).toBeUndefined();
    expect(data?.fireOdds?.modifiers).toEqual([{ name: "PNS: target used an NST this Turn", value: -2, rule: "Firepower 16.7.2.2" }]);
    const bad = await ask({ rulesetId: "firepower", situation: rifle({ range: 3, firer: { posture: "stand", nightsight: "IR" } }) });
    expect(bad.errors?.[0]?.extensions?.code).toBe("odds/invalid_situation");
  });

  it("firepower 12: with sight and no range the line sets the range; without either the range is asked for", async () => {
    const { data, errors } = await ask({ rulesetId: "firepower", situation: rifle(), sight: sight() });
    expect(errors).toBeUndefined();
    expect(data?.fireOdds?.details).toMatchObject({ range: 2 });
    const none = await ask({ rulesetId: "firepower", situation: rifle() });
    expect(none.errors?.[0]?.extensions?.code).toBe("odds/invalid_situation");
    expect(none.errors?.[0]?.message).toContain("situation.range");
  });
});
