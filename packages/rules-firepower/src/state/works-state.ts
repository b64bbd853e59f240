// The state of the defensive works, buildings and terrain features in play [8.8, 11.1, 12.3.4.2, 12.4.9]: the shapes
// the game state (types.ts) holds; the rules that change them live beside their chapter (game/works.ts, bunkers.ts...).
import type { Hex } from "@tactica/hex";
import type { WORKS_TYPES } from "../tables/works-types";
import type { Side } from "./types";

/**
 * Damage taken by one building hex (present once a blast has hit it) [12.3.4.2, 12.3.4.2.7]. The walls of the hex, on
 * every storey, are damaged equally (one count); its doors and windows share another; the roof a third.
 */
export type BuildingDamage = {
  readonly hex: Hex;
  readonly walls: number;
  readonly openings: number;
  readonly roof: number;
  /** Every wall of the hex destroyed: its floors collapsed (12.3.4.2.7); the walls are breaches now. */
  readonly wallsDestroyed?: true;
  /** Its doors and windows destroyed: permanently open (12.3.4.2.7). */
  readonly openingsDestroyed?: true;
  /** Its roof destroyed: the storey under it is open to the sky, and its rooftop reachable from inside (11.1.11.2). */
  readonly roofDestroyed?: true;
};

/** The defensive units a soldier can be "in" besides foxholes and trenches [8.8.1]. */
export const FORTIFICATION_TYPES = ["bunker", "pillbox", "tower"] as const;
export type FortificationType = (typeof FORTIFICATION_TYPES)[number];

/**
 * One bunker, pillbox or tower in play. `door` is the door hexside (1-6) of a bunker or pillbox [8.8.4]; a pillbox's
 * front loophole is the hexside opposite [8.8.4.2]. Optional fields are present only when used.
 */
export type FortificationUnit = {
  readonly hex: Hex;
  readonly type: FortificationType;
  readonly door?: number;
  /** The door is closed (bunkers and pillboxes; present only while closed) [11.1.9]. */
  readonly doorClosed?: true;
  /** The door was broken open: it cannot be closed again (present only once broken) [11.1.10]. */
  readonly doorBroken?: true;
  /** A tower reinforced with sandbags: loopholes 1-2 heights above its floor [8.8.6]. */
  readonly sandbagged?: true;
  /** Soldiers of one side it holds when the map says less or more than the book (present only then). */
  readonly capacity?: number;
  /** Drawn on the map document rather than placed by the scenario (a scenario tower is added to the game's document). */
  readonly fromMap?: true;
};

/**
 * An armed demolition charge: it explodes at the very end of its side's next Impulse Phase after the arming one
 * [12.4.9]; `deck` when it was set on a bridge deck, where it bursts (8.9, bridges-ammo.ts).
 */
export type Charge = { readonly id: string; readonly side: Side; readonly hex: Hex; readonly armedThisPhase: boolean; readonly deck?: true };

/**
 * Defensive units that change the terrain of a hex rather than hold soldiers "in" them [8.8.3, 8.8.5]: wire (WIR),
 * double wire (DWR), abatis (ABS), block (BLK) and ditch (DCH, a depression 5 heights deep filling the hex, entered and left
 * only by climbing, which play refuses as it does other climbs). Roadblocks (RBL, hexside fences 3 heights high) are not
 * in play yet.
 */
export const OBSTACLE_TYPES = ["wire", "double_wire", "abatis", "block", "ditch"] as const;
export type ObstacleType = (typeof OBSTACLE_TYPES)[number];

/** One obstacle unit in a hex; it never moves [8.8]. */
export type Obstacle = { readonly hex: Hex; readonly type: ObstacleType; /** Terrain value lost to earlier blasts [12.3.4.2]. */ readonly damage?: number };

export { WORKS_TYPES } from "../tables/works-types";

/** One dug work: a foxhole (shallow -1, deep -2) or trench (-2) unit in a hex [8.8.2.1, 8.8.2.2]. */
export type Works = { readonly hex: Hex; readonly type: (typeof WORKS_TYPES)[number] };

/** A cave in play: its hex and the Firepower hexside (1-6) of its mouth; the back is the opposite hexside [8.8.7]. */
export type Cave = { readonly hex: Hex; readonly mouth: number };

/** A climb into or out of a ditch under way: across the climber's hexside `side` (1-6), `done` heights so far [11.1.11]. */
export type DitchClimb = { readonly into: boolean; readonly side: number; readonly done: number };

/** The defending side's secret tunnels [8.8.8]: hexes recorded at set-up, how many it may still record, and the hexes revealed to the other side [11.5]. */
export type TunnelNetwork = { readonly side: Side; readonly hexes: readonly Hex[]; readonly left: number; readonly revealed: readonly string[] };

/** How fire reaches a man inside: through a loophole he uses (+2, 12.2.3), the open door, or the open sides of an unsandbagged tower. */
export type FortificationOpening = "loophole" | "door" | "tower";
