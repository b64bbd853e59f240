export * from "./compiled-table";
export * from "./compile-table";
export * from "./ground";
