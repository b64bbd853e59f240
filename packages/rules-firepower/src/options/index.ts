// Every option of the ruleset, each with its default and citation: the digest §15 ambiguities (options.ts), the
// Optional Rules as options (optional-rules.ts) and the readings and Optional Rules the rule folders read
// (rule-options.ts). The folder's public face: what the package exports from it.
export * from "./options";
export * from "./optional-rules";
