import type { BoardDefinition } from "../schema/map-document";

/** Rule systems with geomorphic boards in the library. */
export const BOARD_SYSTEMS = ["firepower", "patrol", "sniper", "wwb"] as const;
/** One of BOARD_SYSTEMS. */
export type BoardSystem = (typeof BOARD_SYSTEMS)[number];

/**
 * A geomorphic board of a rule system as the library offers it. The printed art is not in the seeds: shape, size
 * and ID scheme follow the digest where it says so and are placeholders where it does not (`sizeSource`), and the
 * terrain is a placeholder (every hex clear) for the author to paint.
 */
export type BoardLibraryEntry = {
  readonly system: BoardSystem;
  readonly id: string;
  readonly label: string;
  /** Where the size and ID scheme come from, e.g. "Patrol 2.2 inference: 16 x 15, XXYY". */
  readonly sizeSource: string;
  readonly terrainProvenance: "placeholder";
  /** Builds the board definition (lazily: a Sniper! sheet has over two thousand hexes). */
  create(): BoardDefinition;
};
