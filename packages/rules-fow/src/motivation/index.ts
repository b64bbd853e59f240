// motivation/: Motivation tests, Last Stand and leadership (digest §8). Imports odds/ only.
export * from "./motivation";
