// Mission tables (digest §10): Reserves Table, reserve arrival dice, Victory Points, Random Mission Table,
// Strategic Withdrawal. The tables are data; the small counting rules read them.
import { defineTable, fromBook, reconstructed } from "@tactica/engine";
import { z } from "zod";

const RES = "Mission Special Rules › Reserves Table";
/** Force size -> most points on table. 800 -> 460 is as printed; 480 (60%) is the RULING-15 reconstruction. */
export const reservesTable = defineTable<{ force: number }, number>({
  id: "fow/reserves", version: "1", title: "Reserves Table [Mission Special Rules › Reserves]",
  inputs: z.object({ force: z.number().int().positive() }).strict(), output: z.number().int(), provenance: fromBook(RES),
  cells: [[500, 300], [600, 360], [750, 450], [800, 460], [1000, 600], [1250, 750], [1500, 900], [1750, 1050], [2000, 1200], [2250, 1350], [2500, 1500], [2750, 1650], [3000, 1800]]
    .map(([force, value]) => ({ inputs: { force: force! }, value: value! })),
});
/** RULING-15's reading of the 800-point row (60% of 800); never the printed value. */
export const RESERVES_800_RECONSTRUCTED = { value: 480, provenance: reconstructed("60% of 800 [Reserves: at most 60% on table]; the printed 460 breaks the rule (RULING-15)") } as const;

/** Most points on table for a force size: the row if printed, else 60% rounded down [Reserves]. */
export function maxOnTable(force: number, reading: "printed" | "sixty_percent" = "sixty_percent"): { value: number; source: string } {
  const row = reservesTable.cells.find((c) => c.inputs.force === force);
  if (force === 800 && reading === "sixty_percent") return { value: RESERVES_800_RECONSTRUCTED.value, source: "reconstructed (RULING-15)" };
  if (row) return { value: row.value, source: `book ${RES}` };
  return { value: Math.floor(force * 0.6), source: "book Mission Special Rules › Reserves (at most 60%)" };
}

export type ReserveMode = "immediate" | "delayed";
/**
 * Dice rolled for reserves on the player's own turn `turn` [Reserves › Immediate / Delayed Reserves]:
 * Immediate from turn 1 (turn n: n dice), Delayed from turn 3 (turn n: n-2 dice).
 */
export function reserveDice(mode: ReserveMode, turn: number): number {
  return mode === "immediate" ? Math.max(0, turn) : Math.max(0, turn - 2);
}
/**
 * Units arriving from a reserve roll: each 5+ brings one; three or more dice and no 5+ bring one anyway
 * (for Delayed Reserves too under RULING-16's default).
 */
export function reserveArrivals(faces: readonly number[], mode: ReserveMode, guaranteeDelayed = true): { arrivals: number; guaranteed: boolean } {
  const fives = faces.filter((f) => f >= 5).length;
  const guarantee = faces.length >= 3 && fives === 0 && (mode === "immediate" || guaranteeDelayed);
  return { arrivals: guarantee ? 1 : fives, guaranteed: guarantee };
}

export type VictoryResult = "stunning" | "major" | "minor";
/** Victory Points Table: winner's destroyed Units -> result, winner VP, loser VP. */
export const victoryPointsTable = defineTable<{ losses: number }, { result: VictoryResult; winner: number; loser: number }>({
  id: "fow/victory_points", version: "1", title: "Victory Points Table [Missions › Victory Points]",
  inputs: z.object({ losses: z.number().int().min(0) }).strict(),
  output: z.object({ result: z.enum(["stunning", "major", "minor"]), winner: z.number(), loser: z.number() }),
  provenance: fromBook("Missions › Victory Points Table"),
  toCellInputs: ({ losses }) => ({ losses: Math.min(losses, 3) }),
  cells: [
    { inputs: { losses: 0 }, value: { result: "stunning", winner: 8, loser: 1 } },
    { inputs: { losses: 1 }, value: { result: "stunning", winner: 8, loser: 1 } },
    { inputs: { losses: 2 }, value: { result: "major", winner: 7, loser: 2 } },
    { inputs: { losses: 3 }, value: { result: "minor", winner: 6, loser: 3 } },
  ],
});

export const MISSION_IDS = ["annihilation", "free_for_all", "dust_up", "encounter", "counterattack", "hasty_attack", "rear_guard", "breakthrough", "no_retreat", "bridgehead"] as const;
export type MissionId = (typeof MISSION_IDS)[number];
/** Random Mission Table: d6 -> mission [Missions › Random Mission Table]. */
export const randomMissionTable = defineTable<{ roll: number }, MissionId>({
  id: "fow/random_mission", version: "1", title: "Random Mission Table [Missions]",
  inputs: z.object({ roll: z.number().int().min(1).max(6) }).strict(), output: z.enum(MISSION_IDS),
  provenance: fromBook("Missions › Random Mission Table"),
  cells: (["annihilation", "free_for_all", "dust_up", "encounter", "counterattack", "hasty_attack"] as const).map((m, i) => ({ inputs: { roll: i + 1 }, value: m })),
});

/**
 * Strategic Withdrawal, at the start of a Defender turn from turn two, after checking Victory Conditions
 * [Mission Special Rules › Strategic Withdrawal]: Units on table + Delay Counters >= 6 -> withdraw one Unit and
 * remove all counters; otherwise gain a counter.
 */
export function strategicWithdrawal(s: { turn: number; units: number; counters: number }): { action: "none" | "withdraw" | "gain_counter"; counters: number; total: number } {
  const total = s.units + s.counters;
  if (s.turn < 2) return { action: "none", counters: s.counters, total };
  return total >= 6 ? { action: "withdraw", counters: 0, total } : { action: "gain_counter", counters: s.counters + 1, total };
}
