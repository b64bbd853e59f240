// Shipped Firepower scenarios and the scenario format.
export { BASIC_GAME_SCENARIO, BASIC_GAME_SETUP_SCENARIO } from "./basic-game";
export type { FirepowerScenario } from "./scenario-schema";
export { firepowerScenarioSchema } from "./scenario-schema";
export { createFirepowerAuthoredSampleMap, toAuthoredSampleScenario } from "./authored-sample";
