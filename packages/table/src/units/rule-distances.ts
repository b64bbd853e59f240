import type { RuleDistance } from "./units";

// Every distance the table kernels use, as the book prints it (provenance: book, section cited).

/** Tall terrain blocks a line running more than 2"/5cm through it [2. Check Line of Sight › Through Tall Terrain]. */
export const TALL_TERRAIN_DEPTH: RuleDistance = { in: 2, cm: 5 };
/** ...unless the Range is 6"/15cm or less (same section; smoke screens too, [Smoke Bombardments]). */
export const CLOSE_RANGE: RuleDistance = { in: 6, cm: 15 };
/** Gaps under 3/4"/20mm block LOS [2. Check Line of Sight › Line of Sight Through Gaps]. */
export const CLOSED_GAP: RuleDistance = { in: 0.75, cm: 2 };
/** A shooter within 2"/5cm of terrain sees out through its edge unconcealed [3. Check for Concealment]. */
export const TERRAIN_EDGE: RuleDistance = { in: 2, cm: 5 };
/** Aircraft: tall terrain conceals only within 4"/10cm of the target (or of the shooter) [3. Check for Concealment]. */
export const AIRCRAFT_CONCEAL: RuleDistance = { in: 4, cm: 10 };
/** Smoke markers are 2"/5cm across [Firing Smoke; Smoke Bombardments › Smoke Screens]. */
export const SMOKE_MARKER: RuleDistance = { in: 2, cm: 5 };
/** A Smoke Screen is 4"/10cm long per weapon firing [Smoke Bombardments › Smoke Screens]. */
export const SMOKE_PER_WEAPON: RuleDistance = { in: 4, cm: 10 };
/** The artillery template is 6"/15cm square [Artillery › 3. Select Aiming Point]. */
export const TEMPLATE_SIDE: RuleDistance = { in: 6, cm: 15 };
/** Double-width (6"x12") and Devastating (12" square) templates [Artillery › Rocket Launchers]. */
export const TEMPLATE_WIDE: RuleDistance = { in: 12, cm: 30 };
/** Danger Close: no template within 4"/10cm of friendly Teams (aircraft 8"/20cm) [Artillery › Danger Close]. */
export const DANGER_CLOSE: RuleDistance = { in: 4, cm: 10 };
/** Danger Close for aircraft bombardments. */
export const DANGER_CLOSE_AIRCRAFT: RuleDistance = { in: 8, cm: 20 };
