// Option 22.1.3 on break-open rolls: a weak soldier's attempt to break down a door, window or hatch is rolled at +1, a
// strong or very strong one's at -1 (22.1.3.1, 22.1.3.3-22.1.3.4; the book's numbers). The attempt needs the modified
// roll at or under the opening's number (11.1.10 doors and windows, bunker and pillbox doors, 19.4.3 vehicle hatches).
import { characteristicsInUse } from "./optional-characteristics";
import type { Soldier } from "../state/types";

/** The die modifier a soldier's Option 22 strength puts on a break-open roll: W +1, N 0, S and V -1 [22.1.3]. */
export function strengthBreakModifier(s: Soldier, options: Readonly<Record<string, string>>): number {
  if (!characteristicsInUse(options)) return 0;
  const strength = s.traits?.strength ?? "N";
  return strength === "W" ? 1 : strength === "S" || strength === "V" ? -1 : 0;
}

/** A break-open attempt's outcome: broken when the roll, with his strength's modifier, is at most `needed` [11.1.10, 22.1.3]. */
export type BreakRoll = { readonly broken: boolean; readonly note: Record<string, unknown> };

/**
 * Rolls nothing itself: judges `roll` for `s` against `needed`. The note adds to the event, only when Option 22 changes
 * the roll, his strength, the modifier, the modified total and the rule.
 */
export function judgeBreakRoll(s: Soldier, roll: number, needed: number, options: Readonly<Record<string, string>>): BreakRoll {
  const modifier = strengthBreakModifier(s, options);
  const total = roll + modifier;
  const note = modifier === 0 ? {} : { strength: s.traits?.strength, strengthModifier: modifier, total, strengthRule: "Firepower 22.1.3" };
  return { broken: total <= needed, note };
}
