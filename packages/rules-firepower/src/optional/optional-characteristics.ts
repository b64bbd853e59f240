// Option 22 personal characteristics in play: speed, strength, reflexes and motivation from each soldier's sheet.
import type { AnyTable, GameEvent } from "@tactica/engine";
import { lookup } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import { tableOf } from "../fire/table-of";
import type { FireError } from "../fire/hit-number";
import { GRENADE_MAX_RANGE_NOT_STANDING } from "../tables/basic-firing-chart";
import { DEFAULT_CHARACTERISTICS } from "../tables/optional-rule-tables";
import { findSoldier, patchSoldiers } from "../core/soldiers";
import type { FirepowerGame, Soldier, Traits } from "../state/types";

type Options = Readonly<Record<string, string>>;

/** Whether Option 22 is in use. */
export function characteristicsInUse(options: Options): boolean {
  return options["firepower/characteristics"] === "on";
}

/** The sheet a soldier plays with: the scenario's traits when Option 22 is on, none otherwise [22.1]. */
export function toTraits(sheet: Traits | undefined, options: Options): { traits?: Traits } {
  return characteristicsInUse(options) ? { traits: sheet ?? {} } : {};
}

/** A trait of a soldier, from his sheet or the default table (a rulings pack may override it), with its provenance. */
export function traitOf(s: Soldier, trait: "reflex" | "motivation", tables?: ReadonlyMap<string, AnyTable>): { value: number; provenance: string } {
  const own = s.traits?.[trait];
  if (own !== undefined) return { value: own, provenance: "sheet" };
  const cell = lookup(tableOf(tables, DEFAULT_CHARACTERISTICS), { trait });
  if (!cell.ok) throw new Error(`rules-firepower: no default ${trait}`);
  return { value: cell.value, provenance: cell.provenance.kind };
}

/**
 * The grenade range a thrower's strength allows [22.1.3]: W one hex less, S one more, V two more (then the max range's
 * hit number). Without Option 22, or for a Normal man, strength changes nothing: the range goes to the chart as it is,
 * so a throw too long for his posture is refused by 6.3.2.1.1 (and one past 8 hexes by 6.3.2), not by 22.1.3.
 */
export function strengthThrowRange(s: Soldier, range: number, options: Options): { ok: true; lookupRange: number } | { ok: false; error: FireError } {
  const strength = characteristicsInUse(options) ? s.traits?.strength ?? "N" : "N";
  const extra = strength === "W" ? -1 : strength === "S" ? 1 : strength === "V" ? 2 : 0;
  if (extra === 0) return { ok: true, lookupRange: range };
  const max = s.posture === "stand" ? 8 : GRENADE_MAX_RANGE_NOT_STANDING;
  if (range > max + extra) {
    return { ok: false, error: { code: "fire/out_of_range", message: `a${strength === "W" ? " weak" : ""} thrower in this posture reaches ${max + extra} hexes`, rule: "Firepower 22.1.3" } };
  }
  return { ok: true, lookupRange: Math.min(range, max) };
}

/** Melee die modifier from strength [22.1.3.1-22.1.3.4]: each side's strongest soldier; W +1/-1, S and V -1/+1 (attacking/defending). */
export function strengthMeleeModifier(attackers: readonly Soldier[], defenders: readonly Soldier[], options: Options): number {
  if (!characteristicsInUse(options)) return 0;
  const rank = { W: 0, N: 1, S: 2, V: 3 } as const;
  const strongest = (group: readonly Soldier[]) => group.reduce<keyof typeof rank>((best, s) => (rank[s.traits?.strength ?? "N"] > rank[best] ? s.traits?.strength ?? "N" : best), "W");
  const effect = (k: keyof typeof rank) => (k === "W" ? 1 : k === "N" ? 0 : -1);
  return effect(strongest(attackers)) - effect(strongest(defenders));
}

/**
 * Motivation [22.1.10]: before the soldiers of a hex use an Impulse, roll the die; at or below the highest motivation
 * among them they act normally; above it none of them may act this Impulse Phase and the Impulse is wasted.
 */
export function motivationCheck(game: FirepowerGame, dice: DiceSource, tables?: ReadonlyMap<string, AnyTable>): { game: FirepowerGame; events: GameEvent[] } {
  const ids = game.impulse?.soldiers ?? [];
  const men = ids.map((id) => findSoldier(game, id)).filter((s): s is Soldier => s !== undefined);
  if (!game.impulse || men.length === 0) return { game, events: [] };
  const best = men.map((s) => traitOf(s, "motivation", tables)).reduce((a, b) => (b.value > a.value ? b : a));
  const roll = dice.roll(10);
  const passed = roll <= best.value;
  const data = { hex: game.impulse.hexId, soldiers: ids, roll, motivation: best.value, provenance: best.provenance, passed, rule: "Firepower 22.1.10" };
  if (passed) return { game, events: [{ type: "impulse/motivated", data }] };
  // The soldiers stay marked as having acted, so none of them joins another Impulse this phase.
  const idle = patchSoldiers(game, (s) => (ids.includes(s.id) ? { ...s, acted: true } : undefined));
  return { game: { ...idle, impulse: { ...game.impulse, soldiers: [] } }, events: [{ type: "impulse/wasted", data }] };
}

/**
 * Character sheets are each player's own (the text never shows them to the opponent, 22): a seat's view keeps its
 * own soldiers' traits only until the match has a result; spectators see none.
 */
export function toSheetsView(game: FirepowerGame, viewer: string): FirepowerGame {
  if (game.result || !game.soldiers.some((s) => s.traits && s.side !== viewer)) return game;
  return patchSoldiers(game, (s) => {
    if (!s.traits || s.side === viewer) return undefined;
    const { traits: _hidden, ...rest } = s;
    return rest;
  });
}
