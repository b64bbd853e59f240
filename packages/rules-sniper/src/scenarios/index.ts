// scenarios/: the scenario document, orders of battle, activation tracks, the board and set-up.
export * from "./schema";
export * from "./orders-of-battle";
export * from "./board";
export * from "./setup";
export * from "./shipped";
