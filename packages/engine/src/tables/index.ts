// Tables as data with provenance: declare, look up, summarise provenance, validate organisers' overrides.
export * from "./provenance";
export * from "./define-table";
export * from "./lookup";
export * from "./summarize-provenance";
export * from "./table-override";
