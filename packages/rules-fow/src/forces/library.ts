// The teams and weapons the rulebook text itself gives (it has no Arsenals: those are in the intelligence
// handbooks). Each carries the section it comes from; an organiser's force list adds its own.
import type { TeamProfile, WeaponProfile } from "./schema";

const book = (section: string) => ({ kind: "book" as const, section });

export const BOOK_WEAPONS: readonly WeaponProfile[] = [
  { id: "sniper_rifle", name: "Sniper rifle", range: { in: 16, cm: 40 }, rof: { halted: 1 }, antiTank: 0, firepower: 4, rules: ["sniper"], provenance: book("Snipers") },
  { id: "infantry_flame_thrower", name: "Infantry Flame-thrower (sample)", range: { in: 4, cm: 10 }, rof: { halted: 2 }, antiTank: 2, firepower: 1,
    rules: ["flame_thrower", "breakthrough_gun", "full_rof_when_moving", "hits_top_armour"], provenance: book("Flame-throwers › Flame-thrower Arsenals") },
  { id: "aircraft_mg", name: "Aircraft MGs", range: { in: 8, cm: 20 }, rof: { halted: 3, moving: 3 }, antiTank: 2, firepower: 6, rules: ["vehicle_mg"],
    provenance: { kind: "placeholder", note: "Range and ROF 3 are the book's (Aircraft Weapon Ranges and Rules); AT 2 / FP 6 are stand-ins: the handbook gives them" } },
  { id: "aircraft_cannon", name: "Aircraft Cannons", range: { in: 8, cm: 20 }, rof: { halted: 2, moving: 2 }, antiTank: 5, firepower: 5, rules: [],
    provenance: { kind: "placeholder", note: "Range and ROF 2 are the book's (Aircraft Weapon Ranges and Rules); AT 5 / FP 5 are stand-ins: the handbook gives them" } },
  { id: "demolition_charge_borgward", name: "Borgward BIV charge", range: { in: 10, cm: 25 }, rof: { halted: 1 }, antiTank: 0, firepower: 2, rules: [], provenance: book("Demolition Carriers › Borgward BIV") },
  { id: "demolition_charge_goliath", name: "Goliath charge", range: { in: 10, cm: 25 }, rof: { halted: 1 }, antiTank: 0, firepower: 4, rules: [], provenance: book("Demolition Carriers › Goliath") },
];

export const BOOK_TEAMS: readonly TeamProfile[] = [
  { id: "sniper", name: "Sniper Team", type: "infantry", mobility: "infantry", save: 3, weapons: ["sniper_rifle"], rules: ["sniper", "independent"], provenance: book("Snipers") },
  { id: "infantry_flame_thrower", name: "Infantry Flame-thrower Team (sample)", type: "infantry", mobility: "infantry", save: 3, weapons: ["infantry_flame_thrower"], rules: [], provenance: book("Flame-throwers") },
  { id: "borgward_biv", name: "Borgward BIV Demolition Carrier", type: "tank", mobility: "half_tracked", armour: { front: 0, side: 0, top: 0 }, weapons: ["demolition_charge_borgward"], rules: ["demolition_carrier"], provenance: book("Demolition Carriers › Borgward BIV") },
  { id: "goliath", name: "Goliath Demolition Carrier", type: "tank", mobility: "half_tracked", armour: { front: 0, side: 0, top: 0 }, weapons: ["demolition_charge_goliath"], rules: ["demolition_carrier"], provenance: book("Demolition Carriers › Goliath") },
  { id: "nest", name: "Nest (Bunker)", type: "gun", mobility: "immobile_gun", save: 3, weapons: [], rules: ["bunker_nest"], provenance: book("Bunkers › Bunker Ratings") },
  { id: "pillbox", name: "Pillbox (Bunker)", type: "gun", mobility: "immobile_gun", save: 2, weapons: [], rules: ["bunker_pillbox"], provenance: book("Bunkers › Bunker Ratings") },
  { id: "panzer_iv_h", name: "Panzer IV H", type: "tank", mobility: "standard_tank",
    armour: { front: 6, side: 3, top: 1 }, weapons: [], rules: [],
    provenance: { kind: "placeholder", note: "mobility Standard Tank is the book's (Movement example); armour 6/3/1 is a stand-in: the handbook gives it" } },
  { id: "observer", name: "Observer Team", type: "infantry", mobility: "infantry", save: 3, weapons: [], rules: ["observer", "independent", "scout"], provenance: book("Teams › Observers") },
  { id: "rifle_team", name: "Rifle Team", type: "infantry", mobility: "infantry", save: 3, weapons: [], rules: [], provenance: book("8. Roll Saves (Infantry 3+)") },
  { id: "kubelwagen", name: "Kübelwagen", type: "tank", mobility: "jeep_motorcycle", save: 5, weapons: [], rules: ["unarmoured", "transport"], provenance: book("Units › Attachments (the Observer's transport)") },
];
