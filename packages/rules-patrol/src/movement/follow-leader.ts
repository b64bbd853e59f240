import type { Check, GameEvent } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import type { Plot, Task } from "../plot/task";
import { rangeBetween, resolvePath, isActive } from "../state/index";
import { toLeaderInCharge } from "./leadership";
import type { PatrolGame, Side } from "../state/index";

/**
 * Follow the leader [28.47] (optional Leader rules, scenario `leaders: true`): a plot's `follow` lists, in file
 * order, the men who walk in column behind the leader in charge. The first stands in or next to the leader's hex,
 * each other in or next to the man before him; they plot nothing themselves and do what the leader does: his move
 * (each man one place further back along the trail: the file's hexes, then the leader's path), his standing up and
 * his going prone. Reading: his fire, throws and other tasks are his alone, and every man still draws his own
 * panic ("the leader, of course, is still subject to Panic").
 */
const R = (code: string, message: string, rule: string) => reject(`plot/${code}`, message, `patrol ${rule}`);
/** What a follower copies of the leader's plot [28.47]. */
const COPIED = new Set<Task["code"]>(["MV", "PMV", "ER", "PP"]);

/** The Plot Phase check of a `follow` list. */
export function checkFollow(game: PatrolGame, seat: string, plot: Plot & { readonly follow?: readonly string[] }): Check {
  const follow = plot.follow ?? [];
  if (follow.length === 0) return OK;
  const leader = toLeaderInCharge(game, seat as Side, Number.MAX_SAFE_INTEGER);
  if (!leader?.hex) return R("no_leader", "follow the leader needs the side's leader on the map (Leader rules)", "28.47");
  let ahead = leader.hex;
  for (const id of follow) {
    const m = game.men[id];
    if (!m || m.side !== seat || !isActive(m) || id === leader.id || follow.indexOf(id) !== follow.lastIndexOf(id)) return R("bad_follower", `${id} cannot follow the leader`, "28.47");
    if (rangeBetween(ahead, m.hex!) > 1) return R("not_in_column", `${id} is not in column (in or next to the man ahead of him)`, "28.47");
    if ((plot.orders[id]?.length ?? 0) > 0) return R("follower_orders", `${id} follows the leader and plots nothing himself`, "28.47");
    ahead = m.hex!;
  }
  return OK;
}

/** Each follower's orders from the leader's [28.47]: the trail behind the leader, and his ER/PP/prone. */
export function withFollowerOrders(game: PatrolGame, plots: Readonly<Record<string, { readonly plot: unknown } | undefined>>, orders: Readonly<Record<string, readonly Task[]>>, round: number):
  { orders: Record<string, readonly Task[]>; events: GameEvent[] } {
  const out: Record<string, readonly Task[]> = { ...orders };
  const events: GameEvent[] = [];
  for (const side of ["alpha", "bravo"] as Side[]) {
    const follow = (plots[side]?.plot as { follow?: readonly string[] } | undefined)?.follow ?? [];
    const leader = toLeaderInCharge(game, side, round);
    if (follow.length === 0 || !leader?.hex) continue;
    const lead = (orders[leader.id] ?? []).filter((t) => COPIED.has(t.code));
    const move = lead.find((t) => t.code === "MV" || t.code === "PMV");
    const path = move?.code === "MV" ? resolvePath(leader.hex, move.path) ?? [] : move?.code === "PMV" ? resolvePath(leader.hex, [move.to]) ?? [] : [];
    // The trail: the file's hexes back to front, then the leader's path (repeats folded).
    const file = follow.map((id) => game.men[id]!).filter((m) => isActive(m) && m.hex);
    const trail: string[] = [];
    for (const h of [...file.map((m) => m.hex!).reverse(), leader.hex, ...path]) if (trail[trail.length - 1] !== h) trail.push(h);
    file.forEach((m) => {
      const from = trail.lastIndexOf(m.hex!, trail.length - 1 - path.length);
      const steps = trail.slice(from + 1, from + 1 + path.length);
      out[m.id] = lead.flatMap((t): Task[] => {
        if (t.code === "MV") return steps.length > 0 ? [{ ...t, path: steps }] : [];
        if (t.code === "PMV") return steps[0] ? [{ code: "PMV", to: steps[0] }] : [];
        return [t];
      });
    });
    events.push({ type: "patrol/follow_the_leader", data: { side, leader: leader.id, men: file.map((m) => m.id), rule: "28.47" }, visibleTo: [side] });
  }
  return { orders: out, events };
}
