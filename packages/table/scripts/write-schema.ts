// Regenerates packages/table/table.schema.json from the zod schema: `npm -w @tactica/table run generate:schema`.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { toTableJsonSchema } from "../src/document";

const target = fileURLToPath(new URL("../table.schema.json", import.meta.url));
writeFileSync(target, `${JSON.stringify(toTableJsonSchema(), null, 2)}\n`);
console.log(`wrote ${target}`);
