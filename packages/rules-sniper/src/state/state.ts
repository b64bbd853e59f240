// Sniper!'s game state: the board, the soldiers with their markers, the sides and the impulse in progress.
import type { MatchState, ActivationTurn } from "@tactica/engine";
import type { Building } from "@tactica/map";

/** A hex in axial coordinates. */
export type Hex = { readonly q: number; readonly r: number };

/** The two sides of every scenario: Alpha and Bravo [5.0], [36.0]. */
export type SideId = "alpha" | "bravo";
export const SIDES: readonly SideId[] = ["alpha", "bravo"];
export const otherSide = (s: SideId): SideId => (s === "alpha" ? "bravo" : "alpha");

/** Weapon codes [3.0 C]. */
export const WEAPONS = ["R", "BR", "SR", "AR", "MG", "MP", "P", "SG", "MR", "AW"] as const;
export type Weapon = (typeof WEAPONS)[number];

/** Terrain modes of the whole map [11.2]. */
export type TerrainMode = "open" | "mixed" | "dense";

/** Health is progressive and irreversible [14.0]: healthy, wounded, unconscious (incapacitated), killed. */
export type Health = "healthy" | "wounded" | "incap" | "kia";

export type Posture = "standing" | "prone";

/** The markers a soldier may carry [4.5 of the digest; 7.4, 9.6]. Sighting and Exposed exclude each other [7.4]. */
export type Markers = {
  readonly sighting: boolean;
  readonly exposed: boolean;
  readonly move: boolean;
  readonly evade: boolean;
};

export const NO_MARKERS: Markers = { sighting: false, exposed: false, move: false, evade: false };

/** One soldier counter [3.0 C, F]: identity and roster data, position, posture, health and markers. */
export type Soldier = {
  readonly id: string;
  readonly side: SideId;
  readonly weapon: Weapon;
  /** Activation value 1-6 [5.1] (from the Counter Index, absent: see scenarios/roster.ts). */
  readonly activation: number;
  /** Panic value [24.0] (unused by the basic rules [14.2]). */
  readonly panic: number;
  readonly hex: Hex;
  /** The hexside he faces, 0-5 (axial direction index) [7.0]. */
  readonly facing: number;
  readonly posture: Posture;
  /** 0 = ground level [10.0]. */
  readonly level: number;
  readonly health: Health;
  /** Stunned until the next Recovery Phase [14.1], [4.0 A]. */
  readonly stunned: boolean;
  /** UNL: his automatic weapon ran dry [12.8]. */
  readonly unloaded: boolean;
  readonly markers: Markers;
  /** He moved, fired or otherwise acted this game turn (a prone soldier who has not is concealed [9.4]). */
  readonly actedThisTurn: boolean;
  /** He fired this game turn: the enemy knows where he is until the Final Phase (reading of this build). */
  readonly revealed: boolean;
  /** He has used his one opportunity fire this turn [12.2]. */
  readonly oppFired: boolean;
  /** He has reached the opposite edge of the map [37.4]. */
  readonly reachedFarEdge: boolean;
  /** The side's leader or deputy leader [22.1] (absent: neither; secret to the other side). */
  readonly leader?: "leader" | "deputy";
  /** A prepared grenade in hand [13.1]: he is not armed until he throws it (absent: none). */
  readonly grenade?: "offensive" | "defensive";
  /** Opportunity fires made this turn by an MG or AR firing prone or through an adjacent window (up to 3) [12.8]. */
  readonly oppShots?: number;
  /** The hex his first opportunity fire of the turn struck: the next two must cross the line through it [12.8]. */
  readonly oppLine?: Hex;
  /** He crawled this turn: a prone soldier crawls one hex per turn [9.4] (absent until he does). */
  readonly crawled?: true;
};

/** A side's scenario data: nationality, activation track letter, morale limit, its entry edge row. */
export type SideInfo = {
  readonly nation: string;
  readonly track: string;
  readonly morale: number;
  /** Row index (0-based) of the edge the side enters from [37.1]; its opposite edge is the other side's. */
  readonly homeRow: number;
};

/**
 * One terrain's Terrain Effects chart row in the board's mode, read once at set-up [7.3], [11.4], [11.8]: extra MP,
 * blocking for a standing eye, the standing and prone multiples, and the provenance kind of the cell (the chart is
 * absent: placeholder).
 */
export type TerrainRow = { readonly extraMp: number; readonly blocksStanding: boolean; readonly standing: number; readonly prone: number; readonly provenance: string };

/** The board a match plays: a rectangle of hexes with one terrain id each (see scenarios/board.ts). */
export type Board = {
  readonly id: string;
  readonly cols: number;
  readonly rows: number;
  readonly mode: TerrainMode;
  /** Terrain by "q,r" key; hexes not listed are clear. */
  readonly terrain: Readonly<Record<string, string>>;
  readonly provenance: string;
  /** The Terrain Effects rows of the terrains on the board, in its mode. */
  readonly effects: Readonly<Record<string, TerrainRow>>;
  /** Prone observation in the mode [11.6] (book): range (null = unlimited), what rough terrain a prone eye sees through. */
  readonly prone: { readonly range: number | null; readonly throughRough1: boolean; readonly throughRough2: boolean };
  /** The buildings of an urban board, as a map document gives them (storeys, stairs, walls and openings) [10.0, 11.1]. */
  readonly buildings?: readonly Building[];
};

/** The task in progress inside the current impulse: a soldier moving hex by hex with MP left [9.2], [9.3]. */
export type TaskInProgress = { readonly soldier: string; readonly kind: "move" | "evade"; readonly mpLeft: number };

/** The impulse in progress [4.0 D]: its player, marker, soldiers who have done their task, the movement under way. */
export type Impulse = {
  readonly seat: SideId;
  readonly marker: number;
  readonly done: readonly string[];
  readonly current: TaskInProgress | null;
  /** The soldiers the active leader activated this impulse, and the task each has done since [22.2], [22.3]. */
  readonly led?: { readonly leader: string; readonly soldiers: readonly string[]; readonly tasks: Readonly<Record<string, string>> };
};

/** The end of the match: victory points per side [37.4], winner, margin, reason. */
export type SniperResult = {
  readonly winner: SideId | "draw";
  readonly vp: Readonly<Record<SideId, number>>;
  readonly margin: "minor" | "marginal" | "major" | "none";
  readonly reason: string;
};

export type SniperGame = {
  readonly scenarioId: string;
  readonly situation: string;
  readonly board: Board;
  readonly sides: Readonly<Record<SideId, SideInfo>>;
  readonly soldiers: readonly Soldier[];
  /** Sighting markers each side has placed in this turn's Initial Observation Phase [4.0 C]. */
  readonly placed: Readonly<Record<SideId, number>>;
  readonly impulse: Impulse | null;
  readonly result: SniperResult | null;
};

export type SniperState = MatchState<SniperGame, ActivationTurn>;

export const hexKey = (h: Hex): string => `${h.q},${h.r}`;
export const sameHex = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r;

/** A soldier who can still act: healthy or wounded [14.1]. */
export const isFit = (s: Soldier): boolean => s.health === "healthy" || s.health === "wounded";

export function soldierById(game: SniperGame, id: string): Soldier | undefined {
  return game.soldiers.find((s) => s.id === id);
}

export function withSoldier(game: SniperGame, id: string, patch: Partial<Soldier>): SniperGame {
  return { ...game, soldiers: game.soldiers.map((s) => (s.id === id ? { ...s, ...patch } : s)) };
}
