// probes/: the book's worked examples as named computations for tests/conformance/wwb (the top folder).
export * from "./wwb-probes";
