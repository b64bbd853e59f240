import type { MapIssue } from "./map-issue";
import type { BoardDefinition, Building, HexRecord, HexsideRecord, MapDocument } from "./schema/map-document";

type Ids = readonly (string | { readonly id: string })[];

/**
 * The ids a rule system accepts for each open vocabulary of a map (an EditorCatalogue fits as it is). A list left
 * out is not checked.
 */
export type MapVocabulary = { readonly markers?: Ids; readonly hexsideFeatures?: Ids; readonly levelSides?: Ids };

/** The issue codes of checkMapVocabulary, one per vocabulary. */
export const MAP_VOCABULARY_CODES = {
  markers: "map/unknown_marker",
  hexsideFeatures: "map/unknown_hexside_feature",
  levelSides: "map/unknown_level_side",
} as const;

type Field = { readonly what: string; readonly code: string; readonly ids: ReadonlySet<string>; readonly allowed: readonly string[] };

function toField(what: string, code: string, ids: Ids | undefined): Field | undefined {
  if (!ids) return undefined;
  const set = new Set(ids.map((x) => (typeof x === "string" ? x : x.id)));
  return { what, code, ids: set, allowed: [...set].sort() };
}

function check(f: Field | undefined, type: string, path: string, where: string, out: MapIssue[]): void {
  if (f && !f.ids.has(type)) {
    const allowed = f.allowed.join(", ") || "none";
    out.push({ path, message: `unknown ${f.what} "${type}" at ${where} (allowed: ${allowed})`, code: f.code, allowed: f.allowed });
  }
}

/**
 * Marker, hexside-feature and level-side ids the rule system does not define, each naming the hex or hexside, the
 * field and the allowed ids (in the message and as `allowed`), with its code (MAP_VOCABULARY_CODES). The map stores open ids (a new system needs no schema change), so a rule system calls
 * this where it checks a map for itself, as it calls checkMapTerrain for terrain.
 */
export function checkMapVocabulary(doc: MapDocument, vocabulary: MapVocabulary): MapIssue[] {
  const out: MapIssue[] = [];
  const markers = toField("marker type", MAP_VOCABULARY_CODES.markers, vocabulary.markers);
  const features = toField("hexside feature type", MAP_VOCABULARY_CODES.hexsideFeatures, vocabulary.hexsideFeatures);
  const levelSides = toField("level side type", MAP_VOCABULARY_CODES.levelSides, vocabulary.levelSides);
  const scanHexes = (hexes: readonly HexRecord[] | undefined, at: string) => hexes?.forEach((h, i) => h.markers?.forEach((m, j) => {
    check(markers, m.type, `${at}[${i}].markers[${j}].type`, `hex ${h.hex.q},${h.hex.r}`, out);
  }));
  const scanSides = (sides: readonly HexsideRecord[] | undefined, at: string) => sides?.forEach((s, i) => s.features.forEach((f, j) => {
    check(features, f.type, `${at}[${i}].features[${j}].type`, `hexside ${s.hex.q},${s.hex.r} dir ${s.dir}`, out);
  }));
  const scanBuildings = (buildings: readonly Building[] | undefined, at: string) => buildings?.forEach((b, i) => b.levels.forEach((l, j) => {
    l.sides?.forEach((s, k) => check(levelSides, s.type, `${at}[${i}].levels[${j}].sides[${k}].type`,
      `hexside ${s.hex.q},${s.hex.r} dir ${s.dir}, storey ${l.storey} of building ${b.id}`, out));
  }));
  const scanBoard = (b: BoardDefinition, at: string) => {
    scanHexes(b.hexes, `${at}.hexes`);
    scanSides(b.hexsides, `${at}.hexsides`);
    scanBuildings(b.buildings, `${at}.buildings`);
  };
  (doc.boards ?? []).forEach((b, i) => scanBoard(b, `boards[${i}]`));
  scanHexes(doc.hexes, "hexes");
  scanSides(doc.hexsides, "hexsides");
  scanBuildings(doc.buildings, "buildings");
  return out;
}
