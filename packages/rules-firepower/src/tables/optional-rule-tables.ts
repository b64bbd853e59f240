// Numbers the Optional Rules in play need that are not in the text: placeholder (or reconstructed) cells with
// provenance, each overridable by a rulings pack; events say when one of them decided.
import type { AnyTable } from "@tactica/engine";
import { defineTable } from "@tactica/engine";
import { z } from "zod";
import { book, missing, recon } from "./sources";
import { EQUIPMENT_POINTS } from "./equipment-points";

/**
 * Defaults for a soldier without a character sheet under Option 22 [22.1]. Reflex 5 is the number the reflex
 * replaces (22.1.6: "used instead of 5", 19.5) and speed is the normal 4 MF (6.2), so both are the book's; the
 * motivation of a soldier nobody rolled for is on no chart, so it is a placeholder.
 */
export const DEFAULT_CHARACTERISTICS = defineTable<{ trait: "speed" | "reflex" | "motivation" }, number>({
  id: "firepower/default_characteristics",
  version: "1",
  title: "Option 22 defaults for soldiers without a sheet",
  inputs: z.object({ trait: z.enum(["speed", "reflex", "motivation"]) }),
  output: z.number().int().min(1).max(10),
  cells: [
    { inputs: { trait: "speed" }, value: 4, provenance: book("6.2") },
    { inputs: { trait: "reflex" }, value: 5, provenance: book("22.1.6") },
    { inputs: { trait: "motivation" }, value: 5, provenance: missing("no motivation for a soldier without a sheet: the Characteristics Table is missing [22.1.10]; 5 (a middle d10) stands in") },
  ],
});

/** The MF a surrender call costs [25.2]: on the missing LEG MOVEMENT FACTOR EXPENDITURE CHART. */
export const SURRENDER_CALL_MF = defineTable<{ action: "surrender_call" }, number>({
  id: "firepower/surrender_call_mf",
  version: "1",
  title: "Surrender call MF cost (Option 25.2)",
  inputs: z.object({ action: z.literal("surrender_call") }),
  output: z.number().int().min(0).max(5),
  cells: [{ inputs: { action: "surrender_call" }, value: 1, provenance: missing("the surrender call's MF cost is on the missing LEG MOVEMENT FACTOR EXPENDITURE CHART [25.2]; 1 MF stands in") }],
});

const POINT_NOTE = "the Basic Game's generic weapons have no point value; the 26.2 worked example's";

/**
 * Point values (Option 26) of what the Basic/Advanced soldiers in play carry [26.1-26.2]: the generic LMG and rifle
 * take the values of the example's LMG4 (12) and RFL10 (5) (reconstructed); the pistol's and the DMC's are on the
 * missing Weapon Chart (placeholders).
 */
export const POINT_VALUES = defineTable<{ item: "LMG" | "RFL" | "PST" | "DMC" }, number>({
  id: "firepower/point_values",
  version: "1",
  title: "Point values of the weapons in play (Option 26)",
  inputs: z.object({ item: z.enum(["LMG", "RFL", "PST", "DMC"]) }),
  output: z.number().int().min(0).max(100),
  cells: [
    { inputs: { item: "LMG" }, value: 12, provenance: recon(`${POINT_NOTE} LMG4 value (12) [26.2]`) },
    { inputs: { item: "RFL" }, value: 5, provenance: recon(`${POINT_NOTE} RFL10 value (5) [26.2]`) },
    { inputs: { item: "PST" }, value: 2, provenance: missing("the pistol's point value is on the missing Weapon Chart [26.2]; 2 stands in") },
    { inputs: { item: "DMC" }, value: 3, provenance: missing("the DMC's point value is on the missing Weapon Chart [26.1]; 3 stands in") },
  ],
});

const MORALE_CHARTS_MISSING = "the MORALE CHARTS are on the missing Game Card [24.1, 24.2.2]";
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/**
 * SEQUENCE UNIT REDUCTION CHART [24.1]: by men and sequence units at the start, "x/y" = y units lost per x men
 * lost. Missing: every cell is a placeholder of one unit per (men / units) men lost, which gives the book's
 * example cell "2/1" for six men on three units. Squads beyond 12 men or 5 units have no cell (no reduction).
 */
export const SEQUENCE_UNIT_REDUCTION = defineTable<{ men: number; chits: number }, { men: number; chits: number }>({
  id: "firepower/sequence_unit_reduction",
  version: "1",
  title: "Sequence unit reduction (Option 24, placeholder)",
  inputs: z.object({ men: z.number().int().min(1).max(12), chits: z.number().int().min(1).max(5) }),
  output: z.object({ men: z.number().int().min(1), chits: z.number().int().min(1) }),
  cells: range(12).flatMap((men) => range(5).map((chits) => ({
    inputs: { men, chits }, value: { men: Math.max(1, Math.floor(men / chits)), chits: 1 }, provenance: missing(`${MORALE_CHARTS_MISSING}; one unit per ${Math.max(1, Math.floor(men / chits))} men lost stands in`),
  }))),
});

/** PANIC CHART [24.2.2]: the panic number by units lost and units at the start. Missing: 10 - 6 x lost/start (at least 1) stands in. */
export const PANIC_NUMBERS = defineTable<{ reduction: number; chits: number }, number>({
  id: "firepower/panic_numbers",
  version: "1",
  title: "Panic numbers (Option 24, placeholder)",
  inputs: z.object({ reduction: z.number().int().min(1).max(5), chits: z.number().int().min(1).max(5) }),
  output: z.number().int().min(0).max(10),
  cells: range(5).flatMap((reduction) => range(5).filter((chits) => reduction < chits).map((chits) => ({
    inputs: { reduction, chits }, value: Math.max(1, 10 - Math.round((6 * reduction) / chits)), provenance: missing(`${MORALE_CHARTS_MISSING}; 10 - 6 x lost/start stands in`),
  }))),
});

/**
 * JUMP IMPACT TABLE [15.1.2]: one roll per soldier jumped on, by column friend or foe: no effect, STUN or ELIM. The
 * table is on the missing Game Card: 1 ELIM, 2-3 STUN, else no effect stands in for both columns.
 */
export const JUMP_IMPACT = defineTable<{ column: "friend" | "foe"; roll: number }, "none" | "stun" | "elim">({
  id: "firepower/jump_impact",
  version: "1",
  title: "Jump impact (Option 15.1.2, placeholder)",
  inputs: z.object({ column: z.enum(["friend", "foe"]), roll: z.number().int().min(1).max(10) }),
  output: z.enum(["none", "stun", "elim"]),
  cells: (["friend", "foe"] as const).flatMap((column) => range(10).map((roll) => ({
    inputs: { column, roll }, value: roll === 1 ? ("elim" as const) : roll <= 3 ? ("stun" as const) : ("none" as const),
    provenance: missing("the JUMP IMPACT TABLE is on the missing Game Card [15.1.2]; 1 ELIM, 2-3 STUN stands in"),
  }))),
});

/**
 * Reliability numbers of the Basic weapons [16.3.1]: on the missing WEAPON CHARTS (the text gives only MPL7's G
 * round, 10/7). A first die of 10 calling a second roll, 9 or more on it a jam, stands in for each.
 */
export const RELIABILITY = defineTable<{ weapon: "LMG" | "RFL" | "PST" }, { first: number; second: number }>({
  id: "firepower/reliability",
  version: "1",
  title: "Reliability numbers (Option 16.3.1, placeholder)",
  inputs: z.object({ weapon: z.enum(["LMG", "RFL", "PST"]) }),
  output: z.object({ first: z.number().int().min(1).max(12), second: z.number().int().min(1).max(12) }),
  cells: (["LMG", "RFL", "PST"] as const).map((weapon) => ({
    inputs: { weapon }, value: { first: 10, second: 9 }, provenance: missing("reliability numbers are on the missing WEAPON CHARTS [16.3.1]; 10/9 stands in"),
  })),
});

/** The Optional Rules' tables the ruleset declares (a rulings pack may override any of them). */
export const OPTIONAL_RULE_TABLES: readonly AnyTable[] = [DEFAULT_CHARACTERISTICS, SURRENDER_CALL_MF, POINT_VALUES, SEQUENCE_UNIT_REDUCTION, PANIC_NUMBERS, JUMP_IMPACT, RELIABILITY, EQUIPMENT_POINTS] as readonly AnyTable[];
