// Named rule computations a conformance case may call by name (tests/conformance): the case file stays data, and
// another engine runs the same files by providing probes of the same names.

/** One probe: a JSON input in, a JSON answer out (pure; no dice, no clock). */
export type RuleProbe = (input: unknown) => unknown;

/** A system's probes by name ("patrol/attack-strength"). */
export type RuleProbes = Readonly<Record<string, RuleProbe>>;
