import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
const ODDS = `query($input: FireOddsInput!) { fireOdds(input: $input) {
  system outcomes { outcome probability decimal } modifiers { name value rule provenance { kind detail } }
  allBook weakestProvenance provenanceText notes details } }`;
const ask = async (rulesetId: string, situation: unknown): Promise<Gql> =>
  (await t.app.inject({ method: "POST", url: "/graphql", payload: { query: ODDS, variables: { input: { rulesetId, situation } } } })).json() as Gql;

describe("fireOdds over the API", () => {
  it("firepower 6.3.6.3.1: LMG at 30 hexes at a Prone target gives exactly 3439/10000 eliminated, with the +2 explained", async () => {
    const { data, errors } = await ask("firepower", { weapon: "LMG", range: 30, firer: { posture: "stand" }, target: { posture: "prone" } });
    expect(errors).toBeUndefined();
    const odds = data?.fireOdds as { outcomes: Array<{ outcome: string; probability: string; decimal: string }>; modifiers: Array<{ name: string; value: number; rule: string }>; details: { hitNumber: number; shots: number } };
    expect(odds.outcomes.find((o) => o.outcome === "eliminated")).toEqual({ outcome: "eliminated", probability: "3439/10000", decimal: "0.343900" });
    expect(odds.modifiers).toEqual([expect.objectContaining({ name: "target Prone", value: 2, rule: "Firepower 6.3.6.2.4" })]);
    expect(odds.details).toMatchObject({ hitNumber: 3, shots: 4 });
  });

  it("firepower 12.2.7, 12.2.11, 23.1.1: a field with one smoke hex, Observation Condition 3 and a 1F wound adds +3, +2 and +1, each explained", async () => {
    const field = { smoke: [{ hex: "1C2", source: "M", value: 3 }], observation: 3, woundFire: 1 };
    const { data, errors } = await ask("firepower", { weapon: "RFL", mode: "semi", range: 3, firer: { posture: "stand" }, target: { posture: "stand" }, field });
    expect(errors).toBeUndefined();
    const odds = data?.fireOdds as { modifiers: Array<{ value: number; rule: string; provenance: { kind: string } }>; details: { modifierTotal: number } };
    expect(odds.modifiers.map((m) => [m.rule, m.value, m.provenance.kind])).toEqual([["Firepower 12.2.7", 3, "book"], ["Firepower 12.2.11", 2, "book"], ["Firepower 23.1.1", 1, "book"]]);
    expect(odds.details.modifierTotal).toBe(6);
  });

  it("every distribution sums exactly to 1", async () => {
    const situations: Array<[string, unknown]> = [
      ["firepower", { weapon: "RFL", range: 5, firer: { posture: "crouch" }, target: { posture: "stand", running: true } }],
      ["firepower", { weapon: "HGN", range: 3, firer: { posture: "stand" }, target: { posture: "prone" } }],
      ["patrol", { attack: { weapon: "BR", range: 4 }, defense: { mode: "mixed", terrain: "clear", posture: "erect" } }],
    ];
    for (const [system, s] of situations) {
      const { data, errors } = await ask(system, s);
      expect(errors).toBeUndefined();
      const outcomes = (data?.fireOdds as { outcomes: Array<{ probability: string }> }).outcomes;
      let num = 0n;
      let den = 1n;
      for (const o of outcomes) {
        const [n, d] = o.probability.split("/").map((x) => BigInt(x));
        num = num * (d ?? 1n) + (n ?? 0n) * den;
        den *= d ?? 1n;
      }
      expect(num).toBe(den);
    }
  });

  it("says when numbers are not the book's: book-only odds are allBook, odds through an invented cell are not and name it", async () => {
    type Prov = { allBook: boolean; weakestProvenance: string | null; provenanceText: string };
    // Firepower 6.3.6.3.1's example: the LMG's hit number at 30 hexes (6.3.5.1) and the Prone +2 (6.3.6.2.4), all printed.
    const book = (await ask("firepower", { weapon: "LMG", range: 30, firer: { posture: "stand" }, target: { posture: "prone" } })).data?.fireOdds as Prov;
    expect(book).toMatchObject({ allBook: true, weakestProvenance: "book" });
    // Patrol! 10.8: the MG's band past 21-30 is lost; the 21-30 cell used at 25 hexes is invented (a placeholder).
    const invented = (await ask("patrol", { attack: { weapon: "MG", range: 25 }, defense: { mode: "open", terrain: "clear", posture: "erect" } })).data?.fireOdds as Prov;
    expect(invented).toMatchObject({ allBook: false, weakestProvenance: "placeholder" });
    expect(invented.provenanceText).toMatch(/^placeholder .*21-30/);
  });

  it("rejects bad situations and fire the rules forbid, with codes and rules", async () => {
    const bad = await ask("firepower", { weapon: "BAZOOKA", range: 3, firer: { posture: "stand" }, target: { posture: "stand" } });
    expect(bad.errors?.[0]?.extensions?.code).toBe("odds/invalid_situation");
    expect(bad.errors?.[0]?.message).toMatch(/weapon/);
    const far = await ask("firepower", { weapon: "PST", range: 9, firer: { posture: "stand" }, target: { posture: "stand" } });
    expect(far.errors?.[0]?.extensions).toMatchObject({ code: "fire/out_of_range", rule: "Firepower 6.3.2" });
    const grenade = await ask("firepower", { weapon: "HGN", range: 6, firer: { posture: "crouch" }, target: { posture: "stand" } });
    expect(grenade.errors?.[0]?.extensions?.code).toBe("fire/grenade_needs_standing");
    const chess = await ask("chess", {});
    expect(chess.errors?.[0]?.extensions?.code).toBe("odds/unknown_ruleset");
  });
});
