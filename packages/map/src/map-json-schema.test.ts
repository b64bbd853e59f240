import { describe, expect, it } from "vitest";
import committed from "../map.schema.json";
import { toMapJsonSchema } from "./map-json-schema";

describe("map.schema.json", () => {
  it("matches the schema generated from zod (run `npm -w @tactica/map run generate:schema` after changing it)", () => {
    expect(committed).toEqual(JSON.parse(JSON.stringify(toMapJsonSchema())));
  });
});
