// tables/: every number of We Were Brothers as data with provenance (the bottom folder: imports nothing of ours).
export * from "./dice";
export * from "./markers";
export * from "./levels";
export * from "./blast";
export * from "./weapons";
export * from "./player-aid";
export * from "./health-gauge";
export * from "./catalogue";
