// Turn and chits: the setup phase, Impulses, movement and melee commands, turn events and victory [3, 4, 7].
// The folder's public face: what the package exports from it.
export { basicMeleeModifier } from "./melee-command";
export { scoreVictory } from "./victory";
