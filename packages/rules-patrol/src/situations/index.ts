// situations/: The General Situations in play [26]: rules of engagement, variable entry and exit, the Assault's set-up and stages, barrage effects.
// The folder's face: other folders import it through this file.
export * from "./barrage-effects";
export * from "./engagement";
export * from "./entry";
export * from "./fortified-setup";
export * from "./fortified-stages";
