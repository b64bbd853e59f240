// legal/: the commands a seat may try now, from its own view.
export * from "./legal";
