// A map meets a rule system: the open vocabularies of a map document (marker, hexside-feature and level-side type
// ids) checked against what the system's editor catalogue defines, as its terrain is against its terrain catalogue.
import { checkMapVocabulary } from "@tactica/map";
import type { MapDocument, MapIssue, MapVocabulary } from "@tactica/map";
import type { EditorCatalogue } from "./catalogue";

/** The ids a system's maps may use for markers, hexside features and building-storey sides: its catalogue's. */
export function mapVocabularyOf(catalogue: Pick<EditorCatalogue, "markers" | "hexsideFeatures" | "levelSides">): MapVocabulary {
  return { markers: catalogue.markers, hexsideFeatures: catalogue.hexsideFeatures, levelSides: catalogue.levelSides };
}

/**
 * Every marker, hexside feature and level side of `doc` the catalogue does not define: the path, a message naming
 * the hex or hexside and the allowed ids, the code (map/unknown_marker, map/unknown_hexside_feature,
 * map/unknown_level_side) and `allowed`. Empty when the map uses only the catalogue's ids.
 */
export function checkMapAgainstCatalogue(doc: MapDocument, catalogue: Pick<EditorCatalogue, "markers" | "hexsideFeatures" | "levelSides">): MapIssue[] {
  return checkMapVocabulary(doc, mapVocabularyOf(catalogue));
}
