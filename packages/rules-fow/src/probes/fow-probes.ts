// Flames of War's rule probes: the book's worked examples (digest §12.1, B1-B26) as named pure computations, JSON
// in and JSON out, so tests/conformance/fow states them as data another engine can run (docs/conformance.md).
import { ZERO, createFixedDice, toFractionString } from "@tactica/dice";
import type { Json, RuleProbes } from "@tactica/ruleset-module";
import { defineProbe } from "@tactica/ruleset-module";
import { compileTable, validateTableDocument } from "@tactica/table";
import type { TableTeam } from "@tactica/table";
import { z } from "zod";
import { bombardmentRatings, smokeScreenLength, templateFor } from "../artillery/index";
import { BOOK_WEAPONS, validateForceList, weaponSchema } from "../forces/index";
import { fowAircraftSaveOdds, fowSuccessChance, rollTests } from "../odds/index";
import { disputeRoll, fowOption } from "../options/index";
import { asFlameThrower, assignEasyWay, explainUnitShooting, resolveAircraftHit, rofFor, scoreNeededToHit, sightFacts, SNIPER_PROFILE } from "../shooting/index";
import {
  airSupportTable, buildingRooms, dawnBreaks, dawnCheckTurn, fowCell, isHitOnTable, maxOnTable, MOBILITY_ANOMALIES, mobilityCrossTable,
  mobilitySpeedTable, MOBILITIES, nightLosLimit, reserveArrivals, reserveDice, SKILLS, strategicWithdrawal, victoryPointsTable,
} from "../tables/index";
import { describeProvenance } from "@tactica/engine";

const json = (o: unknown): Json => JSON.parse(JSON.stringify(o)) as Json;
const d6 = z.number().int().min(1).max(6);
const score = z.union([z.number().int(), z.literal("auto")]);
const options = z.record(z.string(), z.string()).optional();
const unit = z.enum(["inch", "cm"]).default("inch");

export const FOW_PROBES: RuleProbes = {
  "fow/score-to-hit": defineProbe({
    description: "The score needed to hit: the target's Is Hit On plus +1 per modifier (long range, concealed; +2 concealed and Gone to Ground), each named with its rule.",
    rule: "FoW [How It Works › Die Rolls; 6. Roll to Hit]",
    input: z.object({ isHitOn: z.number().int(), longRange: z.boolean().optional(), concealed: z.boolean().optional(), goneToGround: z.boolean().optional(), night: z.boolean().optional(), moved: z.boolean().optional() }).strict(),
    compute: (i) => { const s = scoreNeededToHit(i); return json({ need: s.need, modifiers: s.modifiers.map((m) => m.code), chance: toFractionString(fowSuccessChance(s.need)) }); },
  }),
  "fow/die-roll": defineProbe({
    description: "One N+ test: the score after modifiers, its exact chance (7 = a 6 then 5+, 8 = a 6 then 6, 9+ impossible, better than 2+ fails on a 1, 'auto' always), and the result of the given faces.",
    rule: "FoW [How It Works › Die Rolls]",
    input: z.object({ score, modifier: z.number().int().default(0), faces: z.array(d6).optional() }).strict(),
    compute: ({ score: s, modifier, faces }) => {
      const need = s === "auto" ? "auto" as const : s + modifier;
      const out: Record<string, unknown> = { need, chance: toFractionString(fowSuccessChance(need)) };
      if (faces) { const dice = createFixedDice(faces); const r = rollTests(1, need, dice); out.pass = r.passes === 1; out.facesUsed = r.results[0]!.first.faces; }
      return json(out);
    },
  }),
  "fow/dispute-roll": defineProbe({
    description: "A rules dispute settled by a die: 4, 5 or 6 your reading stands for the rest of the game, 1-3 the opponent's.",
    rule: "FoW [How It Works › Working It Out]",
    input: z.object({ face: d6, claimed: z.string(), otherwise: z.string() }).strict(),
    compute: ({ face, claimed, otherwise }) => json(disputeRoll(face, claimed, otherwise)),
  }),
  "fow/mobility": defineProbe({
    description: "A mobility rating's row of the Mobility and Movement Table (printed pairs with provenance), and whether a team that moved Tactical or Dash may shoot.",
    rule: "FoW [Movement › Tactical and Dash Speeds; Mobility and Movement Table]",
    input: z.object({ mobility: z.enum(MOBILITIES) }).strict(),
    compute: ({ mobility }) => {
      const col = (column: "tactical" | "terrain_dash" | "cross_country_dash" | "road_dash") => fowCell(mobilitySpeedTable, { mobility, column });
      const w = { rof: { halted: 2 }, rules: [] };
      return json({
        tactical: col("tactical").value, terrainDash: col("terrain_dash").value, crossCountryDash: col("cross_country_dash").value, roadDash: col("road_dash").value,
        cross: fowCell(mobilityCrossTable, { mobility }).value, provenance: describeProvenance(col("tactical").provenance),
        shootsAfterTactical: rofFor(w, { moved: true }).rof > 0, shootsAfterDash: rofFor(w, { dashed: true }).rof > 0,
        anomalies: MOBILITY_ANOMALIES.filter((a) => a.mobility === mobility).map((a) => a.column),
      });
    },
  }),
  "fow/roll-tests": defineProbe({
    description: "Several dice needing a score, rolled in the book's order (first dice, the further die of each 6 for 7/8, then each re-roll as one combined roll).",
    rule: "FoW [Shooting › 6. Roll to Hit › Targets Requiring 7 or More to Hit; How It Works › Re-rolls]",
    input: z.object({ count: z.number().int().min(1), score, reroll: z.enum(["none", "misses", "hits"]).default("none"), faces: z.array(d6) }).strict(),
    compute: ({ count, score: s, reroll, faces }) => {
      const dice = createFixedDice(faces);
      const r = rollTests(count, s, dice, reroll);
      return json({ passes: r.passes, misses: count - r.passes, dice: r.results.map((x) => ({ first: x.first.faces, firstPass: x.first.pass, reroll: x.reroll?.faces ?? null, pass: x.pass })), unused: dice.remaining() });
    },
  }),
  "fow/smoke-screen": defineProbe({
    description: "Length of a Smoke Screen: 4\"/10cm per weapon firing, from the Aiming Point at any angle.",
    rule: "FoW [Smoke Bombardments › Smoke Screens]",
    input: z.object({ weapons: z.number().int().min(1), unit }).strict(),
    compute: ({ weapons, unit: u }) => json({ length: smokeScreenLength(weapons, u), unit: u }),
  }),
  "fow/reserves": defineProbe({
    description: "Dice rolled for Immediate or Delayed Reserves on the player's turn, and the Units the faces bring (5+ each; three or more dice and no 5+ bring one).",
    rule: "FoW [Mission Special Rules › Reserves]",
    input: z.object({ mode: z.enum(["immediate", "delayed"]), turn: z.number().int().min(1), faces: z.array(d6).optional(), options }).strict(),
    compute: ({ mode, turn, faces, options: o }) => json({ dice: reserveDice(mode, turn), ...(faces ? reserveArrivals(faces, mode, fowOption(o, "delayedGuarantee")) : {}) }),
  }),
  "fow/reserves-table": defineProbe({
    description: "The most points on the table for a force size (Reserves Table; 800 by RULING-15).",
    rule: "FoW [Mission Special Rules › Reserves Table]",
    input: z.object({ force: z.number().int().positive(), options }).strict(),
    compute: ({ force, options: o }) => json(maxOnTable(force, fowOption(o, "reserves800"))),
  }),
  "fow/aircraft-hit": defineProbe({
    description: "A hit on an Aircraft: save 3+, then the shooter's Firepower test (Flying Tank +1; above 6 fails under RULING-1's default). Exact chance of destroying it, and a roll of the given faces.",
    rule: "FoW [Shooting at Aircraft; Weapon Special Rules › Flying Tank]",
    input: z.object({ firepower: z.number().int().min(1).max(6), flyingTank: z.boolean().default(false), faces: z.array(d6).optional(), options }).strict(),
    compute: ({ firepower, flyingTank, faces, options: o }) => {
      const sevenRule = fowOption(o, "sevenRule");
      const onePlus = fowOption(o, "printedOnePlus");
      const d = fowAircraftSaveOdds({ firepower, flyingTank, sevenRule: sevenRule === "all_tests", onePlus });
      const out: Record<string, unknown> = { firepowerNeed: firepower + (flyingTank ? 1 : 0), destroyChance: toFractionString(d.get("destroyed") ?? ZERO) };
      if (faces) out.roll = resolveAircraftHit({ firepower, flyingTank }, createFixedDice(faces), { sevenRule, onePlus }).outcome;
      return json(out);
    },
  }),
  "fow/force-list": defineProbe({
    description: "Validates a force list (the format organisers extend): ok, or the issues with codes and rules.",
    rule: "FoW [Teams › Observers; Units › Attachments; Picking Your Force]",
    input: z.unknown(),
    compute: (f) => { const r = validateForceList(f); return json(r.ok ? { ok: true, units: r.force.units.length } : { ok: false, issues: r.issues }); },
  }),
  "fow/sight": defineProbe({
    description: "Range, LOS, Concealment and Bulletproof Cover of a target team seen by a shooter on a table document (sub-mm teams), through @tactica/table's kernels.",
    rule: "FoW [1. Check Range; 2. Check Line of Sight; 3. Check for Concealment]",
    input: z.object({ table: z.unknown(), shooter: z.record(z.string(), z.unknown()), target: z.record(z.string(), z.unknown()), options }).strict(),
    compute: ({ table, shooter, target, options: o }) => {
      const v = validateTableDocument(table);
      if (!v.ok) return { ok: false, error: { code: "probe/bad_table", message: `The table document does not validate: ${v.issues[0]?.path ?? ""} ${v.issues[0]?.message ?? ""}`, rule: "FoW [Terrain]" } };
      const f = sightFacts(compileTable(v.table), shooter as unknown as TableTeam, target as unknown as TableTeam, { options: o });
      return json({ hasLos: f.hasLos, range: Math.round(f.range * 1000) / 1000, longRange: f.longRange, concealed: f.concealed, bulletproof: f.bulletproof, reasons: f.reasons.map((r) => r.code) });
    },
  }),
  "fow/assign-easy-way": defineProbe({
    description: "Doing It the Easy Way: one hit on the target, then one per team of the Unit in turn, until the hits run out.",
    rule: "FoW [7. Assign Hits › Doing It the Easy Way]",
    input: z.object({ order: z.array(z.string()).min(1), hits: z.number().int().min(0) }).strict(),
    compute: ({ order, hits }) => json(assignEasyWay(order, hits)),
  }),
  "fow/is-hit-on": defineProbe({
    description: "A handbook skill rating as the score needed to hit the team.",
    rule: "FoW [Skill Rating › Using Intelligence Handbooks]",
    input: z.object({ skill: z.enum([...SKILLS, "aircraft"]) }).strict(),
    compute: ({ skill }) => { const c = fowCell(isHitOnTable, { target: skill }); return json({ isHitOn: c.value, provenance: describeProvenance(c.provenance) }); },
  }),
  "fow/air-support": defineProbe({
    description: "A handbook air support level as flight size and arrival score.",
    rule: "FoW [Aircraft › Aircraft From Intelligence Handbooks]",
    input: z.object({ support: z.enum(["priority", "limited", "sporadic", "close_air_support"]) }).strict(),
    compute: ({ support }) => json(fowCell(airSupportTable, { support }).value),
  }),
  "fow/artillery-conversion": defineProbe({
    description: "Handbook Arsenal AT and FP as bombardment ratings (a mixed battery: the lowest AT and the worst FP).",
    rule: "FoW [Artillery › Bombardment Firepower and Anti-tank Ratings]",
    input: z.object({ lines: z.array(z.object({ arsenalAt: z.number().int().min(0), arsenalFp: z.number().int().min(1).max(6) }).strict()).min(1) }).strict(),
    compute: ({ lines }) => json(bombardmentRatings(lines)),
  }),
  "fow/building-rooms": defineProbe({
    description: "A building more than about 6\"/15cm across divided into rooms 3\"-6\" (7.5-15cm) across, each a separate building.",
    rule: "FoW [Height of Terrain › Buildings]",
    input: z.object({ width: z.number().positive(), unit }).strict(),
    compute: ({ width, unit: u }) => json({ ...buildingRooms(width, u), separateBuildings: true }),
  }),
  "fow/victory-points": defineProbe({
    description: "The Victory Points Table by the winner's destroyed Units.",
    rule: "FoW [Missions › Victory Points]",
    input: z.object({ losses: z.number().int().min(0) }).strict(),
    compute: ({ losses }) => json(fowCell(victoryPointsTable, { losses }).value),
  }),
  "fow/night-visibility": defineProbe({
    description: "A Unit's LOS limit at night from the Night Visibility die (two dice under a Full or New Moon), and a target that shot in its last Shooting Step (visible at any range).",
    rule: "FoW [Night Fighting]",
    input: z.object({ faces: z.array(d6).min(1).max(2), moon: z.enum(["full", "normal", "new"]).default("normal"), targetShotLastTurn: z.boolean().default(false) }).strict(),
    compute: ({ faces, moon, targetShotLastTurn }) => { const n = nightLosLimit(faces, moon); return json({ roll: n.roll, limit: targetShotLastTurn ? null : n.limit, anyRange: targetShotLastTurn }); },
  }),
  "fow/dawn": defineProbe({
    description: "Dawn: from the Defender's turn 3 one die, then one more die each player turn; any 5+ breaks morning at the start of that turn.",
    rule: "FoW [Time of Day › Dawn]",
    input: z.object({ rolls: z.array(z.array(d6).min(1)).min(1) }).strict(),
    compute: ({ rolls }) => {
      const d = dawnBreaks(rolls);
      return json({ brokeAt: d.brokeAt === null ? null : dawnCheckTurn(d.brokeAt), checks: d.checks.map((c, i) => ({ ...dawnCheckTurn(i), dice: c.dice, breaks: c.breaks })) });
    },
  }),
  "fow/template": defineProbe({
    description: "The bombardment template: standard, or for rocket launchers counting as two (double-width) or four (devastating) weapons (RULING-12 for six).",
    rule: "FoW [Artillery › Rocket Launchers]",
    input: z.object({ rockets: z.boolean().default(false), countsAs: z.array(z.number().int().min(1)).default([]), options }).strict(),
    compute: ({ rockets, countsAs, options: o }) => { const t = templateFor({ rockets, countsAs, stukaReading: fowOption(o, "stukaTemplate") }); return json({ kind: t.kind, width: t.width, depth: t.depth }); },
  }),
  "fow/flame-thrower": defineProbe({
    description: "A flame-thrower's line: the Arsenal range and ROF with AT 2, FP 1+, Breakthrough Gun, Hits Top Armour and Full ROF When Moving; the book's sample infantry flame-thrower.",
    rule: "FoW [Flame-throwers › Flame-thrower Arsenals]",
    input: z.object({ weapon: z.string().default("infantry_flame_thrower") }).strict(),
    compute: ({ weapon }) => {
      const w = BOOK_WEAPONS.find((x) => x.id === weapon);
      if (!w) return { ok: false, error: { code: "probe/unknown_weapon", message: `No book weapon "${weapon}".`, rule: "FoW [Flame-throwers]" } };
      const f = asFlameThrower(w);
      return json({ range: f.range, rof: f.rof.halted, movingRof: rofFor(f, { moved: true }).rof, antiTank: f.antiTank, firepower: f.firepower, rules: [...f.rules].sort() });
    },
  }),
  "fow/sniper": defineProbe({
    description: "The Sniper Team profile: ratings, rifle line, and what the rules make automatic (concealed, gone to ground, BP, re-roll misses, pin any Unit hit).",
    rule: "FoW [Snipers]",
    input: z.object({}).strict(),
    compute: () => json(SNIPER_PROFILE),
  }),
  "fow/strategic-withdrawal": defineProbe({
    description: "Strategic Withdrawal at the start of a Defender turn: Units on table plus Delay Counters; 6 or more withdraws a Unit and removes the counters, fewer gains a counter.",
    rule: "FoW [Mission Special Rules › Strategic Withdrawal]",
    input: z.object({ turn: z.number().int().min(1), units: z.number().int().min(0), counters: z.number().int().min(0) }).strict(),
    compute: (i) => json(strategicWithdrawal(i)),
  }),
  "fow/unit-shooting-odds": defineProbe({
    description: "Exact odds of a Unit shooting at a Unit: each team's ROF and score to hit with its modifiers, hits assigned the easy way from the declared target, saves and Firepower tests per hit, and Pinned Down; outcomes 'destroyed=d bailed=b pinned=yes|no|immune'.",
    rule: "FoW [6. Roll to Hit; 7. Assign Hits › Doing It the Easy Way; 8. Roll Saves; Pinned Down]",
    input: z.object({
      isHitOn: z.number().int(),
      shooters: z.array(z.object({ team: z.string(), weapon: z.union([z.string(), weaponSchema]), rof: z.record(z.string(), z.boolean()).default({}), toHit: z.record(z.string(), z.unknown()).default({}) }).strict()).min(1),
      targets: z.array(z.union([
        z.object({ id: z.string(), kind: z.literal("armoured"), armour: z.number().int(), remount: score, bailedOut: z.boolean().optional() }).strict(),
        z.object({ id: z.string(), kind: z.literal("team"), save: score, bulletproof: z.boolean() }).strict(),
      ])).min(1),
      hitsAlready: z.number().int().min(0).optional(), pinImmune: z.boolean().optional(), options,
    }).strict(),
    compute: (i) => {
      const shooters = [];
      for (const s of i.shooters) {
        const w = typeof s.weapon === "string" ? BOOK_WEAPONS.find((x) => x.id === s.weapon) : s.weapon;
        if (!w) return { ok: false, error: { code: "probe/unknown_weapon", message: `No book weapon "${String(s.weapon)}".`, rule: "FoW [Shooting › Weapon Characteristics]" } };
        shooters.push({ team: s.team, weapon: w, rof: s.rof, toHit: s.toHit });
      }
      return json(explainUnitShooting({ isHitOn: i.isHitOn, shooters, targets: i.targets, hitsAlready: i.hitsAlready, pinImmune: i.pinImmune, onePlus: fowOption(i.options, "printedOnePlus") }));
    },
  }),
};
