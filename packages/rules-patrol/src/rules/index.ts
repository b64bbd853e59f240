export * from "./entry";
export * from "./movement";
export * from "./panic";
export * from "./preservation";
export * from "./victory";
