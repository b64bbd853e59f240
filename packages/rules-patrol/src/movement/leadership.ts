import type { GameEvent } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import type { Check } from "@tactica/engine";
import type { Task } from "../plot/task";
import { rangeBetween, isActive, SIDES } from "../state/index";
import type { Man, PatrolGame, Side, Leadership } from "../state/index";
export type { Leadership } from "../state/index";

function leadershipOf(game: PatrolGame, side: Side): Leadership {
  return game.leadership?.[side] ?? { id: game.leaders?.[side][0] ?? null, from: 0, fallen: null };
}

/** The leader in charge of `side` in `round`, if any (he must be fit or wounded and his take-over turn reached). */
export function toLeaderInCharge(game: PatrolGame, side: Side, round: number): Man | undefined {
  if (!game.leaders) return undefined;
  const l = leadershipOf(game, side);
  const m = l.id ? game.men[l.id] : undefined;
  return m && isActive(m) && l.from <= round ? m : undefined;
}

/**
 * Phase H succession [28.45]: a killed or incapacitated leader ceases to lead; the next leader in line takes over
 * only on the turn after he stands in the fallen leader's hex or next to it. Until then the side has no leader.
 */
export function advanceLeadership(game: PatrolGame, round: number): { game: PatrolGame; events: GameEvent[] } {
  if (!game.leaders) return { game, events: [] };
  const events: GameEvent[] = [];
  const next: Record<Side, Leadership> = { alpha: leadershipOf(game, "alpha"), bravo: leadershipOf(game, "bravo") };
  for (const side of SIDES) {
    let l = next[side];
    const cur = l.id ? game.men[l.id] : undefined;
    if (cur && !isActive(cur) && l.from <= round) {
      l = { id: null, from: 0, fallen: cur.id };
      events.push({ type: "patrol/leader_fallen", data: { side, man: cur.id, rule: "28.45" } });
    }
    if (l.id === null && l.fallen) {
      const line = game.leaders[side];
      const fallen = game.men[l.fallen];
      const heir = line.slice(line.indexOf(l.fallen) + 1).map((id) => game.men[id]).find((m): m is Man => m !== undefined && isActive(m));
      if (heir && fallen?.hex && heir.hex && rangeBetween(heir.hex, fallen.hex) <= 1) {
        l = { id: heir.id, from: round + 1, fallen: l.fallen };
        events.push({ type: "patrol/leader_takes_over", data: { side, man: heir.id, from: round + 1, rule: "28.45" } });
      }
    }
    next[side] = l;
  }
  const same = SIDES.every((s) => JSON.stringify(next[s]) === JSON.stringify(leadershipOf(game, s)));
  return same ? { game, events } : { game: { ...game, leadership: next }, events };
}

/**
 * 28.44: a man more than two hexes from his prone leader stays prone while the leader is prone (no ER). Checked in
 * the Plot Phase, when any recorded take-over (always "from the next turn") is in force.
 */
export function checkLeaderTasks(game: PatrolGame, m: Man, tasks: readonly Task[]): Check {
  if (!tasks.some((t) => t.code === "ER") || m.posture !== "prone") return OK;
  const leader = toLeaderInCharge(game, m.side, Number.MAX_SAFE_INTEGER);
  if (!leader || leader.id === m.id || leader.posture !== "prone" || !leader.hex || !m.hex) return OK;
  return rangeBetween(leader.hex, m.hex) > 2 ? reject("plot/leader_prone", `${m.id} stays prone while his leader ${leader.id} is prone more than two hexes away`, "patrol 28.44") : OK;
}

/** Tasks the Unit Integrity rule bars a lone man [28.5]: firing his weapon, preparing or throwing a grenade. */
const LONE_BARRED = new Set(["DF", "KF", "EF", "OF", "RG", "PG", "PS", "PR", "TG"]);

/** 28.5 (scenario `unitIntegrity`): a man with no clear LOS to another friendly man may not fire, prepare or throw. */
export function checkUnitIntegrity(game: PatrolGame, m: Man, tasks: readonly Task[], sees: (a: Man, b: Man) => boolean): Check {
  if (!game.unitIntegrity) return OK;
  const barred = tasks.find((t) => LONE_BARRED.has(t.code));
  if (!barred) return OK;
  const friend = game.order.some((id) => { const f = game.men[id]!; return f.id !== m.id && f.side === m.side && f.hex !== null && !f.exited && sees(m, f); });
  return friend ? OK : reject("plot/unit_integrity", `${m.id} sees no friendly man and may not ${barred.code}`, "patrol 28.5");
}
