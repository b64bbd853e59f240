// artillery/: bombardments as barrage jobs (digest §6). Imports shooting/, odds/, tables/.
export * from "./bombardment";
export * from "./placement";
