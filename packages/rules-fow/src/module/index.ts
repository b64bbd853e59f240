// module/: Flames of War as a ruleset module for the services and the editor.
export * from "./fow-module";
export * from "./catalogue";
export * from "./fire-odds";
