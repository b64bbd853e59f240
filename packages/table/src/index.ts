// @tactica/table: continuous-table geometry for miniatures games (document, compile, kernels). Pure.
export * from "./units";
export * from "./geometry";
export * from "./document";
export * from "./compile";
export * from "./sight";
export * from "./templates";
export * from "./samples";
