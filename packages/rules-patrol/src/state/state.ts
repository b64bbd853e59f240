import type { Status } from "../combat/casualty";
import type { FireResult } from "../tables/firearm-results";
import type { Task } from "../plot/task";
import type { Counter, Rifle } from "../scenarios/parse-force";
import type { SituationId } from "../scenarios/order-of-battle";
import type { MapSpec } from "./patrol-map";
import type { ArtilleryState, ClaymoreState, EngagementState, EntryState, HorsesState, Leadership, MinesState, NightState, Pillbox, SniperState, Vehicle, WavesState, WireState } from "./slices";

/** The two sides [26.3]: Alpha (seat "alpha") and Bravo (seat "bravo"). */
export type Side = "alpha" | "bravo";
/** Both sides in seat order. */
export const SIDES: readonly Side[] = ["alpha", "bravo"];

/** One man [3.2]: counter, rifle sub-type, hex (null once exited), posture, casualty and marker state (all public). */
export type Man = {
  readonly id: string;
  readonly side: Side;
  readonly name: string;
  readonly counter: Counter;
  readonly rifle: Rifle | null;
  readonly hex: string | null;
  readonly posture: "erect" | "prone";
  /** Prone-hidden this turn (prone with no task) [7.55], shown at C1. */
  readonly concealed: boolean;
  readonly status: Status;
  /** Round in which the stun occurred; removed at phase E of a later round [6.22]. */
  readonly stunnedRound: number | null;
  /** Unloaded marker [10.8]. */
  readonly unloaded: boolean;
  /** Unarmed marker (after PG or TG until RA) [11.1, 11.24]. */
  readonly unarmed: boolean;
  /** Holding a prepared grenade, frag or smoke, or a satchel charge (the type is secret from the other side) [11.12, 11.6]. */
  readonly grenade: "F" | "S" | "SC" | null;
  readonly exited: boolean;
  /** Carried off the map while incapacitated (or killed) [7.6, 26.54]. */
  readonly carriedOff?: boolean;
  /** An armed rifle grenade on his rifle [13.1, 13.41]; until fired he counts as unarmed for other fire. */
  readonly rifleGrenade?: boolean;
  readonly firedRound: number | null;
  readonly threwRound: number | null;
  /** The horse he rides (optional rule 28.2, horses.ts). */
  readonly mounted?: string;
  /** The vehicle he rides in or on (APC passenger, tank rider) [23.8, 24.1]; his hex is the vehicle's. */
  readonly aboard?: string;
  /** Turns of RL reloading done [14.31]: two full turns, one with a helper [14.32]. */
  readonly reloadTurns?: number;
  /** A rifle-grenade preparation begun and not yet successful: he must keep trying [13.12]. */
  readonly preparingRifleGrenade?: boolean;
  /** A tank or APC crewman who bailed out of that vehicle: unarmed, he arms only by weapon exchange [23.7]. */
  readonly bailedOutOf?: string;
};

/** A side's force state: OB figures and the secret Preservation chits [21.0]. */
export type SideState = {
  readonly name: string;
  readonly panic: number;
  readonly preservation: number;
  /** Values of the Preservation chits drawn (secret until the level is reached [21.13]). */
  readonly chits: readonly number[];
  /** Chits left in the cup (secret). */
  readonly pool: readonly number[];
  /** Round in which the level was reached and announced, or null. */
  readonly reachedRound: number | null;
  /** Round in which this side's last man left the map (26.57: it concedes the field). */
  readonly exitedRound: number | null;
  /** Satchel charges left (OB [27.0]; public). */
  readonly satchels?: number;
  /**
   * The Preservation draw when a match chose another reading than the default (absent: one chit per status change
   * from the 20 chits, drawn without replacement). `d6`: option patrol/preservation_chits uniform_d6, each draw a d6
   * (the pool stays 1-6); `perResult`: option patrol/preservation_no_change chit_per_result, a chit per result [21.12]
   * even when the man's status does not change.
   */
  readonly draw?: { readonly d6?: true; readonly perResult?: true };
};

/**
 * A grenade or satchel charge on the map, detonating in F1 [11.4]: `inside` = thrown or inserted into that pillbox
 * [11.71, 11.72]; `from` = the thrower's hex (an ejected charge goes back there, 11.73); `round` = the Game-Turn it
 * explodes when a satchel was plotted to explode on the next turn [11.62] (absent: this turn).
 */
export type Grenade = {
  readonly hex: string; readonly kind: "F" | "S" | "SC"; readonly by: string; readonly inside?: string; readonly from?: string; readonly round?: number;
  /** A satchel placed on a tank stays with it [11.91] (vehicles.ts). */
  readonly vehicle?: string;
};

/** A result waiting for the end of its phase [4.0, 10.7]. */
export type PendingResult = { readonly man: string; readonly result: FireResult; readonly source: string; readonly flame?: boolean };

/** Transient resolution data, present only while the stages of one turn resolve (never seen by a viewer). */
export type Work = {
  readonly orders: Readonly<Record<string, readonly Task[]>>;
  readonly hexesPlotted: Readonly<Record<string, number>>;
  readonly panicked: readonly string[];
  /** Panicked movers: straight-line vector and MP budget [20.11]. */
  readonly panicMoves: Readonly<Record<string, { readonly vector: string; readonly mp: number }>>;
  readonly pending: readonly PendingResult[];
  /** Men attacked in hand-to-hand: lose every task but MV [12.31]. */
  readonly grappled: readonly string[];
  readonly fired: readonly string[];
  readonly threw: readonly string[];
  readonly newSmoke: readonly string[];
  readonly fallProne: readonly string[];
  readonly stunnedNow: readonly string[];
  /** Detonation hexes this turn (night spotting next turn [16.11]). */
  readonly explosions?: readonly string[];
  /** Buttoned vehicles that panicked this turn: no fire, no move [23.41, 23.42]. */
  readonly panickedVehicles?: readonly string[];
};

/** The end of a match: why, victory points and the victory [26.54]. */
export type MatchResult = {
  readonly reason: string;
  readonly vp: Readonly<Record<Side, number>>;
  readonly winner: Side | "draw";
  readonly margin: number;
  readonly level: string;
};

/** The Patrol! game state (plain JSON). */
export type PatrolGame = {
  readonly scenario: { readonly ob: string; readonly obName: string; readonly situation: SituationId; readonly alphaSide: 0 | 1 };
  readonly mode: "open" | "mixed" | "closed";
  readonly map: MapSpec;
  readonly men: Readonly<Record<string, Man>>;
  readonly order: readonly string[];
  readonly sides: Readonly<Record<Side, SideState>>;
  /** Grenades landed this turn, detonating in F1 [11.4]. */
  readonly grenades: readonly Grenade[];
  readonly smoke: readonly { readonly hexes: readonly string[]; readonly origin: string }[];
  readonly contactRound: number | null;
  readonly work: Work | null;
  readonly result: MatchResult | null;
  /** The solitaire scenario [28.6]: α exits through these hexes; β is the random-fire procedure. */
  readonly solitaire?: { readonly exits: readonly string[] };
  /** Optional Leader rules [28.4]: each side's first, second and third leader, in order of succession. */
  readonly leaders?: Readonly<Record<Side, readonly string[]>>;
  /** Who leads each side now, once a leader has fallen [28.45] (absent: the first leader). */
  readonly leadership?: Readonly<Record<Side, Leadership>>;
  /** Optional Unit Integrity rule [28.5] in play. */
  readonly unitIntegrity?: boolean;
  /** Crater markers placed by the scenario (the Raid's β start hexes, 26.72); artillery craters are in `artillery`. */
  readonly craters?: readonly string[];
  /** Night scenario [16.0]: declared movers, spotted pairs, last turn's firing and explosion hexes. */
  readonly night?: NightState;
  /** Artillery rounds of the OBs [17.0-17.8] (src/artillery): listed rounds secret until impact. */
  readonly artillery?: ArtilleryState;
  /** Recon, Raid, Ambush, Assault rules of engagement and β's hidden deployment [26.4, 26.6-26.9] (engagement.ts). */
  readonly engagement?: EngagementState;
  /** Anti-personnel mines by side: OB allowance and secret hexes [18.0-18.4] (mines.ts). */
  readonly mines?: MinesState;
  /** β's barbed wire and the bridges lying on it (optional rule 28.3, wire.ts). */
  readonly wire?: WireState;
  /** Pillboxes [9.6] (pillbox.ts): β's OB pillboxes and the Recon's hidden one [26.62]. */
  readonly pillboxes?: readonly Pillbox[];
  /** Claymore mines [18.5] (claymore.ts): allowance and secret emplacements by side. */
  readonly claymores?: ClaymoreState;
  /** Spider holes and snipers [28.7] (snipers.ts): the secret holes of β's snipers. */
  readonly snipers?: SniperState;
  /** Variable entry and exit [26.2] (entry.ts): each side's secret chits, Preliminary Movement Plot and column. */
  readonly entry?: EntryState;
  /** The 50-man human wave's reserve, off the map [27.53, 27.82] (waves.ts). */
  readonly waves?: WavesState;
  /** α's horses (optional rule 28.2, horses.ts); public counters. */
  readonly horses?: HorsesState;
  /** Tanks, APCs and halftracks of the OBs [23.0-24.8] (vehicles.ts); public counters. */
  readonly vehicles?: Readonly<Record<string, Vehicle>>;
};

/** Empty transient work record. */
export function createWork(orders: Record<string, readonly Task[]>, hexesPlotted: Record<string, number>): Work {
  return { orders, hexesPlotted, panicked: [], panicMoves: {}, pending: [], grappled: [], fired: [], threw: [], newSmoke: [], fallProne: [], stunnedNow: [] };
}

/** True for a man who can act: on the map, fit or wounded [19.11]. */
export function isActive(m: Man): boolean {
  return m.hex !== null && !m.exited && (m.status === "fit" || m.status === "W");
}
