import { hexCorners, hexToPixel } from "@tactica/hex/pixel";
import type { PixelLayout, Point } from "@tactica/hex/pixel";
import type { Direction } from "@tactica/hex";
import { toHexKey } from "@tactica/hex";
import type { Fortification } from "@tactica/map";

/** What a mark on a fortification's hexside shows: an aperture, a cave's mouth, the facing, or a blocked side. */
export type FortificationMarkKind = "door" | "loophole" | "slit" | "mouth" | "facing" | "side";

/** One hexside mark of a fortification, drawn as a short line just inside the hex along that side. */
export type RenderFortificationMark = {
  readonly dir: Direction;
  readonly kind: FortificationMarkKind;
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
};

/** One fortification as the board's fortifications layer draws it: an abbreviation in its hex and its side marks. */
export type RenderFortification = {
  /** Axial hex key plus type: a hex holds at most one fortification of each type. */
  readonly key: string;
  readonly type: Fortification["type"];
  /** Axial key "q,r" of the hex it stands in (the same as the hex polygon's `data-hex-key`). */
  readonly hexKey: string;
  /** The hex's printed ID as the board labels it. */
  readonly hexLabel: string;
  /** Short name drawn in the hex (PBX, BKR, ...). */
  readonly abbreviation: string;
  /** The tooltip: the unit, its hex and every detail the marks stand for. */
  readonly title: string;
  readonly hidden: boolean;
  /** Where the abbreviation is centred (several units in one hex stand side by side). */
  readonly x: number;
  readonly y: number;
  readonly marks: readonly RenderFortificationMark[];
};

const ABBREVIATIONS: Record<Fortification["type"], string> = {
  pillbox: "PBX", bunker: "BKR", tower: "TWR", cave: "CAV", foxhole: "FXH", trench: "TRN", wire: "WIR",
  abatis: "ABS", block: "BLK", ditch: "DCH", roadblock: "RBK", barricade: "BAR", mines: "MIN",
};

// Hexside names for the map's orientation, as the fortification panel names them.
const SIDE_NAMES = { flat: ["N", "NE", "SE", "S", "SW", "NW"], pointy: ["NE", "E", "SE", "SW", "W", "NW"] } as const;

/**
 * The fortifications layer's model: every fortification of the resolved map (boards' ones already turned and
 * moved with their placement, then the map-level ones) with its abbreviation, tooltip and hexside marks.
 * `labels` maps an axial key to the printed ID the board shows (the key itself when missing).
 */
export function toRenderFortifications(
  fortifications: readonly Fortification[],
  layout: PixelLayout,
  labels: ReadonlyMap<string, string> = new Map(),
): RenderFortification[] {
  const inHex = new Map<string, number>();
  for (const f of fortifications) inHex.set(toHexKey(f.hex), (inHex.get(toHexKey(f.hex)) ?? 0) + 1);
  const placed = new Map<string, number>();
  return fortifications.map((f) => {
    const hexKey = toHexKey(f.hex);
    const index = placed.get(hexKey) ?? 0;
    placed.set(hexKey, index + 1);
    const count = inHex.get(hexKey) ?? 1;
    const center = hexToPixel(f.hex, layout);
    const corners = hexCorners(f.hex, layout);
    const hexLabel = labels.get(hexKey) ?? hexKey;
    return {
      key: `${hexKey}:${f.type}`,
      type: f.type,
      hexKey,
      hexLabel,
      abbreviation: f.type === "wire" && f.variant === "double" ? "DWR" : ABBREVIATIONS[f.type],
      title: toTitle(f, hexLabel, SIDE_NAMES[layout.orientation]),
      hidden: f.hidden === true,
      // Between the hex label and the centre, side by side when the hex holds several; the hex centre stays
      // uncovered, so a click there still lands on the hex polygon.
      x: round(center.x + (index - (count - 1) / 2) * layout.size * 0.52),
      y: round(center.y - layout.size * 0.17),
      marks: toMarks(f).map(({ dir, kind }) => ({ dir, kind, ...toMarkGeometry(center, corners, dir, kind) })),
    };
  });
}

function toMarks(f: Fortification): { dir: Direction; kind: FortificationMarkKind }[] {
  switch (f.type) {
    case "pillbox": case "bunker":
      return [
        ...f.apertures.map((a) => ({ dir: a.dir as Direction, kind: a.kind })),
        { dir: f.facing as Direction, kind: "facing" as const },
      ];
    case "cave":
      // A cave is entered and fires only through its mouth: the facing hexside.
      return f.facing === undefined ? [] : [{ dir: f.facing as Direction, kind: "mouth" }];
    case "tower": case "mines":
      return f.facing === undefined ? [] : [{ dir: f.facing as Direction, kind: "facing" }];
    case "roadblock": case "barricade": case "abatis": case "block":
      return (f.sides ?? []).map((d) => ({ dir: d as Direction, kind: "side" as const }));
    default:
      return [];
  }
}

/**
 * Side d runs from corner d - 1 to corner d (@tactica/hex/pixel). Side marks lie along the middle of that edge,
 * pulled a little inside the hex so hexside features drawn on the edge itself stay visible.
 */
function toMarkGeometry(center: Point, corners: readonly Point[], dir: Direction, kind: FortificationMarkKind): { x1: number; y1: number; x2: number; y2: number } {
  const a = corners[(dir + 5) % 6] as Point;
  const b = corners[dir] as Point;
  const inward = (p: Point, k: number): Point => ({ x: center.x + (p.x - center.x) * k, y: center.y + (p.y - center.y) * k });
  // The facing is a short notch at the middle of its side, just inside the edge and outside any aperture mark,
  // so it never crosses the hex label or the unit's badge.
  const [t0, t1, k] = kind === "facing" ? [0.4, 0.6, 0.94] : [0.2, 0.8, 0.84];
  const along = (t: number): Point => inward({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, k);
  const from = along(t0);
  const to = along(t1);
  return { x1: round(from.x), y1: round(from.y), x2: round(to.x), y2: round(to.y) };
}

function toTitle(f: Fortification, label: string, names: readonly string[]): string {
  const name = (d: number) => names[d] ?? String(d);
  const details: string[] = [];
  switch (f.type) {
    case "pillbox": case "bunker":
      details.push(`facing ${name(f.facing)}`, ...f.apertures.map((a) => `${a.kind} ${name(a.dir)}`));
      if (f.height !== undefined) details.push(`height ${f.height}`);
      break;
    case "cave":
      if (f.facing !== undefined) details.push(`mouth ${name(f.facing)}`);
      break;
    case "tower":
      if (f.facing !== undefined) details.push(`facing ${name(f.facing)}`);
      break;
    case "mines":
      details.push(f.kind);
      if (f.facing !== undefined) details.push(`facing ${name(f.facing)}`);
      break;
    case "foxhole":
      details.push(f.depth);
      break;
    case "wire":
      details.push(f.variant ?? "single");
      break;
    case "roadblock": case "barricade": case "abatis": case "block":
      details.push(f.sides === undefined || f.sides.length === 0 ? "whole hex" : `blocks ${f.sides.map(name).join(", ")}`);
      if (f.height !== undefined) details.push(`height ${f.height}`);
      break;
    case "trench": case "ditch":
      if (f.depth !== undefined) details.push(`depth ${f.depth}`);
      break;
  }
  if (f.hidden === true) details.push("hidden from the opponent");
  return `${f.type[0]?.toUpperCase()}${f.type.slice(1)} in ${label}${details.length > 0 ? `: ${details.join("; ")}` : ""}`;
}

function round(n: number): number {
  return Math.round(n * 100) / 100 + 0;
}
