// turn/: sight between soldiers, fire resolution, the tasks of an impulse, the phases and the end of the match.
export * from "./sight";
export * from "./visibility";
export * from "./fire";
export * from "./fire-tables";
export * from "./commands";
export * from "./opportunity";
export * from "./phases";
export * from "./victory";
