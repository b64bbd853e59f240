// testing/: Helpers shared by the package's tests (not exported by the package).
// The folder's face: other folders import it through this file.
export * from "./game-test-helpers";
