// Firepower 12.2.1 Firing Posture and 12.2.9 Using Scope, played from the placeholder Weapon Chart notes
// (tables/weapon-notes.ts). 12.2.1 is an Advanced Game modifier (12.2): in an Advanced match a "+n" posture cell adds
// +n to an L shot (fire-odds and the fire events carry it, with the cell's provenance), a "-" cell refuses the fire
// ("weapon_notes/posture_prohibited") and a "rest" cell lets the weapon fire in that posture only when rested
// (10.7(10), rests.ts; "weapon_notes/rest_only"). 12.2.9: "Weapons equipped with scopes (for 'L') may have the die
// number rolled modified by '-1' with rates of fire of '1' or '2' (no effect for automatic fire)": a scenario soldier
// `scope: true` (Advanced only, a weapon whose placeholder note allows one) takes -1 (the book's number) on non-automatic
// L fire. 13.6: a scenario soldier `bayonet: true` (Advanced only, a weapon whose placeholder note is "Y") has it
// fixed; melee-advanced.ts applies the book's -1 (all attackers have bayonets, no defender has) or +1 (the reverse)
// (tables/melee-modifiers.ts). Reading: an unarmed soldier (25.1, 11.1.6) has no bayonet. Laser sights (A, H main
// guns of vehicles, Vehicle Charts) are not in play (README).
import type { AnyTable, Check } from "@tactica/engine";
import { lookup, OK, reject } from "@tactica/engine";
import type { AppliedModifier } from "../fire/applied-modifier";
import type { FireSituation } from "../fire/fire-situation";
import { tableOf } from "../fire/table-of";
import type { FirepowerScenario } from "./scenario-schema";
import { book } from "../tables/sources";
import type { Posture } from "../tables/basic-mf-chart";
import { BAYONET_WEAPONS, POSTURE_WEAPONS, SCOPE_WEAPONS, WEAPON_POSTURE } from "../tables/weapon-notes";
import type { PostureCell, PostureWeapon } from "../tables/weapon-notes";
import { restOf } from "../works/rests";
import type { FirepowerGame, Soldier } from "../state/types";

const POSTURE_RULE = "Firepower 12.2.1";
const SCOPE_RULE = "Firepower 12.2.9";

/** The scope's -1 for non-automatic L fire [12.2.9] (the book's number). */
export const SCOPE_MODIFIER = { value: -1, provenance: book("12.2.9") } as const;

const isPostureWeapon = (w: string): w is PostureWeapon => (POSTURE_WEAPONS as readonly string[]).includes(w);

/** The posture column cell of a weapon for a posture, with its provenance; undefined for weapons the table lacks [12.2.1]. */
export function postureCellOf(weapon: string, posture: Posture, tables?: ReadonlyMap<string, AnyTable>) {
  if (!isPostureWeapon(weapon)) return undefined;
  const cell = lookup(tableOf(tables, WEAPON_POSTURE), { weapon, posture });
  if (!cell.ok) throw new Error(`firepower/weapon_posture: no cell for ${weapon} ${posture}`);
  return { value: cell.value as PostureCell, provenance: cell.provenance };
}

/** Whether an Advanced firer may fire his weapon in his posture: "-" never, "rest" only rested [12.2.1, 10.7(10)]. */
export function checkPostureFire(game: FirepowerGame, firer: Soldier, tables?: ReadonlyMap<string, AnyTable>): Check {
  if (game.rules !== "advanced") return OK;
  const cell = postureCellOf(firer.weapon, firer.posture, tables);
  if (!cell) return OK;
  const src = cell.provenance.kind === "placeholder" ? " (placeholder Weapon Chart cell)" : "";
  if (cell.value === "-") return reject("weapon_notes/posture_prohibited", `the ${firer.weapon} may not be fired from the ${firer.posture} posture: its Weapon Chart posture column reads "-"${src}`, POSTURE_RULE);
  if (cell.value === "rest" && !restOf(game, firer, tables)) return reject("weapon_notes/rest_only", `the ${firer.weapon} may be fired ${firer.posture === "stand" ? "Standing" : firer.posture === "crouch" ? "Crouching" : "Prone"} only when rested (10.7(10)), and ${firer.id} has nothing to rest it on${src}`, POSTURE_RULE);
  return OK;
}

/** The posture column's "+n" and the scope's -1 on an Advanced L shot [12.2.1, 12.2.9]. */
export function weaponNoteFireModifiers(s: FireSituation): AppliedModifier[] {
  if (s.advanced !== true || s.mode === "throw" || s.weapon === "HGN") return [];
  const out: AppliedModifier[] = [];
  const cell = postureCellOf(s.weapon, s.firer.posture, s.tables);
  if (cell && cell.value.startsWith("+")) out.push({ name: `firer's posture (${s.firer.posture}) on the ${s.weapon}'s Weapon Chart`, value: Number(cell.value.slice(1)), rule: POSTURE_RULE, provenance: cell.provenance });
  // 12.2.9: "rates of fire of '1' or '2' (no effect for automatic fire)": the semi-automatic mode.
  if (s.firer.scope === true && (s.mode ?? (s.weapon === "PST" ? "semi" : "auto")) === "semi") out.push({ name: "firer's scope (non-automatic fire)", value: SCOPE_MODIFIER.value, rule: SCOPE_RULE, provenance: SCOPE_MODIFIER.provenance });
  return out;
}

/** Whether the soldier's weapon carries a scope [12.2.9]. */
export const hasScope = (s: object): boolean => (s as { scope?: true }).scope === true;

/** The firer fields of the fire situation for his scope [12.2.9]. */
export const scopeFirer = (s: object): { readonly scope?: true } => (hasScope(s) ? { scope: true } : {});

/** Whether the soldier has a bayonet fixed (and a weapon to fix it on) [13.6]. */
export const hasBayonet = (s: Soldier): boolean => (s as { bayonet?: true }).bayonet === true && s.unarmed !== true;

/** Which side of a melee alone has bayonets: all attackers and no defender, or all defenders and no attacker [13.6]. */
export function bayonetSide(attackers: readonly Soldier[], defenders: readonly Soldier[]): "attackers" | "defenders" | undefined {
  if (attackers.length > 0 && attackers.every(hasBayonet) && !defenders.some(hasBayonet)) return "attackers";
  if (defenders.length > 0 && defenders.every(hasBayonet) && !attackers.some(hasBayonet)) return "defenders";
  return undefined;
}

const NOTE_FLAGS = ["scope", "bayonet"] as const;

/** The game with the scenario's scoped and bayoneted soldiers marked (Advanced only) [12.2.9, 13.6]. */
export function withWeaponNotes(game: FirepowerGame, sc: Pick<FirepowerScenario, "rules" | "sides">): FirepowerGame {
  if (sc.rules !== "advanced") return game;
  const specs = new Map((["A", "B"] as const).flatMap((side) => sc.sides[side].soldiers.map((s) => [s.id, s as { scope?: boolean; bayonet?: boolean }] as const)));
  const flagsOf = (id: string) => Object.fromEntries(NOTE_FLAGS.filter((f) => specs.get(id)?.[f] === true).map((f) => [f, true] as const));
  if (!game.soldiers.some((s) => Object.keys(flagsOf(s.id)).length > 0)) return game;
  return { ...game, soldiers: game.soldiers.map((s): Soldier => (Object.keys(flagsOf(s.id)).length > 0 ? ({ ...s, ...flagsOf(s.id) } as Soldier) : s)) };
}

/** Whether the weapon's (placeholder) Weapon Chart note allows the equipment [12.2.9, 13.6]. */
function noteAllows(flag: (typeof NOTE_FLAGS)[number], weapon: string): boolean {
  if (!isPostureWeapon(weapon)) return false;
  const cell = lookup(flag === "scope" ? SCOPE_WEAPONS : BAYONET_WEAPONS, { weapon });
  return cell.ok && cell.value;
}

const NOTE_TEXT = { scope: { rule: "12.2.9", what: "a scope", note: "scope note" }, bayonet: { rule: "13.6", what: "a bayonet", note: "\"Y\" (bayonet) note" } } as const;

/** Scenario check: scopes and bayonets are Advanced equipment on weapons whose Weapon Chart note allows them [12.2.9, 13.6] (placeholder lists). */
export function checkWeaponNoteScenario(sc: Pick<FirepowerScenario, "rules" | "sides">, ctx: { addIssue: (issue: { code: "custom"; message: string; path: (string | number)[] }) => void }): void {
  for (const side of ["A", "B"] as const) {
    sc.sides[side].soldiers.forEach((s, i) => {
      for (const flag of NOTE_FLAGS) {
        const on = (s as { scope?: boolean; bayonet?: boolean })[flag];
        if (on === undefined) continue;
        const path = ["sides", side, "soldiers", i, flag];
        const t = NOTE_TEXT[flag];
        if (sc.rules !== "advanced") ctx.addIssue({ code: "custom", message: `${t.what} (${t.rule}) is Advanced Game equipment`, path });
        else if (on && !noteAllows(flag, s.weapon)) ctx.addIssue({ code: "custom", message: `the ${s.weapon} has no ${t.note} on the Weapon Charts (${t.rule}; placeholder list: RFL)`, path });
      }
    });
  }
}
