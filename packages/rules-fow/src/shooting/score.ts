// 6. Roll to Hit: the score needed, every modifier with its rule, and the re-roll grant (digest §5.4).
import type { Reroll } from "@tactica/dice";
import type { FowScore } from "../odds/index";

/** One modifier of a to-hit score: +1 each (GTG and Concealed: +2), with the rule that gives it. */
export type Modifier = { readonly code: string; readonly delta: number; readonly rule: string };
/** The facts of a shot the score depends on (geometry already judged: see sight.ts). */
export type ToHitFacts = {
  /** The target's Is Hit On (Veteran 4, Trained 3, Conscript 2, Aircraft 5). */
  readonly isHitOn: number;
  readonly longRange?: boolean;
  readonly concealed?: boolean;
  readonly goneToGround?: boolean;
  /** The shooting team Moved Out of Command, or failed a Blitz (automatically as if Out of Command). */
  readonly movedOutOfCommand?: boolean;
  readonly failedBlitz?: boolean;
  readonly throughSmoke?: boolean;
  readonly night?: boolean;
  readonly moved?: boolean;
  readonly pinned?: boolean;
  /** The target is an Infantry or Gun Team (for No HE). */
  readonly targetInfantryOrGun?: boolean;
  readonly weapon?: {
    readonly rof1?: boolean; readonly oneManTurret?: boolean; readonly noHe?: boolean; readonly secondary?: boolean;
    readonly stabiliserMoving?: boolean; readonly henAndChicks?: boolean; readonly main?: boolean;
  };
  readonly shooter?: { readonly cavalry?: boolean; readonly automaticRifles?: boolean; readonly smallInfantryInAssault?: boolean };
  /** Re-roll grants the shooter claims; each is checked against its conditions. */
  readonly grants?: {
    readonly sniper?: boolean; readonly semiIndirect?: boolean; readonly catKillers?: boolean; readonly volleyFire?: boolean;
    readonly tigerAce?: boolean; readonly defensiveFire?: boolean; readonly ambush?: boolean; readonly bombardment?: boolean;
  };
};
export type ToHitScore = { readonly base: number; readonly modifiers: readonly Modifier[]; readonly need: FowScore; readonly reroll: Reroll; readonly rerollRule?: string };

const R = (s: string) => `FoW [${s}]`;

/** The score needed to hit, each modifier named and cited; the re-roll of misses if a grant applies. */
export function scoreNeededToHit(f: ToHitFacts): ToHitScore {
  const m: Modifier[] = [];
  const add = (code: string, rule: string, delta = 1) => m.push({ code, delta, rule: R(rule) });
  if (f.longRange) add("long_range", "6. Roll to Hit › Score Needed to Hit (over 16\"/40cm)");
  if (f.concealed && f.goneToGround) add("concealed_gone_to_ground", "6. Roll to Hit › Gone to Ground", 2);
  else if (f.concealed) add("concealed", "6. Roll to Hit › Score Needed to Hit");
  if (f.movedOutOfCommand || f.failedBlitz) add(f.failedBlitz ? "failed_blitz" : "out_of_command", f.failedBlitz ? "Movement Orders › Blitz Move" : "Staying In Command › Out of Command");
  if (f.throughSmoke) add("smoke", "Firing Smoke › Effects of Smoke");
  if (f.night) add("night", "Night Fighting");
  const w = f.weapon ?? {}, s = f.shooter ?? {};
  const movingOrPinned = f.moved === true || f.pinned === true;
  if (w.rof1 && movingOrPinned && !s.automaticRifles) add("rof1_moving", "Weapon Special Rules › ROF 1 Weapons");
  if (w.oneManTurret && f.moved) add("one_man_turret", "Weapon Special Rules › One-man Turret");
  if (s.cavalry && f.moved) add("cavalry_moving", "Special Abilities › Cavalry");
  if (w.noHe && f.targetInfantryOrGun) add("no_he", "Weapon Special Rules › No HE");
  if (w.secondary) add("multiple_weapons", "Weapon Special Rules › Multiple Weapons");
  if (w.stabiliserMoving && f.moved) add("stabiliser", "US Special Rules › Stabiliser");
  if (w.henAndChicks && w.main) add("hen_and_chicks", "Soviet Special Rules › Hen and Chicks");
  if (s.smallInfantryInAssault) add("small_infantry_team", "Assaults › Small Infantry Teams");
  const total = f.isHitOn + m.reduce((a, x) => a + x.delta, 0);
  const g = f.grants ?? {};
  const long = f.longRange === true;
  let rerollRule: string | undefined;
  if (g.sniper) rerollRule = R("Snipers › Expert Shot");
  else if ((g.semiIndirect || g.catKillers) && !f.moved && long) rerollRule = R(g.catKillers ? "Soviet Special Rules › Cat Killers" : "British Special Rules › Semi-indirect Fire");
  else if (g.volleyFire && !f.moved && !long && w.main !== false && !g.bombardment && !g.defensiveFire && !g.ambush) rerollRule = R("Soviet Special Rules › Volley Fire");
  else if (g.tigerAce && w.main !== false) rerollRule = R("German Special Rules › Tiger Ace");
  return { base: f.isHitOn, modifiers: m, need: total, reroll: rerollRule ? "misses" : "none", ...(rerollRule ? { rerollRule } : {}) };
}
