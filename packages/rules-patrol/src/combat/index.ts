export * from "./attack-strength";
export * from "./casualty";
export * from "./defense-strength";
export * from "./fire-odds";
export * from "./hand-to-hand";
export type { Modifier } from "./modifier";
export * from "./patrol-tables";
