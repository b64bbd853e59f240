export * from "./order-of-battle";
export { ORDERS_OF_BATTLE } from "./orders-of-battle.data";
export * from "./parse-force";
export * from "./scenario-catalog";
export * from "./situations";
export { PATROL_SHIPPED_SCENARIOS, outlinePatrolScenario } from "./shipped";
export type { PatrolShippedScenario } from "./shipped";
