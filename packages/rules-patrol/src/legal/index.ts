// legal/: legalActions for plotting clients: each man's legal single steps.
// The folder's face: other folders import it through this file.
export * from "./legal-actions";
export * from "./plot-steps";
