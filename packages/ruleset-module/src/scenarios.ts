// What the services need to check, list and store a system's scenarios without reading its documents themselves.
import type { ScenarioOutline, ShippedScenario } from "@tactica/engine";

/** One problem of a scenario: the field at fault, what is wrong, and the hex and side it concerns when there is one. */
export type ScenarioIssue = {
  /** Path of the field at fault, e.g. `sides.A.soldiers[2].hex` (`(document)` for the whole document). */
  readonly path: string;
  readonly message: string;
  /** The printed hex ID at fault, when the field names a hex. */
  readonly hex: string | null;
  /** The side at fault, when the field belongs to one. */
  readonly side: string | null;
  /** A machine-readable reason where the check has one (`options/unknown_option`, ...). */
  readonly code?: string;
  /** The ids the rule system offers where the issue names an id it does not know (a map's marker types, ...). */
  readonly allowed?: readonly string[];
};

/**
 * A system's scenarios: those it ships, how to read any stored document's sides and turn limit, which side a path
 * into a document belongs to, and the checks of its own beyond its scenario schema (a deployment on its board).
 */
export type RulesetScenarios = {
  readonly shipped: readonly ShippedScenario<unknown>[];
  /** The sides and turn limit of a stored scenario document; undefined when it cannot tell. */
  outline(document: unknown): ScenarioOutline | undefined;
  /** The side a path into a scenario document belongs to (`sides.A...`), or null. */
  sideOfPath(path: readonly PropertyKey[]): string | null;
  /** Issues the schema cannot see (every issue names its field); none when there are none. */
  check?(document: unknown): ScenarioIssue[];
};
