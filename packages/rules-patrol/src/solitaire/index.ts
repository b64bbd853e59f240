// solitaire/: The solitaire [28.6]: its machine gun and artillery.
// The folder's face: other folders import it through this file.
export * from "./solitaire";
export * from "./solitaire-mg";
