export * from "./state";
export * from "./table";
