import { describe, expect, it } from "vitest";
import { compileMap, createPatrolSampleMap } from "@tactica/map";
import { resolveHexId } from "./resolve-hex-id";

describe("resolveHexId", () => {
  const map = compileMap(createPatrolSampleMap());
  it("finds a printed hex and rejects an unknown one with a typed error", () => {
    const [id, hex] = [...map.idToHex.entries()][0]!;
    expect(resolveHexId(map, id)).toEqual({ ok: true, value: hex });
    expect(resolveHexId(map, "9999ZZ")).toMatchObject({ ok: false, error: { code: "los/unknown_hex" } });
  });
});
