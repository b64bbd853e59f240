import type { Footprint, Position } from "@tactica/contracts";
import { toWrongGeometryReason } from "@tactica/contracts";
import type { Hex } from "@tactica/hex";
import type { CompiledMap } from "@tactica/map";
import type { LosOutcome } from "@tactica/sighting";
import { resolveHexId } from "@tactica/sighting";
import { builder } from "../builder";
import { apiError } from "../errors";

// A position in either geometry as GraphQL input. GraphQL has no input unions, so PositionInput is a @oneOf input
// object (graphql 16.9+ and Pothos `isOneOf`): exactly one of hex or table, refused by validation otherwise.

export const HexPositionInput = builder.inputType("HexPositionInput", {
  description: "A hex by its printed ID (e.g. \"1C3\", \"0304\") or by axial coordinates q and r (exactly one of the two), with its building level.",
  fields: (t) => ({
    hexId: t.string({ required: false }),
    q: t.int({ required: false }),
    r: t.int({ required: false }),
    level: t.int({ required: false, description: "Building level (storey), 0 = ground; when given it wins over the viewpoint's level." }),
  }),
});

const CircleFootprintInput = builder.inputType("CircleFootprintInput", {
  description: "A round base of this radius, in the table's units.",
  fields: (t) => ({ radius: t.float({ required: true }) }),
});

const RectangleFootprintInput = builder.inputType("RectangleFootprintInput", {
  description: "A rectangular base (width x height in the table's units) turned angle degrees clockwise.",
  fields: (t) => ({ width: t.float({ required: true }), height: t.float({ required: true }), angle: t.float({ required: false }) }),
});

export const FootprintInput = builder.inputType("FootprintInput", {
  description: "The base a table position stands on: exactly one of circle or rectangle.",
  isOneOf: true,
  fields: (t) => ({
    circle: t.field({ type: CircleFootprintInput, required: false }),
    rectangle: t.field({ type: RectangleFootprintInput, required: false }),
  }),
});

export const TablePositionInput = builder.inputType("TablePositionInput", {
  description: "A point {x, y} on a continuous table in the table's unit (inch, cm), with an optional footprint. Judged on a stored table (lineOfSight, range and visibility with tableId); on a hex map it is refused with position/wrong_geometry.",
  fields: (t) => ({ x: t.float({ required: true }), y: t.float({ required: true }), footprint: t.field({ type: FootprintInput, required: false }) }),
});

export const PositionInput = builder.inputType("PositionInput", {
  description: "A position in either geometry: exactly one of hex (hex maps) or table (continuous tables).",
  isOneOf: true,
  fields: (t) => ({
    hex: t.field({ type: HexPositionInput, required: false }),
    table: t.field({ type: TablePositionInput, required: false }),
  }),
});

type HexArg = { hexId?: string | null; q?: number | null; r?: number | null; level?: number | null };
type FootprintArg = { circle?: { radius: number } | null; rectangle?: { width: number; height: number; angle?: number | null } | null };
type TableArg = { x: number; y: number; footprint?: FootprintArg | null };
type PositionArg = { hex?: HexArg | null; table?: TableArg | null };
/** A viewpoint's place as the resolvers receive it: today's hexId | q, r + level, or the position union. */
export type PlaceArg = HexArg & { position?: PositionArg | null };

const unwrap = <T>(o: LosOutcome<T>): T => {
  if (!o.ok) throw apiError(o.error.code, o.error.message, o.error.rule ? { rule: o.error.rule } : {});
  return o.value;
};

// graphql-jit (the API compiles a query after its 2nd use) coerces variables without the @oneOf check, so the
// resolvers check "exactly one" themselves: the same refusal on every path.
function exactlyOne(o: object, names: string, what: string, role: string): void {
  if (Object.values(o).filter((v) => v != null).length !== 1) throw apiError("request/invalid", `The ${role}'s ${what} needs exactly one of ${names}.`);
}

/** The contracts' Position of a PositionInput (exactly one of hex or table; a footprint exactly one shape). */
export function toPosition(p: PositionArg, role: string): Position {
  exactlyOne(p, "hex or table", "position", role);
  if (p.table != null) {
    const { x, y, footprint: f } = p.table;
    if (f == null) return { kind: "table", x, y };
    exactlyOne(f, "circle or rectangle", "footprint", role);
    const footprint: Footprint = f.circle != null
      ? { shape: "circle", radius: f.circle.radius }
      : { shape: "rectangle", width: f.rectangle!.width, height: f.rectangle!.height, ...(f.rectangle!.angle != null ? { angle: f.rectangle!.angle } : {}) };
    return { kind: "table", x, y, footprint };
  }
  const h = p.hex!;
  return { kind: "hex", ...(h.hexId != null ? { hexId: h.hexId } : {}), ...(h.q != null ? { q: h.q } : {}), ...(h.r != null ? { r: h.r } : {}), ...(h.level != null ? { level: h.level } : {}) };
}

/** The hex form of a place: position.hex, or the viewpoint's own fields; a table position is the wrong geometry. */
export function toHexPlace(v: PlaceArg, role: string, systemName: string): HexArg {
  if (v.position == null) return v;
  if (v.hexId != null || v.q != null || v.r != null) {
    throw apiError("request/invalid", `The ${role} gives both position and hexId/q/r: give one of them.`);
  }
  const p = toPosition(v.position, role);
  if (p.kind === "table") throw apiError("position/wrong_geometry", `The ${role}: ${toWrongGeometryReason(systemName, "hex")}.`);
  return { ...p, level: p.level ?? v.level ?? null };
}

/** The hex and level of a place on a compiled map (printed IDs resolved); typed errors name the role. */
export function toPlacedHex(map: CompiledMap, v: PlaceArg, role: string, systemName: string): { hex: Hex; level: number } {
  const p = toHexPlace(v, role, systemName);
  const hasId = p.hexId != null;
  const hasCoords = p.q != null && p.r != null;
  if (hasId === hasCoords) throw apiError("request/invalid", `The ${role} needs either hexId or both q and r.`);
  const hex = hasId ? unwrap(resolveHexId(map, String(p.hexId))) : { q: p.q as number, r: p.r as number };
  return { hex, level: p.level ?? 0 };
}

/**
 * A ViewpointInput as a sighting job viewpoint, in the hex shape jobs have always had: a hex position and today's
 * hexId/q/r fields give the same payload, so the same job id; a table position is refused here, before queueing.
 */
export function toJobViewpoint(v: PlaceArg & { posture: string; upHeight?: number | null }, role: string, systemName: string) {
  const p = toHexPlace(v, role, systemName);
  return {
    ...(p.hexId != null ? { hexId: p.hexId } : {}),
    ...(p.q != null ? { q: p.q } : {}),
    ...(p.r != null ? { r: p.r } : {}),
    ...(p.level ? { level: p.level } : {}),
    posture: v.posture,
    ...(v.upHeight != null ? { upHeight: v.upHeight } : {}),
  };
}
