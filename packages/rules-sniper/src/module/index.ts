// module/: Sniper! as a ruleset module for the services and the editor.
export * from "./sniper-module";
export * from "./match-map";
export * from "./fire-odds";
export * from "./catalogue";
export * from "./scenarios";
