// A small Advanced Firepower match for commandOdds tests (unit and over GraphQL).
import { boardOf } from "@tactica/rules-firepower";
import type { FirepowerScenario } from "@tactica/rules-firepower";

const board = boardOf("firepower-sample-2-panel");
const hex = (q: number, r: number) => board.idOf({ q, r });
type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const man = (id: string, q: number, facing: number, extra: Partial<Spec> = {}): Spec => ({ id, weapon: "RFL", hex: hex(q, 3), facing, posture: "stand", ...extra });
const side = (name: string, edge: "2/3" | "5/6", soldiers: Spec[]) => ({ name, edge, chits: 3, impulses: 2, soldiers });

/** Advanced: A1 (rifle, one HGN4M round) and A2 (MPL19 with H rounds) in q1; B1-B2 in q3 behind a block, B3 in q4. */
export const ODDS_SCENARIO: FirepowerScenario = {
  id: "command-odds", title: "command odds", map: "firepower-sample-2-panel", turns: 2, rules: "advanced",
  sides: {
    A: side("A", "5/6", [man("A1", 1, 3, { carries: { HGN4M: 1 } }), man("A2", 1, 3, { launcher: { weapon: "MPL19", rounds: { H: 2 } } })]),
    B: side("B", "2/3", [man("B1", 3, 6, { posture: "prone" }), man("B2", 3, 6), man("B3", 4, 6)]),
  },
  victory: { perElimination: 1, perSurvivorAcross: 3, opposite: { A: { qAtLeast: 4 }, B: { qAtMost: 3 } } },
  works: [{ hex: hex(4, 3), type: "block" }],
};

