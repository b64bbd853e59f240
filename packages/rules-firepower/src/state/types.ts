import type { Hex } from "@tactica/hex";
import type { ChitTurn, MatchState } from "@tactica/engine";
import type { MapDocument } from "@tactica/map";
import type { Posture } from "../tables/basic-mf-chart";
import type { BuildingDamage, Cave, Charge, DitchClimb, FortificationType, FortificationUnit, Obstacle, TunnelNetwork, Works } from "./works-state";

/** The two sides of the Basic Game [2]: A (tan) and B (green). */
export type Side = "A" | "B";

/** Status markers of the Basic Game [4.6, 6.4], and Optional Rule 16.6's Pinned and Inactive. */
export type SoldierStatus = "none" | "suppressed" | "stunned" | "pinned" | "inactive";

/** A Basic Game soldier weapon (grenades are carried by everyone, unlimited) [2, 6.3.5.3]. */
export type SoldierWeapon = "LMG" | "RFL" | "PST";

/** One soldier: one man and his major personal weapon [1.2.1], with his markers and this Impulse's bookkeeping. */
export type Soldier = {
  readonly id: string;
  readonly side: Side;
  readonly weapon: SoldierWeapon;
  /** Squad the soldier belongs to (Basic Game: one squad per side, named after it) [9.1]. */
  readonly squad: string;
  /** private, or leader A / S / C (Advanced) [8.5, 11.1]. */
  readonly rank: "private" | "A" | "S" | "C";
  readonly hex: Hex;
  /** Facing hexside 1..6 (1 N, clockwise) [2.2, 4.3]. */
  readonly facing: number;
  readonly posture: Posture;
  readonly status: SoldierStatus;
  readonly running: boolean;
  readonly eliminated: boolean;
  /** Acted in an Impulse of the current Impulse Phase [6.1]. */
  readonly acted: boolean;
  /** Used its one Combat Action this Impulse Phase [6.2.5]. */
  readonly combatUsed: boolean;
  /** MF spent this Impulse, and the part spent on non-Combat actions [6.2, 6.3.6.2.7]. */
  readonly mf: number;
  readonly nonCombatMf: number;
  readonly hexesEntered: number;
  /** Non-Combat MF the soldier announced it would spend after firing (cap on later spending) [6.3.6]. */
  readonly afterFireMf: number | null;
  /** Hexes (keys) where the soldier took a free 60° turn this Impulse (Advanced 11.3.1); any forbids firing. */
  readonly freeTurns: readonly string[];
  /** Option 25: the side holding him prisoner (present only while held) [25.1, 25.3]. */
  readonly prisonerOf?: Side;
  /** Demolition charges carried (present only while he carries one) [12.4.9]. */
  readonly dmc?: number;
  /** In the foxhole or trench of his hex (present only while in) [8.8.1]. */
  readonly inWorks?: boolean;
  /** "In" the bunker, pillbox or tower of his hex, by its type (present only while in) [8.8.1, 8.8.4, 8.8.6]. */
  readonly inFortification?: FortificationType;
  /** The building storey he stands on (present only off the ground floor: 1 first floor up, -1 basement) [8.2.1, 11.1.8]. */
  readonly storey?: number;
  /** 8.9: on top of the bridge unit of his hex, the deck's floor this many heights above the hex's ground (present only on the deck; under it or elsewhere absent) (bridges.ts). */
  readonly bridgeDeck?: number;
  /** 8.8.7: on top of the cave of his hex (the hill 3 heights up), not inside it (present only there) (caves.ts, cave-top.ts). */
  readonly caveTop?: true;
  /** Option 19: aboard a vehicle as crewman (with his Crew Box), inside passenger, or rider on top (present only while aboard) [19.1.9-19.1.10]. */
  readonly riding?: { readonly vehicle: string; readonly place: "crew" | "inside" | "bow" | "turret" | "rear"; readonly box?: number };
  /** MF lost while in a weapon's crew: the weapon's Move and -1 per missing crewman [10.1.1, 10.1.2.1] (present only when not 0). */
  readonly mfPenalty?: number;
  /** Option 22: his character sheet (present only with the option; missing traits take the defaults) [22.1]. */
  readonly traits?: Traits;
  /** Option 27: wears an NBC suit (present only with the option and the scenario's suit) [27.1]. */
  readonly nbc?: true;
  /** Option 25.2: surrendered to this side, not yet a prisoner (present only while surrendered) [25.2.1]. */
  readonly surrenderedTo?: Side;
  /** Climbing: the Up posture with its height unit and what he climbs (present only while Up) [10.5.1, 11.1.11] (climbing.ts). */
  readonly up?: UpState;
  /** His tree, stump or well position, shown by a direction unit (present only while he holds one) [10.4] (tree-positions.ts). */
  readonly treePosition?: TreePosition;
  /** In a tunnel under his hex (present only while in one; secret from the other side) [8.8.8, 11.5] (tunnels.ts). */
  readonly inTunnel?: true;
  /** Climbing into (`into`) or out of the ditch across his hexside `side` (1-6), `done` heights so far (present only while climbing) [8.8.5.3, 11.1.11] (ditch.ts). */
  readonly ditchClimb?: DitchClimb;
  /** Option 24.2.3: left the map by his own edge in a panic move; out of play for good, not a casualty (present only then) (optional-panic.ts). */
  readonly exited?: true;
  /** Option 24.2.4: failed the bail-out check in this Turn: he leaves his vehicle and runs (present only then) (optional-panic-bailout.ts). */
  readonly bailOut?: number;
  /** Option 15.2: MF lost to the load he carries, one per full ten points (present only when above 0) (optional-equipment.ts). */
  readonly loadMf?: number;
  /** Without his major personal weapon: discarded (11.1.6), or dropped as a prisoner or on surrendering (present only then) [25.1, 25.2] (optional-equipment-discard.ts). */
  readonly unarmed?: true;
};

/**
 * The Up posture [10.5.1, 11.1.11]: `height` is his head height above his hex's ground (the height unit); his feet are
 * 2 lower. `hold` is what he climbs: a tree in his hex, or on his hexside `side` (1-6) a height hexside, a fence
 * (fence, wall, roadblock) or a building wall, or the bunker or pillbox (`unit`) of his hex; `top` is the height his
 * feet reach at its top.
 */
export type UpState = { readonly height: number; readonly hold: "tree" | "hexside" | "fence" | "building" | "unit"; readonly side?: number; readonly top: number };

/** A tree, stump or well position [10.4.1-10.4.2]: a side or the rear, pointing `dir` (1-6); `order` ranks arrivals (10.4.4). */
export type TreePosition = { readonly hex: Hex; readonly kind: "side" | "rear"; readonly dir: number; readonly order: number };

/** Option 22 traits in play: speed (max MF), strength, reflexes, motivation [22.1.2-22.1.10]. */
export type Traits = {
  readonly speed?: number;
  readonly strength?: "W" | "N" | "S" | "V";
  readonly reflex?: number;
  readonly motivation?: number;
  /** Option 22.1.7: the vehicles he may drive: T any, MW not tracked, W wheeled only, No none (optional-driving.ts). */
  readonly driving?: "T" | "MW" | "W" | "No";
};

/** Option 16.5: a secret written combat order (Opportunity at a hex, or Tracking one enemy) and its bursts left [16.5.1-16.5.2]. */
export type CombatOrder = {
  readonly side: Side;
  readonly soldier: string;
  readonly kind: "opportunity" | "tracking" | "sweep";
  /** Opportunity: the order's hex (axial). */
  readonly hex?: Hex;
  /** Tracking: the nominated enemy. */
  readonly target?: string;
  /** Bursts of the weapon's rate of fire not yet used. */
  readonly bursts: number;
  /** Sweep: the hexes it has fired its one burst into (present once it has fired) [16.5.3]. */
  readonly swept?: readonly Hex[];
};

/** Option 24: a squad's morale record: its size, units and edge at the start, units lost, panic, units drawn this Turn. */
export type SquadMorale = {
  readonly side: Side;
  readonly men: number;
  readonly chits: number;
  readonly leaders: number;
  /** The side's own map edge [2]: "2/3" right, "5/6" left. */
  readonly edge: "2/3" | "5/6";
  readonly reduced: number;
  readonly panicked: boolean;
  readonly drawn: number;
  /** The scenario names its side the defender: -1 on panic checks (present only then) [24.2.2]. */
  readonly defender?: true;
};

/** Option 16.5: after an enemy move, the side holding orders may fire them before the mover goes on [16.5]. */
export type PendingReaction = {
  readonly side: Side;
  readonly mover: string;
  /** The hex the mover has just entered (axial). */
  readonly hex: Hex;
  /** The hex he came from, after a move (absent when he spent MF in his hex: a turn, a posture change) [16.5.1, 16.5.3]. */
  readonly from?: Hex;
};

/** Option 16.1: a fused hand grenade lies in its impact hex while `side` may try to throw it back [16.1]. */
export type PendingReturn = {
  readonly thrower: string;
  /** The impact hex (axial). */
  readonly impact: Hex;
  /** The side whose soldier may try the return throw. */
  readonly side: Side;
};

/** The Impulse under way: who started it in which hex, and from which hexes a stack member has fired [6.2.6, 6.3.1.3]. */
export type ImpulseState = { readonly hexId: string; readonly soldiers: readonly string[]; readonly firedFrom: readonly string[] };

/** The final score [7]. */
export type FirepowerResult = {
  readonly vp: Readonly<Record<Side, number>>;
  readonly eliminated: Readonly<Record<Side, number>>;
  readonly across: Readonly<Record<Side, number>>;
  readonly winner: Side | "draw";
  /** Option 25.6: surviving prisoners each side holds (present only when the option is in use). */
  readonly prisoners?: Readonly<Record<Side, number>>;
};

/** Which hexes count as the opposite half for a side's survivors [7]: axial q bounds. */
export type OppositeHalf = { readonly qAtLeast?: number; readonly qAtMost?: number };

/** The set-up phase under way [2.4]: rolling for order, then each side in turn places its soldiers. */
export type SetupState = {
  readonly step: "roll" | "place" | "done";
  /** Sides still to set up, the one placing now first. */
  readonly order: readonly Side[];
  readonly areas: Readonly<Record<Side, OppositeHalf>>;
  /** Mines each side may still place during its set-up (present when the scenario gives mines) [8.8.9]. */
  readonly mines?: Readonly<Record<Side, number>>;
  /** Mine types the scenario issues (present when it gives others than PMN1) [12.4.4]. */
  readonly mineTypes?: readonly MineType[];
};

/** Mine types [12.4.4]: PMN1 (G), PMN2 Claymore (C, directional), VMN1/VMN2 anti-vehicle (A). */
export type MineType = "PMN1" | "PMN2" | "VMN1" | "VMN2";

/** A mine secretly recorded at set-up [8.8.9]; it works once, on the first entry [12.4.4]. */
export type Mine = {
  readonly id: string; readonly side: Side; readonly hex: Hex; readonly type: MineType; readonly exploded: boolean;
  /** PMN2: its facing, and its trigger hex or six trip-wire hexes (secret like the mine) [8.8.9, 12.4.4.1.2]. */
  readonly facing?: number; readonly trigger?: Hex; readonly tripwire?: readonly Hex[];
};

/** Firepower game state (plain JSON). */
export type FirepowerGame = {
  readonly scenario: string;
  /** Basic (1-7) or Advanced rules in play. */
  readonly rules: "basic" | "advanced";
  readonly map: string;
  /** The authored or stored map played on (present when the scenario carries one; else `map` is a shipped map) [2.1]. */
  readonly mapDocument?: MapDocument;
  /** 8.7: the defender, who may not set up in crater hexes (present only when the scenario has craters and names its `defender`) (craters.ts). */
  readonly craterDefender?: Side;
  /** 8.2.5: the scenario's defender, who chooses his doors and windows; the other side's start open (present only in the Advanced Game when the scenario names a defender) (setup-openings.ts). */
  readonly openingsDefender?: Side;
  /** 11.2.2: Snow or Mud from the scenario, extra MF for note (b) Actions (present only then; Advanced) (weather.ts). */
  readonly weather?: "snow" | "mud";
  /** 11.2.1.1, 11.2.3: water hexes with their depth in inches, for fording and swimming (present only when the scenario gives them) (water.ts). */
  readonly water?: readonly { readonly hex: Hex; readonly depth: number }[];
  /** 8.9: the scenario's bridges: unit hexes, originating hexes, deck height (present only when it has some; Advanced) (bridges.ts). */
  readonly bridges?: readonly { readonly hexes: readonly Hex[]; readonly ends: readonly Hex[]; readonly deck: number }[];
  /** The scenario's tree height (present only when it sets one; else the placeholder 6) [8.2.2, 11.1.11.1] (climbing-more.ts). */
  readonly treeHeight?: number;
  readonly soldiers: readonly Soldier[];
  readonly impulse: ImpulseState | null;
  readonly victory: {
    readonly perElimination: number;
    readonly perSurvivorAcross: number;
    readonly opposite: Readonly<Record<Side, OppositeHalf>>;
  };
  readonly result: FirepowerResult | null;
  /** Present only when the scenario has a set-up phase [2.4]. */
  readonly setup?: SetupState;
  /** Option 16.4: non-automatic L shots at each target hex (hex key) this Impulse Phase (present once counted). */
  readonly semiShots?: Readonly<Record<string, number>>;
  /** Armed demolition charges (present once one is armed) [12.4.9]. */
  readonly charges?: readonly Charge[];
  /** Soldiers who crossed each window this Impulse Phase (opening keys; present once one is crossed) [11.1.3]. */
  readonly windowCrossings?: Readonly<Record<string, number>>;
  /** Doors and windows broken open (canonical hexside and storey keys); they cannot be closed again [11.1.10]. */
  readonly brokenOpenings?: readonly string[];
  /** Building hexes damaged by blasts (present once one is hit) [12.3.4.2.7] (building-damage.ts). */
  readonly buildingDamage?: readonly BuildingDamage[];
  /** Terrain value lost by trees, stumps, fences, walls, hedges, roadblocks and units to blasts (present once one is hit) [12.3.4.2] (terrain-damage.ts). */
  readonly terrainDamage?: readonly { readonly key: string; readonly damage: number }[];
  /** Foxholes and trenches (present when the scenario places them) [8.8.2]. */
  readonly works?: readonly Works[];
  /** Bunkers, pillboxes and towers (present when the scenario or its map places one) [8.8.4, 8.8.6]. */
  readonly fortifications?: readonly FortificationUnit[];
  /** Wire, double wire, abatis, blocks and ditches (present when the scenario places them; crushed or destroyed ones go) [8.8.3, 8.8.5]. */
  readonly obstacles?: readonly Obstacle[];
  /** Mines placed at set-up (present when the scenario gives mines) [8.8.9, 12.4.4]. */
  readonly mines?: readonly Mine[];
  /** Caves (present when the scenario or map places them) [8.8.7] (caves.ts). */
  readonly caves?: readonly Cave[];
  /** The defender's secret tunnels (present when the scenario gives tunnels; the view hides them) [8.8.8, 11.5] (tunnels.ts). */
  readonly tunnels?: TunnelNetwork;
  /** Option 16.1: a grenade waiting for the other side's return-throw decision (present only while waiting). */
  readonly pendingReturn?: PendingReturn;
  /** Option 16.5: written combat orders in force (present once one is written); the view shows a side its own only. */
  readonly orders?: readonly CombatOrder[];
  /** Option 16.5: a reaction window after an enemy move (present only while open). */
  readonly pendingReaction?: PendingReaction;
  /** Option 24: each squad's morale (present only with the option). */
  readonly morale?: Readonly<Record<string, SquadMorale>>;
};

/** A Firepower match state. */
export type FirepowerState = MatchState<FirepowerGame, ChitTurn>;
