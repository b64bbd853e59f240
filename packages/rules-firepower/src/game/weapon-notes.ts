// Firepower 12.2.1 Firing Posture and 12.2.9 Using Scope, played from the placeholder Weapon Chart notes
// (tables/weapon-notes.ts). 12.2.1 is an Advanced Game modifier (12.2): in an Advanced match a "+n" posture cell adds
// +n to an L shot (fire-odds and the fire events carry it, with the cell's provenance), a "-" cell refuses the fire
// ("weapon_notes/posture_prohibited") and a "rest" cell lets the weapon fire in that posture only when rested
// (10.7(10), rests.ts; "weapon_notes/rest_only"). 12.2.9: "Weapons equipped with scopes (for 'L') may have the die
// number rolled modified by '-1' with rates of fire of '1' or '2' (no effect for automatic fire)": a scenario soldier
// `scope: true` (Advanced only, a weapon whose placeholder note allows one) takes -1 (the book's number) on non-automatic
// L fire. Laser sights (A, H main guns of vehicles) and bayonets (13.6) are not in play (README).
import type { AnyTable, Check } from "@tactica/engine";
import { lookup, OK, reject } from "@tactica/engine";
import type { AppliedModifier } from "../fire/applied-modifier";
import type { FireSituation } from "../fire/fire-situation";
import { tableOf } from "../fire/table-of";
import type { FirepowerScenario } from "../scenarios/scenario-schema";
import { book } from "../tables/sources";
import type { Posture } from "../tables/basic-mf-chart";
import { POSTURE_WEAPONS, SCOPE_WEAPONS, WEAPON_POSTURE } from "../tables/weapon-notes";
import type { PostureCell, PostureWeapon } from "../tables/weapon-notes";
import { restOf } from "./rests";
import type { FirepowerGame, Soldier } from "./types";

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

/** The game with the scenario's scoped soldiers marked (Advanced only) [12.2.9]. */
export function withScopes(game: FirepowerGame, sc: Pick<FirepowerScenario, "rules" | "sides">): FirepowerGame {
  if (sc.rules !== "advanced") return game;
  const scoped = new Set((["A", "B"] as const).flatMap((side) => sc.sides[side].soldiers.filter((s) => (s as { scope?: boolean }).scope === true).map((s) => s.id)));
  if (scoped.size === 0) return game;
  return { ...game, soldiers: game.soldiers.map((s): Soldier => (scoped.has(s.id) ? ({ ...s, scope: true } as Soldier) : s)) };
}

/** Whether the weapon's (placeholder) Weapon Chart note lets it carry a scope [12.2.9]. */
function scopeAllowed(weapon: string): boolean {
  if (!isPostureWeapon(weapon)) return false;
  const cell = lookup(SCOPE_WEAPONS, { weapon });
  return cell.ok && cell.value;
}

/** Scenario check: a scope is Advanced equipment on a weapon whose Weapon Chart note allows one [12.2.9] (placeholder list). */
export function checkScopeScenario(sc: Pick<FirepowerScenario, "rules" | "sides">, ctx: { addIssue: (issue: { code: "custom"; message: string; path: (string | number)[] }) => void }): void {
  for (const side of ["A", "B"] as const) {
    sc.sides[side].soldiers.forEach((s, i) => {
      const scope = (s as { scope?: boolean }).scope;
      if (scope === undefined) return;
      const path = ["sides", side, "soldiers", i, "scope"];
      if (sc.rules !== "advanced") ctx.addIssue({ code: "custom", message: "a scope (12.2.9) is Advanced Game equipment", path });
      else if (scope && !scopeAllowed(s.weapon)) ctx.addIssue({ code: "custom", message: `the ${s.weapon} has no scope note on the Weapon Charts (12.2.9; placeholder list: RFL)`, path });
    });
  }
}
