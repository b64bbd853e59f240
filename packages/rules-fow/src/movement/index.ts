export * from "./movement";
