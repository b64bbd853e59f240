export * from "./bot";
