// Firepower 13.1-13.6: the Advanced Game melee modifiers, cumulative, read from `firepower/melee_modifiers`
// (src/tables/melee-modifiers.ts, book provenance; a rulings pack may override any cell). The Basic Game keeps 6.5.2.
import { bayonetSide } from "../fire-setup/weapon-notes";
import type { AnyTable } from "@tactica/engine";
import { lookupOrThrow } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import type { AppliedModifier } from "../fire/applied-modifier";
import { tableOf } from "../fire/table-of";
import type { MeleeModifier } from "../tables/melee-modifiers";
import { MELEE_MODIFIER_TABLE } from "../tables/melee-modifiers";
import type { Board } from "../core/board";
import { meleeGoesInside } from "../works/bunkers";
import { hexAhead } from "../core/geometry";
import { storeyOf } from "../works/heights-movement";
import { caveTopRise } from "../works/caves";
import { isStunned } from "../core/status-ladder";
import type { FirepowerGame, Soldier } from "../state/types";
import { MELEE_REAR } from "../options/rule-options";
export { MELEE_REAR } from "../options/rule-options";

/** One melee modifier in play: its table id besides the applied modifier (what, how much, rule, provenance). */
export type MeleeModifierApplied = AppliedModifier & { readonly id: MeleeModifier };

type Options = Readonly<Record<string, string>>;

/** The hexside (1-6) of `hex` an attacker standing next to it crosses to enter it; undefined from inside the hex. */
export function entrySide(attacker: Soldier, hex: Hex): number | undefined {
  for (let d = 1; d <= 6; d += 1) if (isSameHex(hexAhead(hex, d), attacker.hex)) return d;
  return undefined;
}

/** 13.3: whether hexside `side` of the defender's hex is at his rear (option `firepower/melee_rear`). */
export function isRearSide(defender: Soldier, side: number, options: Options): boolean {
  const behind = ((defender.facing - 1 + 3) % 6) + 1;
  if (options[MELEE_REAR.id] === "one") return side === behind;
  const offset = (side - behind + 6) % 6;
  return offset === 0 || offset === 1 || offset === 5;
}

/**
 * 13.5: the height change of an attacker's last step into the melee location: +1 up, -1 down, 0 level. Up a tower's
 * stairs (10.8, 8.8.6: its floor is 5 heights up) is up; across a hill or depression hexside it is the floors' difference.
 */
export function meleeHeightChange(board: Board, game: FirepowerGame, attacker: Soldier, hex: Hex): number {
  if (meleeGoesInside(game, attacker, hex)?.type === "tower") return 1;
  if (isSameHex(attacker.hex, hex)) return 0;
  const storey = storeyOf(attacker);
  const rise = caveTopRise(game, attacker, hex); // 8.8.7: a cave top is 3 heights up (caves.ts)
  const from = (board.floorOf(attacker.hex, storey) ?? NaN) + rise.from, to = (board.floorOf(hex, storey) ?? NaN) + rise.to;
  if (Number.isNaN(from) || Number.isNaN(to) || from === to) return 0;
  return to > from ? 1 : -1;
}

/** 13.4 (and 25.1): Stunned, Inactive and/or unarmed. */
function helpless(s: Soldier): boolean {
  return isStunned(s) || s.unarmed === true;
}

/** 13.2: "prone" when all are Prone, "crouching" when all are Crouching or mixed Crouching and Prone, else undefined. */
function lowPosture(group: readonly Soldier[]): "prone" | "crouching" | undefined {
  if (group.every((s) => s.posture === "prone")) return "prone";
  return group.every((s) => s.posture === "prone" || s.posture === "crouch") ? "crouching" : undefined;
}

/**
 * Every Advanced melee modifier that applies [13.1-13.6], each with its rule and provenance; the sum is added to the
 * d10 (modified ≤ 5 the attackers win, 6.5.1). 13.6 bayonets: a scenario soldier's `bayonet: true` on a weapon with the
 * (placeholder) "Y" note (weapon-notes.ts).
 */
export function advancedMeleeModifiers(
  board: Board, game: FirepowerGame, attackers: readonly Soldier[], defenders: readonly Soldier[], hex: Hex,
  options: Options, tables?: ReadonlyMap<string, AnyTable>,
): MeleeModifierApplied[] {
  const table = tableOf(tables, MELEE_MODIFIER_TABLE);
  const out: MeleeModifierApplied[] = [];
  const add = (id: MeleeModifier, name: string, rule: string, times = 1): void => {
    const cell = lookupOrThrow(table, { modifier: id });
    out.push({ id, name, value: cell.value * times, rule: `Firepower ${rule}`, provenance: cell.provenance });
  };
  // 13.1: -2 per attacker in excess of the defenders, +2 per defender in excess of the attackers.
  const excess = attackers.length - defenders.length;
  if (excess > 0) add("attacker_excess", `${excess} attacker(s) in excess of the defenders`, "13.1", excess);
  if (excess < 0) add("defender_excess", `${-excess} defender(s) in excess of the attackers`, "13.1", -excess);
  // 13.2: all Crouching or mixed Crouching and Prone; all Prone.
  const dLow = lowPosture(defenders), aLow = lowPosture(attackers);
  if (dLow === "prone") add("defenders_prone", "all defenders Prone", "13.2");
  if (dLow === "crouching") add("defenders_crouching", "all defenders Crouching or Crouching and Prone", "13.2");
  if (aLow === "prone") add("attackers_prone", "all attackers Prone", "13.2");
  if (aLow === "crouching") add("attackers_crouching", "all attackers Crouching or Crouching and Prone", "13.2");
  // 13.3: any one attacker enters the hex across a hexside at the rear of every defender.
  const rear = attackers.some((a) => {
    const side = isSameHex(a.hex, hex) ? undefined : entrySide(a, hex);
    return side !== undefined && defenders.every((d) => isRearSide(d, side, options));
  });
  if (rear) add("rear_attack", "an attacker enters from the rear of all defenders", "13.3");
  // 13.4: all Stunned, Inactive and/or unarmed.
  if (defenders.every(helpless)) add("defenders_stunned", "all defenders Stunned, Inactive or unarmed", "13.4");
  if (attackers.every(helpless)) add("attackers_stunned", "all attackers Stunned, Inactive or unarmed", "13.4");
  // 13.5: all attackers changed height (the same way) with the last MF into the melee location.
  const changes = attackers.map((a) => meleeHeightChange(board, game, a, hex));
  if (changes.every((c) => c > 0)) add("attackers_climbed_up", "all attackers went up into the melee", "13.5");
  if (changes.every((c) => c < 0)) add("attackers_climbed_down", "all attackers went down into the melee", "13.5");
  // 13.6: only one side has bayonets, every man of it (weapon-notes.ts).
  const bayonets = bayonetSide(attackers, defenders);
  if (bayonets === "attackers") add("attackers_bayonets", "all attackers have bayonets, no defender has one", "13.6");
  if (bayonets === "defenders") add("defenders_bayonets", "all defenders have bayonets, no attacker has one", "13.6");
  return out;
}
