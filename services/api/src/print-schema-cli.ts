import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { printSchemaSdl } from "./print-schema";

const target = fileURLToPath(new URL("../schema.graphql", import.meta.url));
writeFileSync(target, printSchemaSdl());
console.log(`wrote ${target}`);
