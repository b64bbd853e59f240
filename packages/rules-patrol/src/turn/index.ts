// turn/: The stages A-H as the engine runs them, set-up, plot validation, orders and seat views.
// The folder's face: other folders import it through this file.
export * from "./hidden-view";
export * from "./movement-phase";
export * from "./read-orders";
export * from "./setup";
export * from "./stage-combat";
export * from "./stage-late";
export * from "./stage-movement";
export * from "./stage-panic";
export * from "./stage-record";
export * from "./validate-plot";
export * from "./view";
