import { describe, expect, it } from "vitest";
import type { FetchLike } from "./graphql-request";
import { describeSaveResult, publishMap, saveMap } from "./map-save-api";

function answer(body: unknown, sent: unknown[] = [], headers: Record<string, string>[] = []): FetchLike {
  return async (_url, init) => {
    sent.push(JSON.parse(init.body));
    headers.push(init.headers);
    return { ok: true, status: 200, statusText: "OK", json: async () => body };
  };
}

describe("saveMap / publishMap", () => {
  it("sends a new map with a null base version and returns the typed result", async () => {
    const sent: unknown[] = [];
    const saved = { __typename: "MapSaved", map: { id: "m", name: "M", rulesetId: "firepower", version: 1, document: {} } };
    const headers: Record<string, string>[] = [];
    const outcome = await saveMap(answer({ data: { saveMap: saved } }, sent, headers), { id: "m", name: "M", rulesetId: "firepower", document: {}, baseVersion: undefined }, " tk_abc ");
    expect(headers[0]?.authorization).toBe("Bearer tk_abc");
    expect(outcome).toEqual({ ok: true, data: saved });
    expect(sent[0]).toMatchObject({ variables: { input: { id: "m", baseVersion: null } } });
    expect(describeSaveResult(saved as never, "Saved")).toBe("Saved version 1.");
  });

  it("passes conflicts and invalid documents through as values with readable lines", async () => {
    const conflict = { __typename: "MapVersionConflict", id: "m", currentVersion: 3, message: "Map \"m\" is at version 3, not 2" };
    const headers: Record<string, string>[] = [];
    const outcome = await publishMap(answer({ data: { publishMap: conflict } }, [], headers), "m", 2);
    expect(headers[0]?.authorization).toBeUndefined(); // no key, no header: the API answers auth/unauthenticated
    expect(outcome).toEqual({ ok: true, data: conflict });
    expect(describeSaveResult(conflict as never, "Published")).toContain("version 3");
    expect(describeSaveResult({ __typename: "MapInvalid", issues: [{ path: "a", message: "b" }] }, "Saved")).toBe("Not saved: 1 problem (see the list).");
  });
});
