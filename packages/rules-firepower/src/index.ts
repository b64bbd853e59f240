export * from "./sighting/index";
