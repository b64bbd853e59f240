// options/: every ambiguity, contradiction and rule toggle as an option; referee points as decisions.
export * from "./wwb-options";
export * from "./decisions";
