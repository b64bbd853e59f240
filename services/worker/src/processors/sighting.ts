import type { JobPayload, JobResult } from "@tactica/contracts";
import { ROW_ENCODING } from "@tactica/contracts";
import type { JobContext } from "@tactica/queue";
import { cellToHex } from "@tactica/sighting";
import { computeVisibilityInBlocks } from "../sighting/visibility-blocks";
import { countVisiblePairs, encodeRows } from "../sighting/encode-rows";
import type { SightingPreparer } from "../sighting/prepare-sighting";
import { toUnitEyes, toViewshedEyes } from "../sighting/to-eyes";

/** About this many progress reports per job. */
const PROGRESS_STEPS = 20;

/**
 * Batch sighting: who sees whom among the units given, or the whole-map viewshed for one posture and level, as
 * rows of bits with the provenance of every non-book number used. Progress is reported per block of rows, and
 * between blocks the job yields its event loop and stops if its time limit has passed.
 */
export async function processSighting(payload: JobPayload<"sighting">, ctx: JobContext, deps: { prepare: SightingPreparer }): Promise<JobResult<"sighting">> {
  const { map, sighting } = await deps.prepare(payload);
  const judge = sighting.judge;
  const eyes = payload.units ? toUnitEyes(judge, map, payload.units) : toViewshedEyes(judge, payload.viewshed ?? { posture: "" });
  const n = eyes.length;
  const matrix = await computeVisibilityInBlocks(judge, eyes, sighting.mutual.mutual, {
    blockRows: Math.max(1, Math.ceil(n / PROGRESS_STEPS)),
    onBlock: async (done) => {
      ctx.signal?.throwIfAborted();
      await ctx.progress(Math.floor((100 * done) / Math.max(1, n)));
      await new Promise((r) => setImmediate(r));
      ctx.signal?.throwIfAborted();
    },
  });
  const cells = payload.viewshed ? Array.from(judge.grid.cells, (c) => { const h = cellToHex(judge.grid, c); return [h.q, h.r] as [number, number]; }) : undefined;
  return {
    kind: payload.units ? "units" : "viewshed",
    system: payload.rulesetId,
    size: n,
    mutual: sighting.mutual.mutual,
    mutualRule: sighting.mutual.rule,
    encoding: ROW_ENCODING,
    rows: encodeRows(matrix),
    ...(cells ? { cells } : {}),
    visiblePairs: countVisiblePairs(matrix),
    reconstructed: matrix.provenance.length > 0,
    provenance: [...matrix.provenance],
  };
}
