// morale/: wounds [14], isolation [23, 51.2], panic and flight [24], leader activation [22]: pure functions over
// facts the caller found (lines of sight, paths, dice). Imports no other folder.
export * from "./isolation";
export * from "./leaders";
export * from "./panic";
export * from "./wounds";
