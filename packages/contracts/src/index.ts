export * from "./jobs";
export * from "./error-codes";
