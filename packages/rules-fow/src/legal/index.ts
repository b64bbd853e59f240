export * from "./legal";
