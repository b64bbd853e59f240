// grids/: the small-hex grid for movement and the MegaHex grid for sight, range and ZOC (WWB 1.0, 2.0), with the
// edge readings as options.
export * from "./board-geometry";
export * from "./megahex-grid";
export * from "./grid-options";
