// Option 23.3 with Option 15.2: "treat a wounded soldier the same as 20 points of equipment (split to 10 points each if
// two soldiers are carrying)". Read: with 15.2 in use the carried man is weighed in his carrier's load instead of the
// flat -2 (alone) / -1 (pair) of 23.3; the maximum MF comes out the same (15.2 takes one per full ten points), but the
// man now counts as equipment: the carrier's `loadMf` is above 0, so he may not swim (11.2.3, 15.2), and the
// `equipment/load` event shows the points.
import type { AnyTable, GameEvent } from "@tactica/engine";
import { equipmentMfReduction } from "../tables/advanced-data";
import { equipmentLoadInUse, loadOf } from "./optional-equipment";
import { patchSoldiers } from "../core/soldiers";
import type { FirepowerGame } from "../state/types";
import type { WoundExtrasSoldier } from "../core/wound-extras-marks";
import { carriedWoundedPoints } from "../core/wound-extras-marks";

const sameCarry = (a: WoundExtrasSoldier["carrying"], b: WoundExtrasSoldier["carrying"]) =>
  a?.soldier === b?.soldier && a?.pair === b?.pair && a?.weighed === b?.weighed;

/**
 * After a command, with Option 15.2 in use: every carrying is marked weighed (23.3's flat MF loss gives way to the
 * load), and each soldier whose carrying changed (picked up, set down, a partner joined or left) is weighed again, his
 * `loadMf` set and an `equipment/load` event sent to his side [15.2, 23.3].
 */
export function weighCarriers(before: FirepowerGame, after: FirepowerGame, options: Readonly<Record<string, string>>, tables?: ReadonlyMap<string, AnyTable>): { game: FirepowerGame; events: GameEvent[] } {
  if (!equipmentLoadInUse(options)) return { game: after, events: [] };
  const marked = patchSoldiers(after, (s) => {
    const c = (s as WoundExtrasSoldier).carrying;
    return c && !c.weighed ? ({ ...s, carrying: { ...c, weighed: true } } as WoundExtrasSoldier) : undefined;
  });
  const events: GameEvent[] = [];
  const game = patchSoldiers(marked, (s) => {
    const old = before.soldiers.find((x) => x.id === s.id) as WoundExtrasSoldier | undefined;
    const now = (s as WoundExtrasSoldier).carrying;
    if (s.eliminated || !old || sameCarry(old.carrying, now)) return undefined;
    const load = loadOf(s, tables);
    const mf = equipmentMfReduction(load.points);
    if (mf === (s.loadMf ?? 0)) return undefined;
    const wounded = carriedWoundedPoints(s);
    events.push({ type: "equipment/load", data: { soldier: s.id, points: load.points, mfLost: mf, provenance: load.provenance, ...(now ? { carrying: now.soldier, woundedPoints: wounded } : { setDown: old.carrying?.soldier }), rule: "Firepower 15.2, 23.3" }, visibleTo: [s.side] });
    const { loadMf: _old, ...rest } = s;
    return mf > 0 ? { ...rest, loadMf: mf } : rest;
  });
  return { game, events };
}
