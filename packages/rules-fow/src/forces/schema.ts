// The force-list format (zod): weapons, teams, units, formations and a force, as an organiser supplies them. Every
// datum carries its provenance (book section, or the organiser's source). Validation refuses what the rules forbid
// (a Unit Leader not in the unit, more than one Observer Team in a force [Teams › Observers]).
import { z } from "zod";
import { MOBILITIES } from "../tables/index";

const pair = z.object({ in: z.number().positive(), cm: z.number().positive() }).strict();
export const provenanceSchema = z.union([
  z.object({ kind: z.literal("book"), section: z.string().min(1) }).strict(),
  z.object({ kind: z.literal("organiser"), source: z.string().min(1) }).strict(),
  z.object({ kind: z.literal("reconstructed"), method: z.string().min(1) }).strict(),
  z.object({ kind: z.literal("placeholder"), note: z.string().min(1) }).strict(),
]);

export const WEAPON_RULES = [
  "hull_mounted", "turntable", "turret", "vehicle_mg", "aa_mg", "anti_aircraft", "self_defence_aa", "heavy_aa", "passenger_fired",
  "minimum_range", "no_he", "one_man_turret", "full_rof_when_moving", "stabiliser", "awkward_layout", "breakthrough_gun",
  "bunker_buster", "hits_top_armour", "flame_thrower", "recoilless", "smoke", "smoke_bombardment", "can_fire_over_friendly",
  "semi_indirect", "volley_fire", "cat_killers", "multiple_weapons", "sniper", "bombs", "rockets", "artillery",
] as const;
export type WeaponRule = (typeof WEAPON_RULES)[number];

/** A weapon line [Shooting › Weapon Characteristics]: Range, Halted ROF (Moving = half unless stated), AT, FP N+. */
export const weaponSchema = z.object({
  id: z.string().min(1), name: z.string().min(1), range: pair,
  rof: z.object({ halted: z.number().int().min(0), moving: z.number().int().min(0).optional(), pinned: z.number().int().min(0).optional() }).strict(),
  antiTank: z.number().int().min(0), firepower: z.number().int().min(1).max(6),
  rules: z.array(z.enum(WEAPON_RULES)).default([]),
  artillery: z.object({ range: pair, antiTank: z.number().int().min(0).nullable(), firepower: z.number().int().min(1).max(6).nullable(), countsAs: z.number().int().min(1).default(1) }).strict().optional(),
  provenance: provenanceSchema,
}).strict();
export type WeaponProfile = z.infer<typeof weaponSchema>;

export const TEAM_TYPES = ["tank", "infantry", "gun", "aircraft"] as const;
export type ProfileType = (typeof TEAM_TYPES)[number];
export const TEAM_RULES = [
  "unarmoured", "transport", "tractor", "heavy_weapon", "cavalry", "man_packed_gun", "large_gun", "gun_shield", "schurzen",
  "improvised_armour", "protected_ammo", "fuel_tanks", "flying_tank", "observer", "independent", "scout", "spearhead",
  "recce", "motorcycle_reconnaissance", "sniper", "bunker_nest", "bunker_pillbox", "bunker_turret", "demolition_carrier",
  "turret_rear_mg", "small_base", "komissar", "bagpipes", "unit_leader_candidate",
] as const;
export type TeamRule = (typeof TEAM_RULES)[number];

/** A team profile [Teams and Units › Teams]. Armoured tanks give armour; everyone else a save. */
export const teamSchema = z.object({
  id: z.string().min(1), name: z.string().min(1), type: z.enum(TEAM_TYPES),
  mobility: z.enum(MOBILITIES).optional(),
  armour: z.object({ front: z.number().int().min(0), side: z.number().int().min(0), top: z.number().int().min(0) }).strict().optional(),
  save: z.number().int().min(1).max(6).optional(),
  weapons: z.array(z.string().min(1)).default([]),
  rules: z.array(z.enum(TEAM_RULES)).default([]),
  passengers: z.number().int().min(0).optional(),
  /** Footprint from team data (digest §2.1: base sizes are not in the book). */
  footprint: z.object({ width: z.number().positive(), depth: z.number().positive(), unit: z.enum(["mm"]) }).strict().optional(),
  provenance: provenanceSchema,
}).strict().superRefine((t, ctx) => {
  const armoured = t.type === "tank" && !t.rules.includes("unarmoured");
  if (armoured && !t.armour) ctx.addIssue({ code: "custom", path: ["armour"], message: "an Armoured Tank Team gives Front/Side/Top armour [Teams › Tank Teams]" });
  if (!armoured && t.save === undefined) ctx.addIssue({ code: "custom", path: ["save"], message: "an Infantry, Gun, Unarmoured Tank or Aircraft Team gives a save [8. Roll Saves]" });
});
export type TeamProfile = z.infer<typeof teamSchema>;

const ratings = {
  motivation: z.enum(["fearless", "confident", "reluctant"]), skill: z.enum(["veteran", "trained", "conscript"]),
  /** Sub-ratings default to Motivation / Skill unless a special rule changes them [Ratings]. */
  overrides: z.object({ rally: z.number().int(), remount: z.number().int(), counterattack: z.number().int(), lastStand: z.number().int(), tactics: z.number().int(), assault: z.number().int(), ranging: z.number().int() }).partial().strict().optional(),
};
/** A Unit: its Teams (profile id, count), leader, kind and ratings [Units]. */
export const unitSchema = z.object({
  id: z.string().min(1), name: z.string().min(1),
  kind: z.enum(["combat", "weapons", "hq", "transport", "attachment", "independent", "aircraft", "artillery", "support"]),
  teams: z.array(z.object({ profile: z.string().min(1), count: z.number().int().min(1) }).strict()).min(1),
  leader: z.string().min(1).describe("the profile id of the Unit Leader's team"),
  ...ratings, points: z.number().int().min(0).optional(),
}).strict();
export type UnitEntry = z.infer<typeof unitSchema>;

export const formationSchema = z.object({
  id: z.string().min(1), name: z.string().min(1), hq: z.string().min(1), units: z.array(z.string().min(1)).min(1), allied: z.boolean().default(false),
}).strict();

/** A whole force list: the library it uses (weapons and teams, extended by the organiser) and its units. */
export const forceListSchema = z.object({
  version: z.literal(1), name: z.string().min(1), nation: z.string().min(1), points: z.number().int().positive(),
  weapons: z.array(weaponSchema).default([]), teams: z.array(teamSchema).default([]),
  units: z.array(unitSchema).min(1), formations: z.array(formationSchema).default([]),
  support: z.array(z.string()).default([]),
}).strict();
export type ForceList = z.infer<typeof forceListSchema>;
