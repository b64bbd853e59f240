// Buildings and works: foxholes, trenches, bunkers, towers, obstacles, caves, tunnels, bridges, water and wells [8.8, 8.9, 11.1].
// The folder's public face: the package exports nothing from it directly (its rules reach users through the ruleset).
export {};
