// The 12.7.5 sign as a payload field, in a module of its own (zod only), so that every command schema can take it
// at load time whatever the import order (HIT_LOCATION_PAYLOAD in hit-location-sides.ts, fire_special).
import { z } from "zod";

/** Advanced 12.7.5: the sign the firer announces for the hit-location range modifiers ("-" as given, default, or "+"). */
export const WORKS_SIGN_FIELD = z.enum(["-", "+"]).optional();
