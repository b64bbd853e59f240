// view/: the game as one seat (its side) or a spectator may see it.
export * from "./view";
