import { describe, expect, it } from "vitest";
import { EMPTY_CATALOGUE } from "./catalogue";
import type { FetchLike } from "./graphql-request";
import { loadRuleset, loadRulesets, RULESETS_QUERY } from "./ruleset-api";

const catalogue = { ...EMPTY_CATALOGUE, sides: [{ id: "north", name: "North", manPrefix: null }], terrain: [{ id: "moor", name: "Moor", rule: "3.1", description: null }] };
const sent: string[] = [];
const answer: FetchLike = async (_url, init) => {
  sent.push(String(init?.body ?? ""));
  return { ok: true, status: 200, statusText: "OK", json: async () => ({ data: { rulesets: [{ id: "moorland", name: "Moorland", catalogue }] } }) };
};

describe("loadRuleset", () => {
  it("asks for every ruleset's name and catalogue and returns the named one", async () => {
    expect(await loadRuleset(answer, "moorland")).toEqual({ ok: true, data: { id: "moorland", name: "Moorland", catalogue } });
    expect(sent.at(-1)).toContain("catalogue");
    expect(RULESETS_QUERY).toMatch(/unitTypes \{ id name rule description men \}/);
  });

  it("gives a ruleset the server does not serve an empty catalogue, named by its id", async () => {
    expect(await loadRuleset(answer, "fenland")).toEqual({ ok: true, data: { id: "fenland", name: "fenland", catalogue: EMPTY_CATALOGUE } });
    expect(await loadRulesets(answer)).toMatchObject({ ok: true, data: [{ id: "moorland" }] });
  });
});
