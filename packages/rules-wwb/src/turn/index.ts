// turn/: initiative and activation, sight in play, shots, the soldiers' actions, the phases and the end.
export * from "./initiative";
export * from "./sight";
export * from "./shot";
export * from "./commands";
export * from "./phases";
export * from "./victory";
export * from "./faces";
