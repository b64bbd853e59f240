// fire/: Fire and explosives in play: attacks, blasts and their results, mines, Claymores, flamethrowers, launchers, hits on vehicles.
// The folder's face: other folders import it through this file.
export * from "./apply-results";
export * from "./at-mines";
export * from "./claymore";
export * from "./fire";
export * from "./flamethrower";
export * from "./launcher-rules";
export * from "./mines";
export * from "./vehicles-damage";
export * from "./vehicles-hatch";
export * from "./phase-c-stun";
