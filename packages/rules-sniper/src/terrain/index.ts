// terrain/: the Sniper! map vocabulary, the compiled board (terrain, buildings, storeys, walls and openings) and
// movement costs. Imports tables/ and options/ only.
export * from "./board";
export * from "./move-cost";
export * from "./vertical";
export * from "./vocabulary";
