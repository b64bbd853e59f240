export * from "./schema";
export * from "./forces";
export * from "./table";
export * from "./setup";
export * from "./shipped";
