/** General Situations [26.5]-[26.9]. */
export const SITUATIONS = ["patrol", "recon", "raid", "ambush", "assault"] as const;
/** One General Situation id. */
export type SituationId = (typeof SITUATIONS)[number];

/** One force-providing side of an OB: name, Panic % and Preservation Level (printed value kept when corrected). */
export type ObSide = { readonly name: string; readonly panic: number; readonly preservation: number; readonly printedPreservation?: number };

/** One situation line of an OB: the printed text and the four forces (side 1 α, side 1 β, side 2 α, side 2 β). */
export type ObForces = { readonly printed: string; readonly forces: readonly (string | null)[] };

/** An Order of Battle [27.0]: place and date, terrain mode, two sides and a force per situation and role. */
export type OrderOfBattle = {
  readonly id: string;
  readonly name: string;
  readonly date: string;
  readonly mode: "open" | "mixed" | "closed";
  readonly sides: readonly ObSide[];
  readonly forces: Readonly<Record<SituationId, ObForces>>;
  readonly notes: readonly string[];
};
