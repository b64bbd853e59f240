// terrain/: What stands on a hex and what entering it costs: craters, pillboxes, wire, smoke markers, vehicle and horse counters.
// The folder's face: other folders import it through this file.
export * from "./craters";
export * from "./horses";
export * from "./move-cost";
export * from "./pillbox";
export * from "./pillbox-blast";
export * from "./smoke-fire";
export * from "./vehicles";
export * from "./wire";
