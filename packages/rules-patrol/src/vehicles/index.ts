// vehicles/: Tanks and APCs in their phases [23, 24]: plot, movement, combat, damage stages.
// The folder's face: other folders import it through this file.
export * from "./vehicle-stages";
export * from "./vehicles-combat";
export * from "./vehicles-movement";
export * from "./vehicles-plot";
