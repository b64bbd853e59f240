// Initiative and activation order inside a side (WWB 5.0): the five tests in order, teams outside the Leader's ZOC
// first, the Leader ordering the teams inside it (3 MHx).
import { OK, reject } from "@tactica/engine";
import type { InitiativeRules, InitiativeTurn, TurnGuard } from "@tactica/engine";
import { edgePolicyOf, mhxRange, panelOf, withinMhx } from "../grids/index";
import type { SideId, Soldier, WwbGame } from "../state/index";
import { isActive } from "../state/index";

/** The side's Leader on the map and active (WWB 12.0, 5.0 test 1), if any. */
export function leaderOf(game: WwbGame, side: SideId): Soldier | undefined {
  return game.soldiers.find((s) => s.side === side && s.specialist === "leader" && isActive(s));
}

/**
 * The five initiative tests as numbers, higher wins (WWB 5.0): 1 has a Leader; 2 panels occupied by at least one
 * active soldier; 3 active soldiers with a Leadership Skill; 4 active men. The fifth, a Blue die roll, is the
 * turn model's roll-off (re-rolled on a tie: digest 3.1 reading).
 */
export function initiativeFactors(game: WwbGame, side: SideId): number[] {
  const active = game.soldiers.filter((s) => s.side === side && isActive(s));
  const panels = new Set(active.map((s) => panelOf(game.board, s.hex)).filter((p) => p !== undefined));
  return [leaderOf(game, side) ? 1 : 0, panels.size, active.filter((s) => (s.skills.leadership ?? 0) > 0).length, active.length];
}

/**
 * The Leader's seat and the teams inside his ZOC (WWB 5.0): a team is inside when at least one of its soldiers is
 * within 3 MHx of him (option wwb/within_inclusive). Only active soldiers count.
 */
export function leaderZoc(game: WwbGame, side: SideId, options: Readonly<Record<string, string>> = {}): { leaderSeat: string; teams: string[] } | undefined {
  const leader = leaderOf(game, side);
  if (!leader) return undefined;
  const seat = game.teams.find((t) => t.id === leader.team)?.seat;
  if (!seat) return undefined;
  const within = (s: Soldier) => withinMhx(mhxRange(game.board.megahex, leader.hex, s.hex, edgePolicyOf(options)), 3, options);
  const teams = game.teams.filter((t) => t.side === side && game.soldiers.some((s) => s.team === t.id && isActive(s) && within(s))).map((t) => t.id);
  return { leaderSeat: seat, teams };
}

/**
 * Whether a team has anyone who may act once its phase starts (WWB 4.0, 10.0): the Shaken markers come off and the
 * Suppressed turn Shaken at the start, so a soldier now shaken will act, one now suppressed will not.
 */
export function isTeamActive(game: WwbGame, team: string): boolean {
  if (game.result) return false;
  return game.soldiers.some((s) => s.team === team && isActive(s) && s.morale !== "suppressed");
}

/** The initiative rules the side-initiative turn model reads (options are read at the default: see leaderZoc). */
export const WWB_INITIATIVE_RULES: InitiativeRules<WwbGame> = {
  initiativeFactors: (game, side) => initiativeFactors(game, side as SideId),
  leaderZoc: (game, side) => leaderZoc(game, side as SideId),
  isTeamActive,
  rollOffSides: 6,
  citations: { phases: "WWB 4.0, 5.0", initiative: "WWB 5.0", activation: "WWB 5.0", leader: "WWB 5.0, 12.0" },
};


/**
 * A seat of the other side asking to activate one of the acting side's teams is refused as any outsider is (WWB 5.0),
 * before the model's check whether the team stands in the Leader's ZOC: else the refusal code (zoc_teams_last,
 * leader_decides or not_your_activation) would tell the enemy which teams stand near the Leader.
 */
export const WWB_ACTING_SIDE_GUARD: TurnGuard<InitiativeTurn, WwbGame> = {
  name: "wwb-acting-side-activates",
  rule: "WWB 5.0",
  only: ["turn/activate_team"],
  check(turn, cmd) {
    const team = turn.teams.find((t) => t.id === (cmd.payload as { team?: unknown }).team);
    if (!team || team.side !== turn.acting || turn.done.includes(team.id) || turn.activeTeam !== null) return OK;
    const side = turn.sides.find((s) => s.seats.includes(cmd.seat))?.id;
    return side === turn.acting ? OK : reject("turn/not_your_activation", "only the team's player activates it", "WWB 5.0");
  },
};
