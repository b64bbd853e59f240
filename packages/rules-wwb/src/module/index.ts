// module/: We Were Brothers as a ruleset module for the services and the editor.
export * from "./wwb-module";
export * from "./catalogue";
export * from "./match-map";
export * from "./scenarios";
export * from "./sighting";
export * from "./fire-odds";
