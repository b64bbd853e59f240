// Melee: close combat in bunkers, towers and tunnels [6.5, 11.3].
// The folder's public face: the package exports nothing from it directly (its rules reach users through the ruleset).
export {};
