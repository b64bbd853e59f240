// Regenerates packages/map/map.schema.json from the zod schema: `npm -w @tactica/map run generate:schema`.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { toMapJsonSchema } from "../src/map-json-schema";

const target = fileURLToPath(new URL("../map.schema.json", import.meta.url));
writeFileSync(target, `${JSON.stringify(toMapJsonSchema(), null, 2)}\n`);
console.log(`wrote ${target}`);
