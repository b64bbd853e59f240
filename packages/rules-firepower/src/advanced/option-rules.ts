// Rule pieces whose reading is an option (digest §15): each takes the match's option choices.
type Options = Readonly<Record<string, string>>;

/** Skill-roll modifier [22.1.11.2]: −1 for experience 1-3, +1 for 9+, +1 own country's type, enemy type per option skill_enemy_weapon. */
export function skillRollModifier(p: { readonly experience: number; readonly ownCountry: boolean; readonly enemy: boolean }, options: Options = {}): number {
  let m = p.experience <= 3 ? -1 : p.experience >= 9 ? 1 : 0;
  if (p.ownCountry) m += 1;
  if (p.enemy) m += options["firepower/skill_enemy_weapon"] === "plus_one" ? 1 : -1;
  return m;
}

/** Adjusted fire [16.2.1]: −2 for each successive phase at the same hex (cumulative by default, capped), or a flat −2. */
export function adjustedFireModifier(successivePhases: number, options: Options = {}, cap = 3): number {
  if (successivePhases <= 0) return 0;
  return options["firepower/adjusted_fire"] === "flat" ? -2 : -2 * Math.min(successivePhases, cap);
}

/** A target using a loophole [12.2.3-12.2.4]: +2 loophole and +1 concealment (+3), or +2 in all. */
export function loopholeModifier(options: Options = {}): number {
  return options["firepower/loophole_total"] === "plus_two" ? 2 : 3;
}

/** Smoke per hex [12.2.7, 21.3]: F, M and Fire +3, W impact smoke +2; a W-started Fire per option fire_smoke. */
export function smokeModifier(source: "F" | "M" | "W" | "fire" | "w_fire", options: Options = {}): number {
  if (source === "W") return 2;
  if (source === "w_fire") return options["firepower/fire_smoke"] === "plus_two" ? 2 : 3;
  return 3;
}

/** Whether soldiers may enter wire hexes [8.8.3]: never (literal, default) or at the chart cost. */
export function canEnterWire(options: Options = {}): boolean {
  return options["firepower/wire_entry"] === "crossable";
}

/** Which vehicle weapons are missiles [19.1.8 vs 19.2.3.2], per option missile_weapons. */
export function missileWeapons(options: Options = {}): number[] {
  return options["firepower/missile_weapons"] === "without_39" ? [36, 38, 40, 42, 43] : [36, 38, 39, 40, 42, 43];
}

/** The Molotov cocktail's id [12.3.3 vs 16.7.1], per option molotov_id. */
export function molotovId(options: Options = {}): "HGN5" | "HGN8" {
  return options["firepower/molotov_id"] === "hgn8" ? "HGN8" : "HGN5";
}

/** The ammunition letter S [10.1.2.2, 12.1]: read as smoke M (default) or ignored. */
export function readAmmoLetter(letter: string, options: Options = {}): string | undefined {
  if (letter !== "S") return letter;
  return options["firepower/ammo_s"] === "none" ? undefined : "M";
}

/** Order of the optional Fire and Morale Phases before the Mix [21.1.3, 24.1]. */
export function optionalPhaseOrder(options: Options = {}): ("fire" | "morale" | "mix")[] {
  return options["firepower/optional_phase_order"] === "morale_fire_mix" ? ["morale", "fire", "mix"] : ["fire", "morale", "mix"];
}
