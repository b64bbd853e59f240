import type { Direction, Hex, HexKey } from "@tactica/hex";
import { createHex, toCanonicalHexside, toHexKey } from "@tactica/hex";
import type { Hexside } from "@tactica/hex";
import type { BoardDefinition, Building, Fortification, HexMarker, HexRecord, MapDocument, MegahexLayer } from "./schema/map-document";
import type { BoardTransform } from "./transform";
import { toGlobalDirection, toGlobalHex } from "./transform";

type Feature = NonNullable<BoardDefinition["hexsides"]>[number]["features"][number];

/** One hex of the assembled map, in global coordinates. */
export type ResolvedHex = {
  readonly hex: Hex;
  terrain?: string;
  height: number;
  markers: HexMarker[];
  partial: boolean;
  /** Printed IDs naming this hex (several where boards overlap), in stacking order. */
  ids: string[];
  /** Placement that lies on top at this hex (undefined for map-level-only hexes). */
  placement?: string;
};

/** The assembled map: boards placed, rotated and merged with map-level data, all in global coordinates. */
export type ResolvedMap = {
  readonly hexes: Map<HexKey, ResolvedHex>;
  /** Canonical hexside key "q,r,d" -> side and features. */
  readonly hexsides: Map<string, { side: Hexside; features: Feature[] }>;
  readonly buildings: Building[];
  readonly fortifications: Fortification[];
  readonly megahexes: { cells: MegahexLayer["cells"]; membership: MegahexLayer["membership"] };
  /** The global direction the rules call direction 1, when the document names it. */
  readonly directionOne?: Direction;
  /** Board placements bottom to top: placement id (as ResolvedHex.placement names it), board id and panel number. */
  readonly panels: readonly ResolvedPanel[];
  /** Named regions with their hexes in global coordinates (printed IDs looked up; unknown ones left out). */
  readonly regions: readonly ResolvedRegion[];
};

/** One placed board: the placement id, its board's id and printed number. */
export type ResolvedPanel = { readonly placement: string; readonly board: string; readonly number?: number };

/** A named region resolved to global hexes. */
export type ResolvedRegion = { readonly id: string; readonly name: string; readonly kind: string; readonly hexes: readonly Hex[] };

/** A placement with defaults filled in and its board looked up. */
export type ResolvedPlacement = { id: string; board: BoardDefinition; transform: BoardTransform; z: number; twice: boolean };

/** Placements sorted bottom to top by (z, id): independent of the order they are listed in. */
export function toResolvedPlacements(doc: MapDocument): ResolvedPlacement[] {
  const boards = new Map((doc.boards ?? []).map((b) => [b.id, b]));
  const uses = new Map<string, number>();
  for (const p of doc.placements ?? []) uses.set(p.board, (uses.get(p.board) ?? 0) + 1);
  const out = (doc.placements ?? []).map((p) => {
    const board = boards.get(p.board);
    if (!board) throw new Error(`placement of unknown board ${p.board} (validate the document first)`);
    const transform = { offset: createHex(p.offset.q, p.offset.r), rotation: p.rotation ?? 0 };
    return { id: p.id ?? p.board, board, transform, z: p.z ?? 0, twice: (uses.get(p.board) ?? 0) > 1 };
  });
  return out.sort((a, b) => a.z - b.z || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

function sideKey(s: Hexside): string {
  return `${s.hex.q},${s.hex.r},${s.dir}`;
}

function qualify(id: string, p: ResolvedPlacement): string {
  return p.twice ? `${p.id}/${id}` : id;
}

function qualifyMegahex(id: string, p: ResolvedPlacement, always: boolean): string {
  return always ? `${p.id}/${id}` : qualify(id, p);
}

function placeBuilding(b: Building, p: ResolvedPlacement): Building {
  const t = p.transform;
  const g = (h: Hex) => toGlobalHex(h, t);
  return {
    ...b,
    id: qualify(b.id, p),
    hexes: b.hexes.map(g),
    levels: b.levels.map((l) => ({
      ...l,
      ...(l.hexes ? { hexes: l.hexes.map(g) } : {}),
      ...(l.sides ? { sides: l.sides.map((s) => ({ ...s, hex: g(s.hex), dir: toGlobalDirection(s.dir, t) })) } : {}),
    })),
    ...(b.stairs ? { stairs: b.stairs.map((s) => ({ ...s, hex: g(s.hex) })) } : {}),
  };
}

function placeFortification(f: Fortification, t: BoardTransform): Fortification {
  const out = { ...f, hex: toGlobalHex(f.hex, t) } as Record<string, unknown>;
  const rot = (d: number) => toGlobalDirection(d, t);
  if ("facing" in f && f.facing !== undefined) out.facing = rot(f.facing);
  if ("sides" in f && f.sides) out.sides = f.sides.map(rot);
  if ("apertures" in f) out.apertures = f.apertures.map((a) => ({ ...a, dir: rot(a.dir) }));
  return out as Fortification;
}

function applyHex(into: Map<HexKey, ResolvedHex>, rec: HexRecord, hex: Hex, placement?: string): void {
  const key = toHexKey(hex);
  const cur = into.get(key) ?? { hex, height: 0, markers: [], partial: false, ids: [] };
  if (rec.terrain !== undefined) cur.terrain = rec.terrain;
  if (rec.height !== undefined) cur.height = rec.height;
  if (rec.markers !== undefined) cur.markers = [...rec.markers];
  if (rec.partial !== undefined) cur.partial = rec.partial;
  if (rec.id !== undefined && !cur.ids.includes(rec.id)) cur.ids.push(rec.id);
  if (placement !== undefined) cur.placement = placement;
  into.set(key, cur);
}

/** Assembles a validated document: places boards bottom to top by (z, id), then applies map-level data. */
export function resolveMap(doc: MapDocument): ResolvedMap {
  const hexes = new Map<HexKey, ResolvedHex>();
  const hexsides = new Map<string, { side: Hexside; features: Feature[] }>();
  const buildings: Building[] = [];
  const fortifications: Fortification[] = [];
  const cells: MegahexLayer["cells"] = [];
  const membership: MegahexLayer["membership"] = [];
  const placements = toResolvedPlacements(doc);
  // Boards name their MegaHexes alike ("M0,0" on every library panel): with two such boards the ids take the
  // placement's, as printed IDs of a board placed twice do, or one panel's hexes would point at the other's MegaHexes.
  const mhxQualified = placements.filter((p) => p.board.megahexes).length > 1;
  for (const p of placements) {
    const t = p.transform;
    for (const rec of p.board.hexes) {
      const printed = rec.id === undefined ? rec : { ...rec, id: qualify(rec.id, p) };
      applyHex(hexes, printed, toGlobalHex(rec.hex, t), p.id);
    }
    for (const s of p.board.hexsides ?? []) {
      const side = toCanonicalHexside(toGlobalHex(s.hex, t), toGlobalDirection(s.dir, t));
      hexsides.set(sideKey(side), { side, features: [...s.features] });
    }
    for (const b of p.board.buildings ?? []) buildings.push(placeBuilding(b, p));
    for (const f of p.board.fortifications ?? []) fortifications.push(placeFortification(f, t));
    const mh = p.board.megahexes;
    if (mh) {
      // MegaHex lattice coordinates turn with the board; they shift with it when the offset is a whole number
      // of MegaHex steps, so panels placed on that lattice share one MHx grid (distances compare across panels).
      const k = mh.scale ?? 0;
      const shift = k > 0 && t.offset.q % k === 0 && t.offset.r % k === 0 ? { q: t.offset.q / k, r: t.offset.r / k } : { q: 0, r: 0 };
      for (const c of mh.cells) {
        const coord = toGlobalHex(c.coord, { offset: shift, rotation: t.rotation });
        cells.push({ ...c, id: qualifyMegahex(c.id, p, mhxQualified), center: toGlobalHex(c.center, t), coord });
      }
      for (const m of mh.membership) {
        membership.push({ hex: toGlobalHex(m.hex, t), megahexes: m.megahexes.map((id) => qualifyMegahex(id, p, mhxQualified)) });
      }
    }
  }
  for (const rec of doc.hexes ?? []) applyHex(hexes, rec, createHex(rec.hex.q, rec.hex.r));
  for (const s of doc.hexsides ?? []) {
    const side = toCanonicalHexside(createHex(s.hex.q, s.hex.r), s.dir as Direction);
    hexsides.set(sideKey(side), { side, features: [...s.features] });
  }
  buildings.push(...(doc.buildings ?? []));
  fortifications.push(...(doc.fortifications ?? []));
  if (doc.megahexes) { cells.push(...doc.megahexes.cells); membership.push(...doc.megahexes.membership); }
  const directionOne = toDirectionOne(doc, placements);
  const panels = placements.map((p) => ({ placement: p.id, board: p.board.id, ...(p.board.number === undefined ? {} : { number: p.board.number }) }));
  return {
    hexes, hexsides, buildings, fortifications, megahexes: { cells, membership }, panels, regions: resolveRegions(doc, hexes),
    ...(directionOne === undefined ? {} : { directionOne }),
  };
}

function resolveRegions(doc: MapDocument, hexes: ReadonlyMap<HexKey, ResolvedHex>): ResolvedRegion[] {
  if (!doc.regions) return [];
  const byId = new Map<string, Hex>();
  for (const h of hexes.values()) for (const id of h.ids) byId.set(id, h.hex);
  return doc.regions.map((reg) => ({
    id: reg.id, name: reg.name, kind: reg.kind,
    hexes: reg.hexes.flatMap((h) => {
      const hex = typeof h === "string" ? byId.get(h) : createHex(h.q, h.r);
      return hex ? [hex] : [];
    }),
  }));
}

/**
 * Firepower 2.2: with several panels, the directional hex of the lowest-numbered panel names the directions
 * for the whole board. An explicit `directions.one` in the document wins.
 */
export function toDirectionOne(doc: MapDocument, placements = toResolvedPlacements(doc)): Direction | undefined {
  if (doc.directions) return doc.directions.one as Direction;
  let best: ResolvedPlacement | undefined;
  for (const p of placements) {
    if (!p.board.directional) continue;
    const n = p.board.number ?? Number.POSITIVE_INFINITY;
    const bn = best?.board.number ?? Number.POSITIVE_INFINITY;
    if (!best || n < bn || (n === bn && p.id < best.id)) best = p;
  }
  return best?.board.directional ? toGlobalDirection(best.board.directional.one, best.transform) : undefined;
}
