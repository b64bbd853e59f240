export { createRegistry } from "./registry";
export type { RulesetRegistry } from "./registry";
