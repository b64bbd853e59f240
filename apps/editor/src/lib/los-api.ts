import { createHex } from "@tactica/hex";
import type { Direction } from "@tactica/hex";
import { hexToPixel } from "@tactica/hex/pixel";
import type { PixelLayout, Point } from "@tactica/hex/pixel";
import { requestGraphQL } from "./graphql-request";
import type { FetchLike, GraphQLOutcome } from "./graphql-request";
import { GRAPHQL_PATH } from "./map-api";
import { toHexsideSegment } from "./pick-hexside";

/** A viewpoint the author picks: hex (axial), building level and posture. */
export type Viewpoint = { q: number; r: number; level: number; posture?: string };

/** One note of an explained line: what did what, under which rule. */
export type LosNote = { feature: string; rule: string; reason: string; modifier?: number | null; obstacleHeight?: number | null };
/** One element the line crosses, in order. */
export type LosPathElement = {
  kind: string; effect: string; role: string;
  hex: { q: number; r: number; ids: string[] };
  hexside?: { q: number; r: number; dir: number } | null;
  note?: LosNote | null;
};
/** The API's explained line-of-sight answer (the fields the preview shows). */
export type LosResult = {
  system: string; clear: boolean; range: number; modifier: number; reconstructed: boolean; rules: string[];
  observerEyeHeight?: number | null; targetEyeHeight?: number | null;
  path: LosPathElement[]; blockedBy: LosNote[]; conditions: LosNote[];
};

export const LINE_OF_SIGHT_QUERY = `query EditorLineOfSight($input: SightInput!) { lineOfSight(input: $input) {
  system clear range modifier reconstructed rules observerEyeHeight targetEyeHeight
  path { kind effect role hex { q r ids } hexside { q r dir } note { feature rule reason modifier obstacleHeight } }
  blockedBy { feature rule reason modifier obstacleHeight }
  conditions { feature rule reason modifier obstacleHeight }
} }`;

/** Asks the API whether `observer` sees `target` on the given (inline, unsaved) document, explained. */
export async function loadLineOfSight(
  fetchImpl: FetchLike, rulesetId: string, document: unknown, observer: Viewpoint, target: Viewpoint, url = GRAPHQL_PATH,
): Promise<GraphQLOutcome<LosResult>> {
  const input = { rulesetId, map: document, observer: toViewpointInput(observer), target: toViewpointInput(target) };
  const outcome = await requestGraphQL<{ lineOfSight: LosResult }>(fetchImpl, url, LINE_OF_SIGHT_QUERY, { input });
  return outcome.ok ? { ok: true, data: outcome.data.lineOfSight } : outcome;
}

function toViewpointInput(v: Viewpoint) {
  return { q: v.q, r: v.r, level: v.level, ...(v.posture === undefined || v.posture === "" ? {} : { posture: v.posture }) };
}

/** What the overlay draws for an answer: the sight line, and the hexes and hexsides that blocked or hindered it. */
export type LosDrawing = {
  line: { from: Point; to: Point };
  marks: { kind: "hex" | "hexside"; effect: string; at: Point; from?: Point; to?: Point; label: string }[];
};

/** Turns an answer into overlay geometry (pure; the component only renders it). */
export function toLosDrawing(result: LosResult, observer: Viewpoint, target: Viewpoint, layout: PixelLayout): LosDrawing {
  const from = hexToPixel(createHex(observer.q, observer.r), layout);
  const to = hexToPixel(createHex(target.q, target.r), layout);
  const marks: LosDrawing["marks"] = [];
  for (const e of result.path) {
    if (e.effect === "clear") continue;
    const label = e.note ? `${e.note.feature} (${e.note.rule})` : e.effect;
    if (e.hexside) {
      const seg = toHexsideSegment(createHex(e.hexside.q, e.hexside.r), e.hexside.dir as Direction, layout);
      marks.push({ kind: "hexside", effect: e.effect, at: mid(seg.from, seg.to), from: seg.from, to: seg.to, label });
    } else {
      marks.push({ kind: "hex", effect: e.effect, at: hexToPixel(createHex(e.hex.q, e.hex.r), layout), label });
    }
  }
  return { line: { from, to }, marks };
}

function mid(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}
