// Crewed and vehicle weapons and rounds in play: crews, A/C/H rounds, rifle grenades, canister, secret loading, vehicle fire, ports and smoke, and the odds explainers of fired rounds [12.3, 19, 23].
// The folder's public face: what the package exports from it.
export { explainSpecialFire } from "./explain-special";
// 12.3.1, 12.3.2, 12.3.5: A, C and H rounds of soldiers' weapons (ammo-*.ts, canister.ts) and their exact odds.
export { fireAmmoCommand } from "./ammo-command";
