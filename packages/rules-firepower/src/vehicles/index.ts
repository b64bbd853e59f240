// Vehicles and crews: vehicle state, charts, terrain, hits, fire, smoke and riders [13-15].
// The folder's public face: the package exports nothing from it directly (its rules reach users through the ruleset).
export {};
