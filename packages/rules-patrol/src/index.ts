export * from "./sighting/index";
export * from "./tables/index";
export * from "./options/patrol-options";
export * from "./combat/index";
export * from "./rules/index";
export * from "./plot/index";
export * from "./scenarios/index";
export { toSolitaireMgRows } from "./bot/solitaire";
