// Exact odds of one attack over the 2d6 [12.6], explained: the firepower chain, the defence multiples, the column,
// every outcome's probability as a fraction, and the provenance of every number that is not the book's.
import type { Provenance } from "@tactica/engine";
import { describeProvenance, summarizeProvenance } from "@tactica/engine";
import { toFractionString } from "@tactica/dice";
import { sniperResultOdds } from "../odds/index";
import { FIRE_RESULTS, sniperLookupIn } from "../tables/index";
import type { FireResult } from "../tables/index";
import { fireNumbers } from "./resolve-fire";
import type { FireNumbers, FireRefusal, FireSituation } from "./resolve-fire";
import { ammunitionOdds } from "./ammunition";

export type FireOddsAnswer = Omit<FireNumbers, "provenance"> & {
  readonly outcomes: readonly { readonly outcome: FireResult; readonly probability: string }[];
  readonly ammunition?: { readonly unloaded: string };
  readonly explanation: readonly string[];
  /** Every non-book number the answer used, described; empty when all are the book's. */
  readonly nonBook: readonly string[];
  readonly provenance: ReturnType<typeof summarizeProvenance>;
};

/** `sniperFireOdds(situation)`: the whole distribution of results for one attack. */
export function sniperFireOdds(s: FireSituation): FireOddsAnswer | FireRefusal {
  const n = fireNumbers(s);
  if (!n.ok) return n;
  const used: Provenance[] = [...n.provenance];
  const L = sniperLookupIn(s.tables);
  const dist = sniperResultOdds(n.rollModifier, (roll) => {
    const c = L.fireResult(n.column, roll);
    used.push(c.provenance);
    return c.value;
  });
  const outcomes = FIRE_RESULTS.filter((r) => dist.has(r)).map((outcome) => ({ outcome, probability: toFractionString(dist.get(outcome)!) }));
  const ammo = ammunitionOdds(s);
  const summary = summarizeProvenance(used);
  const nonBook = [...new Set(used.filter((p) => p.kind !== "book").map(describeProvenance))];
  const explanation = [
    ...n.firepowerSteps.map((st) => `${st.what}: ${st.value} [${st.rule}]`),
    `defence ${n.defenceFactors.map((f) => `${f.what} x${f.multiple}`).join(", ")} = ${n.defence} [Sniper 12.6]`,
    `column floor(${n.firepower} / ${n.defence}) = ${n.column}; 2d6${n.rollModifier === 0 ? "" : n.rollModifier > 0 ? ` + ${n.rollModifier}` : ` - ${-n.rollModifier}`} on the Fire Attack Results table [Sniper 12.6]`,
    ...(nonBook.length > 0 ? [`not the book's: ${nonBook.join("; ")}`] : []),
  ];
  const { provenance: _p, ...rest } = n;
  return { ...rest, outcomes, ...(ammo ? { ammunition: { unloaded: toFractionString(ammo) } } : {}), explanation, nonBook, provenance: summary };
}
