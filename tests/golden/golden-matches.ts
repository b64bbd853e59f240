// The golden matches: shipped scenarios and option-heavy situations, played by bots with a few seeded legal actions
// mixed in so that more command kinds are reached. Their records (records/*.json) were made before the framework
// refactor (issue 19); every step's state hash must stay what it was.
import { FIREPOWER_SHIPPED_SCENARIOS, firepowerRuleset } from "@tactica/rules-firepower";
import { FOW_SHIPPED_SCENARIOS, fowRuleset } from "@tactica/rules-fow";
import { PATROL_SHIPPED_SCENARIOS, patrolRuleset } from "@tactica/rules-patrol";
import { SNIPER_SHIPPED_SCENARIOS, sniperRuleset } from "@tactica/rules-sniper";
import { WWB_SHIPPED_SCENARIOS, wwbRuleset } from "@tactica/rules-wwb";

export type GoldenMatch = {
  readonly name: string;
  readonly ruleset: unknown;
  readonly scenario: unknown;
  readonly options?: Readonly<Record<string, string>>;
  /** Most commands to record (the match may end sooner). */
  readonly steps: number;
  /** Every n-th command is a seeded pick among all seats' legal actions instead of a bot's answer. */
  readonly randomEvery?: number;
};

/** Every Firepower option that can be switched "on" (Optional Rules and other on/off readings). */
// Option 26 (balanced points) is left off: the shipped sides are not of equal points, so it refuses them.
const FIREPOWER_ALL_ON: Record<string, string> = Object.fromEntries(firepowerRuleset.options.filter((o) => "on" in o.choices && o.id !== "firepower/balanced_points").map((o) => [o.id, "on"]));

const STRENGTHS = ["W", "N", "S", "V"] as const;
type Sides = { A: { soldiers: Record<string, unknown>[] }; B: { soldiers: Record<string, unknown>[] } };
const basic = FIREPOWER_SHIPPED_SCENARIOS[0]!.document as unknown as { sides: Sides };
/** The Basic Game with a character sheet for every soldier (Option 22) and one NBC suit a side (Option 27). */
const SHEETED = {
  ...basic, id: "golden-basic-sheets",
  sides: {
    A: { ...basic.sides.A, soldiers: basic.sides.A.soldiers.map((s, i) => ({ ...s, sheet: { speed: 3 + (i % 3), strength: STRENGTHS[i % 4], reflex: 3 + i, motivation: 4 + i }, ...(i === 5 ? { nbc: true } : {}) })) },
    B: { ...basic.sides.B, soldiers: basic.sides.B.soldiers.map((s, i) => ({ ...s, sheet: { speed: 5 - (i % 3), strength: STRENGTHS[(i + 2) % 4], reflex: 9 - i, motivation: 9 - i }, ...(i === 0 ? { nbc: true } : {}) })) },
  },
};

export const GOLDEN_MATCHES: readonly GoldenMatch[] = [
  ...FIREPOWER_SHIPPED_SCENARIOS.map((s) => ({ name: s.id, ruleset: firepowerRuleset, scenario: s.document, steps: 400, randomEvery: 4 })),
  ...FIREPOWER_SHIPPED_SCENARIOS.map((s) => ({ name: `${s.id}-all-options`, ruleset: firepowerRuleset, scenario: s.document, options: FIREPOWER_ALL_ON, steps: 400, randomEvery: 5 })),
  ...PATROL_SHIPPED_SCENARIOS.map((s) => ({ name: s.id, ruleset: patrolRuleset, scenario: s.document, steps: 300, randomEvery: 6 })),
  ...["a3", "a4"].map((seed) => ({ name: `firepower-sheeted-all-options-${seed}`, ruleset: firepowerRuleset, scenario: SHEETED, options: FIREPOWER_ALL_ON, steps: 1500 })),
  { name: "patrol-ypres-27.11", ruleset: patrolRuleset, scenario: { ob: "27.11", situation: "patrol", turns: 25 }, steps: 1500 },
  { name: "patrol-assault-27.13-vehicles", ruleset: patrolRuleset, scenario: { ob: "27.13", situation: "assault", turns: 12 }, steps: 1500 },
  { name: "patrol-27.31-vehicles", ruleset: patrolRuleset, scenario: { ob: "27.31", situation: "patrol", turns: 12, forces: { alpha: "6BR 1RL 1tank", bravo: "6BR 1RL 1APC 1tank" } }, steps: 1500 },
  // Sniper! (issue 21, recorded when it was added): the shipped Patrol to its end, a seeded legal pick every 7th command.
  ...SNIPER_SHIPPED_SCENARIOS.map((s) => ({ name: s.id, ruleset: sniperRuleset, scenario: s.document, steps: 1500, randomEvery: 7 })),
  // We Were Brothers (issue 22, recorded when it was added): the shipped 3 v 3 over three turns, a seeded legal pick every 7th command.
  { name: "wwb-crossroads-3v3", ruleset: wwbRuleset, scenario: { ...WWB_SHIPPED_SCENARIOS.find((s) => s.id === "wwb-crossroads-3v3")!.document, turns: 3 }, steps: 1500, randomEvery: 7 },
  // Flames of War (issue 23, recorded when it was added): the shipped Free For All to its result, a seeded legal pick every 7th command.
  ...FOW_SHIPPED_SCENARIOS.map((s) => ({ name: s.id, ruleset: fowRuleset, scenario: s.document, steps: 1500, randomEvery: 7 })),
  { name: "patrol-raid-variable-entry", ruleset: patrolRuleset, scenario: { ob: "27.11", situation: "raid", entry: "variable", turns: 20 }, steps: 1500, randomEvery: 9 },
];
