import { z } from "zod";
import { TABLE_SCHEMA_VERSION, tableDocumentSchema } from "./schema";

/** The JSON Schema of the current table document, generated from the zod schema (published as table.schema.json). */
export function toTableJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(tableDocumentSchema, { target: "draft-2020-12" }),
    $id: `urn:tactica:table-document:${TABLE_SCHEMA_VERSION}`,
    title: "Tactica table document",
  };
}
