// spotting/: Who sees whom in play: sight through smoke, vehicles and pillboxes; night spotting; snipers.
// The folder's face: other folders import it through this file.
export * from "./night";
export * from "./sight";
export * from "./smoke-sight";
export * from "./snipers";
