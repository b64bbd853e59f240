export * from "./templates";
export * from "./smoke-screen";
