// Maps the editor's browser tests author on, stored through the API's saveMap like the editor does.
import { createRectangularBoard, createSeededUrbanMap, MAP_SCHEMA_VERSION } from "@tactica/map";
import type { MapDocument } from "@tactica/map";

/** A blank 7 x 5 clear board with printed IDs TA1..TG5 (flat-topped, columns lettered): the author's empty page. */
export function createBlankTestMap(id: string): MapDocument {
  const board = createRectangularBoard({
    id: "blank", kind: "tile", cols: 7, rows: 5, layout: { orientation: "flat", parity: "even" }, terrain: "clear",
    ids: { prefix: "T", parts: [{ axis: "col", style: "letters" }, { axis: "row", style: "number" }] },
  });
  return { schemaVersion: MAP_SCHEMA_VERSION, id, name: id, system: "firepower", provenance: "user", orientation: "flat", boards: [board], placements: [{ board: "blank", offset: { q: 0, r: 0 } }] };
}

/** The 1,600-hex urban map (40 x 40, buildings of up to 3 storeys) for the painting frame-time measurement. */
export function createLargeUrbanTestMap(id: string): MapDocument {
  return { ...createSeededUrbanMap({ width: 40, height: 40, seed: 11 }), id, name: id, system: "firepower" };
}

/** Stores a new map through the API's saveMap, for the rule system the document names; throws unless it is saved at version 1. */
export async function storeMap(apiUrl: string, authorKey: string, doc: MapDocument): Promise<void> {
  const query = "mutation($input: SaveMapInput!) { saveMap(input: $input) { __typename ... on MapSaved { map { version } } ... on MapInvalid { issues { path message } } } }";
  const res = await fetch(`${apiUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${authorKey}` },
    body: JSON.stringify({ query, variables: { input: { id: doc.id, name: doc.name ?? doc.id, rulesetId: doc.system ?? "firepower", document: doc } } }),
  });
  const body = (await res.json()) as { data?: { saveMap?: { __typename: string; map?: { version: number } } } };
  if (body.data?.saveMap?.map?.version !== 1) throw new Error(`could not store ${doc.id}: ${JSON.stringify(body)}`);
}
