import type { Ruleset } from "@tactica/engine";
import type { CompiledMap, MapDocument } from "@tactica/map";
import type { LosPolicy } from "@tactica/sighting";
import type { EditorCatalogue } from "./catalogue";
import type { RulesetJobs } from "./jobs";
import type { CommandOddsExplainer, FireOddsExplainer } from "./odds";
import type { RuleProbes } from "./probes";
import type { RulesetScenarios } from "./scenarios";

/** How a system compiles a map and judges sight over it, and the units its ranges are given in. */
export type SightingJudge = {
  readonly compile: (doc: MapDocument) => CompiledMap;
  readonly policy: LosPolicy<CompiledMap, unknown>;
  /** The unit `range` answers are in ("hex"; "megahex" for We Were Brothers; "inch"/"cm" on a table). */
  readonly rangeUnit: string;
};

/**
 * The maps of a system: those it ships (seeded at start), whether its scenarios may play stored maps by id, the
 * boards it generates by id (never stored), and the map a match plays now.
 */
export type RulesetMaps = {
  readonly shipped: readonly MapDocument[];
  readonly playsStoredMaps: boolean;
  /** The board a system generates for an id it owns (a placeholder board of a given size), or undefined. */
  readonly generated?: (id: string) => MapDocument | undefined;
  /**
   * The map a match plays now, read from its game as every seat sees it (the spectator view): terrain, features and
   * the fortifications every seat may see, never a unit or a hidden thing. Undefined when the game names no map.
   */
  readonly ofGame?: (game: unknown) => MapDocument | undefined;
  /** The sighting options a match's game (as every seat sees it) sets (Patrol!'s terrain mode, night), for lines on its map. */
  readonly sightOptionsOf?: (game: unknown) => Record<string, unknown>;
  /**
   * Continuous-table systems: the table documents the system ships (seeded at start as version 1, published), and
   * whether a scenario naming a stored table (`table: { id, version }`, no `tableDocument`) plays that version,
   * inlined into the match's set-up as `tableDocument` when the match is created.
   */
  readonly tables?: { readonly shipped: readonly ShippedTable[]; readonly playsStoredTables: boolean };
};

/** A table document a system ships (packages/table's document; the services store it as it is). */
export type ShippedTable = { readonly id: string; readonly name: string; readonly unit: string; readonly schemaVersion: number; readonly document: unknown };

/** A system's odds explainers: fire odds of a described situation, and odds of a command in a match. */
export type RulesetOdds = { readonly fire?: FireOddsExplainer; readonly command?: CommandOddsExplainer };

/**
 * One rule system as the services and the editor see it: everything they need, so that adding a system is adding
 * its module to the registry (@tactica/rulesets) and nothing else. The bot is the ruleset's own (`ruleset.bot`).
 */
export type RulesetModule = {
  readonly id: string;
  /** The display name ("Firepower", "Patrol!"). */
  readonly name: string;
  /** The ruleset, its game and turn types erased (services treat states as JSON and pass back what they got). */
  readonly ruleset: Ruleset;
  readonly scenarios: RulesetScenarios;
  /**
   * The maps the system ships (seeded at start) and whether its scenarios may play stored maps by id (a document
   * naming a stored map, not a shipped one, gets that map's document inlined as `mapDocument` when it is saved).
   */
  readonly maps: RulesetMaps;
  readonly sighting?: SightingJudge;
  readonly odds: RulesetOdds;
  readonly jobs: RulesetJobs;
  readonly catalogue: EditorCatalogue;
  readonly probes?: RuleProbes;
  /**
   * Optional: every game event type the system emits (not the turn model's "turn/..." ones). The provenance walk
   * (tests/lint/event-provenance.test.ts) checks it against the package's source and the events its matches emit.
   */
  readonly eventTypes?: readonly string[];
};
