// Exact odds of a Unit shooting at a Unit (digest §5.11): every team's dice, hits as a sum of binomials per weapon
// group, hits assigned the easy way (one on the declared target, then one per eligible team in turn [7. Assign
// Hits › Doing It the Easy Way]; groups continue the round), each team's saves and Firepower tests chained hit by
// hit (a Bailed Out tank bailed again tests to Remount [Bailed Out Again]), and the Pinned Down threshold.
import type { Distribution, Rational, Reroll } from "@tactica/dice";
import { ONE, ZERO, add, binomial, combine, fromEntries, mul } from "@tactica/dice";
import type { FowOnePlus, FowScore } from "./fow-dice-odds";
import { fowArmourSaveOdds, fowHitChance, fowTeamSaveOdds } from "./fow-dice-odds";

/** One shooting team's dice at the declared target. */
export type OddsShot = { readonly team: string; readonly dice: number; readonly score: FowScore; readonly reroll?: Reroll };
/** Shots sharing one weapon's AT and FP (hits of a group are alike). */
export type OddsGroup = {
  readonly id: string;
  readonly shots: readonly OddsShot[];
  readonly antiTank: number;
  readonly firepower: FowScore;
  /** Range over 16"/40cm: +1 to armour saves. */
  readonly longRange?: boolean;
  /** Breakthrough Gun / Flame-thrower: successful saves of infantry, guns and unarmoured tanks re-rolled. */
  readonly rerollSaves?: boolean;
  /** Smoke hits do nothing and do not pin (RULING-35). */
  readonly smoke?: boolean;
  /** A printed Firepower 1+ (fow/printed_one_plus); default the option's default, "always". */
  readonly onePlus?: FowOnePlus;
};
/** A team that may take hits, in the order the easy way reaches them (the declared target first). */
export type OddsTarget =
  | { readonly id: string; readonly kind: "armoured"; readonly armour: number; readonly remount: FowScore; readonly bunker?: boolean; readonly naturalSixSaves?: boolean; readonly bailedOut?: boolean }
  | { readonly id: string; readonly kind: "team"; readonly save: FowScore; readonly bulletproof: boolean; readonly bunker?: boolean };

type TeamState = "ok" | "bailed_out" | "destroyed";

function stepTeam(t: OddsTarget, g: OddsGroup, s: TeamState): Distribution<TeamState> {
  if (s === "destroyed" || g.smoke) return new Map([[s, ONE]]);
  if (t.kind === "team") {
    const d = fowTeamSaveOdds({ save: t.save, bulletproofCover: t.bulletproof, firepower: g.firepower, rerollSuccessfulSaves: g.rerollSaves, bunker: t.bunker, onePlus: g.onePlus });
    return fromEntries([[s, add(d.get("saved") ?? ZERO, d.get("protected_by_cover") ?? ZERO)], ["destroyed", d.get("destroyed") ?? ZERO]]);
  }
  const d = fowArmourSaveOdds({ armour: t.armour, longRange: g.longRange ?? false, antiTank: g.antiTank, firepower: g.firepower, bunker: t.bunker, naturalSixSaves: t.naturalSixSaves, onePlus: g.onePlus,
    ...(s === "bailed_out" ? { alreadyBailedOut: t.remount } : {}) });
  return fromEntries([[s, d.get("no_effect") ?? ZERO], ["bailed_out", d.get("bailed_out") ?? ZERO], ["destroyed", d.get("destroyed") ?? ZERO]]);
}

/** Hits of one group: the sum of each shot's Binomial(dice, p_hit). */
export function groupHits(g: OddsGroup): Distribution<number> {
  let acc: Distribution<number> = new Map([[0, ONE]]);
  for (const s of g.shots) acc = combine(acc, binomial(s.dice, fowHitChance(s.score, s.reroll ?? "none")), (a, b) => a + b);
  return acc;
}

/** Who takes hit number i of the round (the declared target first, then each team in turn). */
function roundRobin(targets: number, start: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => (start + i) % targets);
}

export type UnitShootingOdds = {
  /** Hits on the Unit (all groups). */
  readonly hits: Distribution<number>;
  /** The outcome "destroyed=d bailed=b pinned=yes|no|immune". */
  readonly outcomes: Distribution<string>;
  /** Per team: P(destroyed), P(bailed out) at the end of the shooting. */
  readonly perTeam: ReadonlyMap<string, { readonly destroyed: Rational; readonly bailedOut: Rational }>;
  readonly pinChance: Rational | null;
};

/**
 * Exact odds of groups firing at targets. `pinThreshold` is 5 (8 for a Unit that started the Step with 12+ teams,
 * +1 with Bagpipes); `hitsAlready` counts hits taken earlier this Step; `pinImmune` for Armoured Tank units, and
 * `autoPin` when any hit pins (bombardment, flame-thrower, sniper).
 */
export function unitShootingOdds(p: {
  readonly groups: readonly OddsGroup[];
  readonly targets: readonly OddsTarget[];
  readonly pinThreshold?: number;
  readonly hitsAlready?: number;
  readonly pinImmune?: boolean;
  readonly autoPin?: boolean;
}): UnitShootingOdds {
  if (p.targets.length === 0) throw new RangeError("unitShootingOdds: at least one target team");
  const perGroup = p.groups.map(groupHits);
  // Joint distribution of the groups' hit counts as "h1,h2,...".
  let joint: Distribution<string> = new Map([["", ONE]]);
  for (const d of perGroup) joint = combine(joint, d, (a, b) => (a === "" ? `${b}` : `${a},${b}`));
  const threshold = p.pinThreshold ?? 5;
  const outcomes = new Map<string, Rational>();
  const hitsDist = new Map<number, Rational>();
  const perTeam = new Map(p.targets.map((t) => [t.id, { destroyed: ZERO, bailedOut: ZERO }]));
  let pin: Rational = ZERO;
  for (const [key, pk] of joint) {
    const counts = key === "" ? [] : key.split(",").map(Number);
    const total = counts.reduce((a, b) => a + b, 0);
    hitsDist.set(total, add(hitsDist.get(total) ?? ZERO, pk));
    // Assign: each group's hits continue the round robin.
    const seq: { target: number; group: OddsGroup }[] = [];
    let next = 0;
    counts.forEach((n, gi) => {
      for (const t of roundRobin(p.targets.length, next, n)) seq.push({ target: t, group: p.groups[gi]! });
      next = (next + n) % p.targets.length;
    });
    const teamDists = p.targets.map((t, ti) => {
      let d: Distribution<TeamState> = new Map([[t.kind === "armoured" && t.bailedOut ? "bailed_out" as const : "ok" as const, ONE]]);
      for (const h of seq) if (h.target === ti) {
        const out = new Map<TeamState, Rational>();
        for (const [s, ps] of d) for (const [s2, p2] of stepTeam(t, h.group, s)) out.set(s2, add(out.get(s2) ?? ZERO, mul(ps, p2)));
        d = out;
      }
      return d;
    });
    teamDists.forEach((d, ti) => {
      const e = perTeam.get(p.targets[ti]!.id)!;
      perTeam.set(p.targets[ti]!.id, { destroyed: add(e.destroyed, mul(pk, d.get("destroyed") ?? ZERO)), bailedOut: add(e.bailedOut, mul(pk, d.get("bailed_out") ?? ZERO)) });
    });
    let summary: Distribution<string> = new Map([["0,0", ONE]]);
    for (const d of teamDists) summary = combine(summary, d, (acc, s) => {
      const [a, b] = acc.split(",").map(Number) as [number, number];
      return `${a + (s === "destroyed" ? 1 : 0)},${b + (s === "bailed_out" ? 1 : 0)}`;
    });
    const pinning = counts.reduce((a, n, gi) => a + (p.groups[gi]!.smoke ? 0 : n), 0);
    const pinned = p.pinImmune ? "immune" : (p.autoPin ? pinning > 0 : pinning + (p.hitsAlready ?? 0) >= threshold) ? "yes" : "no";
    if (pinned === "yes") pin = add(pin, pk);
    for (const [s, ps] of summary) {
      const [dd, bb] = s.split(",");
      const k = `destroyed=${dd} bailed=${bb} pinned=${pinned}`;
      outcomes.set(k, add(outcomes.get(k) ?? ZERO, mul(pk, ps)));
    }
  }
  for (const [k, v] of outcomes) if (v.num === 0n) outcomes.delete(k);
  return { hits: hitsDist, outcomes, perTeam, pinChance: p.pinImmune ? null : pin };
}
