// Patrol!'s rule probes: the book's pure computations by name, JSON in and JSON out, so the conformance cases
// (tests/conformance/patrol, docs/conformance.md) state the book's examples as data another engine can run.
import { lookup } from "@tactica/engine";
import { rational, toFractionString } from "@tactica/dice";
import type { Rational } from "@tactica/dice";
import type { Json, RuleProbes } from "@tactica/ruleset-module";
import { defineProbe } from "@tactica/ruleset-module";
import { z } from "zod";
import { toSolitaireMgRows } from "../solitaire/index";
import { applyResults, handToHandOdds, toAttackStrength, toMovementAllowance, toMovementMultiple } from "../combat/index";
import { checkTaskOrder, parsePlotLine, TASK_MP } from "../plot/index";
import type { TaskCode } from "../plot/index";
import { isPanicHex, PRESERVATION_CHITS, resolveSwap, toChitsDrawn, toEntryTurns, toLeaderInfluence, toMpAfterWound, toPanicChitCount,
  toPanicDigits, toPatrolScore, toVictory } from "../rules/index";
import { parseForce } from "../scenarios/index";
import { isNightSpotted, toNightCell, toNightColumn } from "../sighting/index";
import { FIREARMS, solitaireMgTable } from "../tables/index";

const d6 = z.number().int().min(1).max(6);
const count = z.number().int().min(0);
const status = z.enum(["fit", "W", "I", "K"]);
const result = z.enum(["K", "I", "W", "-"]);
const side = (s: "a" | "b") => (s === "a" ? "alpha" : "bravo");
const NIGHT_POSTURES = ["erect-stationary", "erect-moving", "prone-exposed", "prone-hidden"] as const;
const NIGHT_POSTURE_CODE: Readonly<Record<(typeof NIGHT_POSTURES)[number], number>> = { "erect-stationary": 0, "erect-moving": 1, "prone-exposed": 2, "prone-hidden": 3 };
const taskCodes = Object.keys(TASK_MP) as [TaskCode, ...TaskCode[]];

/** Drops undefined keys so an answer is plain JSON. */
function json(o: Record<string, unknown>): Json {
  return JSON.parse(JSON.stringify(o)) as Json;
}

export const PATROL_PROBES: RuleProbes = {
  "patrol/attack-strength": defineProbe({
    description: "Attack Strength per man attacked: the table's basic AS, halved for a wounded or stunned firer, for opportunity or quick fire, divided among the men attacked, a third for a night Fire Plan; fractions rounded up at the end. exact is the unrounded AS as a fraction.",
    rule: "Patrol 10.61, 10.8, 10.32, 10.5, 10.23, 19.11, 16.45",
    input: z.object({ weapon: z.enum(FIREARMS), range: z.number().int().min(1), mode: z.enum(["DF", "OF", "KF", "EF", "FP"]).optional(),
      wounded: z.boolean().optional(), stunned: z.boolean().optional(), targets: z.number().int().min(1).optional() }).strict(),
    compute: (input) => {
      const as = toAttackStrength(input);
      if (as.value === undefined) return { value: null, reason: as.reason };
      let exact: Rational = rational(0);
      for (const m of as.modifiers) {
        if (m.op === "base") exact = rational(m.value);
        else if (m.op === "÷") exact = rational(exact.num, exact.den * BigInt(m.value));
      }
      return json({ value: as.value, exact: toFractionString(exact), modifiers: as.modifiers.map((m) => ({ name: m.name, op: m.op, value: m.value, rule: m.rule })) });
    },
  }),
  "patrol/movement-multiple": defineProbe({
    description: "The target's Movement Multiple from the hexes he plotted to move this turn.",
    rule: "Patrol 10.63",
    input: z.object({ hexesPlotted: count }).strict(),
    compute: ({ hexesPlotted }) => ({ multiple: toMovementMultiple(hexesPlotted) }),
  }),
  "patrol/mp-after-wound": defineProbe({
    description: "The MP a mover wounded by opportunity fire may still spend: his remaining plotted MP halved, fractions dropped.",
    rule: "Patrol 10.22, 19.11",
    input: z.object({ remainingMp: count }).strict(),
    compute: ({ remainingMp }) => ({ mp: toMpAfterWound(remainingMp) }),
  }),
  "patrol/casualty-results": defineProbe({
    description: "Fire results applied to a man in the order received, the status changes they make and the Preservation chits those changes draw.",
    rule: "Patrol 19.12, 21.11",
    input: z.object({ status, results: z.array(result).min(1), byFlamethrower: z.boolean().optional() }).strict(),
    compute: ({ status: s, results, byFlamethrower }) => {
      const r = applyResults(s, results);
      return { status: r.status, changes: r.changes, chitsDrawn: toChitsDrawn(r.changes, byFlamethrower ?? false) };
    },
  }),
  "patrol/movement-allowance": defineProbe({
    description: "A man's Movement Allowance: 10, halved when wounded, halved again when stunned, fractions dropped; none when incapacitated or killed.",
    rule: "Patrol 7.4, 19.11",
    input: z.object({ status, stunned: z.boolean() }).strict(),
    compute: ({ status: s, stunned }) => ({ ma: toMovementAllowance(s, stunned) }),
  }),
  "patrol/night-spotting": defineProbe({
    description: "A night spotting roll: the Night Spotting Table's cell for the range and the target's posture and terrain, and whether the adjusted roll (d6 + modifiers) spots him.",
    rule: "Patrol 16.1, 16.11, 16.32",
    input: z.object({ range: count, targetPosture: z.enum(NIGHT_POSTURES), clearTerrain: z.boolean(), roll: d6, modifier: z.number().int() }).strict(),
    compute: ({ range, targetPosture, clearTerrain, roll, modifier }) => {
      const column = toNightColumn(NIGHT_POSTURE_CODE[targetPosture], clearTerrain);
      const cell = toNightCell(range, column);
      return { column, best: cell.best, adjustedRoll: roll + modifier, spotted: isNightSpotted(range, column, roll, modifier) };
    },
  }),
  "patrol/hand-to-hand-odds": defineProbe({
    description: "The exact odds of one hand-to-hand attack: the table line and the distribution of results over the d6.",
    rule: "Patrol 12.5, 12.23",
    input: z.object({ weapon: z.enum(["BR", "SR", "AW", "AR", "MP", "MG", "GL", "RL", "FT", "TC", "Ua"]), attackerProne: z.boolean(), attackerWounded: z.boolean(),
      defenderWounded: z.boolean(), defenderIncapacitated: z.boolean().optional() }).strict(),
    compute: (input) => {
      const odds = handToHandOdds(input);
      return json({ line: odds.line, rolls: [...odds.rolls], outcomes: [...odds.distribution].map(([outcome, p]) => ({ outcome, probability: toFractionString(p) })),
        allBook: odds.provenance.allBook });
    },
  }),
  "patrol/victory": defineProbe({
    description: "Who wins the Patrol situation on victory points, by what margin and at which level.",
    rule: "Patrol 26.54",
    input: z.object({ alpha: z.number().int(), bravo: z.number().int() }).strict(),
    compute: ({ alpha, bravo }) => ({ ...toVictory(alpha, bravo) }),
  }),
  "patrol/patrol-score": defineProbe({
    description: "One side's victory points in the Patrol situation: enemy casualties, its own incapacitated men carried off, possession of the field.",
    rule: "Patrol 26.54, 26.55, 26.57",
    input: z.object({ enemyWounded: count, enemyIncapacitated: count, enemyKilled: count, friendlyIncapacitatedCarriedOff: count, holdsField: z.boolean(),
      preservationReached: z.boolean().optional() }).strict(),
    compute: (input) => ({ score: toPatrolScore(input) }),
  }),
  "patrol/entry-turns": defineProbe({
    description: "The Game-Turn each side's lead man enters, from the sides' entry rolls.",
    rule: "Patrol 26.2",
    input: z.object({ alphaRoll: d6, bravoRoll: d6 }).strict(),
    compute: ({ alphaRoll, bravoRoll }) => ({ ...toEntryTurns(alphaRoll, bravoRoll) }),
  }),
  "patrol/panic-chit-count": defineProbe({
    description: "How many of the ten panic chits a side draws at its Panic Level.",
    rule: "Patrol 20.0",
    input: z.object({ panicLevel: z.number().int().min(0).max(100) }).strict(),
    compute: ({ panicLevel }) => ({ chits: toPanicChitCount(panicLevel) }),
  }),
  "patrol/leader-panic": defineProbe({
    description: "Which drawn panic digits panic a man near his leader (he ignores the last one or two chits drawn), and which of the given hexes panic.",
    rule: "Patrol 20.0, 28.42-28.46",
    input: z.object({ draw: z.array(z.number().int().min(0).max(9)), leaderProne: z.boolean(), distance: count, leaderLos: z.boolean(), night: z.boolean().optional(),
      hexes: z.array(z.string().regex(/^\d{4}$/)).optional() }).strict(),
    compute: ({ draw, hexes, ...leader }) => {
      const ignoreLast = toLeaderInfluence(leader);
      const digits = [...toPanicDigits(draw, ignoreLast)];
      return { ignoreLast, digits, panicHexes: (hexes ?? []).filter((h) => isPanicHex(h, digits)) };
    },
  }),
  "patrol/task-order": defineProbe({
    description: "Whether a man may plot these tasks in this order this turn (stunned men plot bracketed tasks only; no fire after a move; no prepare then throw).",
    rule: "Patrol 6.0, 6.1, 6.22, 11.24, 22.2",
    input: z.object({ tasks: z.array(z.enum(taskCodes)).min(1), stunned: z.boolean() }).strict(),
    compute: ({ tasks, stunned }) => {
      const c = checkTaskOrder(tasks, stunned);
      return c.ok ? { legal: true } : json({ legal: false, code: c.error.code, rule: c.error.rule });
    },
  }),
  "patrol/solitaire-mg": defineProbe({
    description: "Solitaire random machine-gun fire: the Random MG Fire Table's hexrow digit(s) for the two rolls, and the sweep (digits, AS 20); a first roll of 5 or 6 fires nothing.",
    rule: "Patrol 28.64",
    input: z.object({ first: d6, second: d6 }).strict(),
    compute: ({ first, second }) => {
      const cell = lookup(solitaireMgTable, { first, second });
      const rows = toSolitaireMgRows(first, second);
      return { table: cell.ok ? cell.value : null, sweep: rows ? { digits: [...rows.digits], as: rows.as } : null };
    },
  }),
  "patrol/plot-lines": defineProbe({
    description: "Printed plot lines parsed: task code, hex or target, path, prone suffix (null for text that is not a plot line).",
    rule: "Patrol 6.4, 7.11, 7.12",
    input: z.object({ lines: z.array(z.string()).min(1) }).strict(),
    compute: ({ lines }) => ({ tasks: lines.map((l) => (parsePlotLine(l) ?? null) as Json) }),
  }),
  "patrol/hexside-swap": defineProbe({
    description: "Two opposing men crossing one hexside on the same MP: the higher roller does not cross, the lower one crosses and stops; a tie is rerolled.",
    rule: "Patrol 7.35",
    input: z.object({ alphaRoll: d6, bravoRoll: d6 }).strict(),
    compute: ({ alphaRoll, bravoRoll }) => {
      const r = resolveSwap(alphaRoll, bravoRoll);
      return r ? { tie: false, crosses: side(r.crosses), stops: side(r.stops) } : { tie: true, crosses: null, stops: null };
    },
  }),
  "patrol/force": defineProbe({
    description: "An order-of-battle force parsed: men by counter (and rifle), equipment, artillery rounds.",
    rule: "Patrol 27.0",
    input: z.object({ text: z.string().min(1) }).strict(),
    compute: ({ text }) => {
      const f = parseForce(text);
      return f.ok ? json({ ...f.force }) : { ok: false, error: { code: f.error.code, message: `"${f.error.token}" is not a force token`, rule: "Patrol 27.0" } };
    },
  }),
  "patrol/preservation-chits": defineProbe({
    description: "The Preservation chits a man's status changes draw, and the cup they come from (count, lowest and highest number).",
    rule: "Patrol 21.0, 21.11, 21.12, 21.14",
    input: z.object({ statusChanges: count, byFlamethrower: z.boolean().optional() }).strict(),
    compute: ({ statusChanges, byFlamethrower }) => ({
      chitsDrawn: toChitsDrawn(statusChanges, byFlamethrower ?? false),
      cup: { count: PRESERVATION_CHITS.length, lowest: Math.min(...PRESERVATION_CHITS), highest: Math.max(...PRESERVATION_CHITS) },
    }),
  }),
};
