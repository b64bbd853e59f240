// shooting/: the eight steps of shooting as pure functions of explicit inputs and dice (digest §5). Imports forces/,
// odds/, options/, tables/ and @tactica/table's kernels.
export * from "./assign";
export * from "./explain";
export * from "./measure";
export * from "./pin";
export * from "./rof";
export * from "./saves";
export * from "./score";
export * from "./sight";
export * from "./special";
export * from "./targets";
export * from "./hazards";
