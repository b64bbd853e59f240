// We Were Brothers' game state: the board of panels and both grids, the teams (one player each), the soldiers with
// their dashboards (WWB 2.0 Team Dashboard, 3.0 Setup), area markers and the result.
import type { InitiativeTurn, MatchState } from "@tactica/engine";
import type { Hex, MegahexGrid, Panel } from "../grids/index";
import type { Stance } from "../tables/index";
import type { Health } from "../health/index";
import type { MoraleState } from "../morale/index";
import type { RoundInChamber } from "../fire/index";

export type SideId = "allies" | "axis";
export const SIDES: readonly SideId[] = ["allies", "axis"];
export const otherSide = (s: SideId): SideId => (s === "allies" ? "axis" : "allies");

/** The four factions, two a side (WWB 1.0 Faction). */
export type Faction = "us" | "british" | "wehrmacht" | "regio_esercito";
export const FACTION_SIDE: Readonly<Record<Faction, SideId>> = { us: "allies", british: "allies", wehrmacht: "axis", regio_esercito: "axis" };

/** Hex colours (WWB 1.0 Hex): black normal, red depression, blue river, yellow woodland. */
export type HexColour = "black" | "red" | "blue" | "yellow";

/** A barrier along a hexside, with its Cover Level (WWB 6.0 Cover Level: 0, 1/2, 1, 2). */
export type Barrier = { readonly a: Hex; readonly b: Hex; readonly cover: 0 | 0.5 | 1 | 2; readonly kind: string };

export type Board = {
  readonly id: string;
  readonly cols: number;
  readonly rows: number;
  readonly panels: readonly Panel[];
  /** The MegaHex lattice over the hexes; the Hx-per-MHx ratio is not in the book (digest 2.2 item 5). */
  readonly megahex: MegahexGrid;
  /** Hex colour by "q,r"; hexes not listed are black (open ground). */
  readonly colours: Readonly<Record<string, HexColour>>;
  /** Woodland MegaHexes by "M q,r" (WWB 6.0 Wooded Area: woods are bounded by Yellow MHx; digest C5). */
  readonly woods: readonly string[];
  readonly barriers: readonly Barrier[];
  /** Where every number of the board comes from (placeholder: the printed panels are absent). */
  readonly provenance: string;
};

/** Where a soldier is (WWB 9.0, 10.0): on the map, or off it. */
export type Fate = "map" | "prisoner" | "mia" | "exited";
export type Specialist = "leader" | "engineer" | "medic" | "gunner" | "radio" | "sniper";
export type Skill = "leadership" | "observation" | "explosives" | "strength" | "weapons" | "first_aid";
export type Equipment = "frag" | "smoke" | "charge" | "satchel";

/** The Round in the Chamber die (WWB 2.0): the fire chapter's type (clips on the top face, 1-based attack box). */
export type Ammo = RoundInChamber;

export type Soldier = {
  /** The team's letters and his number, e.g. "a1" (call sign ABLE 1, WWB 2.0 Soldier Markers). */
  readonly id: string;
  readonly callSign: string;
  readonly team: string;
  readonly side: SideId;
  readonly faction: Faction;
  readonly specialist: Specialist | null;
  readonly skills: Readonly<Partial<Record<Skill, 1 | 2>>>;
  readonly weapon: string;
  readonly ammo: Ammo;
  readonly equipment: readonly Equipment[];
  readonly hex: Hex;
  /** Direction 0-5 he faces (WWB 2.5 of the digest; 5.0 Field of view). */
  readonly facing: number;
  readonly stance: Stance;
  /** Status and morale (WWB 10.0; the morale chapter's states). */
  readonly morale: MoraleState;
  /** The Health Gauge: the marker's box and his condition (WWB 9.0; the health chapter's type). */
  readonly health: Health;
  readonly fate: Fate;
  /** The OPF marker in his Status box with the arc he covers (WWB 8.2 step 2). */
  readonly opf: boolean;
  /** The MegaHex his suppression fire holds (WWB 8.3 step 4, 7), or null. */
  readonly suppressing: Hex | null;
  /** He has done his one Fire/Action (WWB 4.0) or his movement this phase. */
  readonly acted: boolean;
  /** He has used the Fire/Action phase's free 1 Hx or stance step (WWB 4.0). */
  readonly freeUsed: boolean;
  /** He has made a Spotting Test this phase (one a phase when the test is free, option wwb/spotting_test_cost). */
  readonly tested: boolean;
  /** He may not move this turn: he fired suppression (8.3 step 7) or assaulted (8.4). */
  readonly pinned: boolean;
};

/** A team (fireteam): its call sign, the seat that plays it and its faction (WWB 1.0 Team, 3.5 of the digest). */
export type Team = { readonly id: string; readonly callSign: string; readonly seat: string; readonly side: SideId; readonly faction: Faction };

/** An empty MegaHex held by suppression fire (WWB 8.3 step 7): whoever enters rolls Red, needs 5+. */
export type AreaSuppression = { readonly mhx: Hex; readonly by: string };

export type WwbResult = {
  readonly winner: SideId | "draw";
  readonly points: Readonly<Record<SideId, number>>;
  readonly reason: string;
};

export type WwbGame = {
  readonly scenarioId: string;
  readonly board: Board;
  readonly teams: readonly Team[];
  readonly soldiers: readonly Soldier[];
  /** Enemy soldiers each side has identified by a Spotting Test, until they move or change stance (WWB 6.0, 12.0; option wwb/spotting_persistence). */
  readonly identified: Readonly<Record<SideId, readonly string[]>>;
  readonly areas: readonly AreaSuppression[];
  readonly illumination: "day" | "full_moon" | "new_moon";
  /** Wind direction 0-5 (WWB 8.5, 13.0: direction 1 of the scatter scheme). */
  readonly wind: number;
  /** The map edge row each side holds (WWB 10.0 broken soldiers' exits): 0 = top row, else bottom. */
  readonly homeEdge: Readonly<Record<SideId, "top" | "bottom">>;
  readonly victory: { readonly perCasualty: number; readonly perPanel: number; readonly provenance: string };
  readonly result: WwbResult | null;
};

export type WwbState = MatchState<WwbGame, InitiativeTurn>;

/** On the map and not dead (digest 3.1: "active" reading). */
export const isOnMap = (s: Soldier): boolean => s.fate === "map" && s.health.condition !== "dead";

/**
 * Active for initiative and play (WWB 5.0: do not count dead, stunned or on rout; digest 3.1 reading): on the map,
 * alive, not bleeding, unconscious or stabilized, not broken.
 */
export const isActive = (s: Soldier): boolean => isOnMap(s) && s.health.condition === "ok" && s.morale !== "broken";

/** Able to act in an active phase (WWB 10.0: shaken and suppressed soldiers skip every active phase). */
export const isReady = (s: Soldier): boolean => isActive(s) && s.morale !== "shaken" && s.morale !== "suppressed";

export function soldierById(game: WwbGame, id: string): Soldier | undefined {
  return game.soldiers.find((s) => s.id === id);
}

export function teamById(game: WwbGame, id: string): Team | undefined {
  return game.teams.find((t) => t.id === id);
}

export function withSoldier(game: WwbGame, id: string, patch: Partial<Soldier>): WwbGame {
  return { ...game, soldiers: game.soldiers.map((s) => (s.id === id ? { ...s, ...patch } : s)) };
}

