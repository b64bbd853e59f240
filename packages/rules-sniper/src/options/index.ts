// options/: every ambiguity of the digest §15 as an option (leaf folder: imports no other folder).
export * from "./sniper-options";
