// Flames of War 0.2: the players pick inches or centimetres and never switch; every rule distance is printed as a
// pair (16"/40cm) and one side is picked, never converted. Table geometry is stored in integer sub-millimetres
// (tenths of a millimetre): 1" = 254 exactly and 1 cm = 100, so both systems' distances are whole numbers.

/** The measuring system of a match (0.2). */
export type TableUnit = "inch" | "cm";

/** Sub-millimetres per millimetre: geometry is stored in integers of 0.1 mm. */
export const SUBMM_PER_MM = 10;
/** Sub-millimetres per inch (25.4 mm exactly). */
export const SUBMM_PER_INCH = 254;
/** Sub-millimetres per centimetre. */
export const SUBMM_PER_CM = 100;

/** A rule distance as the book prints it: the inch side and the centimetre side (0.2). */
export type RuleDistance = { readonly in: number; readonly cm: number };

/** The side of a printed pair that a match in `unit` uses, in sub-millimetres (0.2: pick, never convert). */
export function ruleDistance(d: RuleDistance, unit: TableUnit): number {
  return unit === "inch" ? d.in * SUBMM_PER_INCH : d.cm * SUBMM_PER_CM;
}

/** A length in the match's unit (inches or cm) converted to sub-millimetres, rounded to the integer grid. */
export function toSubmm(value: number, unit: TableUnit): number {
  return Math.round(value * (unit === "inch" ? SUBMM_PER_INCH : SUBMM_PER_CM));
}

/** Sub-millimetres expressed in the match's unit (for answers: "distances in the match's unit"). */
export function fromSubmm(value: number, unit: TableUnit): number {
  return value / (unit === "inch" ? SUBMM_PER_INCH : SUBMM_PER_CM);
}
