export * from "./view";
