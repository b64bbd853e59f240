// Sniper!'s state: soldiers, markers, sides, the impulse in progress, the board geometry.
export * from "./state";
export * from "./board";
export * from "./map-document";
