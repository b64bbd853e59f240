// The digest's ruling keys the table kernels read (Flames of War digest 13.1). Defaults are the digest's suggested
// engine defaults, not book rules; a match stores its own values.

/** Rulings a table answer depends on, keyed as in the digest. */
export type TableRulings = {
  /** RULING-3: LOS exists if at least this fraction of the sampled lines is clear ("all, or practically all"). */
  readonly losClearFraction: number;
  /** RULING-4: concealment by Short/Tall terrain needs "any" clear line through it, the "majority", or "all". */
  readonly concealedBy: "any" | "majority" | "all";
  /** RULING-5: "within X" means <= X + tolerance, in sub-millimetres (default 0.5 mm). */
  readonly tolerance: number;
  /** RULING-7: "half hidden" by a hill or building when at least this fraction of the target's samples is hidden. */
  readonly halfHidden: number;
};

/** The digest's suggested defaults (13.1). */
export const DEFAULT_TABLE_RULINGS: TableRulings = { losClearFraction: 0.05, concealedBy: "any", tolerance: 5, halfHidden: 0.5 };

/** The rule keys cited by answers, so explanations name the ruling that set a threshold. */
export const RULING_KEYS = {
  distance2d: "RULING-2",
  losThreshold: "RULING-3",
  concealment: "RULING-4",
  tolerance: "RULING-5",
  tallCumulative: "RULING-6",
  halfHidden: "RULING-7",
  templateAxis: "RULING-10",
  rocketTemplate: "RULING-12",
  tallPorous: "RULING-22",
} as const;
