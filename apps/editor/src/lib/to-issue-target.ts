import { toHexKey, toHexsideKey } from "@tactica/hex";
import type { Direction, Hex } from "@tactica/hex";
import type { MapDocument } from "@tactica/map";

/** Where a validation issue points on the board: a hex, a hexside, or nowhere drawable. */
export type IssueTarget =
  | { kind: "hex"; hex: Hex; key: string }
  | { kind: "hexside"; hex: Hex; dir: Direction; key: string }
  | { kind: "none" };

type Json = unknown;

/**
 * Reads a validation path (`hexsides[2].features[0].type`, `buildings[0].levels[1].sides[3].dir`, ...) against the
 * document and returns the innermost record that names a hex (and a direction, for hexsides and level sides).
 * Paths into boards are board-local coordinates, so they point at the board's own hex only when unrotated at 0,0;
 * map-level paths (what the editor writes) are global.
 */
export function toIssueTarget(doc: MapDocument | Json, path: string): IssueTarget {
  const steps = parsePath(path);
  let node: Json = doc;
  let found: IssueTarget = { kind: "none" };
  for (const step of steps) {
    if (node === null || typeof node !== "object") break;
    node = (node as Record<string | number, Json>)[step];
    const target = toTarget(node);
    if (target.kind !== "none") found = target;
  }
  return found;
}

function toTarget(node: Json): IssueTarget {
  if (node === null || typeof node !== "object" || Array.isArray(node)) return { kind: "none" };
  const record = node as { hex?: unknown; dir?: unknown };
  const hex = toHex(record.hex);
  if (hex === undefined) return { kind: "none" };
  if (Number.isInteger(record.dir) && (record.dir as number) >= 0 && (record.dir as number) <= 5) {
    const dir = record.dir as Direction;
    return { kind: "hexside", hex, dir, key: toHexsideKey({ hex, dir }) };
  }
  return { kind: "hex", hex, key: toHexKey(hex) };
}

function toHex(v: unknown): Hex | undefined {
  if (v === null || typeof v !== "object") return undefined;
  const { q, r } = v as { q?: unknown; r?: unknown };
  return Number.isInteger(q) && Number.isInteger(r) ? ({ q, r } as Hex) : undefined;
}

function parsePath(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (m[2] !== undefined) out.push(Number(m[2]));
    else if (m[1] !== undefined) out.push(m[1]);
  }
  return out;
}
