import type { AnyTable } from "@tactica/engine";
import { ADVANCED_FIRE_MODIFIERS } from "./advanced-modifiers";
import { MORTAR_ROUNDS, SPECIAL_WEAPON_BLAST, SPECIAL_WEAPON_HITS } from "./special-weapons";
import { WOUND_IMPACT, WOUND_TABLE } from "./wound-table";

/** Tables of smoke, night, special rounds and wounds the ruleset declares (a rulings pack may override any of them). */
export const FIRE_EFFECT_TABLES: readonly AnyTable[] = [ADVANCED_FIRE_MODIFIERS, SPECIAL_WEAPON_HITS, SPECIAL_WEAPON_BLAST, MORTAR_ROUNDS, WOUND_TABLE, WOUND_IMPACT] as readonly AnyTable[];
