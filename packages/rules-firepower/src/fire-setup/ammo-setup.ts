// A soldier's A/C/H weapon and its rounds, from the scenario's organization list [8.5, 10.7(4), 12.2 digest, 14.1.3].
import type { AnyTable } from "@tactica/engine";
import { lookupOrThrow } from "@tactica/engine";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import type { AmmoType, AmmoWeaponId, AmmoWeaponLine } from "../tables/ammo-weapons";
import { AMMO_TYPES, AMMO_WEAPON_CHART, AMMO_WEAPONS } from "../tables/ammo-weapons";
import { patchSoldiers } from "../core/soldiers";
import type { FirepowerGame, Soldier } from "../state/types";

/**
 * A scenario soldier's weapon firing A, C or H, and the rounds of each type he carries (an organization list gives
 * ammo counts and types; 14.1.3 suggests about 2 rounds per non-L weapon).
 */
export const launcherSchema = z.object({
  weapon: z.enum(AMMO_WEAPONS),
  rounds: z.object({ A: z.number().int().min(1).max(20).optional(), C: z.number().int().min(1).max(20).optional(), H: z.number().int().min(1).max(20).optional() }).strict(),
  /** An HRG whose rifleman starts with one round loaded on his rifle as a rifle grenade [12.4.1.1, 12.4.1.2] (hrg-rifle.ts). */
  loaded: z.boolean().optional(),
}).strict();

/** The launcher and rounds left of a soldier in play. */
export type Launcher = { readonly weapon: AmmoWeaponId; readonly rounds: Readonly<Partial<Record<AmmoType, number>>> };

/** A soldier with an A/C/H weapon (the field is present only when the scenario gives him one). */
export type AmmoSoldier = Soldier & { readonly launcher?: Launcher };

/** A soldier's A/C/H weapon, if he carries one. */
export function launcherOf(s: Soldier): Launcher | undefined {
  return (s as AmmoSoldier).launcher;
}

/** Rounds of `ammo` the soldier has left. */
export function roundsLeft(s: Soldier, ammo: AmmoType): number {
  return launcherOf(s)?.rounds[ammo] ?? 0;
}

/** The soldier with one `ammo` round fired. */
export function withRoundFired(s: Soldier, ammo: AmmoType): Soldier {
  const l = launcherOf(s);
  if (!l) return s;
  const next: AmmoSoldier = { ...s, launcher: { ...l, rounds: { ...l.rounds, [ammo]: Math.max(0, (l.rounds[ammo] ?? 0) - 1) } } };
  return next;
}

/** A weapon's chart line (the match's table). */
export function ammoLine(tables: ReadonlyMap<string, AnyTable> | undefined, weapon: AmmoWeaponId): AmmoWeaponLine {
  return lookupOrThrow(tableOf(tables, AMMO_WEAPON_CHART), { weapon }).value;
}

type ScenarioLike = {
  readonly rules: "basic" | "advanced";
  readonly sides: Readonly<Record<"A" | "B", { readonly soldiers: readonly { readonly id: string; readonly launcher?: z.output<typeof launcherSchema> | undefined }[] }>>;
};

/** The game with each scenario soldier's A/C/H weapon and rounds. */
export function withAmmoSetup(game: FirepowerGame, sc: ScenarioLike): FirepowerGame {
  const specs = new Map((["A", "B"] as const).flatMap((side) => sc.sides[side].soldiers.flatMap((s) => (s.launcher ? [[s.id, s.launcher] as const] : []))));
  if (specs.size === 0) return game;
  return patchSoldiers(game, (s) => {
    const spec = specs.get(s.id);
    if (!spec) return undefined;
    const rounds = Object.fromEntries(AMMO_TYPES.flatMap((t) => (spec.rounds[t] ? [[t, spec.rounds[t]]] : [])));
    const next: AmmoSoldier = { ...s, launcher: { weapon: spec.weapon, rounds } };
    return next;
  });
}

/** Scenario checks: A/C/H weapons are Advanced Game weapons, and a soldier carries only rounds his weapon fires [10.7(4)]. */
export function checkAmmoScenario(sc: ScenarioLike, ctx: z.RefinementCtx): void {
  for (const side of ["A", "B"] as const) {
    sc.sides[side].soldiers.forEach((s, i) => {
      if (!s.launcher) return;
      const path = ["sides", side, "soldiers", i, "launcher"];
      if (sc.rules !== "advanced") ctx.addIssue({ code: "custom", message: "A, C and H weapons are Advanced Game weapons: set rules to advanced", path });
      const fires = ammoLine(undefined, s.launcher.weapon).ammo;
      for (const t of AMMO_TYPES) {
        if (s.launcher.rounds[t] && !fires.includes(t)) ctx.addIssue({ code: "custom", message: `${s.launcher.weapon} does not fire ${t} rounds (it fires ${fires.join("/")})`, path: [...path, "rounds", t] });
      }
    });
  }
}
