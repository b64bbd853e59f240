import { lexicographicSortSchema, printSchema } from "graphql";
import { schema } from "./schema/index";

/** The committed SDL (services/api/schema.graphql): a test fails when it drifts from the code. */
export function printSchemaSdl(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
