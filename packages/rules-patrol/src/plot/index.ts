export * from "./check-task-order";
export * from "./parse-plot-line";
export * from "./task";
