/** A game's outcome for standings: who won (entrant A, B or a draw) and each entrant's victory points. */
export type GameOutcome = { readonly winner: "A" | "B" | "draw"; readonly vpA: number; readonly vpB: number };

/** One pairing as standings read it: b null is a bye; outcome null while the match is not over. */
export type ScoredPairing = { readonly round: number; readonly a: string; readonly b: string | null; readonly outcome: GameOutcome | null };

/** One line of the standings. */
export type Standing = {
  readonly rank: number; readonly entrant: string; readonly points: number; readonly wins: number; readonly draws: number; readonly losses: number;
  readonly byes: number; readonly opponentsPoints: number; readonly vpFor: number; readonly vpAgainst: number; readonly vpDifference: number;
};

/** Points per game: the usual 3 for a win (a bye counts as a win), 1 for a draw, 0 for a loss. */
export const POINTS = { win: 3, draw: 1, loss: 0, bye: 3 } as const;

/**
 * Standings (pure): by points, then opponents' points (the summed points of every opponent met: strength of
 * schedule; a bye adds none), then VP difference, then name. Games still running count for nothing.
 */
export function computeStandings(entrants: readonly string[], pairings: readonly ScoredPairing[]): Standing[] {
  type Line = { points: number; wins: number; draws: number; losses: number; byes: number; vpFor: number; vpAgainst: number; opponents: string[] };
  const lines = new Map<string, Line>(entrants.map((e) => [e, { points: 0, wins: 0, draws: 0, losses: 0, byes: 0, vpFor: 0, vpAgainst: 0, opponents: [] }]));
  const at = (e: string) => {
    const l = lines.get(e);
    if (!l) throw new Error(`computeStandings: ${e} is not an entrant`);
    return l;
  };
  for (const p of pairings) {
    if (p.b === null) {
      const l = at(p.a);
      l.points += POINTS.bye; l.byes += 1;
      continue;
    }
    if (!p.outcome) continue;
    const a = at(p.a);
    const b = at(p.b);
    a.opponents.push(p.b); b.opponents.push(p.a);
    a.vpFor += p.outcome.vpA; a.vpAgainst += p.outcome.vpB; b.vpFor += p.outcome.vpB; b.vpAgainst += p.outcome.vpA;
    if (p.outcome.winner === "draw") { a.points += POINTS.draw; b.points += POINTS.draw; a.draws += 1; b.draws += 1; }
    else {
      const [w, l] = p.outcome.winner === "A" ? [a, b] : [b, a];
      w.points += POINTS.win; w.wins += 1; l.losses += 1;
    }
  }
  const rows = entrants.map((entrant) => {
    const l = at(entrant);
    return {
      entrant, points: l.points, wins: l.wins, draws: l.draws, losses: l.losses, byes: l.byes,
      opponentsPoints: l.opponents.reduce((s, o) => s + at(o).points, 0), vpFor: l.vpFor, vpAgainst: l.vpAgainst, vpDifference: l.vpFor - l.vpAgainst,
    };
  });
  rows.sort((x, y) => y.points - x.points || y.opponentsPoints - x.opponentsPoints || y.vpDifference - x.vpDifference || (x.entrant < y.entrant ? -1 : x.entrant > y.entrant ? 1 : 0));
  return rows.map((r, i) => ({ rank: i + 1, ...r }));
}

/** Standings as CSV (a header line, then one line per entrant). */
export function standingsCsv(rows: readonly Standing[]): string {
  const head = ["rank", "entrant", "points", "wins", "draws", "losses", "byes", "opponentsPoints", "vpFor", "vpAgainst", "vpDifference"] as const;
  const field = (v: string | number) => (typeof v === "string" && /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : String(v));
  return [head.join(","), ...rows.map((r) => head.map((h) => field(r[h])).join(","))].join("\n") + "\n";
}
