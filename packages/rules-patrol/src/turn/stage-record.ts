import type { GameEvent } from "@tactica/engine";
import { toVictory } from "../rules/victory";
import { SITUATION_DATA } from "../scenarios/situations";
import { isContact } from "./stage-movement";
import { toSolitaireResult } from "../solitaire/index";
import type { MatchResult, Man, PatrolGame, Side } from "../state/index";
import { isActive, SIDES, withMen } from "../state/index";
import { nextEngagementRound, hasWaiting } from "../situations/index";
import { toPillboxPoints, vehiclesOf } from "../terrain/index";
import { advanceLeadership } from "../movement/index";

const other = (s: Side): Side => (s === "alpha" ? "bravo" : "alpha");

/**
 * Victory points of a side by its situation's schedule [26.54, 26.65, 26.74, 26.84, 26.94]: casualties inflicted,
 * exits and the field; Patrol 26.55 (no casualty points once at the Preservation Level), Assault 26.95 (halved).
 * Recon: 25 to α once if a man who spotted the pillbox exits fit or wounded [26.64] (pillbox.ts).
 */
export function toVictoryPoints(game: PatrolGame, side: Side): number {
  const sched = SITUATION_DATA[game.scenario.situation].victory[side];
  const men = game.order.map((id) => game.men[id]!);
  const enemy = men.filter((m) => m.side === other(side));
  const own = men.filter((m) => m.side === side);
  const count = (list: Man[], f: (m: Man) => boolean) => list.filter(f).length;
  const reached = game.sides[side].reachedRound !== null;
  let casualties = (sched.enemyWounded ?? 0) * count(enemy, (m) => m.status === "W")
    + (sched.enemyIncapacitated ?? 0) * count(enemy, (m) => m.status === "I")
    + (sched.enemyKilled ?? 0) * count(enemy, (m) => m.status === "K")
    + (sched.enemyIncapacitatedOrKilled ?? 0) * count(enemy, (m) => m.status === "I" || m.status === "K");
  if (reached && game.scenario.situation === "patrol") casualties = 0;
  const onMap = count(own, (m) => isActive(m));
  const field = onMap > 0 && game.sides[side].exitedRound === null ? (sched.field ?? 0) : 0;
  const exits = (sched.friendlyExited ?? 0) * count(own, (m) => m.exited)
    + (sched.friendlyIncapacitatedCarriedOff ?? 0) * count(own, (m) => m.carriedOff === true && m.status === "I")
    + (sched.enemyIncapacitatedCarriedOut ?? 0) * count(enemy, (m) => m.carriedOff === true && m.status === "I");
  const fit = (sched.fitOnMap ?? 0) * count(own, (m) => isActive(m) && m.status === "fit");
  const pillbox = toPillboxPoints(game, side, sched.pillboxSpottedAndExited ?? 0); // 26.64
  // 26.94: the enemy's tank or APC destroyed (uninhabitable: blown up, or its crew bailed out) (vehicles.ts).
  const wrecks = (sched.vehicleDestroyed ?? 0) * vehiclesOf(game).filter((v) => v.side !== side && (v.destroyed || v.bailedOut)).length;
  const total = casualties + field + exits + fit + pillbox + wrecks;
  return reached && game.scenario.situation === "assault" ? Math.ceil(total / 2) : total;
}

/** The result at the end of the match. */
export function toMatchResult(game: PatrolGame, reason: string): MatchResult {
  const vp = { alpha: toVictoryPoints(game, "alpha"), bravo: toVictoryPoints(game, "bravo") };
  const v = toVictory(vp.alpha, vp.bravo);
  return { reason, vp, winner: v.winner, margin: v.margin, level: v.level };
}

/** Phase H Record [4.1 H]: fired/threw markers for next turn, Contact, exits and the end of the match. */
export function resolveRecord(game0: PatrolGame, round: number, lastRound: boolean, plots: unknown): { game: PatrolGame; events: GameEvent[] } {
  const work = game0.work;
  const changed: Man[] = [];
  for (const id of work?.fired ?? []) changed.push({ ...game0.men[id]!, firedRound: round });
  for (const id of work?.threw ?? []) changed.push({ ...(changed.find((m) => m.id === id) ?? game0.men[id]!), threwRound: round });
  let game: PatrolGame = { ...withMen(game0, changed), work: null };
  if (game.night) {
    const firings = (work?.fired ?? []).map((id) => game0.men[id]!.hex).filter((h): h is string => h !== null);
    game = { ...game, night: { movers: { alpha: [], bravo: [] }, spotted: {}, firings, explosions: work?.explosions ?? [] } };
  }
  const events: GameEvent[] = [];
  const active = (s: Side) => game.order.map((id) => game.men[id]!).filter((m) => m.side === s && isActive(m));
  // Contact by sight is the Patrol situation's [26.2]; the other situations set it by their own rules (engagement.ts).
  game = nextEngagementRound(game);
  const led = advanceLeadership(game, round); // 28.45
  game = led.game;
  events.push(...led.events);
  if (game.contactRound === null && !game.solitaire && !game.engagement && isContact(game)) {
    game = { ...game, contactRound: round };
    events.push({ type: "patrol/contact", data: { round } });
  }
  const sides = { ...game.sides };
  for (const s of SIDES) {
    if (active(s).length === 0 && sides[s].exitedRound === null && game.order.some((id) => game.men[id]!.side === s && game.men[id]!.exited)) {
      sides[s] = { ...sides[s], exitedRound: round };
    }
  }
  game = { ...game, sides };
  const gone = SIDES.filter((s) => active(s).length === 0 && !(game.solitaire && s === "bravo") && !hasWaiting(game, s)); // 26.2: men yet to enter
  let reason: string | undefined;
  if (gone.length > 0) reason = gone.length === 2 ? "both sides gone" : `${gone[0]} has no fit or wounded man on the map`;
  else if (lastRound) reason = "turn limit";
  if (reason) {
    const result = game.solitaire ? toSolitaireResult(game, reason) : toMatchResult(game, reason);
    game = { ...game, result };
    events.push({ type: "patrol/game_over", data: result }, { type: "patrol/plots_revealed", data: { plots } });
  }
  return { game, events };
}
