import type { Ruleset, ShippedScenario } from "@tactica/engine";
import type { CompiledMap, MapDocument } from "@tactica/map";
import type { LosPolicy } from "@tactica/sighting";
import type { EditorCatalogue } from "./catalogue";
import type { RuleProbes } from "./probes";

/** How a system compiles a map and judges sight over it, and the units its ranges are given in. */
export type SightingJudge = {
  readonly compile: (doc: MapDocument) => CompiledMap;
  readonly policy: LosPolicy<CompiledMap, unknown>;
  /** The unit `range` answers are in ("hex"; "megahex" for We Were Brothers; "inch"/"cm" on a table). */
  readonly rangeUnit: string;
};

/**
 * One rule system as the services and the editor see it: everything they need, so that adding a system is adding
 * its module to the registry (@tactica/rulesets) and nothing else.
 */
export type RulesetModule = {
  readonly id: string;
  /** The display name ("Firepower", "Patrol!"). */
  readonly name: string;
  /** The ruleset, its game and turn types erased (services treat states as JSON and pass back what they got). */
  readonly ruleset: Ruleset;
  readonly scenarios: { readonly shipped: readonly ShippedScenario<unknown>[] };
  /** The maps the system ships (seeded at start) and whether its scenarios may play stored maps by id. */
  readonly maps: { readonly shipped: readonly MapDocument[]; readonly playsStoredMaps: boolean };
  readonly sighting?: SightingJudge;
  readonly catalogue: EditorCatalogue;
  readonly probes?: RuleProbes;
};
