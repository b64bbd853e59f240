// fireOdds for Flames of War: one shooting team's dice at one target team, exact (src/odds): the score to hit from
// the target's Is Hit On and the modifiers [6. Roll to Hit], then each hit's save and Firepower test [8. Roll
// Saves]. Outcomes are per die (miss, or what the hit did); `details.hits` is the distribution of hits.
import { z } from "zod";
import { rational, toDecimal, toFractionString } from "@tactica/dice";
import type { Distribution, Rational } from "@tactica/dice";
import { describeIssuesMessage, fromBook, optionChoices, summarizeProvenance } from "@tactica/engine";
import type { FireOddsExplainer, OddsModifier } from "@tactica/ruleset-module";
import { fowArmourSaveOdds, fowHitChance, fowShootingOdds, fowTeamSaveOdds } from "../odds/index";
import { FOW_OPTIONS } from "../options/index";

const ONE_PLUS = FOW_OPTIONS.printedOnePlus;
const [firstOnePlus, ...moreOnePlus] = optionChoices(ONE_PLUS);

const situationSchema = z.strictObject({
  dice: z.number().int().min(1).max(12),
  isHitOn: z.number().int().min(2).max(6),
  longRange: z.boolean().default(false),
  concealed: z.boolean().default(false),
  goneToGround: z.boolean().default(false),
  outOfCommand: z.boolean().default(false),
  weapon: z.strictObject({ antiTank: z.number().int().min(0).max(30), firepower: z.number().int().min(1).max(6) }),
  target: z.discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("tank"), armour: z.number().int().min(0).max(20) }),
    z.strictObject({ kind: z.enum(["infantry", "gun"]), save: z.number().int().min(2).max(6), bulletproof: z.boolean().default(false) }),
  ]),
  // The match's options (MatchState.options) these odds read, as play reads them; left out, the defaults. A
  // reading that is not a choice is refused (odds/invalid_situation), never silently defaulted.
  options: z.strictObject({ [ONE_PLUS.id]: z.enum([firstOnePlus!, ...moreOnePlus]).optional() }).optional(),
});

const row = (outcome: string, p: Rational) => ({ outcome, probability: toFractionString(p), decimal: toDecimal(p, 6) });

export const fowFireOddsExplainer: FireOddsExplainer = {
  situationSchema,
  takesSight: false,
  answer(json) {
    const parsed = situationSchema.safeParse(json);
    if (!parsed.success) return { ok: false, code: "odds/invalid_situation", message: describeIssuesMessage(parsed.error, "situation") };
    const s = parsed.data;
    const modifiers: OddsModifier[] = [];
    const add = (name: string, value: number, rule: string) => modifiers.push({ name, value, rule, provenance: fromBook(rule) });
    if (s.longRange) add("range over 16\"/40cm", 1, "fow 6. Roll to Hit");
    if (s.concealed) add(s.goneToGround ? "concealed and gone to ground" : "concealed", s.goneToGround ? 2 : 1, "fow 6. Roll to Hit › Gone to Ground");
    if (s.outOfCommand) add("moved out of command", 1, "fow Staying In Command");
    const score = s.isHitOn + modifiers.reduce((n, m) => n + m.value, 0);
    // A printed Firepower 1+ as the match reads it (fow/printed_one_plus), as play's saves do [How It Works › Die Rolls].
    const onePlus = s.options?.[ONE_PLUS.id] ?? ONE_PLUS.default;
    const perHit: Distribution<string> = s.target.kind === "tank"
      ? fowArmourSaveOdds({ armour: s.target.armour, longRange: s.longRange, antiTank: s.weapon.antiTank, firepower: s.weapon.firepower, onePlus })
      : fowTeamSaveOdds({ save: s.target.save, bulletproofCover: s.target.bulletproof, firepower: s.weapon.firepower, onePlus });
    const hit = fowHitChance(score);
    const miss = rational(hit.den - hit.num, hit.den);
    const outcomes = [row("miss", miss), ...[...perHit].map(([o, p]) => row(`hit, ${o}`, rational(hit.num * p.num, hit.den * p.den)))];
    const odds = fowShootingOdds({ dice: s.dice, score, perHit });
    return {
      ok: true,
      value: {
        system: "fow",
        outcomes,
        modifiers,
        provenance: summarizeProvenance([fromBook("fow 6. Roll to Hit; 8. Roll Saves")]),
        notes: ["Outcomes are per die; details.hits is the number of hits from all the dice.",
          ...(s.weapon.firepower === 1 ? [`Firepower 1+ read as ${onePlus === "always" ? "met by every roll (the rulebook: only modified scores fail on a 1)" : "failing on a 1 (the digest's §0.1)"} (fow/printed_one_plus).`] : [])],
        details: { score, dice: s.dice, hits: [...odds.hits].map(([n, p]) => row(String(n), p)) },
      },
    };
  },
};
