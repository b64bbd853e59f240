// probes/: the book's worked examples as named rule probes (tests/conformance/sniper). Imports the rule folders;
// nothing imports it but the module.
export * from "./sniper-probes";
