import { describe, it, expect } from "vitest";
import { loadMapList, loadMapRecord, toInitialMapId, MAP_QUERY } from "./map-api";
import type { FetchLike } from "./graphql-request";

/** A fetch that answers every request with one status and body, and records what was sent. */
function answer(status: number, body: unknown, sent: string[] = []): FetchLike {
  return async (_url, init) => {
    sent.push(init.body);
    return { ok: status < 400, status, statusText: status === 200 ? "OK" : "Bad", json: async () => body };
  };
}

const summary = { id: "m1", name: "Two panels", rulesetId: "firepower" };

describe("loadMapList", () => {
  it("returns the maps of a successful answer", async () => {
    expect(await loadMapList(answer(200, { data: { maps: [summary] } }))).toEqual({ ok: true, data: [summary] });
  });

  it("turns a refused connection into a readable message", async () => {
    const down: FetchLike = async () => {
      throw new TypeError("fetch failed");
    };
    expect(await loadMapList(down)).toEqual({
      ok: false,
      error: "Cannot reach the map API at /graphql: fetch failed.",
    });
  });

  it("explains a 500 from the proxy whose body is not JSON", async () => {
    const proxyDown: FetchLike = async () => ({
      ok: false, status: 500, statusText: "Internal Server Error",
      json: async () => { throw new SyntaxError("Unexpected token"); },
    });
    expect(await loadMapList(proxyDown)).toEqual({
      ok: false,
      error: "The map API at /graphql answered HTTP 500 Internal Server Error. Is the API server running?",
    });
  });

  it("reports GraphQL errors by their messages", async () => {
    const outcome = await loadMapList(answer(200, { errors: [{ message: "boom" }, { message: "bang" }] }));
    expect(outcome).toEqual({ ok: false, error: "The map API reported: boom; bang" });
  });
});

describe("loadMapRecord", () => {
  it("sends the id as a variable", async () => {
    const sent: string[] = [];
    const record = { ...summary, version: 3, document: { schemaVersion: 1 } };
    expect(await loadMapRecord(answer(200, { data: { map: record } }, sent), "m1")).toEqual({ ok: true, data: record });
    expect(JSON.parse(sent[0] ?? "")).toEqual({ query: MAP_QUERY, variables: { id: "m1" } });
  });

  it("names the id when the map does not exist", async () => {
    expect(await loadMapRecord(answer(200, { data: { map: null } }), "nope")).toEqual({
      ok: false,
      error: 'There is no map with id "nope".',
    });
  });
});

describe("toInitialMapId", () => {
  it("prefers ?map=, then the first listed map", () => {
    expect(toInitialMapId([summary], "m9")).toBe("m9");
    expect(toInitialMapId([summary], undefined)).toBe("m1");
    expect(toInitialMapId([summary], "")).toBe("m1");
    expect(toInitialMapId([], undefined)).toBeUndefined();
  });
});
