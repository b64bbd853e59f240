// The ruleset framework: declarations, turn models, tables with provenance, options and rulings, replay.
export * from "./framework/index";
export * from "./turn-models/index";
export * from "./tables/index";
export * from "./options/index";
export type { InputIssue } from "./framework/describe-issues";
export { describeIssues, describeIssuesMessage } from "./framework/describe-issues";
