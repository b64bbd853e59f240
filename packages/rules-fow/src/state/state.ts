// The game state of a Flames of War match on a continuous table: teams with base or hull footprints at table
// positions (sub-millimetres, packages/table), grouped in units and formations with their ratings [Teams and Units;
// Ratings], the mission's objectives, and what happened this turn (moved, shot, hits) that later rules read.
import type { Footprint, TableDocument, TableTeam, TableUnit } from "@tactica/table";

export type SideId = "A" | "B";
export const SIDES: readonly SideId[] = ["A", "B"];
export const otherSide = (s: SideId): SideId => (s === "A" ? "B" : "A");

/** Team types [Teams and Units › Teams]; a tank here is an Armoured Tank Team. */
export type TeamType = "tank" | "infantry" | "gun";

/** A rule distance as printed, inch and cm sides [How It Works › Measuring]. */
export type Pair = { readonly in: number; readonly cm: number };

/** A weapon: range, ROF halted/moving, Anti-tank, Firepower [Shooting › Weapon Characteristics]. */
export type Weapon = { readonly name: string; readonly range: Pair; readonly rofHalted: number; readonly rofMoving: number; readonly at: number; readonly fp: number };

/** One team on the table (or held off it in Ambush: `at` null). */
export type Team = {
  readonly id: string;
  readonly unit: string;
  readonly side: SideId;
  readonly type: TeamType;
  /** Centre x, y in sub-mm and facing in degrees (clockwise, 0 = +x); null while held in Ambush. */
  readonly at: { readonly x: number; readonly y: number; readonly angle: number } | null;
  /** Base or hull: width along the facing, depth across it (sub-mm). */
  readonly size: { readonly w: number; readonly h: number };
  readonly state: "ok" | "bailed" | "destroyed";
  readonly foxholes: boolean;
  readonly goneToGround: boolean;
  /** This player turn: how it moved (none, tactical, dash) and whether it shot [Movement; Going to Ground]. */
  readonly moved: "none" | "tactical" | "dash";
  readonly outOfCommand: boolean;
  readonly shot: boolean;
};

/** Ratings as scores (Fearless 3+, Veteran 3+, Is Hit On Trained 3+, ...) [Ratings]. */
export type Ratings = { readonly motivation: number; readonly skill: number; readonly isHitOn: number };

/** A unit: its teams' shared data, leader, ratings and state [Units]. */
export type FowUnit = {
  readonly id: string;
  readonly side: SideId;
  readonly name: string;
  readonly formation: string;
  readonly type: TeamType;
  readonly mobility: string;
  readonly ratings: Ratings;
  /** Infantry and gun save (3+); tanks: armour front, side, top [8. Roll Saves]. */
  readonly save: number;
  readonly armour: { readonly front: number; readonly side: number; readonly top: number } | null;
  readonly weapon: Weapon;
  readonly leader: string;
  readonly pinned: boolean;
  readonly destroyed: boolean;
  readonly ambush: boolean;
  /** The Movement Order its leader issued this turn (one per turn [Movement Orders]), or null. */
  readonly order: "dig_in" | null;
  /** Hits taken in the current Shooting Step, for Pinned Down [Pinned Down]. */
  readonly hitsThisStep: number;
  /** It charged (or counterattacked) this player turn: one assault a turn [Assaults]. */
  readonly assaulted?: boolean;
  /** Where its team data comes from: the book's text, or a placeholder of ours. */
  readonly provenance: "book" | "placeholder";
};

export type Objective = { readonly id: string; readonly x: number; readonly y: number; readonly placedBy: SideId };

/** Hits a shooting unit scored, waiting for the target player's saves (the reaction window). */
export type PendingHits = {
  readonly shooter: string;
  readonly target: string;
  /** Each hit: the team it is on, the shooting team, the range, cover and facing, and the teams it could have gone to. */
  readonly hits: readonly { readonly team: string; readonly from: string; readonly range: number; readonly bp: boolean; readonly front: boolean; readonly eligible: readonly string[] }[];
};

/**
 * An assault under way [Assaults 1-7]: who assaults whom now (the roles swap on a Counterattack), and the reaction
 * window open: the defender's Defensive Fire, or the defending side's choice to Counterattack or Break Off.
 */
export type AssaultInPlay = {
  readonly assaulting: string;
  readonly defending: string;
  readonly window: "defensive_fire" | "counterattack";
  /** How many times the roles have swapped (0: the first charge). */
  readonly round: number;
};

export type FowResult = {
  readonly winner: SideId | null;
  readonly reason: string;
  readonly vp: Readonly<Record<SideId, number>>;
  readonly rule: string;
};

export type FowGame = {
  readonly mission: string;
  readonly unit: TableUnit;
  readonly table: { readonly id: string; readonly version: number };
  readonly tableDocument: TableDocument;
  readonly attacker: SideId;
  readonly meetingEngagement: boolean;
  readonly deployment: Readonly<Record<SideId, { readonly y0: number; readonly y1: number }>>;
  readonly objectives: readonly Objective[];
  readonly units: readonly FowUnit[];
  readonly teams: readonly Team[];
  /** Each player's own turn number (mission triggers count a player's own turns, RULING-27). */
  readonly turnOf: Readonly<Record<SideId, number>>;
  readonly pending: PendingHits | null;
  /** An assault waiting on a reaction window, or absent/null. */
  readonly assault?: AssaultInPlay | null;
  readonly pregame: readonly { readonly step: string; readonly rule: string; readonly detail: string }[];
  readonly result: FowResult | null;
};

export const teamById = (g: FowGame, id: string): Team | undefined => g.teams.find((t) => t.id === id);
export const unitById = (g: FowGame, id: string): FowUnit | undefined => g.units.find((u) => u.id === id);
export const teamsOf = (g: FowGame, unit: string): Team[] => g.teams.filter((t) => t.unit === unit);
export const onTable = (t: Team): boolean => t.at !== null && t.state !== "destroyed";
export const liveTeamsOf = (g: FowGame, unit: string): Team[] => teamsOf(g, unit).filter(onTable);

export function withTeam(g: FowGame, id: string, patch: Partial<Team>): FowGame {
  return { ...g, teams: g.teams.map((t) => (t.id === id ? { ...t, ...patch } : t)) };
}
export function withUnit(g: FowGame, id: string, patch: Partial<FowUnit>): FowGame {
  return { ...g, units: g.units.map((u) => (u.id === id ? { ...u, ...patch } : u)) };
}

/** A team's footprint (an oriented rectangle) for the table kernels. */
export function footprintOf(t: Team): Footprint {
  const at = t.at ?? { x: 0, y: 0, angle: 0 };
  return { shape: "rect", x: at.x, y: at.y, w: t.size.w, h: t.size.h, angle: at.angle };
}

/** Sight heights (sub-mm): placeholders of ours for 15mm models, the book gives none [Height of Terrain › WYSIWYG]. */
const HEIGHT: Record<TeamType, number> = { tank: 200, infantry: 150, gun: 120 };

/** A team as the sight kernels take it (stationary infantry do not block their friends' lines [2. Check Line of Sight]). */
export function tableTeamOf(t: Team): TableTeam {
  return { id: t.id, side: t.side, kind: t.type, footprint: footprintOf(t), facing: t.at?.angle ?? 0, height: HEIGHT[t.type], stationary: t.moved === "none", inFoxholes: t.foxholes };
}
