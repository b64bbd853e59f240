import type { Direction } from "@tactica/hex";
import { hexNeighbor, toHexKey } from "@tactica/hex";
import type { MapIssue } from "./map-issue";
import type { BoardDefinition, Building, MapDocument, MegahexLayer } from "./schema/map-document";
import { resolveMap } from "./resolve-map";

function checkUnique(ids: readonly string[], path: (i: number) => string, what: string, out: MapIssue[]): void {
  const seen = new Map<string, number>();
  ids.forEach((id, i) => {
    const first = seen.get(id);
    if (first !== undefined) out.push({ path: path(i), message: `duplicate ${what} "${id}" (first at index ${first})` });
    else seen.set(id, i);
  });
}

function checkBuilding(b: Building, at: string, out: MapIssue[]): void {
  const storeys = new Set(b.levels.map((l) => l.storey));
  checkUnique(b.levels.map((l) => String(l.storey)), (i) => `${at}.levels[${i}].storey`, "storey", out);
  const footprint = new Set(b.hexes.map(toHexKey));
  b.levels.forEach((l, i) => {
    if (l.ceiling < l.floor) out.push({ path: `${at}.levels[${i}].ceiling`, message: "ceiling is below the floor" });
    (l.hexes ?? []).forEach((h, j) => {
      if (!footprint.has(toHexKey(h))) out.push({ path: `${at}.levels[${i}].hexes[${j}]`, message: "hex is not in the building footprint" });
    });
  });
  (b.stairs ?? []).forEach((s, i) => {
    for (const k of ["from", "to"] as const) {
      if (!storeys.has(s[k])) out.push({ path: `${at}.stairs[${i}].${k}`, message: `storey ${s[k]} is not a level of building ${b.id}` });
    }
    if (!footprint.has(toHexKey(s.hex))) out.push({ path: `${at}.stairs[${i}].hex`, message: "stairs hex is not in the building footprint" });
  });
}

function checkMegahexes(m: MegahexLayer, at: string, out: MapIssue[]): void {
  const ids = new Set(m.cells.map((c) => c.id));
  checkUnique(m.cells.map((c) => c.id), (i) => `${at}.cells[${i}].id`, "MegaHex id", out);
  m.membership.forEach((mm, i) => mm.megahexes.forEach((id, j) => {
    if (!ids.has(id)) out.push({ path: `${at}.membership[${i}].megahexes[${j}]`, message: `unknown MegaHex "${id}"` });
  }));
}

function checkBoard(b: BoardDefinition, at: string, out: MapIssue[]): void {
  checkUnique(b.hexes.map((h) => toHexKey(h.hex)), (i) => `${at}.hexes[${i}].hex`, "hex", out);
  checkUnique(b.hexes.flatMap((h) => (h.id === undefined ? [] : [h.id])), () => `${at}.hexes`, "printed ID", out);
  (b.buildings ?? []).forEach((bd, i) => checkBuilding(bd, `${at}.buildings[${i}]`, out));
  if (b.megahexes) checkMegahexes(b.megahexes, `${at}.megahexes`, out);
  if (b.directional && !b.hexes.some((h) => h.hex.q === b.directional?.hex.q && h.hex.r === b.directional.hex.r)) {
    out.push({ path: `${at}.directional.hex`, message: "directional hex is not on the board" });
  }
}

/** Map-level hexsides, buildings and fortifications must touch the assembled map (typos in coordinates). */
function checkOnMap(doc: MapDocument, hexes: ReadonlyMap<string, unknown>, out: MapIssue[]): void {
  const on = (h: { q: number; r: number }) => hexes.has(toHexKey(h));
  (doc.hexsides ?? []).forEach((s, i) => {
    if (!on(s.hex) && !on(hexNeighbor(s.hex, s.dir as Direction))) {
      out.push({ path: `hexsides[${i}].hex`, message: "hexside touches no hex of the map" });
    }
  });
  (doc.buildings ?? []).forEach((b, i) => b.hexes.forEach((h, j) => {
    if (!on(h)) out.push({ path: `buildings[${i}].hexes[${j}]`, message: "building hex is not on the map" });
  }));
  (doc.fortifications ?? []).forEach((f, i) => {
    if (!on(f.hex)) out.push({ path: `fortifications[${i}].hex`, message: "fortification hex is not on the map" });
  });
}

/** Regions (map sections, set-up areas): every hex on the map, named once; printed IDs must name a hex. */
function checkRegions(doc: MapDocument, hexes: ReadonlyMap<string, unknown>, named: ReadonlyMap<string, string>, out: MapIssue[]): void {
  (doc.regions ?? []).forEach((reg, i) => {
    const seen = new Set<string>();
    reg.hexes.forEach((h, j) => {
      const at = `regions[${i}].hexes[${j}]`;
      const key = typeof h === "string" ? named.get(h) : toHexKey(h);
      if (key === undefined) out.push({ path: at, message: `no hex of the map has the printed ID "${String(h)}" (region ${reg.id})` });
      else if (!hexes.has(key)) out.push({ path: at, message: `hex ${key} is not on the map (region ${reg.id})` });
      else if (seen.has(key)) out.push({ path: at, message: `hex ${key} is listed twice in region ${reg.id}` });
      else seen.add(key);
    });
  });
}

/** Cross-field checks zod cannot express: references, uniqueness, printed IDs that name two different hexes. */
export function checkMapReferences(doc: MapDocument): MapIssue[] {
  const out: MapIssue[] = [];
  const boards = doc.boards ?? [];
  checkUnique(boards.map((b) => b.id), (i) => `boards[${i}].id`, "board id", out);
  boards.forEach((b, i) => checkBoard(b, `boards[${i}]`, out));
  const boardIds = new Set(boards.map((b) => b.id));
  const placements = doc.placements ?? [];
  placements.forEach((p, i) => {
    if (!boardIds.has(p.board)) out.push({ path: `placements[${i}].board`, message: `unknown board "${p.board}"` });
  });
  checkUnique(placements.map((p) => p.id ?? p.board), (i) => `placements[${i}].id`,
    "placement id (give each placement of a board its own id)", out);
  (doc.buildings ?? []).forEach((b, i) => checkBuilding(b, `buildings[${i}]`, out));
  if (doc.megahexes) checkMegahexes(doc.megahexes, "megahexes", out);
  checkUnique((doc.regions ?? []).map((r) => r.id), (i) => `regions[${i}].id`, "region id", out);
  if (out.length > 0) return out;
  const resolved = resolveMap(doc);
  if (resolved.hexes.size === 0) out.push({ path: "hexes", message: "the map has no hexes (place a board or list hexes)" });
  checkOnMap(doc, resolved.hexes, out);
  const named = new Map<string, string>();
  for (const h of resolved.hexes.values()) {
    for (const id of h.ids) {
      const where = named.get(id);
      if (where !== undefined && where !== toHexKey(h.hex)) {
        out.push({ path: "placements", message: `printed ID "${id}" names two hexes (${where} and ${toHexKey(h.hex)})` });
      }
      named.set(id, toHexKey(h.hex));
    }
  }
  checkRegions(doc, resolved.hexes, named, out);
  return out;
}
