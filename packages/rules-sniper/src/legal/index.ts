// legal/: candidate commands from a seat's view.
export * from "./legal";
