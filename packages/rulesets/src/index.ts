export { defaultModules } from "./default-modules";
export { createRegistry } from "./registry";
export type { RulesetRegistry } from "./registry";
