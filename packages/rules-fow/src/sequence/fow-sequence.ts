import type { PlayerTurnsCitations } from "@tactica/engine";

/** Flames of War's four steps of a player turn [Turn Sequence], for the engine's player-turns model. */
export const FOW_STEPS = ["starting", "movement", "shooting", "assault"] as const;

/** The Flames of War sections the engine's player-turns model cites in its refusals and command specs. */
export const FOW_TURN_CITATIONS: PlayerTurnsCitations = {
  turn: "fow turn sequence",
  firstTurn: "fow missions, who has the first turn",
};
