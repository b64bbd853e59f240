import type { Provenance } from "@tactica/engine";

/** One step of a strength computation, explained: name, value (multiplier or absolute), rule and provenance. */
export type Modifier = {
  readonly name: string;
  readonly op: "base" | "x" | "÷" | "round_up";
  readonly value: number;
  readonly rule: string;
  readonly provenance: Provenance;
};
