import { describe, expect, it } from "vitest";
import type { FetchLike } from "./graphql-request";
import { describeScenarioResult, listScenarios, loadScenario, saveScenario, startMatch, toIssueLocation, toRulingsPack, validateScenarioRemotely } from "./scenario-api";

function answer(body: unknown, sent: unknown[] = [], headers: Record<string, string>[] = []): FetchLike {
  return async (_url, init) => {
    sent.push(JSON.parse(init.body));
    headers.push(init.headers);
    return { ok: true, status: 200, statusText: "OK", json: async () => body };
  };
}

describe("scenario API calls", () => {
  it("saves with the author key and a null base for a new scenario; conflicts and invalid documents are values", async () => {
    const sent: unknown[] = [];
    const headers: Record<string, string>[] = [];
    const saved = { __typename: "ScenarioSaved", scenario: { id: "s", name: "S", rulesetId: "firepower", mapId: "m", version: 1, publishedAt: null, document: {} } };
    const outcome = await saveScenario(answer({ data: { saveScenario: saved } }, sent, headers), { id: "s", name: "S", rulesetId: "firepower", mapId: "m", document: {}, baseVersion: undefined }, "tk_1");
    expect(outcome).toEqual({ ok: true, data: saved });
    expect(headers[0]?.authorization).toBe("Bearer tk_1");
    expect(sent[0]).toMatchObject({ variables: { input: { id: "s", mapId: "m", baseVersion: null, rulingsPack: null, victoryConditions: [] } } });
    const pack = { id: "s-options", ruleset: "firepower", options: { "firepower/wire_entry": "always" } };
    const victoryConditions = [{ side: "A", kind: "custom", text: "hold the hill" }];
    await saveScenario(answer({ data: { saveScenario: saved } }, sent), { id: "s", name: "S", rulesetId: "firepower", mapId: "m", document: {}, baseVersion: 1, rulingsPack: pack, victoryConditions });
    expect(sent[1]).toMatchObject({ variables: { input: { baseVersion: 1, rulingsPack: pack, victoryConditions } } });
    expect(describeScenarioResult(saved as never, "Saved")).toBe("Saved scenario s version 1.");
    expect(describeScenarioResult({ __typename: "ScenarioInvalid", issues: [] }, "Saved")).toBe("Not saved: 0 problems (see the checks).");
  });

  it("lists, validates and starts a match from a stored scenario", async () => {
    expect(await listScenarios(answer({ data: { scenarios: [{ id: "s" }] } }), "firepower")).toEqual({ ok: true, data: [{ id: "s" }] });
    const loadSent: unknown[] = [];
    expect(await loadScenario(answer({ data: { scenario: null } }, loadSent), "gone")).toEqual({ ok: true, data: null });
    expect(loadSent[0]).toMatchObject({ variables: { id: "gone" } });
    const issue = { path: "sides.A.soldiers[2].hex", message: "hex 2Z9 is not on map m", hex: "2Z9", side: "A" };
    const validateSent: unknown[] = [];
    expect(await validateScenarioRemotely(answer({ data: { validateScenario: [issue] } }, validateSent), "firepower", {}, "m")).toEqual({ ok: true, data: [issue] });
    expect(validateSent[0]).toMatchObject({ variables: { rulingsPack: null, victoryConditions: [] } });
    await validateScenarioRemotely(answer({ data: { validateScenario: [] } }, validateSent), "firepower", {}, "m", { rulingsPack: { id: "p" }, victoryConditions: [{ side: "A", kind: "points", value: 3 }] });
    expect(validateSent[1]).toMatchObject({ variables: { rulingsPack: { id: "p" }, victoryConditions: [{ side: "A", kind: "points", value: 3 }] } });
    expect(toIssueLocation(issue)).toBe("side A, hex 2Z9: sides.A.soldiers[2].hex");
    expect(toIssueLocation({ ...issue, hex: null, side: null, path: "turns" })).toBe("turns");
    const sent: unknown[] = [];
    const made = await startMatch(answer({ data: { createMatch: { id: "m1", scenarioId: "s", status: "open", serverSeedHash: "h", seats: [] } } }, sent), "firepower", "s", "tk");
    expect(made).toMatchObject({ ok: true, data: { id: "m1", scenarioId: "s" } });
    expect(sent[0]).toEqual(expect.objectContaining({ variables: { input: { rulesetId: "firepower", scenarioId: "s" } } }));
    const pack = toRulingsPack("s", "firepower", { "firepower/wire_entry": "always" });
    expect(pack).toEqual({ id: "s-options", ruleset: "firepower", options: { "firepower/wire_entry": "always" } });
    expect(toRulingsPack("s", "firepower", {})).toBeUndefined();
    await startMatch(answer({ data: { createMatch: {} } }, sent), "firepower", "s", "tk", undefined, pack);
    expect(sent[1]).toMatchObject({ variables: { input: { scenarioId: "s", rulingsPack: pack } } });
    expect(await startMatch(answer({ errors: [{ message: "This API key lacks the \"play\" scope." }] }), "firepower", "s")).toEqual({ ok: false, error: "The map API reported: This API key lacks the \"play\" scope." });
  });
});
