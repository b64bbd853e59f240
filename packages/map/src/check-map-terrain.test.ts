import { describe, expect, it } from "vitest";
import { checkMapTerrain } from "./check-map-terrain";
import { createFirepowerSampleMap, FIREPOWER_SAMPLE_CATALOGUE } from "./samples/firepower-two-panel";
import { createPatrolSampleMap, PATROL_SAMPLE_CATALOGUE } from "./samples/patrol-two-section";

describe("checkMapTerrain", () => {
  it("passes maps whose terrain ids the catalogue defines", () => {
    expect(checkMapTerrain(createFirepowerSampleMap(), FIREPOWER_SAMPLE_CATALOGUE)).toEqual([]);
    expect(checkMapTerrain(createPatrolSampleMap(), PATROL_SAMPLE_CATALOGUE)).toEqual([]);
  });

  it("names each unknown terrain id with its path", () => {
    const issues = checkMapTerrain(createPatrolSampleMap(), { clear: {}, "rough-1": {} });
    expect(issues.map((i) => i.path)).toEqual(["boards[0].hexes[16].terrain", "boards[1].hexes[12].terrain"]);
    expect(issues[0]?.message).toBe('unknown terrain "rough-2" (known: clear, rough-1)');
  });
});
