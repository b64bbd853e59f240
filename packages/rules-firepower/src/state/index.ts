// The game state: the match's Firepower game, soldiers and the slices each subsystem owns (works, mortars, the bot's view).
// The folder's public face: what the package exports from it.
export type { FirepowerGame, FirepowerResult, FirepowerState, ImpulseState, OppositeHalf, Side, Soldier, SoldierStatus, SoldierWeapon } from "./types";
