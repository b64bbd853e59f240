// state/: the game state (board, teams, soldiers, markers, result) and board reading.
export * from "./state";
export * from "./board";
