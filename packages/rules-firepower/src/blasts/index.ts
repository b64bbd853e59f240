// Grenades and blasts: blast zones, storey and opening blasts, smoke, mines, fires, craters and the damage blasts do [6.3.6.3.2, 12.3.4, 12.4].
// The folder's public face: what the package exports from it.
export type { FieldGame, IlluminationMarker, SmokeMarker } from "./smoke";
export { observationAt, smokeAt } from "./smoke";
