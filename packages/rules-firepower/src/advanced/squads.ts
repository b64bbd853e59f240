// Squads, chits, activation, stacking and multi-player order [9.1, 10.8, 11.4, 17.3].

/** One sequence unit and the squads it applies to. */
export type SquadChit = { readonly letter: string; readonly squads: readonly string[] };

/**
 * Sequence units for squads of one side with different counts [9.1]: letters A, B, ... up to the largest count;
 * the first letters (as many as the difference) are designated as not applying to the weaker squads.
 */
export function toSquadChits(counts: Readonly<Record<string, number>>): SquadChit[] {
  const max = Math.max(...Object.values(counts));
  return Array.from({ length: max }, (_, i) => ({
    letter: String.fromCharCode(65 + i),
    squads: Object.keys(counts).filter((squad) => i >= max - (counts[squad] ?? 0)),
  }));
}

/** MF an activated soldier may spend [11.4]: his own MF minus what the leader spent to reach his hex. */
export function activatedMf(soldierMf: number, leaderSpent: number): number {
  return Math.max(0, soldierMf - leaderSpent);
}

/** Option 17.3: players rotate who acts first each phase (ABC, BCA, CAB...). */
export function phaseOrders(players: readonly string[], phases = players.length): string[][] {
  return Array.from({ length: phases }, (_, k) => players.map((_, i) => players[(i + k) % players.length]!));
}

/** Per-side stacking limits of structures [8.8, 10.8]; undefined = unlimited. */
export const STACKING_LIMITS: Readonly<Record<string, number | undefined>> = {
  foxhole: 4, pillbox: 4, tower: 8, tunnel: 4, tree_side: 1, trench: undefined, bunker: undefined,
};

/** How many soldiers of a side may be in a structure (each side counts separately, so an attacker may bring that many in to melee) [10.8]. */
export function sideStackingLimit(structure: string): number | undefined {
  return STACKING_LIMITS[structure];
}
