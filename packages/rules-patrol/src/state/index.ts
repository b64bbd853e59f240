// state/: The game state, each subsystem's slice type, hex ids and the board.
// The folder's face: other folders import it through this file.
export * from "./hex-id";
export * from "./map-sections";
export * from "./patrol-map";
export * from "./slices";
export * from "./state";
export * from "./update";
