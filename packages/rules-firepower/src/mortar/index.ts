export { mortarChart, MORTARS, toMortarHitNumber } from "../tables/mortar-chart";
export type { MortarClass, MortarLine } from "../tables/mortar-chart";
export { mortarSpecSchema, mortarsOf, ownPhase, toMortars, withMortars } from "../state/mortar-state";
export type { Mortar, MortarGame, ObserveOrder } from "../state/mortar-state";
export { checkMortarFire, fireMortarCommand, loadMortarCommand, observeCommand, OBSERVER_VOICE_RANGE } from "./mortar-commands";
export type { FireMortarPayload } from "./mortar-commands";
export { mortarHex, mortarLanding, resolveMortarFire } from "./resolve-mortar-fire";
export type { MortarFireOrder } from "./resolve-mortar-fire";
export { toMortarView } from "./mortar-view";
