// Sniper!'s state: soldiers, markers, sides, the impulse in progress, the board geometry and its compiled buildings.
export * from "./state";
export * from "./board";
export * from "./map-document";
export * from "./compiled-board";
