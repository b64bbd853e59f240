// Melee and surrender (WWB 8.4; 10.0 Surrender; 11.0 Strength). The fighters alternate rolls until one dies,
// surrenders or flees; a "suppressed" face means Shaken in hand-to-hand.
import type { CombatResult, DieColour } from "../tables/index";
import { shiftDie } from "../tables/index";
import type { WwbOptionValues } from "../options/index";
import { wwbOption, wwbToggle } from "../options/index";
import type { Health } from "../health/index";
import { applyWound } from "../health/index";
import type { MoraleState } from "../morale/index";
import { addStatus } from "../morale/index";

/** A fighter as melee needs him. */
export type Fighter = {
  readonly id: string;
  readonly health: Health;
  readonly morale: MoraleState;
  readonly strength?: 0 | 1 | 2;
  readonly prone?: boolean;
};

/** The die a fighter rolls, with the reasons [8.4]. */
export function meleeDie(self: Fighter, opponent: Fighter, ctx: { attackerFirstRoll?: boolean; options?: WwbOptionValues } = {}): { die: DieColour; reasons: string[] } {
  const reasons: string[] = [];
  const specials = wwbToggle(ctx.options, "meleeSpecials") && !wwbToggle(ctx.options, "cherryMelee");
  let base: DieColour = "yellow";
  let shift = 0;
  if (specials && ctx.attackerFirstRoll && opponent.morale === "not_alerted") {
    base = "black";
    reasons.push("first roll against a not-alerted enemy: Black (WWB 8.4, Additional)");
  } else if (specials) {
    // C9: the example rolls Grey for the shaken defender but never names Blue for the attacker (option "example").
    const selfShaken = self.morale === "shaken";
    const oppShaken = opponent.morale === "shaken";
    const blue = wwbOption(ctx.options, "meleeShakenDie") === "rule";
    if (oppShaken && !selfShaken && blue) { base = "blue"; reasons.push("against a shaken enemy: Blue (WWB 8.4, Additional)"); }
    else if (selfShaken && !oppShaken) { base = "grey"; reasons.push("shaken, reacting: Grey (WWB 8.4, Additional)"); }
    else reasons.push(selfShaken ? "both shaken: Yellow (WWB 8.4, Additional)" : oppShaken ? "against a shaken enemy: Yellow (option wwb/melee_shaken_die example)" : "melee: Yellow (WWB 8.4)");
  } else reasons.push("melee: Yellow (WWB 8.4)");
  const st = self.strength ?? 0;
  if (st > 0 && (base === "yellow" || wwbOption(ctx.options, "meleeStrengthStacks") === "stacks")) {
    shift += st;
    reasons.push(`Strength L${st}: +${st} (WWB 8.4; 11.0 Strength)`);
  }
  const s = shiftDie(base, shift);
  return { die: s.ok ? s.colour : base, reasons };
}

/** One step of a fight: a rolled result, a surrender with the answer, or a flight declared. */
export type MeleeStep = CombatResult | { readonly surrender: "attacker" | "defender"; readonly accepted: boolean } | { readonly flee: "attacker" | "defender" };

/** One logged roll. */
export type MeleeRoll = { readonly by: string; readonly die: DieColour; readonly result: CombatResult; readonly finalBlow: boolean; readonly effect: string };

/** How the fight ended, and the fighters after it. */
export type MeleeOutcome = {
  readonly rolls: readonly MeleeRoll[];
  readonly end: "killed" | "fled" | "helpless" | "surrender_accepted" | "unfinished";
  readonly loser?: string;
  readonly attacker: Fighter;
  readonly defender: Fighter;
  /** Penalties for attacking the helpless or refusing a surrender: -2 VP, Leadership lost, +1 infamy [8.4; 10.0]. */
  readonly penalties: readonly { readonly who: string; readonly vp: -2; readonly infamy: 1; readonly losesLeadership: true; readonly rule: string }[];
  /** The captor of an accepted surrender gains a Leadership Skill [8.4]. */
  readonly gainsLeadership?: string;
  readonly rule: string;
};

const helpless = (f: Fighter) => f.health.condition === "bleeding" || f.health.condition === "loc" || f.health.condition === "stabilized";

/** Apply one melee result to the one hit: suppressed = shaken; wounds on the gauge; a heavy wound suppresses [8.4; 9.0]. */
function hit(f: Fighter, result: CombatResult, options?: WwbOptionValues): { fighter: Fighter; flees: boolean; effect: string } {
  if (result === "miss") return { fighter: f, flees: false, effect: "missed" };
  if (result === "suppressed") {
    const c = addStatus(f.morale, "shaken");
    const flees = c.morale === "suppressed" || c.morale === "broken";
    return { fighter: { ...f, morale: c.morale }, flees, effect: `${f.id} ${c.morale}${flees ? ": he flees" : ""}` };
  }
  const w = applyWound(f.health, result, options ? { options } : {});
  let morale = f.morale;
  if (w.suppressed) morale = addStatus(morale, "suppressed").morale;
  const flees = morale === "suppressed" || morale === "broken";
  return { fighter: { ...f, health: w.health, morale }, flees: flees && w.health.condition === "ok", effect: `${f.id}: ${w.note}` };
}

/**
 * Play a fight from the attacker's first roll through `steps` [8.4]: the attacker rolls first (twice against a
 * prone defender, Additional), then they alternate; a fighter who flees suffers one final blow (the next result);
 * the fight ends when one is killed, helpless, flees or a surrender is accepted.
 */
export function playMelee(attacker: Fighter, defender: Fighter, steps: readonly MeleeStep[], options?: WwbOptionValues): MeleeOutcome {
  let a = attacker;
  let d = defender;
  const rolls: MeleeRoll[] = [];
  const penalties: MeleeOutcome["penalties"][number][] = [];
  const rule = "WWB 8.4 Melee Combat";
  if (helpless(d)) penalties.push({ who: a.id, vp: -2, infamy: 1, losesLeadership: true, rule: "WWB 8.4 (melee with a helpless enemy)" });
  const specials = wwbToggle(options, "meleeSpecials") && !wwbToggle(options, "cherryMelee");
  let turn: "attacker" | "defender" = "attacker";
  let attackerRolls = 0;
  let fleeing: "attacker" | "defender" | undefined = d.morale === "suppressed" ? "defender" : undefined;
  const done = (end: MeleeOutcome["end"], loser?: string, extra: Partial<MeleeOutcome> = {}): MeleeOutcome => ({ rolls, end, ...(loser ? { loser } : {}), attacker: a, defender: d, penalties, rule, ...extra });
  for (const step of steps) {
    if (typeof step === "object" && "surrender" in step) {
      const who = step.surrender === "attacker" ? a : d;
      const other = step.surrender === "attacker" ? d : a;
      if (step.accepted) return done("surrender_accepted", who.id, { gainsLeadership: other.id });
      penalties.push({ who: other.id, vp: -2, infamy: 1, losesLeadership: true, rule: "WWB 8.4; 10.0 Surrender (refused surrender)" });
      continue;
    }
    if (typeof step === "object" && "flee" in step) {
      fleeing = step.flee;
      continue;
    }
    const byAttacker: boolean = fleeing ? fleeing === "defender" : turn === "attacker";
    const self = byAttacker ? a : d;
    const opp = byAttacker ? d : a;
    const { die } = meleeDie(self, opp, { attackerFirstRoll: byAttacker && attackerRolls === 0, ...(options ? { options } : {}) });
    const h = hit(opp, step, options);
    if (byAttacker) { d = h.fighter; attackerRolls += 1; } else a = h.fighter;
    const finalBlow = fleeing !== undefined;
    rolls.push({ by: self.id, die, result: step, finalBlow, effect: h.effect });
    if (finalBlow) return done(opp.health.condition === "dead" || h.fighter.health.condition === "dead" ? "killed" : "fled", h.fighter.id);
    if (h.fighter.health.condition === "dead") return done("killed", h.fighter.id);
    if (helpless(h.fighter)) return done("helpless", h.fighter.id);
    if (h.flees && (wwbOption(options, "heavyWoundMayFlee") === "may_flee" || step !== "heavy_wound")) {
      fleeing = byAttacker ? "defender" : "attacker";
      continue;
    }
    // A prone defender suffers a second attack before he can react [8.4, Additional].
    if (byAttacker && attackerRolls === 1 && defender.prone && specials) continue;
    turn = byAttacker ? "defender" : "attacker";
  }
  return done("unfinished");
}
