import { describe, expect, it } from "vitest";
import type { JobContext } from "@tactica/queue";
import { InvalidJobPayloadError } from "@tactica/queue";
import { createSeededUrbanMap } from "@tactica/map";
import { createProcessors } from "../processors/index";

const doc = createSeededUrbanMap({ width: 6, height: 6, seed: 5, levels: 1 }) as unknown as Record<string, unknown>;
const ctx: JobContext = { jobId: "j", meta: {}, attempt: 1, progress: async () => {} };

describe("sighting job viewpoints in either geometry", () => {
  it("a table viewpoint is refused for good as position/wrong_geometry; kind hex and the old shape are one job", async () => {
    const p = createProcessors({ workerName: "w" });
    const table = p.sighting({ rulesetId: "firepower", map: doc, units: [{ q: 0, r: 0, posture: "stand" }, { kind: "table", x: 1, y: 2, posture: "stand" }] }, ctx);
    await expect(table).rejects.toBeInstanceOf(InvalidJobPayloadError);
    await expect(p.sighting({ rulesetId: "firepower", map: doc, units: [{ kind: "table", x: 1, y: 2 }] }, ctx))
      .rejects.toThrow("sighting: units.0: position/wrong_geometry: This ruleset is played on hexes; give hexId or q and r");
    const old = await p.sighting({ rulesetId: "firepower", map: doc, units: [{ q: 0, r: 0, posture: "stand" }, { q: 3, r: 2, posture: "prone" }] }, ctx);
    const tagged = await p.sighting({ rulesetId: "firepower", map: doc, units: [{ kind: "hex", q: 0, r: 0, posture: "stand" }, { kind: "hex", q: 3, r: 2, posture: "prone" }] }, ctx);
    expect(tagged).toEqual(old);
  });
});
