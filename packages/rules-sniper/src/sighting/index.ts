// sighting/: fields of fire [7.1] and lines of sight and fire [7.3, 7.5, 11.5, 11.6, 12.1] over the compiled board.
// Imports terrain/, tables/ and options/; sniper-los-policy.ts serves the same lines as the services' judge.
export * from "./field-of-fire";
export * from "./line-of-sight";
export * from "./sniper-los-policy";
