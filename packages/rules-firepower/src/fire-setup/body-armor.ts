// Firepower 12.4.8 Special Body Armor Rules (BDA): "A '+1' die roll modifier applies when firing a pistol or
// submachine gun at or when resolving a blast number roll against a soldier 'wearing' body armor. No soldier may
// 'wear' more than one set of body armor." A scenario soldier wears it with `bodyArmor: true` (Advanced only; one
// set at most, so a flag). In play: the pistol (PST, the only pistol or submachine gun a soldier carries in play) at
// him, and the blast rolls against him of hand grenades and mortar bombs (grenade-command.ts), G blasts (g-blast.ts:
// G rounds, PMN1 mines, demolition charges), A and H round blasts (ammo-fire.ts, ammo-odds.ts), PMN2 Claymores
// (mine-effects.ts), F and W blasts (special-fire.ts) and Option 21 Fires burning men in a hex (fires.ts: 21.3 handles
// them "as if in the impact hex of an F weapon with a blast hit number of 6", a blast number roll).
import type { AppliedModifier } from "../fire/applied-modifier";
import type { FirepowerScenario } from "./scenario-schema";
import { book } from "../tables/sources";
import type { FirepowerGame, Soldier } from "../state/types";

/** The body armour modifier, +1 on the die [12.4.8] (the book's number; not a chart cell). */
export const BODY_ARMOR_MODIFIER = { value: 1, provenance: book("12.4.8") } as const;

const RULE = "Firepower 12.4.8";

/** Whether the soldier wears body armour [12.4.8]. */
export const wearsBodyArmor = (s: object): boolean => (s as { bodyArmor?: true }).bodyArmor === true;

/** +1 to fire from a pistol (or submachine gun) at a target wearing body armour [12.4.8]. */
export function bodyArmorFireModifiers(weapon: string, target: { readonly bodyArmor?: boolean }): AppliedModifier[] {
  return target.bodyArmor === true && (weapon === "PST" || weapon === "SMG") ? [{ name: "target wears body armour (pistol)", value: BODY_ARMOR_MODIFIER.value, rule: RULE, provenance: BODY_ARMOR_MODIFIER.provenance }] : [];
}

/** +1 to a blast number roll against a soldier wearing body armour [12.4.8]. */
export function bodyArmorBlastModifiers(bodyArmor: boolean | undefined): AppliedModifier[] {
  return bodyArmor === true ? [{ name: "soldier wears body armour", value: BODY_ARMOR_MODIFIER.value, rule: RULE, provenance: BODY_ARMOR_MODIFIER.provenance }] : [];
}

/** The game with the scenario's armoured soldiers marked (Advanced only) [12.4.8]. */
export function withBodyArmor(game: FirepowerGame, sc: Pick<FirepowerScenario, "rules" | "sides">): FirepowerGame {
  if (sc.rules !== "advanced") return game;
  const armoured = new Set((["A", "B"] as const).flatMap((side) => sc.sides[side].soldiers.filter((s) => (s as { bodyArmor?: boolean }).bodyArmor === true).map((s) => s.id)));
  if (armoured.size === 0) return game;
  return { ...game, soldiers: game.soldiers.map((s): Soldier => (armoured.has(s.id) ? ({ ...s, bodyArmor: true } as Soldier) : s)) };
}

/** Scenario check: body armour is Advanced Game equipment [8.5, 12.4.8]. */
export function checkBodyArmorScenario(sc: Pick<FirepowerScenario, "rules" | "sides">, ctx: { addIssue: (issue: { code: "custom"; message: string; path: (string | number)[] }) => void }): void {
  if (sc.rules === "advanced") return;
  for (const side of ["A", "B"] as const) {
    sc.sides[side].soldiers.forEach((s, i) => {
      if ((s as { bodyArmor?: boolean }).bodyArmor !== undefined) ctx.addIssue({ code: "custom", message: "body armour (BDA, 12.4.8) is Advanced Game equipment", path: ["sides", side, "soldiers", i, "bodyArmor"] });
    });
  }
}

/** The blast roll's note that his body armour added +1 (events say which rule a roll used) [12.4.8]. */
export const bodyArmorRollField = (s: object): { readonly bodyArmor?: string } => (wearsBodyArmor(s) ? { bodyArmor: RULE } : {});

/** The body armour's +1 on a blast roll against him, as a number for resolvers that sum their own totals [12.4.8]. */
export const bodyArmorBlastValue = (s: object): number => (wearsBodyArmor(s) ? BODY_ARMOR_MODIFIER.value : 0);
