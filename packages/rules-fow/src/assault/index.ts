// assault/: the seven steps of an assault (digest §7). Imports shooting/ (measuring), odds/, tables/.
export * from "./assault";
