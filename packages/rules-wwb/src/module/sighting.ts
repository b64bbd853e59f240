// Lines of sight on a WWB map for the services' lineOfSight and range: yellow (woodland) hexes between the two
// block (WWB 6.0 Wooded Area: a wooded MHx between spotter and target is a 2 CL barrier; Cherry Corner: woodlands
// always block), and range is counted in MegaHexes on the map's own overlay (WWB 1.0), edge hexes from the nearest
// (option wwb/mhx_range_edge's default). Barriers, buildings, smoke and the Rule of Levels are the spotting
// chapter's judgement in play, not this line's.
import { compileMap, megahexRange } from "@tactica/map";
import type { CompiledMap } from "@tactica/map";
import { createBlockingJudge, defineLosPolicy, toLosGrid } from "@tactica/sighting";
import type { LosPolicy } from "@tactica/sighting";

const TIE = { policy: "clear-if-either" as const, rule: "WWB 6.0 Unclear Situations (a disputed line: the spotter's benefit; engine reading)" };

export const wwbLosPolicy: LosPolicy<CompiledMap, unknown> = defineLosPolicy<CompiledMap, unknown>({
  system: "wwb",
  tie: TIE,
  postures: ["standing", "kneeling", "prone"],
  mutual: () => ({ mutual: true, rule: "WWB 6.0 Cherry Corner (a stretched line is the same both ways)" }),
  prepare: (map) => {
    const woods = new Uint8Array(map.cellCount);
    for (let c = 0; c < map.cellCount; c++) woods[c] = map.terrainIds[map.terrain[c] ?? 0] === "yellow" ? 1 : 0;
    const judge = createBlockingJudge(toLosGrid(map), woods, TIE);
    // MegaHex range (WWB 1.0, 8.1 step 3) on the map's overlay; a hex off the overlay counts small hexes.
    const range = (a: { q: number; r: number }, b: { q: number; r: number }): number => megahexRange(map, a, b) ?? Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.q + a.r - b.q - b.r));
    return { ok: true, value: Object.assign(judge, { system: "wwb", range }) };
  },
});

export const compileWwbMap = (doc: Parameters<typeof compileMap>[0]): CompiledMap => compileMap(doc);
