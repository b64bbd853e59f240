export * from "./teams";
export * from "./sample-points";
export * from "./trace-line";
export * from "./rules-cited";
export * from "./line-of-sight";
export * from "./concealment";
export * from "./range";
