// The rule text each table answer cites (Flames of War rulebook headings, as the digest writes them).

/** Reason codes of blocked lines and the rule each one cites. */
export const LOS_RULES = {
  "los/solid": "FoW [2. Check Line of Sight › Line of Sight Through Hills and Buildings]",
  "los/tall_depth": "FoW [2. Check Line of Sight › Line of Sight Through Tall Terrain] (RULING-6: cumulative, below the top)",
  "los/friendly_team": "FoW [2. Check Line of Sight] friendly Teams block, except stationary Infantry",
  "los/closed_gap": "FoW [2. Check Line of Sight › Line of Sight Through Gaps] (under 3/4\"/20mm)",
  "los/smoke_screen": "FoW [Smoke Bombardments › Effects of Smoke Screens]",
  "los/night": "FoW [Night Fighting]",
} as const;

/** A reason a sight line (or the whole pair) was blocked. */
export type LosCode = keyof typeof LOS_RULES;

/** The threshold rule: a Team has LOS unless all (or practically all) lines are blocked (RULING-3). */
export const LOS_THRESHOLD_RULE = "FoW [2. Check Line of Sight] \"all (or practically all)\" (RULING-3)";
/** Close range exemption for Tall terrain and smoke screens. */
export const CLOSE_RANGE_RULE = "FoW [Line of Sight Through Tall Terrain] unless the Range is 6\"/15cm or less";
/** Aircraft exemption. */
export const AIRCRAFT_RULE = "FoW [2. Check Line of Sight › Line of Sight to and from Aircraft]";
