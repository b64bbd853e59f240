import SchemaBuilder from "@pothos/core";
import type { Context } from "./context";

/** The one Pothos builder of the API (code-first schema). */
export const builder = new SchemaBuilder<{
  Context: Context;
  Scalars: { JSON: { Input: unknown; Output: unknown } };
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
