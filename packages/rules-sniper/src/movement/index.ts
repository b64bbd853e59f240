// movement/: allowances, entry costs, stacking and the adjacency stop.
export * from "./movement";
