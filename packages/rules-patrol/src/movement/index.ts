// movement/: A man's movement allowance, leaders and followers, human waves, night movers.
// The folder's face: other folders import it through this file.
export * from "./declare-movers";
export * from "./follow-leader";
export * from "./leadership";
export * from "./man-ma";
export * from "./waves";
export * from "./preservation-exit";
