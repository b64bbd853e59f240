// options/: every RULING key of the digest §13 with its default and citation (leaf folder: imports no other folder).
export * from "./fow-options";
export * from "./read";
