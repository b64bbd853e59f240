// Firepower's conformance probes (tests/conformance/firepower/*-book-*.json): the book examples that are pure
// computations (a table cell, a height sum, an order's notation), each a named function from JSON to JSON so a
// case file stays data and another engine can run it by providing probes of the same names. Examples that play
// through the ruleset (movement, fire, the turn model) are play, odds or LOS cases instead.
import { lookup } from "@tactica/engine";
import type { Json, ProbeAnswer, RuleProbes } from "@tactica/ruleset-module";
import { defineProbe } from "@tactica/ruleset-module";
import { z } from "zod";
import {
  activatedMf, basePoints, canClimbHexside, canMeleeHeights, crewLayout, dividedHexCover, elevationMinRange, extraPoints,
  hAsG, headHeightAt, heightInFeet, hillHeight, impactHeightModifier, increasedFire, insideBlastRolls, isBeyondMinimumRange,
  isRested, locationSteps, movementRow, parseVehicleHeight, parseWound, parseWrittenOrder, penetrates, phaseOrders,
  reliabilityOf, reliabilityOutcome, reloadPhases, riderCover, sideStackingLimit, skillColumns, throughOpening,
  toSquadChits, weaponMoveTotal, weaponPositions, woundRecord,
} from "../advanced/index";
import { defaultMode, resolveShots, toHitNumber, toSpreadHex, totalModifier } from "../fire/index";
import { entrySides } from "../core/geometry"; // the geometry alone, not the whole game folder
import { FIREPOWER_LOS_CHART, isChartCell, judgeObstacle, lookupLosChart } from "../sighting/index";
import { isObstacleBlocking, obstacleRule } from "../sighting/judge-obstacle"; // not on the folder's face: the LOS kernel's outcome codes
import {
  BASIC_WEAPONS, book, CANISTER_RANGE_MODIFIERS, equipmentMfReduction, KNOWN_WEAPON_IDS, KNOWN_WEAPONS, moraleChitLoss,
  MOVE_ROWS, MOVEMENT_MODIFIERS_CHART, SPEED_COLUMNS, TERRAIN_VALUES,
} from "../tables/index";

const int = z.number().int();
const die = int.min(1).max(10);
const hex = z.object({ q: int, r: int }).strict();
const posture = z.enum(["stand", "crouch", "prone"]);
const knownWeapon = z.enum(KNOWN_WEAPON_IDS);
const knownWeaponData = (id: z.infer<typeof knownWeapon>) => {
  const r = lookup(KNOWN_WEAPONS, { id });
  return r.ok ? r.value : {};
};
/** A rule-level refusal (the question has no answer in the rules or the text), as a probe answers it. */
const refused = (code: string, message: string, rule: string): ProbeAnswer => ({ ok: false, error: { code, message, rule } });

/** A probe: what it answers, the rule it implements, its input schema and the computation. */
const probe = <S extends z.ZodType>(rule: string, description: string, input: S, compute: (input: z.output<S>) => Json | ProbeAnswer) =>
  defineProbe({ rule, description, input, compute });

/** The Basic Game fire computations [4.2, 6.3.2, 6.3.6, 6.3.6.3.2.1]. */
const BASIC_PROBES: RuleProbes = {
  "firepower/modified-roll": probe("Firepower 4.2", "A number thrown and its cumulative modifiers: the net modifier and the number read",
    z.object({ roll: die.optional(), modifiers: z.array(int) }).strict(), ({ roll, modifiers }) => {
      const total = totalModifier(modifiers.map((value, i) => ({ name: `modifier ${i + 1}`, value, rule: "Firepower 4.2", provenance: book("4.2") })));
      return { modifierTotal: total, modified: roll === undefined ? null : resolveShots(0, total, [roll]).modified[0]! };
    }),
  "firepower/hit-number": probe("Firepower 6.3.2, 6.3.2.1.1, 6.3.6.1", "Basic Firing Chart: hit number, band and rate of fire of a weapon at a range, or why it cannot fire",
    z.object({ weapon: z.enum(BASIC_WEAPONS), mode: z.enum(["auto", "semi", "throw"]).optional(), range: int.min(1), posture }).strict(),
    ({ weapon, mode, range, posture: firer }) => {
      const r = toHitNumber(weapon, mode ?? defaultMode(weapon), range, firer);
      if (!r.ok) return refused(r.error.code, r.error.message, r.error.rule);
      const { band, hitNumber, bursts, shots, provenance } = r.value;
      return { band, hitNumber, bursts, shots, provenance };
    }),
  "firepower/shots": probe("Firepower 6.3.6.3.1, 6.4.1", "One burst: each roll plus the modifiers, a hit when any is at or below the hit number",
    z.object({ hitNumber: int, modifierTotal: int, rolls: z.array(die).min(1) }).strict(),
    ({ hitNumber, modifierTotal, rolls }) => resolveShots(hitNumber, modifierTotal, rolls)),
  "firepower/grenade-spread": probe("Firepower 6.3.6.3.2.1", "Where a missed grenade lands: the hexside its line enters the target by and the Spread Diagram hex for the roll",
    z.object({ thrower: hex, target: hex, roll: die }).strict(), ({ thrower, target, roll }) => {
      // Along a vertex the firer chooses; the probe reads the first of the two hexsides.
      const sides = entrySides(thrower, target);
      return { entrySides: sides, impact: toSpreadHex(target, sides[0]!, roll) };
    }),
};

/** Advanced heights, LOS chart cells and hit locations [8.2.2, 10.7(10), 12.1.4, 12.2.8, 12.7, 13]. */
const HEIGHT_PROBES: RuleProbes = {
  "firepower/terrain-height": probe("Firepower 8.2.2", "A hill's (or depression's) height from its contour levels, and about how many feet that is",
    z.object({ levels: int.min(1), heightsPerLevel: int }).strict(), ({ levels, heightsPerLevel }) => {
      const heights = hillHeight(levels, heightsPerLevel);
      return { heights, feet: heightInFeet(heights) };
    }),
  "firepower/rest": probe("Firepower 10.5.2, 10.7(10)", "A soldier's head height from his floor and posture, and whether his weapon rests on something that high",
    z.object({ ground: int, posture, restTop: int, up: z.boolean().optional() }).strict(), ({ ground, posture: p, restTop, up }) => {
      const head = headHeightAt(ground, p);
      return { head, rested: isRested(head, restTop, up) };
    }),
  "firepower/los-chart": probe("Firepower 12.1.4.1-12.1.4.2", "LINE OF SIGHT CHART: the farthest clear obstacle distance from the higher end, the line, and whether the cell is the book's",
    z.object({ heightDifference: int.min(1), range: int.min(1), obstacleDifference: int.min(1) }).strict(),
    ({ heightDifference, range, obstacleDifference }) => {
      const { maxClear, line, provenance } = lookupLosChart(FIREPOWER_LOS_CHART, heightDifference, range, obstacleDifference);
      return { maxClear, line: line ?? null, provenance, chartCell: isChartCell(FIREPOWER_LOS_CHART, heightDifference, range, obstacleDifference) };
    }),
  "firepower/los-obstacle": probe("Firepower 12.1.1-12.1.4", "One obstacle between two heights: blocked or clear, and the rule that decides",
    z.object({ firer: int, target: int, obstacle: int, range: int.min(2), fromHigher: int.min(1) }).strict(),
    ({ firer, target, obstacle, range, fromHigher }) => {
      const code = judgeObstacle(FIREPOWER_LOS_CHART, obstacle, Math.max(firer, target), Math.min(firer, target), range, fromHigher);
      return { blocked: isObstacleBlocking(code, false), rule: obstacleRule(code) };
    }),
  "firepower/impact-height": probe("Firepower 12.2.8", "Blast modifier: +1 per height from the impact location to the nearest part of the target",
    z.object({ impact: int, feet: int, head: int }).strict(), ({ impact, feet, head }) => ({ modifier: impactHeightModifier(impact, feet, head) })),
  "firepower/divided-hex-cover": probe("Firepower 12.7.1", "A divided hex: the dividing object's cover counts only when the impact is on the other side",
    z.object({ soldierSide: int.min(1).max(4), impactSide: int.min(1).max(4) }).strict(),
    ({ soldierSide, impactSide }) => ({ cover: dividedHexCover(soldierSide, impactSide) })),
  "firepower/through-opening": probe("Firepower 12.7.3", "A projectile at an opening: passes on the pass number or less (modified), otherwise hits the wall",
    z.object({ roll: die, range: int.min(0), heightGap: int, sameHex: z.boolean().optional() }).strict(),
    ({ roll, range, heightGap, sameHex }) => ({ result: throughOpening({ roll, range, heightGap, ...(sameHex === undefined ? {} : { sameHex }) }) })),
  "firepower/location-steps": probe("Firepower 12.7.4", "Combined hit locations, rolled one at a time: which rolls a G impact needs",
    z.object({ divided: z.boolean(), foxholeSide: int.min(1).max(4).optional(), sideHit: int.min(1).max(4).optional() }).strict(),
    ({ divided, foxholeSide, sideHit }) => ({ steps: locationSteps({ divided, ...(foxholeSide === undefined ? {} : { foxholeSide }) }, sideHit) })),
  "firepower/melee-heights": probe("Firepower 13", "Two soldiers' feet-to-head spans: melee is possible only when they share a height",
    z.object({ a: z.object({ feet: int, head: int }).strict(), b: z.object({ feet: int, head: int }).strict() }).strict(),
    ({ a, b }) => ({ possible: canMeleeHeights(a, b) })),
};

/** Advanced weapons, squads and tables [9.1, 10.7(9), 10.8, 11.1.12, 11.4, 12.2.12, 12.3, 12.4.2, 12.5, 15.2, 16, 17.3]. */
const WEAPON_PROBES: RuleProbes = {
  "firepower/squad-chits": probe("Firepower 9.1", "Sequence units of one side's squads with different counts: which squads each letter applies to",
    z.object({ squads: z.record(z.string().min(1), int.min(1).max(10)) }).strict(),
    ({ squads }) => ({ chits: toSquadChits(squads).map((c) => ({ letter: c.letter, squads: [...c.squads] })) })),
  "firepower/weapon-move": probe("Firepower 10.7(9)", "The cumulative Move column of carried weapons, and the MF a soldier keeps",
    z.object({ weapons: z.array(knownWeapon).min(1), mf: int.min(1).default(4) }).strict(), ({ weapons, mf }) => {
      const modifier = weaponMoveTotal(weapons);
      return { modifier, mf: Math.max(0, mf + modifier) };
    }),
  "firepower/side-stacking-limit": probe("Firepower 8.8, 10.8", "How many soldiers of one side a structure holds (each side counts apart); null = no limit",
    z.object({ structure: z.string().min(1) }).strict(), ({ structure }) => ({ perSide: sideStackingLimit(structure) ?? null })),
  "firepower/reload-phases": probe("Firepower 11.1.12", "Impulse Phases of loading after a weapon has fired a number of rounds; null where its card is missing",
    z.object({ weapon: knownWeapon, roundsFired: int.min(0) }).strict(), ({ weapon, roundsFired }) => ({ phases: reloadPhases(weapon, roundsFired) ?? null })),
  "firepower/activated-mf": probe("Firepower 11.4", "MF left to soldiers a leader activates: their MF minus what he spent to reach their hex",
    z.object({ soldierMf: z.array(int.min(0)).min(1), leaderSpent: int.min(0) }).strict(),
    ({ soldierMf, leaderSpent }) => ({ mf: soldierMf.map((mf) => activatedMf(mf, leaderSpent)) })),
  "firepower/movement-modifier": probe("Firepower 12.2.12", "MOVEMENT MODIFIERS CHART cell: the firer's non-Combat MF row and the target's speed column",
    z.object({ row: z.enum(MOVE_ROWS), column: z.enum(SPEED_COLUMNS) }).strict(), (key) => {
      const r = lookup(MOVEMENT_MODIFIERS_CHART, key);
      return r.ok ? { value: r.value, provenance: r.provenance } : refused(r.error.code, r.error.message, "Firepower 12.2.12");
    }),
  "firepower/canister-range": probe("Firepower 12.3.2.1", "Canister range modifier at a range (null where the Game Card value is missing)",
    z.object({ range: int.min(1).max(100) }).strict(), (key) => {
      const r = lookup(CANISTER_RANGE_MODIFIERS, key);
      return r.ok ? { value: r.value, provenance: r.provenance } : refused(r.error.code, r.error.message, "Firepower 12.3.2.1");
    }),
  "firepower/h-as-g": probe("Firepower 12.3.5.2", "An H weapon fired as G: half its H blast number rounded down, penetration 1",
    z.object({ weapon: knownWeapon }).strict(), ({ weapon }) => {
      const hBlast = knownWeaponData(weapon).hBlast;
      if (hBlast === undefined) return refused("probe/no_h_blast", `The text gives no H blast number for ${weapon}.`, "Firepower 12.3.5.2");
      return { hBlast, ...hAsG(hBlast) };
    }),
  "firepower/minimum-range": probe("Firepower 12.4.2", "Whether a weapon with a minimum range may fire at a range",
    z.object({ weapon: knownWeapon, range: int.min(1) }).strict(),
    ({ weapon, range }) => ({ allowed: isBeyondMinimumRange(weapon, range), minRange: knownWeaponData(weapon).minRange ?? null })),
  "firepower/terrain-value": probe("Firepower 12.5", "STANDARD TERRAIN VALUES: terrain value and height of a standard item",
    z.object({ item: z.enum(["stone_wall", "stone_fence", "other"]) }).strict(), (key) => {
      const r = lookup(TERRAIN_VALUES, key);
      return r.ok ? { ...r.value, provenance: r.provenance } : refused(r.error.code, r.error.message, "Firepower 12.5");
    }),
  "firepower/equipment-mf": probe("Firepower 15.2", "MF reduction for the equipment points a soldier carries: one per full ten",
    z.object({ points: int.min(0) }).strict(), ({ points }) => ({ reduction: equipmentMfReduction(points) })),
  "firepower/reliability": probe("Firepower 16.3.1", "Reliability of a G round: the weapon's two numbers and what the first (and second) roll make of the shot",
    z.object({ weapon: knownWeapon, firstRoll: die, secondRoll: die.optional() }).strict(), ({ weapon, firstRoll, secondRoll }) => {
      const numbers = reliabilityOf(weapon);
      if (!numbers) return refused("probe/no_reliability", `The text gives no reliability numbers for ${weapon}.`, "Firepower 16.3.1");
      return { numbers: [...numbers], outcome: reliabilityOutcome(numbers, firstRoll, secondRoll) };
    }),
  "firepower/increased-fire": probe("Firepower 16.3.2", "Increased fire: the doubled rate of fire and the modifier on every shot and reliability roll",
    z.object({ bursts: int.min(1), shots: int.min(1) }).strict(), (rof) => increasedFire(rof)),
  "firepower/written-order": probe("Firepower 16.5, 20.1.2", "A written combat or observation order as the book writes it, read",
    z.object({ text: z.string().min(1) }).strict(), ({ text }) => {
      const order = parseWrittenOrder(text);
      return order ? { order } : refused("probe/not_an_order", `"${text}" is not a written order as the book writes them ("31 Opportunity-1C10").`, "Firepower 16.5");
    }),
  "firepower/phase-orders": probe("Firepower 17.3", "The order players of a side act in, Impulse Phase after Impulse Phase",
    z.object({ players: z.array(z.string().min(1)).min(1) }).strict(), ({ players }) => ({ orders: phaseOrders(players).map((o) => o.join("")) })),
};

/** Vehicles (Option 19) and personal characteristics, wounds, morale and points (Options 22-26). */
const VEHICLE_AND_POINTS_PROBES: RuleProbes = {
  "firepower/vehicle-climb": probe("Firepower 19.1.4.3", "Whether a vehicle with a climb number crosses a hill or depression hexside of a height",
    z.object({ climb: int.min(0), hexsideHeight: int.min(0) }).strict(), ({ climb, hexsideHeight }) => ({ canCross: canClimbHexside(climb, hexsideHeight) })),
  "firepower/vehicle-height": probe("Firepower 19.1.6", "A vehicle's height notation read as turret top and hull top",
    z.object({ text: z.string().min(1) }).strict(), ({ text }) => {
      const h = parseVehicleHeight(text);
      return h ?? refused("probe/bad_height", `"${text}" is not a vehicle height ("3/2", "3/T" or "2").`, "Firepower 19.1.6");
    }),
  "firepower/movement-row": probe("Firepower 12.2.12, 19.1.8", "The MOVEMENT MODIFIERS CHART line a vehicle uses for the MF it spent (a stabiliser: the line above)",
    z.object({ mf: int.min(0), stabilised: z.boolean().default(false) }).strict(), ({ mf, stabilised }) => ({ row: movementRow(mf, stabilised) })),
  "firepower/crew-layout": probe("Firepower 19.1.10", "A small crew on the Reduced Vehicle Layout: the numbered box and Crew Boxes I, II in order",
    z.object({ crew: z.array(int.min(1).max(15)).min(1) }).strict(), ({ crew }) => crewLayout(crew)),
  "firepower/weapon-positions": probe("Firepower 19.1.12", "A vehicle's weapons paired with their position letters and mounts",
    z.object({ weapons: z.string().min(1), positions: z.string().min(1) }).strict(), ({ weapons, positions }) => ({ mounts: weaponPositions(weapons, positions) })),
  "firepower/rider-cover": probe("Firepower 19.1.9.2", "Heights of cover riders on a hull get from the turret against fire over a hexside",
    z.object({ riding: z.enum(["bow", "rear"]), fireOver: z.enum(["front", "rear", "side"]) }).strict(), ({ riding, fireOver }) => ({ cover: riderCover(riding, fireOver) })),
  "firepower/elevation-min-range": probe("Firepower 19.1.13", "A gun's minimum range from its elevation line and the height difference column (null where the chart is missing)",
    z.object({ elevation: int.min(0), heightDifference: int.min(1) }).strict(),
    ({ elevation, heightDifference }) => ({ minRange: elevationMinRange(elevation, heightDifference) ?? null })),
  "firepower/inside-blast": probe("Firepower 19.3.2", "A hit on a vehicle: whether it penetrates, and the blast rolls inside (each on the blast number or less)",
    z.object({
      penetration: int.min(0), blast: int.min(1).max(10), armour: int.min(0), crew: int.min(0), passengers: int.min(0),
      weapons: z.array(z.string().min(1)), equipment: z.array(z.string().min(1)),
    }).strict(),
    ({ penetration, blast, armour, ...inside }) => {
      const inner = penetrates(penetration, armour);
      return { penetrates: inner, hitOnOrBelow: inner ? blast : null, rolls: inner ? insideBlastRolls(inside) : [], nbcLost: inner, unhitSoldiers: inner ? "stunned" : null };
    }),
  "firepower/skill-columns": probe("Firepower 22.1.11", "Skill columns a soldier of an experience number uses (null where the Characteristics Table is missing)",
    z.object({ experience: int.min(1).max(10) }).strict(), ({ experience }) => ({ columns: skillColumns(experience) ?? null })),
  "firepower/wound": probe("Firepower 23.1.1", "A wound result: knocked Prone or not, its penalties, and how it is recorded",
    z.object({ location: z.string().regex(/^[A-Z]$/), effects: z.string().min(1) }).strict(), ({ location, effects }) => {
      const w = parseWound(effects);
      if (!w) return refused("probe/bad_wound", `"${effects}" is not a wound result (a number and the letters D, F, M, S).`, "Firepower 23.1.1");
      return { prone: w.down, fire: w.fire, melee: w.melee, speed: w.speed, record: woundRecord(location, w) };
    }),
  "firepower/morale-chits": probe("Firepower 24.1", "SEQUENCE UNIT REDUCTION: sequence units a squad loses for the soldiers it lost, by a chart cell \"men/units\"",
    z.object({ cell: z.string().regex(/^[1-9]\d*\/[1-9]\d*$/), lost: int.min(0) }).strict(), ({ cell, lost }) => {
      const [men = 1, chits = 0] = cell.split("/").map(Number);
      return { chitsLost: moraleChitLoss({ men, chits }, lost) };
    }),
  "firepower/extra-points": probe("Firepower 26.1", "Extra points of listed equipment: each item's points and the sum",
    z.object({ items: z.array(z.object({ id: knownWeapon, count: int.min(1) }).strict()).min(1) }).strict(), ({ items }) => {
      const priced = items.map((i) => ({ ...i, points: knownWeaponData(i.id).points ?? null }));
      const unpriced = priced.find((i) => i.points === null);
      if (unpriced) return refused("probe/no_points", `The text gives no point value for ${unpriced.id}.`, "Firepower 26.1");
      return { items: priced, points: extraPoints(priced.map((i) => ({ count: i.count, points: i.points ?? 0 }))) };
    }),
  "firepower/base-points": probe("Firepower 26.2", "A squad's base points, [(V)(I)(P) + L][T] / 10 rounded down",
    z.object({ value: int.min(0), impulses: int.min(1), phases: int.min(1), leaders: int.min(0), turns: int.min(1) }).strict(), (p) => ({ points: basePoints(p) })),
};

/** Every Firepower probe by name ("firepower/hit-number"). */
export const FIREPOWER_PROBES: RuleProbes = { ...BASIC_PROBES, ...HEIGHT_PROBES, ...WEAPON_PROBES, ...VEHICLE_AND_POINTS_PROBES };
