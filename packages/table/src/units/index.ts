export * from "./units";
export * from "./rule-distances";
export * from "./rulings";
export * from "./measure";
