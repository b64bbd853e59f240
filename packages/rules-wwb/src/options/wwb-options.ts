// Every contradiction (digest §13.2 C1-C11), ambiguity (§13.3) and rule toggle (§13.5) of We Were Brothers as an
// option: id, readings, default and citation. Referee judgement points (§13.4) are decisions a seat makes in play
// (WWB_DECISIONS), not options.
import { defineBooleanOption, defineOption } from "@tactica/engine";
import type { BooleanOptionDef, OptionDef } from "@tactica/engine";

const o = defineOption;
const b = defineBooleanOption;
const c = (n: number, rules: string): string => `WWB ${rules}; digest §13.2 C${n}`;
const a = (rules: string): string => `WWB ${rules}; digest §13.3`;
const t = (rules: string, kind: string): string => `WWB ${rules} (${kind}); digest §13.5`;

export const WWB_OPTIONS = {
  // §13.2 contradictions
  skillGain: o({ id: "wwb/skill_gain", description: "Which test icon earns the tested skill.", choices: { medal_only: "the medal only (2.0)", ok_or_medal: "OK or medal (11.0)" }, default: "medal_only", citation: c(1, "2.0, 11.0") }),
  satchelCollapse: o({ id: "wwb/satchel_collapse", description: "The Red threshold at which artillery collapses buildings 'as a satchel charge'.", choices: { literal_each: "satchel 4+ (8.5), artillery 5+ (13.0), each as printed", satchel_four: "4+ for both", artillery_five: "5+ for both" }, default: "literal_each", citation: c(2, "8.5, 13.0") }),
  opfFirePhase: o({ id: "wwb/opf_fire_phase", description: "Who may resolve opportunity fire during the Fire phase.", choices: { all_at_risers_gunner_any: "any OPF soldier fires first at a riser (8.2); the Team Gunner may also spring OPF on others (12.0)", gunner_only: "only the Team Gunner resolves OPF in the Fire phase (12.0)" }, default: "all_at_risers_gunner_any", citation: c(3, "8.2 step 5, 12.0 Team Gunner") }),
  comradeDeath: o({ id: "wwb/comrade_death", description: "A comrade killed in the same MHx.", choices: { morale_test_if_optional: "Morale Test when the optional rule is on, else automatic suppression", always_automatic: "always automatic suppression (10.0)", always_test: "always a Morale Test (8.1)" }, default: "morale_test_if_optional", citation: c(4, "8.1, 10.0") }),
  woodlandGranularity: o({ id: "wwb/woodland_granularity", description: "What bounds woodland.", choices: { mhx: "yellow MHx bound the woods (6.0); Hx colour is for display", hex: "yellow Hexes are woods (1.0)" }, default: "mhx", citation: c(5, "1.0, 6.0") }),
  rallyBroken: o({ id: "wwb/rally_broken", description: "Whether a Leadership rally may recover a Broken soldier.", choices: { include_broken: "yes (11.0)", shaken_suppressed_only: "only shaken or suppressed (10.0)" }, default: "include_broken", citation: c(6, "10.0, 11.0") }),
  medicRecovery: o({ id: "wwb/medic_recovery", description: "Who the Medic's hit-point recovery may treat.", choices: { any_wounded: "any wounded soldier (a separate action)", bleeding_or_loc: "only LOC or bleeding soldiers (9.0)" }, default: "any_wounded", citation: c(7, "9.0 Treatment, 12.0 Medic") }),
  grenadeSmoke: o({ id: "wwb/grenade_smoke", description: "What smoke-grenade smoke does when the additional smoke rule is on.", choices: { grenade_only_minus_two: "grenade smoke: -2 to fire, no spotting block; other smoke blocks", all_smoke_blocks: "all smoke is a 2-CL spotting barrier" }, default: "grenade_only_minus_two", citation: c(8, "6.0 Smoke, 8.5") }),
  meleeShakenDie: o({ id: "wwb/melee_shaken_die", description: "The die against a shaken fighter in the melee example.", choices: { rule: "Blue against a shaken enemy when the additional rule is on (8.4 rule)", example: "as the example tells it: the shaken defender Grey, the attacker stays Yellow" }, default: "rule", citation: c(9, "8.4") }),
  ordersTiming: o({ id: "wwb/orders_timing", description: "When the Leader gives orders.", choices: { fire_action_start: "at the start of the side's Fire/Action phase, costing the Leader's action", turn_start_free: "at the beginning of the turn, costing nothing else" }, default: "fire_action_start", citation: c(10, "12.0 Leader") }),
  leaderRallyPhase: o({ id: "wwb/leader_rally_phase", description: "When a rally may be tried.", choices: { leader_either_others_action: "the Leader in Fire/Action or Movement; others in Action", action_only: "Action phase only" }, default: "leader_either_others_action", citation: c(11, "10.0, 12.0") }),
  // §13.3 ambiguities
  hexesPerMegahex: o({ id: "wwb/hexes_per_megahex", description: "Hx per MHx (not stated).", choices: { radius_2: "MHx of radius 2 (19 Hx)", radius_1: "MHx of radius 1 (7 Hx)", authored: "authored per map" }, default: "authored", citation: a("1.0, 2.0") }),
  edgeRange: o({ id: "wwb/edge_range", description: "Range from or to a soldier on a MHx edge.", choices: { nearest_mhx: "the MHx nearest the other party", favour_target: "the MHx most favourable to the target" }, default: "nearest_mhx", citation: a("6.0 Visual Range, 8.1 step 3") }),
  withinInclusive: o({ id: "wwb/within_inclusive", description: "'Within N MHx'.", choices: { inclusive: "distance <= N", exclusive: "distance < N" }, default: "inclusive", citation: a("5.0, 8.5, 12.0") }),
  beyondLastBand: o({ id: "wwb/beyond_last_band", description: "A target beyond the card's last range band.", choices: { no_shot: "no shot", last_band: "use the last band's die" }, default: "no_shot", citation: a("8.1 step 3") }),
  suppressionSuccess: o({ id: "wwb/suppression_success", description: "Which faces of the suppression die succeed.", choices: { suppressed_only: "the suppressed face only (as printed)", any_hit: "suppressed, wound or kill" }, default: "suppressed_only", citation: a("8.3 step 6") }),
  runningPenalty: o({ id: "wwb/running_penalty", description: "Who the running -3 applies to.", choices: { running_shooter: "a running shooter", shooter_and_target: "a running shooter, and a shot at a runner" }, default: "running_shooter", citation: a("7.0 Run") }),
  fireRate: o({ id: "wwb/fire_rate", description: "Fire actions per soldier per Fire phase.", choices: { one: "one", per_attack: "one per attack box, action allowing" }, default: "one", citation: a("4.0, 8.1") }),
  boltReload: o({ id: "wwb/bolt_reload", description: "How the optional bolt-action reload between attacks costs.", choices: { action: "a reload action between two attacks", free: "free with the next attack" }, default: "action", citation: a("2.0 Weapons Cards") }),
  clipCount: o({ id: "wwb/clip_count", description: "What the Round in the Chamber die's top face counts.", choices: { including_loaded: "clips including the loaded one", spare: "spare clips" }, default: "including_loaded", citation: a("2.0 Round in the Chamber Die") }),
  armourBehindWall: o({ id: "wwb/armour_behind_wall", description: "A target behind a brick or concrete wall (armour 1) shot by AP 0.", choices: { no_effect: "the shot has no effect", cover_only: "the cover modifier only" }, default: "no_effect", citation: a("2.0 Weapons Cards") }),
  spottingPersistence: o({ id: "wwb/spotting_persistence", description: "How long and for whom a Spotting Test identifies a target.", choices: { side_until_hidden: "for the spotter's whole side until the target hides again", spotter_this_phase: "for that spotter, this phase" }, default: "side_until_hidden", citation: a("6.0 Spotting Test, 12.0 Sniper") }),
  spottingTestCost: o({ id: "wwb/spotting_test_cost", description: "Whether a Spotting Test costs the soldier's action.", choices: { free: "free", action: "the soldier's Fire/Action" }, default: "free", citation: a("6.0 Spotting Test") }),
  openAlwaysVisible: o({ id: "wwb/open_always_visible", description: "'A soldier in the open is always visible'.", choices: { no_cover_test: "no cover test; still blocked by woods, buildings, >=1 CL, arc, night range", absolute: "visible whatever lies between" }, default: "no_cover_test", citation: a("6.0 Definitions") }),
  coverDirection: o({ id: "wwb/cover_direction", description: "Whether the barrier must lie between spotter and target to give cover.", choices: { between: "only a barrier between them", any_adjacent: "any barrier within 1 Hx" }, default: "between", citation: a("6.0 Definitions") }),
  suppressedStance: o({ id: "wwb/suppressed_stance", description: "'Reduce his stance to equal the Barrier Level'.", choices: { half_kneel_else_keep: "CL 1/2 kneeling, CL >= 1 unchanged, open prone", always_prone: "always prone" }, default: "half_kneel_else_keep", citation: a("10.0 Suppressed") }),
  heavyWoundOnSuppressed: o({ id: "wwb/heavy_wound_on_suppressed", description: "A heavy wound on an already suppressed soldier.", choices: { breaks: "breaks him (9.0 + 10.0 literal)", stays: "he stays suppressed" }, default: "breaks", citation: a("9.0, 10.0") }),
  pastLoc: o({ id: "wwb/past_loc", description: "Damage past the LOC box.", choices: { stays_loc: "stays at LOC", dies: "dies" }, default: "stays_loc", citation: a("9.0 Wounds") }),
  afterBleedingStopped: o({ id: "wwb/after_bleeding_stopped", description: "A soldier whose bleeding was stopped.", choices: { acts_at_bleed_box: "stays at the bleeding box, not bleeding, may act", stays_down: "stays down until the end of the combat" }, default: "acts_at_bleed_box", citation: a("9.0 Treatment") }),
  stabilizedDeterioration: o({ id: "wwb/stabilized_deterioration", description: "Whether a stabilized soldier still deteriorates.", choices: { no: "no", yes: "yes, as LOC" }, default: "no", citation: a("9.0 Progressive Deterioration") }),
  woundPenaltyKind: o({ id: "wwb/wound_penalty_kind", description: "The additional -1/-2 wound penalty 'on any die roll'.", choices: { colour_and_number: "colour steps on Combat dice, points on Red/Blue numbers", number_only: "numeric tests only" }, default: "colour_and_number", citation: a("9.0 (Additional Rule)") }),
  aboveBlack: o({ id: "wwb/above_black", description: "A die shifted above Black.", choices: { clamp: "stays Black", no_shift: "the shift is void (base die)" }, default: "clamp", citation: a("2.0 Combat Dice") }),
  belowWhite: o({ id: "wwb/below_white", description: "A fire or test die shifted below White.", choices: { impossible: "no effect / impossible (as 8.5)", white: "roll White" }, default: "impossible", citation: a("2.0, 8.5") }),
  meleeForced: o({ id: "wwb/melee_forced", description: "Whether adjacency in the Movement phase forces melee.", choices: { optional: "it may start ('can occur')", forced: "it must" }, default: "optional", citation: a("8.4") }),
  assaultMove: o({ id: "wwb/assault_move", description: "How far an assault in the Fire phase may move.", choices: { movement_allowance: "the soldier's run/walk/stealth allowance", one_hex: "the free 1 Hx only" }, default: "movement_allowance", citation: a("8.4") }),
  meleeStrengthStacks: o({ id: "wwb/melee_strength_stacks", description: "Strength with the Black/Blue/Grey special melee dice.", choices: { stacks: "stacks, clamped at Black", replaces: "the special die stands alone" }, default: "stacks", citation: a("8.4") }),
  heavyWoundMayFlee: o({ id: "wwb/heavy_wound_may_flee", description: "A heavily wounded (knocked down) fighter fleeing a melee.", choices: { may_flee: "may flee (as the example)", cannot_flee: "cannot flee while knocked down" }, default: "may_flee", citation: a("8.4 example") }),
  grenadeObstacle: o({ id: "wwb/grenade_obstacle", description: "'An obstacle of 1 or 2 levels' on a throw.", choices: { cover_levels: "Cover Levels", elevation: "elevation levels" }, default: "cover_levels", citation: a("8.5") }),
  windowElevation: o({ id: "wwb/window_elevation", description: "'Each elevation level reduces the range' of a window throw.", choices: { window_floor: "the window's floor", thrower_difference: "the difference between thrower and window" }, default: "window_floor", citation: a("8.5 into buildings") }),
  sameMhxThrow: o({ id: "wwb/same_mhx_throw", description: "A precise throw at a Hex in the thrower's own MHx (d = 0).", choices: { literal_forward: "no Blue face is 0: always 1 Hex forward", distance_one: "count d as 1" }, default: "distance_one", citation: a("8.5") }),
  chargeDamageArea: o({ id: "wwb/charge_damage_area", description: "Where an explosive charge hurts soldiers.", choices: { grenade_rings: "grenade rings around the charge Hex", whole_mhx: "every soldier of the MHx as in a landing Hex" }, default: "grenade_rings", citation: a("8.5 Explosive charge") }),
  fuseFirstTurn: o({ id: "wwb/fuse_first_turn", description: "Whether a time fuse counts down at the end of the turn it was placed.", choices: { counts: "yes", skips: "no" }, default: "counts", citation: a("8.5") }),
  defuseBonus: o({ id: "wwb/defuse_bonus", description: "Whether the Explosives +2/+3 also applies to defusing.", choices: { placement_only: "placement only (8.5)", both: "placement and defusing" }, default: "placement_only", citation: "WWB 8.5, 11.0 Explosives; digest §6.6" }),
  supportVisibilityTime: o({ id: "wwb/support_visibility_time", description: "When the RO's view of the target MHx is judged.", choices: { call: "at the call", reveal: "at the reveal" }, default: "call", citation: a("13.0") }),
  substituteDrift: o({ id: "wwb/substitute_drift", description: "Drift of a substitute Radio Operator's support.", choices: { two: "2 MHx", by_visibility: "1 or 2 MHx by visibility" }, default: "two", citation: a("12.0 Radio Operator, 13.0") }),
  airTargetAccuracy: o({ id: "wwb/air_target_accuracy", description: "The air strike's accuracy roll at the target MHx.", choices: { as_artillery: "Pink/White + Blue as artillery", always_on_target: "always on target" }, default: "as_artillery", citation: a("13.0 Air Support") }),
  strafeTarget: o({ id: "wwb/strafe_target", description: "Whether strafing hits the target MHx.", choices: { no: "no: they stop strafing there", yes: "yes, before the bombs" }, default: "no", citation: a("13.0 Air Support step 3") }),
  supportCap: o({ id: "wwb/support_cap", description: "What 'one fire support per turn' counts.", choices: { calls: "calls", impacts: "impacts" }, default: "calls", citation: a("13.0") }),
  directionScheme: o({ id: "wwb/direction_scheme", description: "The Blue-die direction scheme (figure lost).", choices: { downwind_clockwise: "1 = downwind, 2-6 clockwise", downwind_anticlockwise: "1 = downwind, 2-6 anticlockwise" }, default: "downwind_clockwise", citation: "WWB 8.5, 13.0; digest §13.1 item 1" }),
  activeDefinition: o({ id: "wwb/active_definition", description: "Who is 'active' for initiative.", choices: { not_out: "on the map and not dead, LOC, bleeding, broken, prisoner or MIA", also_not_suppressed: "also not suppressed or shaken" }, default: "not_out", citation: a("5.0") }),
  initiativeTie: o({ id: "wwb/initiative_tie", description: "A tie on the Blue initiative roll.", choices: { reroll: "re-roll", previous: "the side that had it last turn" }, default: "reroll", citation: a("5.0") }),
  initiativeUnit: o({ id: "wwb/initiative_unit", description: "Whom initiative is judged for.", choices: { side: "per side", faction: "per faction" }, default: "side", citation: a("5.0") }),
  teamCompletesPhase: o({ id: "wwb/team_completes_phase", description: "Whether a team finishes its phase before the next team starts.", choices: { yes: "yes", interleave: "soldiers of a side interleave" }, default: "yes", citation: a("5.0") }),
  stacking: o({ id: "wwb/stacking", description: "Miniatures per Hx (not covered).", choices: { one: "one miniature per Hx", free: "no limit" }, default: "one", citation: a("7.0") }),
  moveThroughEnemy: o({ id: "wwb/move_through_enemy", description: "Moving through an enemy's Hx (not covered).", choices: { forbidden: "forbidden", allowed: "allowed" }, default: "forbidden", citation: a("7.0") }),
  doorFloor: o({ id: "wwb/door_floor", description: "'The first floor' after moving through a door.", choices: { ground_level: "the ground level (primo piano read as entry level)", upstairs: "the 1st floor upstairs" }, default: "ground_level", citation: "WWB 7.0 Doors; digest §5.5" }),
  rallyPerSoldier: o({ id: "wwb/rally_per_soldier", description: "What one rally roll covers.", choices: { per_soldier: "one roll per soldier rallied, all in one action", one_soldier: "one soldier per action" }, default: "per_soldier", citation: "WWB 10.0, 11.0; digest §7.4" }),
  moraleFailOnSuppressed: o({ id: "wwb/morale_fail_on_suppressed", description: "A failed Morale Test on an already suppressed soldier.", choices: { breaks: "breaks him", no_change: "no further effect" }, default: "breaks", citation: "WWB 10.0, 12.0; digest §7.4" }),
  numericSkull: o({ id: "wwb/numeric_skull", description: "How a skull on a numeric test reads where the rule gives it no meaning.", choices: { its_number: "by its number", failure: "a failure" }, default: "its_number", citation: "WWB 2.0; digest §6.0" }),
  // §13.5 rule toggles (Additional, Optional, Cherry Corner)
  enBloc: b({ id: "wwb/add_en_bloc", description: "En-bloc clips cannot be reloaded before empty.", whenTrue: "on", whenFalse: "off", default: true, citation: t("2.0", "Additional") }),
  interveningFigures: b({ id: "wwb/add_intervening_figures", description: "A miniature of equal or greater stance between blocks LOS.", whenTrue: "on", whenFalse: "off (miniatures never block)", default: true, citation: t("6.0 LOS", "Additional") }),
  newMoon: b({ id: "wwb/add_new_moon", description: "New-moon night (2 / 3 MHx).", whenTrue: "allowed", whenFalse: "not allowed", default: true, citation: t("6.0 Visual Range", "Additional") }),
  smokeGrenadeMinusTwo: b({ id: "wwb/add_smoke_grenade", description: "Smoke-grenade smoke gives -2 to fire instead of blocking LOS.", whenTrue: "on", whenFalse: "off", default: true, citation: t("6.0 Smoke", "Additional") }),
  kneelingHalfTest: b({ id: "wwb/add_kneeling_half_test", description: "A kneeling target behind 1/2 CL may be found by a Spotting Test.", whenTrue: "on", whenFalse: "off", default: true, citation: t("6.0 Spotting Test", "Additional") }),
  woodsRun: b({ id: "wwb/add_woods_run", description: "Running in woods: 6 Hx.", whenTrue: "on", whenFalse: "off", default: true, citation: t("7.0 Run", "Additional") }),
  proneStandingCost: b({ id: "wwb/add_prone_standing_cost", description: "Prone <-> standing costs 1 MP.", whenTrue: "on", whenFalse: "off", default: true, citation: t("7.0 Changing stance", "Additional") }),
  meleeSpecials: b({ id: "wwb/add_melee_specials", description: "Melee: not alerted Black first roll, shaken Blue/Grey, prone two attacks.", whenTrue: "on", whenFalse: "off", default: true, citation: t("8.4", "Additional") }),
  woundPenalties: b({ id: "wwb/add_wound_penalties", description: "-1 / -2 on any die roll and movement at those gauge boxes.", whenTrue: "on", whenFalse: "off", default: true, citation: t("9.0", "Additional") }),
  adjacentTalk: b({ id: "wwb/add_adjacent_talk", description: "Only players whose teams are in adjacent MHx may talk.", whenTrue: "on", whenFalse: "off", default: false, citation: t("12.0", "Additional") }),
  boltAction: b({ id: "wwb/opt_bolt_action", description: "Bolt-action rifles reload between two attacks.", whenTrue: "on", whenFalse: "off", default: false, citation: t("2.0", "Optional") }),
  spottingPenalty: b({ id: "wwb/opt_spotting_penalty", description: "-2 on the Spotting Test against cover, prone or woods-edge targets.", whenTrue: "on", whenFalse: "off", default: false, citation: t("6.0 Spotting Test", "Optional") }),
  comradeMoraleTest: b({ id: "wwb/opt_comrade_morale", description: "A comrade killed in the same MHx: Morale Test.", whenTrue: "on", whenFalse: "off", default: false, citation: t("8.1", "Optional") }),
  medicNoShoot: b({ id: "wwb/opt_medic_no_shoot", description: "The Medic shoots only in self-defence.", whenTrue: "on", whenFalse: "off", default: false, citation: t("12.0 Medic", "Optional") }),
  mgCrew: b({ id: "wwb/opt_mg_crew", description: "Two-man crew for 'standing man' weapons.", whenTrue: "on", whenFalse: "off", default: false, citation: t("12.0 Team Gunner", "Optional") }),
  artillerySplash: b({ id: "wwb/opt_artillery_splash", description: "Blue die in MHx adjacent to an impact.", whenTrue: "on", whenFalse: "off", default: false, citation: t("13.0 step 6", "Optional") }),
  cherryLos: b({ id: "wwb/cc_quick_los", description: "Quick string LOS: any obstacle on the line blocks.", whenTrue: "on", whenFalse: "off", default: false, citation: t("6.0", "Cherry Corner") }),
  cherryCoverOnly: b({ id: "wwb/cc_cover_only", description: "Only the 'in cover' fire modifiers.", whenTrue: "on", whenFalse: "off", default: false, citation: t("8.1", "Cherry Corner") }),
  cherryMelee: b({ id: "wwb/cc_simple_melee", description: "Simplified alternating melee.", whenTrue: "on", whenFalse: "off", default: false, citation: t("8.4", "Cherry Corner") }),
} as const satisfies Record<string, OptionDef | BooleanOptionDef>;

/** The options as the ruleset declares them. */
export const WWB_OPTION_LIST: readonly (OptionDef | BooleanOptionDef)[] = Object.values(WWB_OPTIONS);

/** Option values as a match holds them (id -> choice); absent ids read their default. */
export type WwbOptionValues = Readonly<Record<string, string>>;

type Key = keyof typeof WWB_OPTIONS;
type ChoiceOf<K extends Key> = keyof (typeof WWB_OPTIONS)[K]["choices"] & string;

/** The choice in force for an option. */
export function wwbOption<K extends Key>(values: WwbOptionValues | undefined, key: K): ChoiceOf<K> {
  const def = WWB_OPTIONS[key];
  const v = values?.[def.id];
  return (v !== undefined && Object.hasOwn(def.choices, v) ? v : def.default) as ChoiceOf<K>;
}

/** Whether a rule toggle is on. */
export function wwbToggle(values: WwbOptionValues | undefined, key: Key): boolean {
  return wwbOption(values, key) === "true";
}

/** Whether a test icon earns the tested skill under the match's reading of C1 [WWB 2.0, 11.0; digest §13.2 C1]. */
export function earnsSkill(icon: "ok" | "medal" | "none", values?: WwbOptionValues): boolean {
  if (icon === "medal") return true;
  return icon === "ok" && wwbOption(values, "skillGain") === "ok_or_medal";
}
