// probes/: the book's worked examples as named computations for tests/conformance/fow (top folder: imports the
// rules folders, none imports it). The module lists FOW_PROBES as its probes.
export * from "./fow-probes";
