import { MELEE_REAR } from "../melee/melee-advanced";
import { withTunnelMelee } from "../melee/tunnel-melee";
import { CAVE_TOPS_HOOK } from "../works/cave-top";
import { OUTSIDE_OPENING_INSIDE } from "../works/outside-openings-commands";
import type { AfterCommandHook, ChitTurn, Command, CommandGuard, Ruleset, SetupStep, TurnGuard } from "@tactica/engine";
import { createChitDraw, defineRuleset, initChitTurn, uniformChits } from "@tactica/engine";
import { toSquadChits } from "../advanced/squads";
import { FIREPOWER_OPTIONS } from "../options/options";
import { FIREPOWER_OPTIONAL_RULES } from "../options/optional-rules";
import { firepowerScenarioSchema } from "../fire-setup/scenario-schema";
import type { FirepowerScenarioData } from "../fire-setup/scenario-schema";
import { FIREPOWER_TABLES } from "../tables/index";
import { FIREPOWER_CHIT_CITATIONS, FIREPOWER_CHIT_NAMES } from "../sequence/index";
import { chooseFirepowerCommand } from "./bot";
import { boardFrom } from "../core/board";
import { checkScenarioMap } from "./check-scenario-map";
import { fireCommand } from "../combat/fire-command";
import { grenadeCommand } from "../combat/grenade-command";
import { hitTheDirtCommand } from "../optional/hit-the-dirt";
import { firepowerLegalActions } from "../turn/legal-actions";
import { meleeCommand } from "../turn/melee-command";
import { placeMineCommand, toMinesView } from "../combat/mines";
import { facingCommand, moveCommand, postureCommand } from "../turn/movement-commands";
import { checkMissingCharts } from "../core/missing-charts";
import { setupOpeningCommand, setupOpenings, withAttackerOpeningsAtEnd } from "../turn/setup-openings";
import { endSetupCommand, inArea, initialSetup, placeSoldierCommand, setupActors, setupRollCommand, SETUP_TURN_GUARD } from "../turn/setup-phase";
import { onFirepowerTurnEvent } from "../turn/turn-events";
import { climbCommand, isDug } from "../works/works";
import { checkObstacleScenario } from "../works/obstacles";
import { checkUndergroundScenario, setupUnderground, toUndergroundView, UNDERGROUND_COMMANDS } from "../melee/caves-wiring";
import { secretTunnelImpulse } from "../works/tunnels";
import { checkMapFortifications, withMapFortifications } from "../works/map-fortifications";
import { discardCommand } from "../fire-setup/optional-equipment-discard";
import { acquireCommand } from "../fire-setup/acquire";
import { toGroundView } from "../fire-setup/ground-weapons";
import { VEHICLE_RIDER_COMMANDS } from "../weapons/vehicle-riders-fire";
import { stairsCommand } from "../blasts/stairs";
import { breakOpenCommand, openCloseCommand } from "../works/openings";
import { LEG_MF_TABLES } from "../tables/advanced-leg-mf";
import { OBSTACLE_TERRAIN_VALUES } from "../tables/obstacle-values";
import { VEHICLE_TABLES } from "../vehicles/vehicle-chart";
import { checkVehicleScenario, VEHICLE_COMMANDS } from "../weapons/vehicles";
import { checkLargeVehicleScenario } from "../vehicles/vehicles-large";
import { VEHICLE_ENGINE_FIRE } from "../vehicles/vehicles-engine-fire-table";
import { toVehicleLoadView } from "../vehicles/vehicles-secret-load";
import { toSecretLoadingView } from "../weapons/secret-loading";
import { setupVehicles } from "../vehicles/vehicles-state";
import { CREW_TABLES } from "../tables/crew-weapon-chart";
import { checkCrewScenario, CREW_COMMANDS, EXTRA_WEAPONS, setupCrewWeapons } from "../weapons/crews";
import { FIRE_EFFECT_TABLES } from "../tables/fire-effect-tables";
import { withFieldSetup } from "../fire-setup/field-setup";
import { SLEEVED_GRENADES } from "../tables/sleeved-grenades";
import { sleevedGrenadeCommand, withSleevedGrenades } from "../combat/grenade-types";
import { hrgThrowCommand } from "../combat/hrg-thrown";
import { checkRgnScenario, RGN_COMMANDS, withRgnLoadedFire, withRifleGrenades } from "../weapons/rifle-grenades";
import { RGN_BLAST, RGN_HITS } from "../tables/rifle-grenade";
import { WORKS_HIT_LOCATION } from "../tables/works-hit-location";
import { HIT_LOCATION_SIDES } from "../tables/hit-location-sides";
import { MOVING_LAUNCHERS } from "../weapons/moving-launchers";
import { FLAMETHROWER_STREAM, specialFireCommand } from "../combat/special-fire";
import { WOUNDS } from "../optional/wounds";
import { FIRES } from "../fire-setup/fires";
import { armChargeCommand } from "../combat/demolition";
import { fireMortarCommand, loadMortarCommand, mortarChart, observeCommand, toMortars, toMortarView, withMortars } from "../mortar/index";
import type { FirepowerGame, Side, Soldier } from "../state/types";
import { OPTIONAL_RULE_TABLES } from "../tables/optional-rule-tables";
import { toSheetsView, toTraits } from "../optional/optional-characteristics";
import { RETURN_THROW_COMMANDS } from "../combat/optional-return-throw";
import { firepowerPendingReaction } from "../optional/optional-reactions";
import { ORDER_COMMANDS, ORDER_REACTIONS, ORDER_WINDOWS_HOOK, toOrdersView } from "../weapons/optional-orders";
import { initialMorale, PANIC_GUARD } from "../fire-setup/optional-morale";
import { BAIL_OUT_HOOK } from "../vehicles/optional-panic-bailout";
import { clearNstOnTurnRecord, NIGHTSIGHT_USE_HOOK } from "../blasts/optional-nightsights";
import { afterTurnEventNbc, NBC_ENVIRONMENT_HOOK, withNbcSetup } from "../vehicles/optional-nbc-environment";
import { jumpCommand } from "../turn/optional-jump";
import { surrenderCallCommand, SURRENDER_TAKING_HOOK } from "../optional/optional-surrender";
import { DISCARD_ON_CAPTURE_HOOK } from "../fire-setup/optional-equipment-discard";
import { checkBalancedPoints } from "../fire-setup/optional-points";
import { checkPurchases } from "../fire-setup/optional-points-purchase";
import { CLIMB_COMMANDS, TREE_CLIMB_LIMIT } from "../combat/climbing";
import { CLIMBING_GUARD, FALLS_HOOK } from "../turn/climbing-gate";
import { FORTIFICATION_TOP } from "../works/climbing-terrain";
import { TREE_POSITION_COMMANDS, TREE_POSITION_SIDES } from "../blasts/tree-positions";
import { WEAPON_MOUNTS } from "../combat/multi-hex-fire";
import { withTreeHeight } from "../fire-setup/climbing-more";
import { checkMapExitScenario, exitMapCommand, withMapExits } from "../fire-setup/map-exit";
import { checkMapEntryScenario, ENTRY_TURN_GUARD, enterMapCommand, withMapEntry } from "../fire-setup/map-entry";
import { checkCraterScenario, setupCraters } from "../blasts/craters";
import { WEATHER_MF, withWeather } from "../blasts/weather";
import { checkWaterScenario, setupWater } from "../works/water";
import { checkBridgeScenario, setupBridges } from "../blasts/bridges";
import { withBridgeMoves, withBridgeVehicles } from "../combat/bridges-move";
import { withBridgeMelee } from "../melee/bridges-melee";
import { checkWellsScenario, setupWells } from "../blasts/wells";
import { checkBodyArmorScenario, withBodyArmor } from "../fire-setup/body-armor";
import { checkWeaponNoteScenario, withWeaponNotes } from "../fire-setup/weapon-notes";
import { WEAPON_NOTE_TABLES } from "../tables/weapon-notes";
import { STOREY_BLAST_OPTIONS, STOREY_BLAST_TABLES } from "../combat/storey-blasts-declarations";
import { fireAmmoCommand } from "../weapons/ammo-command";
import { A_BLOCK_BLAST } from "../weapons/ammo-fire";
import { checkAmmoScenario, withAmmoSetup } from "../fire-setup/ammo-setup";
import { bunkerDoorCommand, fortificationCommand } from "../works/bunkers-commands";
import { checkFortificationScenario, withScenarioFortifications } from "../fire-setup/bunkers-setup";
import { AMMO_TABLES } from "../tables/ammo-weapons";
import { recoverCommand, WEAPON_HIT_ITEM } from "../weapons/wound-extras";
import { withFortificationMelee } from "../melee/bunkers-melee";
import { CARRYING_HOOK, carryWoundedCommand, setDownCommand } from "../fire-setup/wound-extras-carry";

/** Default bot budget: candidate evaluations per decision (an iteration budget, never a clock). */
export const FIREPOWER_BOT_BUDGET = 48;

function setupGame(sc: FirepowerScenarioData, options: Readonly<Record<string, string>> = {}): FirepowerGame {
  const board = boardFrom(sc);
  if (!board) throw new Error(`rules-firepower: scenario ${sc.id} names unknown map ${sc.map}`);
  const soldiers: Soldier[] = (["A", "B"] as const).flatMap((side: Side) => sc.sides[side].soldiers.map((s): Soldier => {
    const hex = board.hexOf(s.hex);
    if (!hex) throw new Error(`rules-firepower: scenario ${sc.id}: no hex ${s.hex}`);
    return {
      id: s.id, side, weapon: s.weapon, squad: s.squad ?? side, rank: s.rank, hex, facing: s.facing, posture: s.posture, status: "none", running: false, eliminated: false,
      acted: false, combatUsed: false, mf: 0, nonCombatMf: 0, hexesEntered: 0, afterFireMf: null, freeTurns: [], ...(s.dmc ? { dmc: s.dmc } : {}), ...(s.storey ? { storey: s.storey } : {}),
      ...toTraits(s.sheet, options), ...(s.nbc && options["firepower/nbc_suits"] === "on" ? { nbc: true as const } : {}),
    };
  }));
  const game: FirepowerGame = { scenario: sc.id, rules: sc.rules, map: sc.map, ...(sc.mapDocument ? { mapDocument: sc.mapDocument } : {}), soldiers, impulse: null, victory: sc.victory, result: null, ...initialMorale(sc, options) };
  const works = (sc.works ?? []).flatMap((w) => { const hex = board.hexOf(w.hex); return hex && isDug(w.type) ? [{ hex, type: w.type }] : []; });
  const obstacles = (sc.works ?? []).flatMap((w) => { const hex = board.hexOf(w.hex); return hex && !isDug(w.type) ? [{ hex, type: w.type }] : []; }); // 8.8.3, 8.8.5 (obstacles.ts)
  // 8.8: the map's own foxholes, trenches, wire, abatis, blocks and ditches join the scenario's (map-fortifications.ts).
  const dug: FirepowerGame = withMapFortifications({ ...game, ...(works.length > 0 ? { works } : {}), ...(obstacles.length > 0 ? { obstacles } : {}) }, board, sc.rules);
  const fortified = withScenarioFortifications(dug, sc); // 8.8.4, 8.8.6: bunkers, pillboxes, towers (bunkers-setup.ts)
  const withSetup = sc.setup ? { ...fortified, setup: initialSetup(sc.setup), ...(sc.setup.mines ? { mines: [] } : {}) } : fortified;
  const armed = sc.mortars ? withMortars(withSetup, toMortars(sc.mortars)) : withSetup; // 12.4.2 (src/mortar)
  const crewed = sc.crewWeapons ? setupCrewWeapons(armed, sc.crewWeapons) : armed; // 10.1, 12.4.3 (crews.ts)
  return sc.vehicles ? setupVehicles(crewed, sc.vehicles, (id) => board.hexOf(id)) : crewed; // Option 19 (vehicles-state.ts)
}

/** A side's sequence units: one squad named after the side, or per-squad counts with letters designated [9.1]. */
function chitsOf(sc: FirepowerScenarioData, side: Side): (readonly string[])[] {
  const squads = sc.sides[side].squads;
  if (!squads) return uniformChits(sc.sides[side].chits, [side]);
  return toSquadChits(Object.fromEntries(Object.entries(squads).map(([id, q]) => [id, q.chits]))).map((c) => c.squads);
}

/** Impulses per Impulse Phase for each squad of a side [9, 9.2]. */
function impulsesOf(sc: FirepowerScenarioData, side: Side): Record<string, number> {
  const squads = sc.sides[side].squads;
  return squads ? Object.fromEntries(Object.entries(squads).map(([id, q]) => [id, q.impulses])) : { [side]: sc.sides[side].impulses };
}

/** The commands that answer a 16.1 or 16.5 window (each refuses itself unless its own window is the one open). */
const REACTION_ANSWERS: readonly string[] = [...Object.keys(RETURN_THROW_COMMANDS), ...ORDER_REACTIONS];

/** Checks every game command passes before its own validator, in this order (panic first). */
const FIREPOWER_GUARDS: readonly CommandGuard<FirepowerGame, ChitTurn>[] = [
  PANIC_GUARD, // 24.2.3: panicked squads' soldiers only run for their edge (optional-morale.ts)
  CLIMBING_GUARD, // 10.4, 11.1.11: what an Up soldier may not do (climbing-gate.ts)
];

/** Checks on the chit draw's own commands (the 16.1/16.5 windows refuse turn commands through pendingReaction). */
const FIREPOWER_TURN_GUARDS: readonly TurnGuard<ChitTurn, FirepowerGame>[] = [
  ENTRY_TURN_GUARD, // 10.2: an off-map Impulse ends only once its squad is on (map-entry.ts)
  SETUP_TURN_GUARD, // 2.4: no draw before both sides have set up (setup-phase.ts)
];

/**
 * What follows every command, innermost first: each hook sees the resolution of the ones before it (the order the
 * wrapper tower had, so every state hash stays the same).
 */
const FIREPOWER_AFTER_COMMAND: readonly AfterCommandHook<FirepowerGame, ChitTurn>[] = [
  FALLS_HOOK, // 23.1.3 falls, 10.4 tree positions (climbing-gate.ts)
  SURRENDER_TAKING_HOOK, // 25.2.1 surrendered soldiers taken (optional-surrender.ts)
  DISCARD_ON_CAPTURE_HOOK, // 25.1, 25.2 the newly captured drop everything (optional-equipment-discard.ts)
  ORDER_WINDOWS_HOOK, // 16.5 orders cancelled, order windows opened (optional-orders.ts)
  BAIL_OUT_HOOK, // 24.2.4 bail-outs from shaken vehicles (optional-panic-bailout.ts)
  CARRYING_HOOK, // 23.3 carried wounded follow their carriers (wound-extras-carry.ts)
  NIGHTSIGHT_USE_HOOK, // 16.7.2.2 stale NST marks dropped before, NST use marked after (optional-nightsights.ts)
  NBC_ENVIRONMENT_HOOK, // 27.2-27.3 exposure (optional-nbc-environment.ts)
  CAVE_TOPS_HOOK, // 8.8.7 cave tops (cave-top.ts)
];

const step = (name: string, rule: string, apply: (game: FirepowerGame, sc: FirepowerScenarioData, options: Readonly<Record<string, string>>) => FirepowerGame): SetupStep<FirepowerGame, FirepowerScenarioData> => ({ name, rule, apply });

/** What set-up adds to the scenario's soldiers and works, in this order (craters first: water, bridges... read them). */
const FIREPOWER_SETUP_STEPS: readonly SetupStep<FirepowerGame, FirepowerScenarioData>[] = [
  step("craters", "Firepower 8.7", setupCraters), // craters.ts
  step("water", "Firepower 11.2.1.1", setupWater), // water.ts
  step("bridges", "Firepower 8.9", setupBridges), // bridges.ts
  step("wells", "Firepower 10.4.6", setupWells), // wells and stumps (wells.ts)
  step("weather", "Firepower 11.2.2", withWeather), // weather.ts
  step("tree-height", "Firepower 8.2.2", withTreeHeight), // climbing-more.ts
  step("field", "Firepower 8.5, 12.2.11", withFieldSetup), // Observation Condition and special rounds (field-setup.ts)
  step("ammo", "Firepower 8.5, 10.7(4), 14.1.3", withAmmoSetup), // A/C/H weapons and rounds (ammo-setup.ts)
  step("underground", "Firepower 8.8.5.4, 8.8.7, 8.8.8", setupUnderground), // caves-wiring.ts
  step("map-exits", "Firepower 10.2", withMapExits), // exit sides (map-exit.ts)
  step("map-entry", "Firepower 10.2", withMapEntry), // map-entry.ts
  step("body-armor", "Firepower 12.4.8", withBodyArmor), // body-armor.ts
  step("weapon-notes", "Firepower 12.2.9, 13.6", withWeaponNotes), // scopes, bayonets (weapon-notes.ts)
  step("nbc", "Firepower 27.2-27.3", (game, _sc, options) => withNbcSetup(game, options)), // exposed from the start (optional-nbc-environment.ts)
  step("sleeved-grenades", "Firepower 12.4.1.3", withSleevedGrenades), // HGN1/HGN2 carried (grenade-types.ts)
  step("rifle-grenades", "Firepower 12.4.1.1", withRifleGrenades), // RGN (rifle-grenades.ts)
  step("openings", "Firepower 8.2.5", setupOpenings), // the attacker's doors and windows open (setup-openings.ts)
];

/**
 * The Firepower Basic Game [1-7] as a ruleset: chit-draw turns (3 sequence units, 2 Impulses per phase),
 * soldiers with posture, facing, status and speed; move, turn, posture, fire, grenade and melee commands
 * (passing is the turn model's end_impulse / end_impulse_phase); victory by VP at the end of the last Turn.
 */
export const firepowerRuleset: Ruleset<FirepowerGame, ChitTurn, FirepowerScenarioData> = defineRuleset<FirepowerGame, ChitTurn, FirepowerScenarioData>({
  id: "firepower",
  version: "0.1.0",
  geometry: "hex",
  turnModel: createChitDraw<FirepowerGame>({ secretImpulse: secretTunnelImpulse, citations: FIREPOWER_CHIT_CITATIONS, names: FIREPOWER_CHIT_NAMES }), // 8.8.8: tunnel Impulses keep their hex
  turnGuards: FIREPOWER_TURN_GUARDS,
  guards: FIREPOWER_GUARDS,
  afterCommand: FIREPOWER_AFTER_COMMAND,
  // Options 16.1 and 16.5: a fused grenade or an order window inside the opponent's Impulse (optional-reactions.ts).
  pendingReaction: (state) => firepowerPendingReaction(state, REACTION_ANSWERS),
  commands: {
    ...RETURN_THROW_COMMANDS, ...ORDER_COMMANDS, surrender_call: surrenderCallCommand, jump: jumpCommand,
    move: withBridgeMoves(moveCommand), change_facing: facingCommand, change_posture: postureCommand,
    discard: discardCommand, // 11.1.6, 25.1-25.2 (optional-equipment-discard.ts)
    acquire: acquireCommand, // 11.1.6, 11.1.6.4, 25.2.2: pick up what lies on the ground or on a casualty (acquire.ts)
    ...VEHICLE_RIDER_COMMANDS, // 19.3.9: inside passengers without ports fire Standing (vehicle-riders-fire.ts)
    exit_map: exitMapCommand, // 10.2 (map-exit.ts)
    enter_map: enterMapCommand, // 10.2 (map-entry.ts)
    fire: withRgnLoadedFire(fireCommand), throw_grenade: grenadeCommand, melee: withBridgeMelee(withTunnelMelee(withFortificationMelee(meleeCommand))), hit_the_dirt: hitTheDirtCommand, // 8.9: melee on the deck or under it (bridges-melee.ts)
    setup_roll: setupRollCommand, place_soldier: placeSoldierCommand, end_setup: withAttackerOpeningsAtEnd(endSetupCommand), setup_opening: setupOpeningCommand, // 8.2.5 (setup-openings.ts)
    place_mine: placeMineCommand,
    fortification: fortificationCommand, bunker_door: bunkerDoorCommand, // 8.8.4, 8.8.6, 11.1.9-11.1.10 (bunkers-commands.ts)
    climb: climbCommand, stairs: stairsCommand, open_close: openCloseCommand, break_open: breakOpenCommand, fire_special: specialFireCommand, throw_sleeved_grenade: sleevedGrenadeCommand, fire_ammo: fireAmmoCommand, recover: recoverCommand, carry_wounded: carryWoundedCommand, set_down: setDownCommand, arm_charge: armChargeCommand, observe: observeCommand, fire_mortar: fireMortarCommand, load_mortar: loadMortarCommand,
    throw_hrg: hrgThrowCommand, // 12.4.1.2 (hrg-thrown.ts)
    ...VEHICLE_COMMANDS, ...CREW_COMMANDS, ...RGN_COMMANDS, ...CLIMB_COMMANDS, ...TREE_POSITION_COMMANDS, ...UNDERGROUND_COMMANDS,
    vehicle_move: withBridgeVehicles(VEHICLE_COMMANDS.vehicle_move), // 8.9: vehicles stay off bridges (bridges-move.ts)
  },
  tables: [WEAPON_MOUNTS, TREE_POSITION_SIDES, FORTIFICATION_TOP, ...FIREPOWER_TABLES, mortarChart, ...LEG_MF_TABLES, WEATHER_MF, ...OPTIONAL_RULE_TABLES, ...FIRE_EFFECT_TABLES, ...VEHICLE_TABLES, VEHICLE_ENGINE_FIRE, ...CREW_TABLES, OBSTACLE_TERRAIN_VALUES, ...AMMO_TABLES, ...STOREY_BLAST_TABLES, SLEEVED_GRENADES, RGN_HITS, RGN_BLAST, WORKS_HIT_LOCATION, HIT_LOCATION_SIDES, MOVING_LAUNCHERS, ...WEAPON_NOTE_TABLES],
  options: [...FIREPOWER_OPTIONS, ...FIREPOWER_OPTIONAL_RULES, WOUNDS, EXTRA_WEAPONS, FIRES, FLAMETHROWER_STREAM, TREE_CLIMB_LIMIT, A_BLOCK_BLAST, WEAPON_HIT_ITEM, ...STOREY_BLAST_OPTIONS, MELEE_REAR, OUTSIDE_OPENING_INSIDE],
  scenario: firepowerScenarioSchema.superRefine(checkScenarioMap).superRefine(checkVehicleScenario).superRefine(checkLargeVehicleScenario).superRefine(checkCrewScenario).superRefine(checkAmmoScenario).superRefine(checkObstacleScenario).superRefine(checkUndergroundScenario)
    .superRefine((sc, ctx) => checkMapFortifications(sc, boardFrom(sc), ctx))
    .superRefine(checkFortificationScenario) // 8.8.4, 8.8.6 (bunkers-setup.ts)
    .superRefine(checkMapExitScenario) // 10.2 (map-exit.ts)
    .superRefine(checkMapEntryScenario) // 10.2 (map-entry.ts)
    .superRefine(checkCraterScenario) // 8.7 (craters.ts)
    .superRefine(checkWaterScenario) // 11.2.1.1, 11.2.3 (water.ts)
    .superRefine(checkBridgeScenario) // 8.9 (bridges.ts)
    .superRefine(checkWellsScenario) // 10.4.6 (wells.ts)
    .superRefine(checkBodyArmorScenario) // 12.4.8 (body-armor.ts)
    .superRefine(checkRgnScenario) // 12.4.1.1 (rifle-grenades.ts)
    .superRefine(checkWeaponNoteScenario) // 12.2.9, 13.6 (weapon-notes.ts)
    .refine((sc) => (["A", "B"] as const).every((side) => sc.sides[side].soldiers.every((s) => boardFrom(sc)?.hexOf(s.hex) !== undefined)), { message: "a soldier's hex is not on the map", path: ["sides"] })
    .refine((sc) => (["A", "B"] as const).every((side) => {
      const squads = sc.sides[side].squads;
      return sc.sides[side].soldiers.every((s) => (squads ? s.squad !== undefined && s.squad in squads : s.squad === undefined || s.squad === side));
    }), { message: "every soldier must belong to one of its side's squads", path: ["sides"] })
    .refine((sc) => !sc.works || (sc.rules === "advanced" && sc.works.every((w) => boardFrom(sc)?.hexOf(w.hex) !== undefined) && new Set(sc.works.map((w) => w.hex)).size === sc.works.length),
      { message: "defensive works are Advanced Game units, one per hex, on the map (8.8)", path: ["works"] })
    .refine((sc) => !sc.setup || (["A", "B"] as const).every((side) => sc.sides[side].soldiers.every((s) => inArea(boardFrom(sc)?.hexOf(s.hex)?.q ?? Number.NaN, sc.setup?.areas[side] ?? {}))), { message: "with a set-up phase every soldier starts in its side's set-up area", path: ["setup"] }),
  // Option 26: with balanced points on, both sides must be worth the same (src/game/optional-points.ts).
  // Option 26.1-26.3: a scenario of bought forces keeps to the points it replaces (optional-points-purchase.ts).
  // Option firepower/missing_charts "refuse": no match while a missing chart's table holds stand-in cells (missing-charts.ts).
  checkSetup: (scenario, options, tables) => {
    const charts = checkMissingCharts(scenario.rules, options, tables);
    if (!charts.ok) return charts;
    const bought = checkPurchases(scenario, tables);
    return bought.ok ? checkBalancedPoints(scenario, options, tables) : bought;
  },
  setupSteps: FIREPOWER_SETUP_STEPS,
  setup(scenario, options) {
    const sc = firepowerScenarioSchema.parse(scenario);
    return {
      seats: ["A", "B"],
      game: setupGame(sc, options), // then FIREPOWER_SETUP_STEPS, in order
      turn: initChitTurn({
        sides: ["A", "B"],
        chits: { A: chitsOf(sc, "A"), B: chitsOf(sc, "B") },
        impulses: { ...impulsesOf(sc, "A"), ...impulsesOf(sc, "B") },
        turns: sc.turns,
        unlimitedUntilCombat: sc.rules === "advanced",
      }, FIREPOWER_CHIT_NAMES),
    };
  },
  // 3.3: in the Basic Game every unit is in the open; only the chit order is hidden (the turn model's view), and
  // written Observe orders stay with their side (16.5, 20.1.2).
  // Mines stay with the side that laid them until they go off (8.8.9).
  // Option 22 character sheets and Option 16.5 written orders stay with their side.
  view: (state, viewer) => toGroundView(toUndergroundView(toOrdersView(toSheetsView(toMortarView(toMinesView(toSecretLoadingView(toVehicleLoadView(state.game, viewer), viewer), viewer), viewer), viewer), viewer), viewer), viewer), // 8.8.8 tunnels; items dropped in a tunnel (ground-weapons.ts); 11.1.12 rifle grenade, HRG and crewed weapon loading (secret-loading.ts)
  legalActions: firepowerLegalActions,
  // Before the first draw the set-up phase (2.4) waits on its roll or on the side setting up, whose order every viewer
  // sees; the draw waits meanwhile. (A 16.1 return throw or 16.5 order window names its side through pendingReaction.)
  awaiting: (state) => setupActors(state.game),
  onTurnEvent: (state, event, dice, ctx) => afterTurnEventNbc(state, clearNstOnTurnRecord(event, onFirepowerTurnEvent(state, event, dice, ctx)), ctx?.tables), // 27.2-27.3 (optional-nbc-environment.ts), 16.7.2.2 (optional-nightsights.ts)
  bot: (state, seat, dice, limits): Command | undefined => chooseFirepowerCommand(firepowerRuleset, state, seat, dice, {
    budget: limits?.budget ?? FIREPOWER_BOT_BUDGET, ...(limits?.shouldStop ? { shouldStop: limits.shouldStop } : {}),
  }),
});
