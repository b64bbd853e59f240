export type { LosChart, LosChartCell } from "./los-chart";
export { chartMaxClear, FIREPOWER_LOS_CHART, lookupLosChart } from "./los-chart";
export type { FirepowerLosOptions, FirepowerSmoke } from "./firepower-los-options";
export { FIREPOWER_POSTURE_HEIGHT } from "./firepower-los-options";
export { DEFAULT_TREE_HEIGHT, FIREPOWER_FEATURES, FIREPOWER_TERRAIN } from "./firepower-terrain";
export { createFirepowerJudge, FIREPOWER_TIE } from "./create-firepower-judge";
export { firepowerLosPolicy } from "./firepower-los-policy";
export { firepowerRange } from "./firepower-range";
export { judgeObstacle } from "./judge-obstacle";
