// Line of sight, range and cover between two teams on the game's table (packages/table kernels, digest 2.3-2.5),
// under the match's table rulings (RULING-3, -4, -5, -7: options/ fowTableRulings); the digest defaults when none.
import type { CoverFacts, TableLosAnswer, TableRulings } from "@tactica/table";
import { checkTableLineOfSight, coverFacts, DEFAULT_TABLE_RULINGS, footprintDistance, hasTableLineOfSight } from "@tactica/table";
import type { FowGame, Team } from "../state/index";
import { compiledTableOf, footprintOf, onTable, tableTeamOf } from "../state/index";

const others = (game: FowGame, a: Team, b: Team) => game.teams.filter((t) => onTable(t) && t.id !== a.id && t.id !== b.id).map(tableTeamOf);

/** Does `from` see `to` [2. Check Line of Sight] (friendly teams of the shooter block, RULING-3 threshold)? */
export function sees(game: FowGame, from: Team, to: Team, rulings?: TableRulings): boolean {
  if (!onTable(from) || !onTable(to)) return false;
  return hasTableLineOfSight(compiledTableOf(game.tableDocument), tableTeamOf(from), tableTeamOf(to), { teams: others(game, from, to), samples: 2, ...(rulings ? { rulings } : {}) });
}

/** Range (sub-mm, nearest edges, 2-D: RULING-2) between two teams. */
export const rangeBetween = (a: Team, b: Team): number => footprintDistance(footprintOf(a), footprintOf(b));

/** The explained line and the target's cover facts (Concealment, Bulletproof Cover). */
export function sightAndCover(game: FowGame, from: Team, to: Team, rulings: TableRulings = DEFAULT_TABLE_RULINGS): { los: TableLosAnswer; cover: CoverFacts } {
  const table = compiledTableOf(game.tableDocument);
  const s = tableTeamOf(from), t = tableTeamOf(to);
  const los = checkTableLineOfSight(table, s, t, { teams: others(game, from, to), samples: 2, rulings });
  return { los, cover: coverFacts(table, s, t, los, rulings) };
}
