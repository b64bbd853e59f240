export * from "./schema";
export * from "./migrate";
export * from "./validate";
export * from "./json-schema";
export * from "./create-table";
