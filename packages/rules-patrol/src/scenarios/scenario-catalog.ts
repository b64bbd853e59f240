import type { OrderOfBattle, SituationId } from "./order-of-battle";
import { ORDERS_OF_BATTLE } from "./orders-of-battle.data";
import type { Force } from "./parse-force";
import { parseForce } from "./parse-force";

/** One playable side in a match: nation, Panic %, Preservation Level and its force for the role. */
export type ScenarioSide = { readonly name: string; readonly panic: number; readonly preservation: number; readonly force: Force; readonly printed: string };

/** Find an OB by its section id ("27.72") or name ("Quang Tri"). */
export function findOrderOfBattle(id: string): OrderOfBattle | undefined {
  const key = id.toLowerCase();
  return ORDERS_OF_BATTLE.find((ob) => ob.id === id || ob.name.toLowerCase() === key);
}

/**
 * The two forces of an OB in a situation with `alphaSide` (0 or 1) as α [26.3, 27.0]: undefined when the
 * printed cell is empty ("none", "—"): that combination is not playable.
 */
export function toScenarioSides(ob: OrderOfBattle, situation: SituationId, alphaSide: 0 | 1):
  { readonly alpha: ScenarioSide; readonly bravo: ScenarioSide } | undefined {
  const cells = ob.forces[situation].forces;
  const alphaText = cells[alphaSide === 0 ? 0 : 2];
  const bravoText = cells[alphaSide === 0 ? 3 : 1];
  if (!alphaText || !bravoText) return undefined;
  const a = parseForce(alphaText), b = parseForce(bravoText);
  if (!a.ok || !b.ok) return undefined;
  const sa = ob.sides[alphaSide]!, sb = ob.sides[alphaSide === 0 ? 1 : 0]!;
  return {
    alpha: { name: sa.name, panic: sa.panic, preservation: sa.preservation, force: a.force, printed: alphaText },
    bravo: { name: sb.name, panic: sb.panic, preservation: sb.preservation, force: b.force, printed: bravoText },
  };
}

/** Every playable (OB, situation, α side) combination. */
export function listPlayableScenarios(): { readonly ob: string; readonly situation: SituationId; readonly alphaSide: 0 | 1 }[] {
  const out: { ob: string; situation: SituationId; alphaSide: 0 | 1 }[] = [];
  for (const ob of ORDERS_OF_BATTLE) {
    for (const situation of Object.keys(ob.forces) as SituationId[]) {
      for (const alphaSide of [0, 1] as const) if (toScenarioSides(ob, situation, alphaSide)) out.push({ ob: ob.id, situation, alphaSide });
    }
  }
  return out;
}
