import { z } from "zod";
import { MAP_SCHEMA_VERSION, mapDocumentSchema } from "./schema/map-document";

/** The JSON Schema of the current map document, generated from the zod schema (published as map.schema.json). */
export function toMapJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(mapDocumentSchema, { target: "draft-2020-12" }),
    $id: `urn:tactica:map-document:${MAP_SCHEMA_VERSION}`,
    title: "Tactica map document",
  };
}
