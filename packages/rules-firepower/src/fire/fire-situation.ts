import type { AnyTable, Provenance } from "@tactica/engine";
import type { BasicWeapon, FireMode } from "../tables/basic-firing-chart";
import type { Posture } from "../tables/basic-mf-chart";
import type { FieldConditions } from "./field-modifiers";
import type { FortificationOpening } from "../state/works-state";

/** Basic Game terrain of the target's hex as it matters to fire [6.3.6.2.2-3]. */
export type TargetTerrain = "clear" | "tree" | "rough" | "scrub";

/** Everything `fireOdds` needs to know about one shot (L weapons) or one throw (hand grenade) at one target. */
export type FireSituation = {
  readonly weapon: BasicWeapon;
  /** Defaults: LMG auto, RFL auto, PST semi, HGN throw. */
  readonly mode?: FireMode;
  /** Range in hexes as the book counts it (same hex = 1) [6.3.2.1, 12]. */
  readonly range: number;
  readonly firer: {
    readonly posture: Posture;
    readonly suppressed?: boolean;
    /** Optional Rule 16.6: the firer is Pinned (+2, 12.2.2). */
    readonly pinned?: boolean;
    /** MF spent on non-Combat actions this Impulse, before plus announced after [6.3.6.2.7]. */
    readonly nonCombatMf?: number;
    /** Option 27.1.1: the firer wears an NBC suit (+1). */
    readonly nbc?: boolean;
    /** Option 16.7.2.2: the nightsight on the firer's weapon (a PNS changes smoke and NST-target modifiers). */
    readonly nightsight?: "NST" | "PNS";
    /** Advanced: a scope on his weapon: -1 on non-automatic L fire [12.2.9] (src/game/weapon-notes.ts). */
    readonly scope?: boolean;
  };
  readonly target: {
    readonly posture: Posture;
    readonly running?: boolean;
    /** Advanced 12.2.12.2: new hexes his speed unit shows when more than his own Running marker does: a rider's, his vehicle's (l-fire-movement-target.ts). */
    readonly speedHexes?: number;
    /** Option 19.3.6: he rides a fast vehicle fired at through an FS or RS direction: one line lower on the Movement Modifiers Chart. */
    readonly sideShot?: boolean;
    /** Advanced: he wears body armour: +1 against pistol fire and blasts [12.4.8] (src/game/body-armor.ts). */
    readonly bodyArmor?: boolean;
    /** Option 16.7.2.2: he used an NST this Turn (a PNS firer gets -2). */
    readonly nstUsed?: boolean;
    readonly terrain?: TargetTerrain;
    /** A fence in the target hex lies between firer (or impact hex) and target [6.3.6.2.2]. */
    readonly fenceBetween?: boolean;
    /** A hedge in the target hex lies between firer and target [6.3.6.2.3]. */
    readonly hedgeBetween?: boolean;
    /** In a foxhole or trench: cover and concealment from all directions [8.8.2, 12.2.3, 12.2.4]. */
    readonly inWorks?: boolean;
    /** In a block hex: +1 cover from all directions, no concealment [8.8.5.2]. */
    readonly blockCover?: boolean;
    /** Option 16.9: Standing behind 2-height cover (a deep foxhole or trench in play). */
    readonly behindHighCover?: boolean;
    /** Advanced: inside a building: concealment [12.2.4]. */
    readonly inBuilding?: boolean;
    /** Advanced: in a wall hex whose open door or window (on his storey) lies between firer and target: cover [12.2.3]. */
    readonly openingCover?: boolean;
    /** Advanced 10.4, 12.2.3: cover of his tree/stump/well position, or of the hexside he peers over while climbing. */
    readonly positionCover?: boolean;
    /** Option 16.2.2: Prone at least 6 heights below the firer; Option 23.4: heights of defilade cover (optional-defilade.ts). */
    readonly proneFromAbove?: boolean;
    readonly defilade?: number;
    /** 12.3.4.2.7: on the top storey under a destroyed roof, in walls and rubble (building-damage.ts). */
    readonly roofRubble?: boolean;
    /** Advanced 10.4.5: tree concealment, all round (the tree's cover depends on his position). */
    readonly treeConcealed?: boolean;
    /** Advanced 12.2.4: swimming or fording (water.ts). */
    readonly waterConcealed?: boolean;
    /** Option 19: a Standing crewman (1 height of cover, 19.4.2) or a rider with the turret between (19.1.9.2). */
    readonly vehicleCover?: boolean;
    /** Option 19: inside a vehicle whose armour the shot penetrates: concealed [19.3.5.1]. */
    readonly vehicleConcealed?: boolean;
    /** Advanced: inside a bunker, pillbox or tower, fired at through a loophole he uses, its open door or an open tower [8.8.4, 8.8.6, 12.2.3]. */
    readonly fortification?: FortificationOpening;
  };
  /** Intervening tree hexes and hedges crossed (firer and target hexes excluded) [6.3.6.2.5]. */
  readonly treesAndHedges?: number;
  /** Provenance of the LOS answer that counted `treesAndHedges` (default: the book rule). */
  readonly losProvenance?: Provenance;
  /** Advanced: smoke hexes on the line, the target hex's Observation Condition, the firer's wounds [12.2.7, 12.2.11, 23.1.1]. */
  readonly field?: FieldConditions;
  /** Advanced, throws and G rolls: the height of the tallest wall, fence or roadblock in the target hex (present only when above 0) [12.2.10] (structure-height.ts). */
  readonly structureHeight?: number;
  /** Advanced 12.2.12: the caller adds the Movement Modifiers Chart cell itself (a vehicle's weapon, with its stabiliser: vehicles-fire.ts). */
  readonly movementApart?: boolean;
  /** Advanced Game rules in play (12.2.12: L fire takes the Movement Modifiers Chart, src/game/l-fire-movement.ts; 12.3.6: an L bullet's penetration against cover, src/game/ammo-l-cover.ts). */
  readonly advanced?: boolean;
  /** Option choices (defaults when absent). */
  readonly options?: Readonly<Record<string, string>>;
  /** The match's tables (rulings overrides); defaults to the declared tables. */
  readonly tables?: ReadonlyMap<string, AnyTable>;
};

/** The mode a weapon fires in when the situation does not say. */
export function defaultMode(weapon: BasicWeapon): FireMode {
  return weapon === "HGN" ? "throw" : weapon === "PST" ? "semi" : "auto";
}
