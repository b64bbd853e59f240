// What every rules package says of the scenarios a server ships, so the services list them alike.

/** One side of a shipped scenario: the match seat, the side's name and what it fields (as printed). */
export type ShippedScenarioSide = { readonly seat: string; readonly name: string; readonly force: string };

/** What a scenario plays with: its sides (seats) and the last turn a match from it plays (null: none). */
export type ScenarioOutline = { readonly sides: readonly ShippedScenarioSide[]; readonly turnLimit: number | null };

/**
 * A scenario a server ships (seeded at start, published): the document createMatch plays, the map it plays on (a
 * shipped map's id, or null when the document carries or makes its own), a title and a brief from the rulebook.
 */
export type ShippedScenario<D, M extends string | null = string | null> = ScenarioOutline & {
  readonly id: string;
  readonly title: string;
  readonly brief: string;
  /** The rulebook sections the scenario and its brief come from. */
  readonly rule: string;
  readonly mapId: M;
  readonly document: D;
};
