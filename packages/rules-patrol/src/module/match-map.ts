// The map a Patrol! match plays, as a map document any client can read (`map`) and judge sight on (`lineOfSight`):
// the placeholder board of the match (patrol-map.ts) with printed XXYY IDs [2.2] at the hexes the rules use.
import { createRectangularBoard, toPatrolIdScheme, validateMapDocument } from "@tactica/map";
import type { HexsideRecord, MapDocument } from "@tactica/map";
import { createPlaceholderMap } from "../state/index";
import type { MapSpec } from "../state/index";
import { PATROL_TEST_LAYOUT, toPatrolHex } from "../sighting/test-map";

const DIRS = [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]] as const;
const PLACEHOLDER_ID = /^patrol-placeholder-(\d{1,2})x(\d{1,2})$/;
// The scenario schema's board bounds (scenario-schema.ts); the solitaire board [28.6] is the largest, 48 x 30.
const COLS = { min: 4, max: 48 }, ROWS = { min: 4, max: 30 };

/**
 * A board spec as a map document: one section of `box` with printed XXYY IDs, its terrain and slope hexsides, at the
 * same axial hexes as the match's compiled map (PATROL_TEST_LAYOUT), so a line judged on either is the same line.
 */
export function toPatrolMapDocument(spec: MapSpec): MapDocument {
  const { c0, c1, r0, r1 } = spec.box;
  const board = createRectangularBoard({
    id: "board", kind: "section", cols: c1 - c0 + 1, rows: r1 - r0 + 1, layout: PATROL_TEST_LAYOUT,
    ids: toPatrolIdScheme(c0, r0), firstCol: c0, firstRow: r0, terrain: "clear",
  });
  const hexes = board.hexes.map((h) => ({ ...h, terrain: spec.terrain[h.id ?? ""] ?? "clear" }));
  const hexsides: HexsideRecord[] = spec.slopes.map(([a, b]) => {
    const ha = toPatrolHex(a), hb = toPatrolHex(b);
    const dir = DIRS.findIndex(([dq, dr]) => ha.q + dq === hb.q && ha.r + dr === hb.r);
    if (dir < 0) throw new Error(`${a} and ${b} are not adjacent`);
    return { hex: ha, dir, features: [{ type: "slope" as const }] };
  });
  return {
    schemaVersion: 2, id: spec.id, name: `Patrol! placeholder board, ${c1 - c0 + 1} x ${r1 - r0 + 1} hexes`, system: "patrol",
    provenance: "placeholder", orientation: "flat",
    notes: "The section art is not in the text: terrain is an invented deterministic sprinkle of Rough #1, Rough #2 and slopes (patrol-map.ts).",
    boards: [{ ...board, hexes, hexsides }], placements: [{ board: "board", offset: { q: 0, r: 0 } }],
  };
}

/** The placeholder board of an id `patrol-placeholder-<cols>x<rows>` within the scenario bounds, or undefined. */
export function toGeneratedPatrolMap(id: string): MapDocument | undefined {
  const m = PLACEHOLDER_ID.exec(id);
  if (!m) return undefined;
  const cols = Number(m[1]), rows = Number(m[2]);
  if (cols < COLS.min || cols > COLS.max || rows < ROWS.min || rows > ROWS.max) return undefined;
  return toPatrolMapDocument(createPlaceholderMap(cols, rows));
}

const isSpec = (v: unknown): v is MapSpec => {
  const s = v as Partial<MapSpec> | null;
  return !!s && typeof s.id === "string" && !!s.box && typeof s.terrain === "object" && Array.isArray(s.slopes);
};

/**
 * The map a game (as every seat sees it) plays now: its board, with the ground revealed pillboxes cleared [9.62]. It
 * carries terrain and slopes only: men, pillboxes, wire and mines stay in the view, where hidden ones are withheld.
 */
export function toPatrolMatchMap(game: unknown): MapDocument | undefined {
  const spec = (game as { map?: unknown } | null)?.map;
  if (!isSpec(spec)) return undefined;
  const doc = toPatrolMapDocument(spec);
  return validateMapDocument(doc).ok ? doc : undefined;
}

/** The sighting options a game sets for lines on its board: its terrain mode [9.1] and, in a night game, night [16.0]. */
export function toPatrolSightOptions(game: unknown): Record<string, unknown> {
  const g = game as { mode?: unknown; night?: unknown } | null;
  const mode = g?.mode === "open" || g?.mode === "mixed" || g?.mode === "closed" ? g.mode : undefined;
  return { ...(mode ? { mode } : {}), ...(g?.night ? { night: true } : {}) };
}
