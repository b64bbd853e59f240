/**
 * Pairings for one round (pure). Swiss: entrants in standings order, each paired with the highest-placed entrant it
 * has not met (backtracking when a later entrant would be left without a new opponent); with an odd count the
 * lowest-placed entrant without a bye sits out. Round robin: the circle method, a bye seat when the count is odd.
 */
export type Pair = { readonly a: string; readonly b: string | null };

const key = (x: string, y: string) => (x < y ? `${x}|${y}` : `${y}|${x}`);

/** Swiss pairing of `ranked` (best first); `met` holds key(a, b) of every earlier pairing, `byes` who had one. Null: no pairing without a rematch exists. */
export function pairSwiss(ranked: readonly string[], met: ReadonlySet<string>, byes: ReadonlySet<string>): Pair[] | null {
  const pool = [...ranked];
  if (pool.length % 2 === 0) return pairAll(pool, met);
  // The lowest-placed entrant who has not had a bye (and whose absence leaves a pairable field) sits out.
  for (let i = pool.length - 1; i >= 0; i--) {
    const who = pool[i]!;
    if (byes.has(who)) continue;
    const paired = pairAll(pool.filter((_, j) => j !== i), met);
    if (paired) return [...paired, { a: who, b: null }];
  }
  return null;
}

function pairAll(pool: readonly string[], met: ReadonlySet<string>): Pair[] | null {
  if (pool.length === 0) return [];
  const [first, ...rest] = pool;
  for (let i = 0; i < rest.length; i++) {
    const other = rest[i]!;
    if (met.has(key(first!, other))) continue;
    const tail = pairAll(rest.filter((_, j) => j !== i), met);
    if (tail) return [{ a: first!, b: other }, ...tail];
  }
  return null;
}

/** Round `round` (1-based) of a round robin over `entrants` (in registration order). */
export function pairRoundRobin(entrants: readonly string[], round: number): Pair[] {
  const seats: (string | null)[] = entrants.length % 2 === 1 ? [...entrants, null] : [...entrants];
  const n = seats.length;
  // Circle method: the first seat stays, the others rotate one place per round.
  const rotating = seats.slice(1);
  const shift = (round - 1) % Math.max(1, n - 1);
  const turned = [...rotating.slice(rotating.length - shift), ...rotating.slice(0, rotating.length - shift)];
  const circle = [seats[0]!, ...turned];
  const pairs: Pair[] = [];
  for (let i = 0; i < n / 2; i++) {
    const x = circle[i] ?? null;
    const y = circle[n - 1 - i] ?? null;
    if (x === null && y !== null) pairs.push({ a: y, b: null });
    else if (x !== null) pairs.push({ a: x, b: y });
  }
  // Byes last, so table numbers go to played games first.
  return [...pairs.filter((p) => p.b !== null), ...pairs.filter((p) => p.b === null)];
}

/** key(a, b) as the pairing functions read `met`. */
export const metKey = key;
