// The Firepower Basic Game as a ruleset: state, commands, turn events, legal actions, victory, bot.
export type { Board, BoardSource } from "./board";
export { boardForDocument, boardFrom, boardOf, DOCUMENT_BOARD_CACHE_SIZE, loadBoard, SHIPPED_MAPS } from "./board";
export type { FirepowerAction, FirepowerBotOptions, FirepowerBotView } from "./bot";
export { chooseFirepowerCommand, chooseFirepowerCommandFromView } from "./bot";
export { FIREPOWER_BOT_BUDGET, firepowerRuleset } from "./firepower-ruleset";
export { entrySides, hexAhead, isInArc } from "./geometry";
export { basicMeleeModifier } from "./melee-command";
export type { FirepowerGame, FirepowerResult, FirepowerState, ImpulseState, OppositeHalf, Side, Soldier, SoldierStatus, SoldierWeapon } from "../state/types";
export { scoreVictory } from "./victory";
export type { FireExplanation } from "./explain-fire";
export { explainFire } from "./explain-fire";
export { explainSpecialFire } from "./explain-special";
// 12.3.1, 12.3.2, 12.3.5: A, C and H rounds of soldiers' weapons (ammo-*.ts, canister.ts) and their exact odds.
export { fireAmmoCommand } from "./ammo-command";
export type { AmmoOddsAnswer, AmmoSoldierOdds } from "./ammo-odds";
export { explainAmmoFire, explainAmmoFireInMatch } from "./ammo-odds";
export { AMMO_TABLES, AMMO_WEAPON_CHART, CANISTER_RANGE_PLAY, AMMO_STRUCTURE_VALUES } from "../tables/ammo-weapons";
export type { FieldGame, IlluminationMarker, SmokeMarker } from "./smoke";
export { observationAt, smokeAt } from "./smoke";
export type { FieldSoldier, WoundEntry } from "./wound-effects";
export { WOUNDS } from "./wounds";
