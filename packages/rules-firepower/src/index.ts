export * from "./sighting/index";
export * from "./tables/index";
export * from "./options";
export * from "./fire/index";
