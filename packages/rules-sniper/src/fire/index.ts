// fire/: fire resolution [12.6], exact fire odds and the ammunition check [12.8]. Imports weapons/, tables/,
// options/ and odds/.
export * from "./ammunition";
export * from "./fire-odds";
export * from "./from-sight";
export * from "./resolve-fire";
