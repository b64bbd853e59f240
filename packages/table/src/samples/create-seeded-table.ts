import type { TableDocument, TablePiece } from "../document";
import { TABLE_PRESETS, TABLE_SCHEMA_VERSION } from "../document";
import type { TableTeam } from "../sight";

/** A small seeded PRNG (mulberry32): the core never calls Math.random; generators carry their own. */
export function createTablePrng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const IN = 254;

/** A convex-ish blob: `k` points around (cx, cy) at radii between r/2 and r, as integer sub-mm. */
function blob(rand: () => number, cx: number, cy: number, r: number, k: number): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < k; i++) {
    const a = (2 * Math.PI * i) / k, rr = r * (0.5 + rand() / 2);
    pts.push([Math.round(cx + rr * Math.cos(a)), Math.round(cy + rr * Math.sin(a))]);
  }
  return pts;
}

/**
 * A seeded 6'x4' table with `pieces` terrain pieces, `tall` of them Tall (woods porous, every third one a solid
 * building block), the rest Short crop fields and Flat roads (placeholder terrain for tests and benchmarks).
 */
export function createSeededTable(o: { seed: number; pieces: number; tall: number }): TableDocument {
  const rand = createTablePrng(o.seed);
  const { width, height } = TABLE_PRESETS["6x4ft"];
  const pieces: TablePiece[] = [];
  for (let i = 0; i < o.pieces; i++) {
    const cx = rand() * width, cy = rand() * height, r = (2 + rand() * 4) * IN;
    const isTall = i < o.tall, solid = isTall && i % 3 === 2;
    const points = blob(rand, cx, cy, r, solid ? 4 : 8 + Math.floor(rand() * 5));
    pieces.push({
      id: `p${i}`, kind: solid ? "building-block" : isTall ? "woods" : i % 2 ? "crop-field" : "ploughed-field",
      shape: { type: "polygon", points }, movement: solid ? "impassable" : "terrain",
      height: isTall ? "tall" : i % 2 ? "short" : "flat", top: isTall ? 800 + Math.floor(rand() * 800) : 150,
      occluder: solid ? "solid" : undefined, bulletproof: solid,
    });
  }
  return { schemaVersion: TABLE_SCHEMA_VERSION, id: `seeded-${o.seed}`, provenance: "placeholder", unit: "inch", size: { preset: "6x4ft", width, height }, pieces };
}

/** `n` seeded infantry teams on 1"x1" bases (eye 10 mm), sides alternating, placed anywhere on a 6'x4' table. */
export function createSeededTeams(o: { seed: number; n: number }): TableTeam[] {
  const rand = createTablePrng(o.seed);
  const { width, height } = TABLE_PRESETS["6x4ft"];
  return Array.from({ length: o.n }, (_, i) => ({
    id: `t${i}`, side: i % 2 ? "b" : "a", kind: "infantry" as const, height: 100,
    footprint: { shape: "rect" as const, x: Math.round(IN + rand() * (width - 2 * IN)), y: Math.round(IN + rand() * (height - 2 * IN)), w: IN, h: IN, angle: Math.floor(rand() * 360) - 180 },
  }));
}
