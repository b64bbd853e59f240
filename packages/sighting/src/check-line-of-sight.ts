import type { Direction, Hex, Hexside } from "@tactica/hex";
import { toCanonicalHexside } from "@tactica/hex";
import type { LosPathRole, LosTracer } from "./create-los-tracer";
import { createLosTracer } from "./create-los-tracer";
import { cellToHex } from "./los-grid";
import type { LosJudge, LosNote, TieRule } from "./los-policy";
import { resolveViewpoint } from "./resolve-viewpoint";
import type { Eye, LosOutcome, Provenance, Viewpoint } from "./types";
import { BLOCKED } from "./types";

/** What one crossed element did to the line. */
export type LosEffect = "clear" | "block" | "hinder";

/** One hex or hexside of an explained line, in walking order from observer to target. */
export type LosPathElement = {
  readonly kind: "hex" | "hexside";
  /** The hex (kind "hex"), or the hex the line leaves (kind "hexside"). */
  readonly hex: Hex;
  /** For hexsides: the canonical hexside and the hex the line enters. */
  readonly hexside?: Hexside;
  readonly into?: Hex;
  /** "line" on the plain line; left/right/along for a hexside tie; direct/graze for a vertex pass. */
  readonly role: LosPathRole;
  /** Hex distance from the observer and from the target (for a hexside, to its farther hex). */
  readonly distanceFrom: number;
  readonly distanceTo: number;
  /** Height of the line of sight there (system units), when the system has heights. */
  readonly lineHeight?: number;
  readonly effect: LosEffect;
  readonly modifier?: number;
  readonly note?: LosNote;
};

/** An explained line-of-sight ruling. */
export type LosAnswer = {
  readonly system: string;
  readonly clear: boolean;
  /** Range counted as the system's book says. */
  readonly range: number;
  /** Total hindrance modifier on a clear line (0 when none). */
  readonly modifier: number;
  readonly eyeHeights?: { readonly from: number; readonly to: number };
  /** How ties along hexsides and through vertices were read. */
  readonly tie: TieRule;
  readonly path: readonly LosPathElement[];
  /** Pair-level rulings (floor to floor, sighting range limits, night limits...). */
  readonly conditions: readonly LosNote[];
  /** Elements or conditions that blocked, in order. */
  readonly blockedBy: readonly LosNote[];
  /** Every rule section cited. */
  readonly rules: readonly string[];
  /** Provenance of every chart number the ruling used; `reconstructed` is true if any is not "book". */
  readonly provenance: readonly Provenance[];
  readonly reconstructed: boolean;
};

const tracers = new WeakMap<LosJudge, LosTracer>();

/** The explained LOS between two viewpoints, or a typed error (off the map, bad level, bad posture). */
export function checkLineOfSight(judge: LosJudge, from: Viewpoint, to: Viewpoint): LosOutcome<LosAnswer> {
  const a = resolveViewpoint(judge, from, "observer");
  if (!a.ok) return a;
  const b = resolveViewpoint(judge, to, "target");
  if (!b.ok) return b;
  return { ok: true, value: explainTrace(judge, a.value, b.value) };
}

/** Explains a check between two already resolved eyes (used by the batch APIs' baselines too). */
export function explainTrace(judge: LosJudge, a: Eye, b: Eye): LosAnswer {
  let tracer = tracers.get(judge);
  if (!tracer) { tracer = createLosTracer(judge); tracers.set(judge, tracer); }
  const grid = judge.grid;
  const path: LosPathElement[] = [];
  const conditions: LosNote[] = [];
  const blockedBy: LosNote[] = [];
  const range = judge.range(a, b);
  judge.explain = true;
  judge.note = undefined;
  let verdict: number;
  try {
    verdict = tracer.traceRecorded(a, b, (kind, fromCell, toCell, dir, dA, dB, v, role) => {
      const note = judge.note;
      judge.note = undefined;
      if (kind >= 2) {
        if (note) { conditions.push(note); if (v === BLOCKED) blockedBy.push(note); }
        return;
      }
      const effect: LosEffect = v === BLOCKED ? "block" : v > 0 ? "hinder" : "clear";
      if (v === BLOCKED && note) blockedBy.push(note);
      const t = kind === 0 ? dA / Math.max(1, dA + dB) : (dA - 0.5) / Math.max(1, dA + dB - 1);
      const lineHeight = judge.lineHeight(a, b, t);
      const hex = cellToHex(grid, fromCell);
      const el: LosPathElement = {
        kind: kind === 0 ? "hex" : "hexside", hex, role, distanceFrom: dA, distanceTo: dB, effect,
        ...(kind === 1 ? { hexside: toCanonicalHexside(hex, dir as Direction), into: cellToHex(grid, toCell) } : {}),
        ...(lineHeight === undefined ? {} : { lineHeight }),
        ...(v > 0 ? { modifier: v } : {}),
        ...(note ? { note } : {}),
      };
      path.push(el);
    });
  } finally {
    judge.explain = false;
    judge.note = undefined;
  }
  const notes = [...conditions, ...path.flatMap((p) => (p.note ? [p.note] : []))];
  const provenance: Provenance[] = [];
  const seen = new Set<string>();
  for (const n of notes) {
    if (!n.provenance) continue;
    const k = JSON.stringify(n.provenance);
    if (!seen.has(k)) { seen.add(k); provenance.push(n.provenance); }
  }
  const rules = [...new Set([judge.tie.rule, ...notes.map((n) => n.rule)])];
  const hFrom = judge.lineHeight(a, b, 0), hTo = judge.lineHeight(a, b, 1);
  return {
    system: judge.system,
    clear: verdict !== BLOCKED,
    range,
    modifier: verdict === BLOCKED ? 0 : verdict,
    ...(hFrom === undefined || hTo === undefined ? {} : { eyeHeights: { from: hFrom, to: hTo } }),
    tie: judge.tie,
    path,
    conditions,
    blockedBy,
    rules,
    provenance,
    reconstructed: provenance.some((p) => p.kind !== "book"),
  };
}
