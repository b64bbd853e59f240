import type { JobPayload } from "@tactica/contracts";
import { toWrongGeometryReason } from "@tactica/contracts";
import type { CompiledMap } from "@tactica/map";
import type { Eye, LosJudge, LosOutcome } from "@tactica/sighting";
import { cellToHex, resolveHexId, resolveViewpoint } from "@tactica/sighting";
import { InvalidJobPayloadError } from "@tactica/queue";

const unwrap = <T>(o: LosOutcome<T>, where: string): T => {
  if (!o.ok) throw new InvalidJobPayloadError(`sighting: ${where}: ${o.error.code}: ${o.error.message}`);
  return o.value;
};

type Units = NonNullable<JobPayload<"sighting">["units"]>;

/** The eyes of the units given (printed hex IDs resolved on this map); bad input names the unit. */
export function toUnitEyes(judge: LosJudge, map: CompiledMap, units: Units): Eye[] {
  return units.map((u, i) => {
    // Every sighting system is judged on hexes until the continuous geometry lands (issue 20).
    if (u.kind === "table") throw new InvalidJobPayloadError(`sighting: units.${i}: position/wrong_geometry: ${toWrongGeometryReason("This ruleset", "hex")}`);
    const hex = u.hexId !== undefined ? unwrap(resolveHexId(map, u.hexId), `units.${i}`) : { q: u.q ?? 0, r: u.r ?? 0 };
    const vp = { hex, posture: u.posture, level: u.level ?? 0, ...(u.upHeight !== undefined ? { upHeight: u.upHeight } : {}) };
    return unwrap(resolveViewpoint(judge, vp, "observer"), `units.${i}`);
  });
}

/**
 * The eyes of a whole-map viewshed, one per hex in grid cell order (as @tactica/sighting computeViewshed): above
 * ground, hexes without that storey take no part; a bad posture or a level no hex has is bad input.
 */
export function toViewshedEyes(judge: LosJudge, spec: { posture: string; level?: number | undefined }): (Eye | undefined)[] {
  const grid = judge.grid;
  const level = spec.level ?? 0;
  const eyes: (Eye | undefined)[] = [];
  let found = 0;
  for (let k = 0; k < grid.size; k++) {
    const e = judge.resolve({ hex: cellToHex(grid, grid.cells[k]!), posture: spec.posture, level });
    if (!e.ok && !(level !== 0 && e.error.code === "los/bad_level")) unwrap(e, "viewshed");
    eyes.push(e.ok ? e.value : undefined);
    if (e.ok) found++;
  }
  if (found === 0 && grid.size > 0) throw new InvalidJobPayloadError(`sighting: viewshed: no hex of the map has level ${level}`);
  return eyes;
}
