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

type Gql = { data?: { fireOdds?: Record<string, unknown> } | null; errors?: Array<{ message: string; extensions?: { code?: string; rule?: string } }> };
const ODDS = `query($input: FireOddsInput!) { fireOdds(input: $input) { outcomes { outcome probability } modifiers { name value rule } notes details } }`;
const map = createFirepowerAuthoredSampleMap();
type Spot = { hexId: string; posture: string; level?: number; inWorks?: boolean };
const ask = async (observer: Spot, target: Spot, situation: Record<string, unknown> = {}): Promise<Gql> => {
  const input = {
    rulesetId: "firepower",
    situation: { weapon: "RFL", range: 1, firer: { posture: observer.posture }, target: { posture: target.posture }, ...situation },
    sight: { rulesetId: "firepower", map, observer, target },
  };
  return (await t.app.inject({ method: "POST", url: "/graphql", payload: { query: ODDS, variables: { input } } })).json() as Gql;
};
type Los = { clear: boolean; range: number; eyeHeights: { from: number; to: number }; reconstructed: boolean; rules: string[] };

describe("fireOdds with the soldiers placed on a map (sight)", () => {
  it("firepower 12.1.4: from a 6-height hilltop at a Prone man 3 hexes off: the line sets the range, its heights and its reconstructed chart are explained", async () => {
    const { data, errors } = await ask({ hexId: "4D3", posture: "stand" }, { hexId: "4D6", posture: "prone" });
    expect(errors).toBeUndefined();
    const odds = data?.fireOdds as { notes: string[]; details: { range: number; los: Los } };
    expect(odds.details.range).toBe(3);
    expect(odds.details.los).toMatchObject({ clear: true, range: 3, eyeHeights: { from: 8, to: 0 }, reconstructed: true });
    expect(odds.notes.some((n) => n.includes("reconstructed stand-in"))).toBe(true);
  });

  it("firepower 12.1.4: the same shot from a Prone firer is refused: the slope blocks, and the refusal says why and that the chart is the stand-in", async () => {
    const { errors } = await ask({ hexId: "4D3", posture: "prone" }, { hexId: "4D6", posture: "prone" });
    expect(errors?.[0]?.extensions?.code).toBe("fire/no_los");
    expect(errors?.[0]?.message).toContain("hill at height 3");
    expect(errors?.[0]?.message).toContain("reconstructed");
  });

  it("firepower 12.1.6, 8.2.3: a soldier on the upper floor is shot at through the open window of his storey (level 1), not through the stair hex's walls", async () => {
    const window = await ask({ hexId: "4D1", posture: "stand" }, { hexId: "4F2", posture: "stand", level: 1 });
    expect(window.errors).toBeUndefined();
    expect((window.data?.fireOdds as { details: { los: Los } }).details.los).toMatchObject({ clear: true, eyeHeights: { from: 2, to: 6 } });
    const walled = await ask({ hexId: "4D1", posture: "stand" }, { hexId: "4F3", posture: "stand", level: 1 });
    expect(walled.errors?.[0]).toMatchObject({ extensions: { code: "fire/no_los" } });
    expect(walled.errors?.[0]?.extensions?.rule).toContain("12.1.6");
  });
});
