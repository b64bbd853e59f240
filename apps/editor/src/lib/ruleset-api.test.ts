import { describe, expect, it } from "vitest";
import type { FetchLike } from "./graphql-request";
import { loadRuleOptions, loadScenarioSchema } from "./ruleset-api";

const option = { id: "smoke", default: "off", citation: "12.4", choices: [{ id: "off", description: "no" }, { id: "on", description: "yes" }] };
const answer: FetchLike = async () => ({ ok: true, status: 200, statusText: "OK", json: async () => ({ data: { rulesets: [{ id: "firepower", options: [option] }] } }) });

describe("loadRuleOptions", () => {
  it("returns the options of the named ruleset and none for another", async () => {
    expect(await loadRuleOptions(answer, "firepower")).toEqual({ ok: true, data: [option] });
    expect(await loadRuleOptions(answer, "sniper")).toEqual({ ok: true, data: [] });
  });
});

describe("loadScenarioSchema", () => {
  it("returns the named ruleset's scenario schema, null for an unknown one", async () => {
    const schema = { type: "object", required: ["ob"] };
    const f: FetchLike = async () => ({ ok: true, status: 200, statusText: "OK", json: async () => ({ data: { rulesets: [{ id: "patrol", scenarioSchema: schema }] } }) });
    expect(await loadScenarioSchema(f, "patrol")).toEqual({ ok: true, data: schema });
    expect(await loadScenarioSchema(f, "sniper")).toEqual({ ok: true, data: null });
  });
});
