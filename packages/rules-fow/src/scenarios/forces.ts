// The unit types the shipped scenarios field. Movement speeds are the book's Mobility and Movement Table; save
// scores are the book's [8. Roll Saves]; weapons, armour and ratings are placeholders of ours (the text gives no
// team data: it comes from the Intelligence Handbooks), so every unit carries provenance "placeholder".
import type { FowUnit, Ratings, TeamType, Weapon } from "../state/index";

export type ForceType = {
  readonly id: string;
  readonly name: string;
  readonly type: TeamType;
  readonly mobility: string;
  readonly size: { readonly w: number; readonly h: number };
  readonly ratings: Ratings;
  readonly save: number;
  readonly armour: FowUnit["armour"];
  readonly weapon: Weapon;
  readonly provenance: "placeholder";
};

/** Confident Trained: Motivation 4+, Skill 4+, Is Hit On 3+ [Ratings]. */
const CONFIDENT_TRAINED: Ratings = { motivation: 4, skill: 4, isHitOn: 3 };

export const FOW_FORCE_TYPES: Readonly<Record<string, ForceType>> = {
  "tank-platoon": {
    id: "tank-platoon", name: "Tank platoon (medium tanks)", type: "tank", mobility: "standard-tank",
    size: { w: 600, h: 300 }, ratings: CONFIDENT_TRAINED, save: 0, armour: { front: 6, side: 3, top: 1 },
    weapon: { name: "75mm gun", range: { in: 28, cm: 70 }, rofHalted: 2, rofMoving: 1, at: 10, fp: 3 }, provenance: "placeholder",
  },
  "rifle-platoon": {
    id: "rifle-platoon", name: "Rifle platoon", type: "infantry", mobility: "infantry",
    size: { w: 500, h: 400 }, ratings: CONFIDENT_TRAINED, save: 3, armour: null,
    weapon: { name: "Rifle/MG", range: { in: 16, cm: 40 }, rofHalted: 2, rofMoving: 1, at: 2, fp: 6 }, provenance: "placeholder",
  },
};
