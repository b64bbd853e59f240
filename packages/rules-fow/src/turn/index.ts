export * from "./commands";
export * from "./assault";
export * from "./shooting";
export * from "./sight";
export * from "./starting";
export * from "./victory";
export * from "./turn-events";
