// The dug works of the Advanced Game, as the tables and the game state name them.

/** Dug defensive works a soldier can be "in" [8.8.1, 8.8.2]. */
export const WORKS_TYPES = ["shallow_foxhole", "deep_foxhole", "trench"] as const;
