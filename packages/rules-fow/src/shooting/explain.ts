// The exact odds of one Unit's shooting at one Unit, explained: each team's ROF and score to hit with every
// modifier and its rule, then the distributions of hits, saves and Firepower tests (odds/unit-shooting.ts).
import type { Rational } from "@tactica/dice";
import { toFractionString } from "@tactica/dice";
import type { WeaponProfile } from "../forces/index";
import type { FowOnePlus, OddsGroup, OddsTarget } from "../odds/index";
import { unitShootingOdds } from "../odds/index";
import type { RofFacts } from "./rof";
import { rofFor } from "./rof";
import type { Modifier, ToHitFacts } from "./score";
import { scoreNeededToHit } from "./score";

export type ShooterInput = { readonly team: string; readonly weapon: WeaponProfile; readonly rof: RofFacts; readonly toHit: Omit<ToHitFacts, "isHitOn">; readonly longRange?: boolean };
export type ShotExplanation = { readonly team: string; readonly weapon: string; readonly dice: number; readonly rofRule: string; readonly need: number | "auto"; readonly modifiers: readonly Modifier[]; readonly reroll: string; readonly rerollRule?: string };

/**
 * Explained exact odds of `shooters` firing at a Unit whose teams are `targets` (declared target first; the easy-way
 * order). `isHitOn` is the target Unit's Is Hit On. Weapons with Breakthrough Gun or flame re-roll saves; flame,
 * sniper and bombardment hits pin on any hit.
 */
export function explainUnitShooting(p: { shooters: readonly ShooterInput[]; targets: readonly OddsTarget[]; isHitOn: number; teamsAtStart?: number; hitsAlready?: number; bagpipes?: boolean; pinImmune?: boolean; onePlus?: FowOnePlus }) {
  const shots: ShotExplanation[] = [];
  const groups = new Map<string, { w: WeaponProfile; longRange: boolean; shots: OddsGroup["shots"][number][] }>();
  for (const s of p.shooters) {
    const rof = rofFor(s.weapon, s.rof);
    const score = scoreNeededToHit({ ...s.toHit, isHitOn: p.isHitOn, longRange: s.longRange ?? s.toHit.longRange });
    shots.push({ team: s.team, weapon: s.weapon.id, dice: rof.rof, rofRule: rof.rule, need: score.need, modifiers: score.modifiers, reroll: score.reroll, ...(score.rerollRule ? { rerollRule: score.rerollRule } : {}) });
    if (rof.rof === 0) continue;
    const key = `${s.weapon.id}|${s.longRange ?? s.toHit.longRange ? "long" : "short"}`;
    const g = groups.get(key) ?? { w: s.weapon, longRange: (s.longRange ?? s.toHit.longRange) === true, shots: [] };
    g.shots.push({ team: s.team, dice: rof.rof, score: score.need, reroll: score.reroll });
    groups.set(key, g);
  }
  const oddsGroups: OddsGroup[] = [...groups].map(([id, g]) => ({
    id, shots: g.shots, antiTank: g.w.antiTank, firepower: g.w.firepower, longRange: g.longRange,
    rerollSaves: g.w.rules.includes("breakthrough_gun") || g.w.rules.includes("flame_thrower"), onePlus: p.onePlus,
  }));
  const autoPin = [...groups.values()].some((g) => g.w.rules.includes("flame_thrower") || g.w.rules.includes("sniper"));
  const threshold = ((p.teamsAtStart ?? p.targets.length) >= 12 ? 8 : 5) + (p.bagpipes ? 1 : 0);
  const odds = unitShootingOdds({ groups: oddsGroups, targets: p.targets, pinThreshold: threshold, hitsAlready: p.hitsAlready, pinImmune: p.pinImmune, autoPin });
  const rows = (d: ReadonlyMap<string | number, Rational>) => [...d].map(([outcome, pr]) => ({ outcome: String(outcome), probability: toFractionString(pr) }));
  return {
    shots, pinThreshold: threshold, autoPin,
    hits: rows(odds.hits), outcomes: rows(odds.outcomes),
    perTeam: [...odds.perTeam].map(([team, v]) => ({ team, destroyed: toFractionString(v.destroyed), bailedOut: toFractionString(v.bailedOut) })),
    pinChance: odds.pinChance === null ? null : toFractionString(odds.pinChance),
    rules: ["FoW [6. Roll to Hit]", "FoW [7. Assign Hits › Doing It the Easy Way]", "FoW [8. Roll Saves]", "FoW [Pinned Down]"],
  };
}
