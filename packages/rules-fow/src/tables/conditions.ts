// Night and Time of Day (digest §4.8), aircraft conversion (§9.1) and template sizes (§6.4) as tables.
import { defineTable, fromBook } from "@tactica/engine";
import type { RuleDistance } from "@tactica/table";
import { z } from "zod";

const d6 = z.number().int().min(1).max(6);
const pair = z.object({ in: z.number(), cm: z.number() });

/** Night Visibility Table: d6 -> LOS limit [Night Fighting]. */
export const nightVisibilityTable = defineTable<{ roll: number }, RuleDistance>({
  id: "fow/night_visibility", version: "1", title: "Night Visibility Table [Night Fighting]",
  inputs: z.object({ roll: d6 }).strict(), output: pair, provenance: fromBook("Night Fighting › Night Visibility Table"),
  cells: [1, 2, 3, 4, 5, 6].map((roll) => ({ inputs: { roll }, value: { in: 4 * roll, cm: 10 * roll } })),
});

export type TimeOfDay = "dusk" | "darkness" | "dawn" | "daylight";
/** Time of Day roll: 1-2 Dusk, 3-4 Darkness, 5-6 Dawn [Time of Day]. */
export const timeOfDayTable = defineTable<{ roll: number }, TimeOfDay>({
  id: "fow/time_of_day", version: "1", title: "Time of Day [Time of Day]",
  inputs: z.object({ roll: d6 }).strict(), output: z.enum(["dusk", "darkness", "dawn", "daylight"]), provenance: fromBook("Time of Day"),
  cells: [1, 2, 3, 4, 5, 6].map((roll) => ({ inputs: { roll }, value: roll <= 2 ? "dusk" as const : roll <= 4 ? "darkness" as const : "dawn" as const })),
});

export type Moon = "full" | "normal" | "new";
/** Moon roll (optional): 1-2 Full (two visibility dice, keep highest), 3-4 normal, 5-6 New (keep lowest). */
export const moonTable = defineTable<{ roll: number }, Moon>({
  id: "fow/moon", version: "1", title: "Moon [Time of Day › Moon]",
  inputs: z.object({ roll: d6 }).strict(), output: z.enum(["full", "normal", "new"]), provenance: fromBook("Time of Day › Moon"),
  cells: [1, 2, 3, 4, 5, 6].map((roll) => ({ inputs: { roll }, value: roll <= 2 ? "full" as const : roll <= 4 ? "normal" as const : "new" as const })),
});

/** The LOS limit at night from the visibility dice (two under a Full or New Moon), and who it does not bind. */
export function nightLosLimit(faces: readonly number[], moon: Moon = "normal"): { roll: number; limit: RuleDistance } {
  const roll = moon === "full" ? Math.max(...faces) : moon === "new" ? Math.min(...faces) : faces[0]!;
  const cell = nightVisibilityTable.cells.find((c) => c.inputs.roll === roll)!;
  return { roll, limit: cell.value };
}

/**
 * Dawn (or Dusk) [Time of Day › Dawn]: at the start of the Defender's third turn roll 1 die; then at the
 * Attacker's turn four 2 dice, the Defender's next turn 3, ... Any 5+ changes the light. `rolls` are the dice of
 * successive checks from the first; the answer says which check (0-based) broke it, or null.
 */
export function dawnBreaks(rolls: readonly (readonly number[])[]): { brokeAt: number | null; checks: { dice: number; faces: readonly number[]; breaks: boolean }[] } {
  const checks: { dice: number; faces: readonly number[]; breaks: boolean }[] = [];
  for (let i = 0; i < rolls.length; i++) {
    const faces = rolls[i]!;
    if (faces.length !== i + 1) throw new RangeError(`check ${i} rolls ${i + 1} dice, got ${faces.length}`);
    const breaks = faces.some((f) => f >= 5);
    checks.push({ dice: i + 1, faces, breaks });
    if (breaks) return { brokeAt: i, checks };
  }
  return { brokeAt: null, checks };
}
/** The player turn of check i of dawnBreaks: the Defender's turn 3, the Attacker's 4, the Defender's 4, ... */
export function dawnCheckTurn(i: number): { player: "defender" | "attacker"; turn: number } {
  return i === 0 ? { player: "defender", turn: 3 } : { player: i % 2 === 1 ? "attacker" : "defender", turn: 3 + Math.ceil(i / 2) };
}

export type AirSupport = "priority" | "limited" | "sporadic" | "close_air_support";
/** Aircraft From Intelligence Handbooks: flight size and arrival score. */
export const airSupportTable = defineTable<{ support: AirSupport }, { aircraft: number; arrival: number }>({
  id: "fow/air_support", version: "1", title: "Aircraft From Intelligence Handbooks [Aircraft]",
  inputs: z.object({ support: z.enum(["priority", "limited", "sporadic", "close_air_support"]) }).strict(),
  output: z.object({ aircraft: z.number(), arrival: z.number() }), provenance: fromBook("Aircraft › Aircraft From Intelligence Handbooks"),
  cells: [
    { inputs: { support: "priority" }, value: { aircraft: 3, arrival: 4 } },
    { inputs: { support: "limited" }, value: { aircraft: 2, arrival: 4 } },
    { inputs: { support: "sporadic" }, value: { aircraft: 1, arrival: 4 } },
    { inputs: { support: "close_air_support" }, value: { aircraft: 3, arrival: 3 } },
  ],
});

export type TemplateKind = "standard" | "double_width" | "devastating";
/** Template sizes (width x depth) [Artillery; Rocket Launchers]. */
export const templateTable = defineTable<{ kind: TemplateKind }, { width: RuleDistance; depth: RuleDistance }>({
  id: "fow/templates", version: "1", title: "Artillery templates [Artillery › Rocket Launchers]",
  inputs: z.object({ kind: z.enum(["standard", "double_width", "devastating"]) }).strict(),
  output: z.object({ width: pair, depth: pair }), provenance: fromBook("Artillery › Rocket Launchers"),
  cells: [
    { inputs: { kind: "standard" }, value: { width: { in: 6, cm: 15 }, depth: { in: 6, cm: 15 } }, provenance: fromBook("Artillery › 3. Select Aiming Point") },
    { inputs: { kind: "double_width" }, value: { width: { in: 12, cm: 30 }, depth: { in: 6, cm: 15 } } },
    { inputs: { kind: "devastating" }, value: { width: { in: 12, cm: 30 }, depth: { in: 12, cm: 30 } } },
  ],
});
