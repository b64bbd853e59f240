// Shipped Firepower scenarios and the scenario format.
export { BASIC_GAME_SCENARIO, BASIC_GAME_SETUP_SCENARIO } from "./basic-game";
export { VEHICLE_SKIRMISH_SCENARIO } from "./vehicle-skirmish";
export type { FirepowerScenario } from "../fire-setup/scenario-schema";
export { firepowerScenarioSchema } from "../fire-setup/scenario-schema";
export { createFirepowerAuthoredSampleMap, toAuthoredSampleScenario } from "./authored-sample";
export { FIREPOWER_SHIPPED_SCENARIOS, outlineFirepowerScenario } from "./shipped";
export type { FirepowerShippedScenario } from "./shipped";
