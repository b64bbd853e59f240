// scenarios/: the scenario document, the placeholder board, set-up and the shipped scenarios.
export * from "./schema";
export * from "./board";
export * from "./setup";
export * from "./shipped";
