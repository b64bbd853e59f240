// 3-D line of sight with explanations, range and batch sighting over a compiled map (docs/design.md).
export type { Eye, LosError, LosErrorCode, LosOutcome, Provenance, Viewpoint } from "./types";
export { BLOCKED, toLosError } from "./types";
export type { LosGrid } from "./los-grid";
export { cellToHex, createLosGrid, toCell, toLosGrid } from "./los-grid";
export type { LosJudge, LosNote, LosPolicy, TieRule } from "./los-policy";
export { defineLosPolicy } from "./los-policy";
export type { LosPathRole, LosRecorder, LosTracer } from "./create-los-tracer";
export { createLosTracer } from "./create-los-tracer";
export type { LosAnswer, LosEffect, LosPathElement } from "./check-line-of-sight";
export { checkLineOfSight, explainTrace } from "./check-line-of-sight";
export { resolveViewpoint } from "./resolve-viewpoint";
export type { VisibilityMatrix } from "./visibility-matrix";
export { countVisible, createVisibilityMatrix, isVisible, setVisible } from "./visibility-matrix";
export { computeUnitVisibility, computeVisibility } from "./compute-visibility";
export type { ViewshedSpec } from "./compute-viewshed";
export { computeViewshed } from "./compute-viewshed";
export { createBlockingJudge } from "./create-blocking-judge";
export { resolveHexId } from "./resolve-hex-id";
