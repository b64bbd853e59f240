import type { SituationId } from "./order-of-battle";

/** A General Situation [26.5]-[26.9] as data: layout (α on top), length, victory points, special rules. */
export type Situation = {
  readonly id: SituationId;
  readonly rule: string;
  /** Map sections, top row then bottom row, α's side at the top [26.1]. */
  readonly layout: readonly [readonly string[], readonly string[]];
  /** Turn limit, or null for unlimited (the server applies option patrol/unlimited_length). */
  readonly turns: number | null;
  readonly length: string;
  readonly victory: Readonly<Record<"alpha" | "bravo", Readonly<Record<string, number>>>>;
  readonly preservation: string;
  readonly engagement: string;
  readonly entry: string;
};

/** The five General Situations [26.5]-[26.9]. */
export const SITUATION_DATA: Readonly<Record<SituationId, Situation>> = {
  patrol: {
    id: "patrol", rule: "26.5", layout: [["A", "C", "D"], ["B", "E", "F"]], turns: null,
    length: "until all surviving fit or wounded men of one side have exited (or are killed or incapacitated)",
    victory: {
      alpha: { enemyWounded: 3, enemyIncapacitated: 10, enemyKilled: 10, friendlyIncapacitatedCarriedOff: 5, field: 10 },
      bravo: { enemyWounded: 3, enemyIncapacitated: 10, enemyKilled: 10, friendlyIncapacitatedCarriedOff: 5, field: 10 },
    },
    preservation: "26.55: a side at its level scores nothing for enemy W, I or K",
    engagement: "26.56: pre-plots until Contact; all stop and fall prone at the instant of contact; no combat on the Contact turn",
    entry: "26.2 for both sides",
  },
  recon: {
    id: "recon", rule: "26.6", layout: [["A", "C", "E"], ["B", "D", "F"]], turns: null,
    length: "ends when β holds the field (no fit or wounded α man on the map)",
    victory: { alpha: { pillboxSpottedAndExited: 25 }, bravo: { enemyWounded: 3, enemyIncapacitated: 10, enemyKilled: 10, friendlyIncapacitatedEvacuated: 5 } },
    preservation: "26.65: β at its level scores 0 for shooting α",
    engagement: "26.66: β hidden until it fires, moves or an α man with LOS is within 5 hexes; β OF only until after Contact",
    entry: "α by 26.2 (enters A, C or E); β hidden in one of B, D, F with one hidden pillbox",
  },
  raid: {
    id: "raid", rule: "26.7", layout: [["D", "F", "E"], ["C", "A", "B"]], turns: 15,
    length: "15 turns",
    victory: { alpha: { enemyIncapacitatedOrKilled: 5, enemyIncapacitatedCarriedOut: 10 }, bravo: { enemyWounded: 3, enemyIncapacitatedOrKilled: 5 } },
    preservation: "26.75: none",
    engagement: "26.76: β may not move until after Contact; no DF/QF/throws until after Contact; β OF executes on the Contact turn",
    entry: "β openly in A or F, one man per crater; α pre-plot entering D, C, B or E",
  },
  ambush: {
    id: "ambush", rule: "26.8", layout: [["A", "B", "C"], ["D", "E", "F"]], turns: 15,
    length: "15 turns, or when every fit or wounded β man has exited",
    victory: { alpha: { enemyWounded: 3, enemyIncapacitatedOrKilled: 10, friendlyExited: 5 }, bravo: { enemyWounded: 3, enemyIncapacitatedOrKilled: 10 } },
    preservation: "26.85: none",
    engagement: "26.86: α follows its pre-plot until β fires OF or an α man comes within 5 hexes with LOS",
    entry: "α by 26.2 and announces its route; β in any one section but α's entry section",
  },
  assault: {
    id: "assault", rule: "26.9", layout: [["B", "D", "F"], ["E", "C", "A"]], turns: null,
    length: "until one side concedes or is totally killed or incapacitated",
    victory: {
      alpha: { enemyIncapacitatedOrKilled: 10, field: 20, fitOnMap: 5 },
      bravo: { enemyIncapacitatedOrKilled: 10, vehicleDestroyed: 10, field: 50 },
    },
    preservation: "26.95: a side at its level has its VP halved, rounding up",
    engagement: "26.96: β may not move until turn 2; β may not fire on turn 1; mines hidden; wire open",
    entry: "β in E, C or A in pillboxes or craters under smoke; α enters on edge 2, 3 or 4",
  },
};
