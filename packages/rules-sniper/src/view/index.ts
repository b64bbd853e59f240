// view/: a seat's view of the game with the fog of war [36.1], [8.3].
export * from "./view";
