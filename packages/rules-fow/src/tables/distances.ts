// Rule distances as the printed (inch, cm) pairs (digest §0.2): a match picks one side, never converts.
import type { RuleDistance } from "@tactica/table";

type D = { readonly pair: RuleDistance; readonly rule: string };
const d = (i: number, cm: number, rule: string): D => ({ pair: { in: i, cm }, rule: `FoW [${rule}]` });

export const FOW_DISTANCES = {
  longRange: d(16, 40, "6. Roll to Hit › Score Needed to Hit"),
  assignHits: d(6, 15, "7. Assign Hits"),
  tooCloseForError: d(4, 10, "7. Assign Hits › Too Close for Error"),
  tooCloseForErrorTanks: d(8, 20, "7. Assign Hits › Too Close for Error"),
  minimumRange: d(8, 20, "Weapon Special Rules › Minimum Range"),
  aircraftSafety: d(8, 20, "4. Declare Targets › Aircraft Safety Distance"),
  commandSmall: d(6, 15, "Staying In Command"),
  commandLarge: d(8, 20, "Staying In Command"),
  leadership: d(6, 15, "Formations › Command Leadership"),
  sniperFriendly: d(4, 10, "Snipers"),
  sniperRange: d(16, 40, "Snipers"),
  flameRange: d(4, 10, "Flame-throwers › Flame-thrower Arsenals"),
  assaultTacticalLimit: d(10, 25, "Assaults › Who Can Assault"),
  shootBeforeAssault: d(8, 20, "Assaults › Shooting Before Assaulting"),
  charge: d(4, 10, "1. Charge into Contact"),
  cavalryCharge: d(6, 15, "Special Abilities › Cavalry"),
  defensiveFire: d(8, 20, "2. Opponent's Defensive Fire"),
  fallBackClear: d(2, 5, "2. Opponent's Defensive Fire › Fall Back"),
  breakOff: d(6, 15, "7. Counterattack or Break Off › Break Off"),
  breakOffTrain: d(4, 10, "Armoured Trains › Assaulting Trains"),
  consolidate: d(4, 10, "Consolidation"),
  consolidateEnemy: d(2, 5, "Consolidation"),
  assaultWonReach: d(4, 10, "5. Check if the Assault is Over"),
  crossFailBack: d(2, 5, "1. Charge into Contact › Cross tests"),
  smokeMarker: d(2, 5, "Firing Smoke"),
  smokePerWeapon: d(4, 10, "Smoke Bombardments › Smoke Screens"),
  smokeScreenClose: d(6, 15, "Smoke Bombardments › Effects of Smoke Screens"),
  tallClose: d(6, 15, "2. Check Line of Sight › Line of Sight Through Tall Terrain"),
  tallDepth: d(2, 5, "2. Check Line of Sight › Line of Sight Through Tall Terrain"),
  dangerClose: d(4, 10, "Artillery › Danger Close"),
  dangerCloseAircraft: d(8, 20, "Aircraft › Danger Close"),
  aopSpotting: d(16, 40, "Artillery › Air Observation Posts"),
  roomMin: d(3, 7.5, "Height of Terrain › Buildings"),
  roomMax: d(6, 15, "Height of Terrain › Buildings"),
  aircraftConceal: d(4, 10, "3. Check for Concealment › Aircraft"),
  aircraftMg: d(8, 20, "Aircraft › Aircraft Weapon Ranges and Rules"),
  aircraftBombs: d(6, 15, "Aircraft › Aircraft Weapon Ranges and Rules"),
} as const;
export type FowDistanceKey = keyof typeof FOW_DISTANCES;
