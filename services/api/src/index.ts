export { buildApp } from "./app";
export type { BuildAppOptions } from "./app";
export type { AppDeps, RulesetEntry } from "./deps";
export { schema } from "./schema/index";
export { printSchemaSdl } from "./print-schema";
export { shippedData } from "./shipped-data";
