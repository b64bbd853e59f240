// Ratings (digest §1.4): Motivation, Skill and Is Hit On as printed, and the fixed ratings the text gives.
import { defineTable, fromBook } from "@tactica/engine";
import { z } from "zod";

export const MOTIVATIONS = ["fearless", "confident", "reluctant"] as const;
export type Motivation = (typeof MOTIVATIONS)[number];
export const SKILLS = ["veteran", "trained", "conscript"] as const;
export type Skill = (typeof SKILLS)[number];

/** Motivation rating -> score needed (Rally, Remount, Counterattack, Last Stand) [Ratings › Motivation Rating]. */
export const motivationTable = defineTable<{ motivation: Motivation }, number>({
  id: "fow/motivation", version: "1", title: "Motivation rating [Ratings › Motivation Rating]",
  inputs: z.object({ motivation: z.enum(MOTIVATIONS) }).strict(), output: z.number().int(),
  provenance: fromBook("Ratings › Motivation Rating"),
  cells: [{ inputs: { motivation: "fearless" }, value: 3 }, { inputs: { motivation: "confident" }, value: 4 }, { inputs: { motivation: "reluctant" }, value: 5 }],
});

/** Skill rating -> score needed (Tactics, Assault, Ranging In) [Ratings › Skill Rating]. */
export const skillTable = defineTable<{ skill: Skill }, number>({
  id: "fow/skill", version: "1", title: "Skill rating [Ratings › Skill Rating]",
  inputs: z.object({ skill: z.enum(SKILLS) }).strict(), output: z.number().int(),
  provenance: fromBook("Ratings › Skill Rating"),
  cells: [{ inputs: { skill: "veteran" }, value: 3 }, { inputs: { skill: "trained" }, value: 4 }, { inputs: { skill: "conscript" }, value: 5 }],
});

/** The target's Is Hit On score, from its handbook skill (or an Aircraft) [Skill Rating › Using Intelligence Handbooks; Aircraft]. */
export const isHitOnTable = defineTable<{ target: Skill | "aircraft" }, number>({
  id: "fow/is_hit_on", version: "1", title: "Is Hit On [Skill Rating › Using Intelligence Handbooks; Shooting › Score Needed to Hit]",
  inputs: z.object({ target: z.enum([...SKILLS, "aircraft"]) }).strict(), output: z.number().int(),
  provenance: fromBook("Skill Rating › Using Intelligence Handbooks"),
  cells: [
    { inputs: { target: "veteran" }, value: 4 }, { inputs: { target: "trained" }, value: 3 }, { inputs: { target: "conscript" }, value: 2 },
    { inputs: { target: "aircraft" }, value: 5, provenance: fromBook("Aircraft › Aircraft Weapon Ranges and Rules") },
  ],
});

export const BUNKER_KINDS = ["nest", "pillbox", "turret"] as const;
export type BunkerKind = (typeof BUNKER_KINDS)[number];
/** Bunker ratings as direct numbers (RULING-47); a Turret's save is its briefing's armour (null here). */
export const bunkerRatingsTable = defineTable<{ bunker: BunkerKind }, { motivation: number; skill: number; isHitOn: number; save: number | null }>({
  id: "fow/bunker_ratings", version: "1", title: "Bunker Ratings [Bunkers › Bunker Ratings]",
  inputs: z.object({ bunker: z.enum(BUNKER_KINDS) }).strict(),
  output: z.object({ motivation: z.number(), skill: z.number(), isHitOn: z.number(), save: z.number().nullable() }),
  provenance: fromBook("Bunkers › Bunker Ratings"),
  cells: [
    { inputs: { bunker: "nest" }, value: { motivation: 2, skill: 4, isHitOn: 2, save: 3 } },
    { inputs: { bunker: "pillbox" }, value: { motivation: 2, skill: 4, isHitOn: 2, save: 2 } },
    { inputs: { bunker: "turret" }, value: { motivation: 2, skill: 4, isHitOn: 2, save: null } },
  ],
});
