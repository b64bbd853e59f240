// Sniper!'s rule probes: the book's worked examples (digest §14.1, T1-T12) as named pure computations, JSON in and
// JSON out, so tests/conformance/sniper states them as data another engine can run (docs/conformance.md).
import { createFixedDice } from "@tactica/dice";
import { describeProvenance, stepTurnModel, turnCommand } from "@tactica/engine";
import type { ActivationTurn } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { fromOffset, toOffset } from "@tactica/hex";
import type { Json, RuleProbes } from "@tactica/ruleset-module";
import { defineProbe } from "@tactica/ruleset-module";
import { z } from "zod";
import { fireNumbers } from "../fire/index";
import { applyWounds, fleeChoices, fleePath, isIsolated, leaderActivations, mayAct, panicTest, panicTests, SCATTER_PROVENANCE } from "../morale/index";
import { sniperOption } from "../options/index";
import { createSniperSequence, initSniperTurn } from "../sequence/index";
import { TRACKS, trackThresholds } from "../tables/index";
import { jumpLegality, vehicleOpeningAdmits } from "../terrain/index";
import { WEAPON_CODES } from "../weapons/index";

const d6 = z.number().int().min(1).max(6);
const hexId = z.string().regex(/^\d{4}$/);
const options = z.record(z.string(), z.string()).optional();

/** Drops undefined keys so an answer is plain JSON. */
function json(o: unknown): Json {
  return JSON.parse(JSON.stringify(o)) as Json;
}

/** Printed CCRR hex IDs on the map's numbering (option sniper/hex_numbering; the map art is absent). */
function layoutOf(opts: Record<string, string> | undefined) {
  return { orientation: "flat", parity: sniperOption(opts, "hexNumbering") === "columns_odd_high" ? "even" : "odd" } as const;
}
const toHex = (id: string, opts?: Record<string, string>): Hex => fromOffset({ col: Number(id.slice(0, 2)), row: Number(id.slice(2)) }, layoutOf(opts));
const toId = (h: Hex, opts?: Record<string, string>): string => { const o = toOffset(h, layoutOf(opts)); return `${String(o.col).padStart(2, "0")}${String(o.row).padStart(2, "0")}`; };

const sequence = createSniperSequence();

export const SNIPER_PROBES: RuleProbes = {
  "sniper/activation-track": defineProbe({
    description: "Impulses of the operations phase on the sniper sequence: each player in phase draws the named marker into the next box of his track; the answer gives, per draw, the box, its threshold, the soldiers' activation values that are active, whether he may draw again and who is in phase next.",
    rule: "Sniper 5.1, 5.2",
    input: z.object({
      seats: z.tuple([z.string(), z.string()]), tracks: z.record(z.string(), z.enum(TRACKS)),
      draws: z.array(z.object({ seat: z.string(), marker: d6 }).strict()).min(1),
    }).strict(),
    compute: ({ seats, tracks, draws }) => {
      const ctx = { game: undefined, seats: [...seats], options: {} };
      const thresholds = Object.fromEntries(seats.map((s) => [s, trackThresholds(tracks[s] ?? "A")]));
      let t: ActivationTurn = initSniperTurn({ seats, tracks: thresholds, turns: 1 });
      const step = (type: string, seat: string, faces: number[]) => {
        const out = stepTurnModel(sequence, t, turnCommand(type, seat), createFixedDice(faces), ctx);
        if (!out.ok) throw new Error(`${type}: ${out.error.code}`);
        t = out.turn;
      };
      // The first seat wins the observation roll and places first; both end their placement [4.0 C].
      step("roll_observation", seats[0], [6, 1]);
      step("end_placement", seats[0], []);
      step("end_placement", seats[1], []);
      const out: Json[] = [];
      for (const d of draws) {
        if (t.active !== d.seat) return { ok: false, error: { code: "probe/not_in_phase", message: `${d.seat} is not the player in phase (${t.active ?? "none"} is).`, rule: "Sniper 5.2" } };
        const cup = t.cups[d.seat] ?? [];
        const face = cup.indexOf(d.marker) + 1;
        if (face === 0) return { ok: false, error: { code: "probe/marker_drawn", message: `marker ${d.marker} is not in ${d.seat}'s cup.`, rule: "Sniper 5.3" } };
        const box = (t.track[d.seat] ?? []).length + 1;
        step("draw_activation", d.seat, [face]);
        const eligible = t.eligible[d.seat] ?? false;
        step("end_impulse", d.seat, []);
        out.push({ seat: d.seat, track: tracks[d.seat] ?? "A", box, threshold: thresholds[d.seat]![box - 1]!, marker: d.marker,
          activeValues: [1, 2, 3, 4, 5, 6].filter((v) => v <= d.marker), mayDrawAgain: eligible, nextInPhase: t.active });
      }
      return json({ draws: out });
    },
  }),
  "sniper/firepower": defineProbe({
    description: "An attack's firepower: the Firepower table's value at the range, halved for a wounded firer and for opportunity or quick fire, divided by the targets, rounded by the option; each step with its rule, and the base value's provenance.",
    rule: "Sniper 12.6, 12.3, 12.2, 12.5",
    input: z.object({ weapon: z.enum(WEAPON_CODES), range: z.number().int().min(1), mode: z.enum(["direct", "opportunity", "quick"]).optional(),
      wounded: z.boolean().optional(), targets: z.number().int().min(1).optional(), split: z.enum(["stack", "auto"]).optional(), options }).strict(),
    compute: (i) => {
      const n = fireNumbers({ weapon: i.weapon, range: i.range, ...(i.mode ? { mode: i.mode } : {}), ...(i.wounded ? { firerWounded: true } : {}),
        ...(i.targets ? { targets: i.targets } : {}), ...(i.split ? { split: i.split } : {}), ...(i.options ? { options: i.options } : {}) });
      if (!n.ok) return { ok: false, error: { code: n.code, message: n.message, rule: n.rule } };
      return json({ base: n.baseFirepower, firepower: n.firepower, steps: n.firepowerSteps, baseProvenance: n.provenance[0] ? describeProvenance(n.provenance[0]) : null });
    },
  }),
  "sniper/wounds": defineProbe({
    description: "A soldier's condition after results applied in the order of the attacks.",
    rule: "Sniper 14.2",
    input: z.object({ from: z.enum(["healthy", "wounded", "incap", "kia"]).optional(), results: z.array(z.enum(["W", "I", "K", "Stun", "-", "P", "P1", "P2"])) }).strict(),
    compute: ({ from, results }) => {
      const r = applyWounds({ health: from ?? "healthy", stunned: false }, results);
      return json({ final: r.final.health, stunned: r.final.stunned, steps: r.steps.map((s) => s.health) });
    },
  }),
  "sniper/may-act": defineProbe({
    description: "The markers 1-6 under which a soldier may do a task of this kind: activation value, +2 for combat tasks when isolated, no combat task over 6.",
    rule: "Sniper 5.1, 23.2",
    input: z.object({ activation: d6, isolated: z.boolean().optional(), task: z.enum(["movement", "preparation", "combat", "opportunity_fire", "initial_observation"]) }).strict(),
    compute: ({ activation, isolated, task }) => ({ markers: [1, 2, 3, 4, 5, 6].filter((m) => mayAct({ activation, marker: m, task, isolated: isolated ?? false }).may) }),
  }),
  "sniper/panic-flight": defineProbe({
    description: "A panic test and what follows: the margin, prone or flight; for flight the directions offered by the direction roll, the chosen one's path of the distance roll from a printed hex, stopping before the first hex that cannot be entered (the map art is absent: the case names it), and the hex where he drops prone.",
    rule: "Sniper 24.0, 24.3",
    input: z.object({ panicValue: d6, roll: d6, directionRoll: d6.optional(), chosen: d6.optional(), distanceRoll: d6.optional(), from: hexId.optional(), blockedBeyond: hexId.optional(), options }).strict(),
    compute: (i) => {
      const t = panicTest({ panicValue: i.panicValue, roll: i.roll });
      if (t.effect !== "flee" || i.directionRoll === undefined || i.chosen === undefined || i.distanceRoll === undefined || i.from === undefined) return json({ panics: t.panics, margin: t.margin, effect: t.effect });
      const choices = fleeChoices(i.directionRoll);
      if (!choices.includes(i.chosen)) return { ok: false, error: { code: "probe/bad_direction", message: `direction ${i.chosen} is not one of ${choices.join(", ")}`, rule: "Sniper 24.3" } };
      const stop = i.blockedBeyond;
      const p = fleePath(toHex(i.from, i.options), i.chosen, i.distanceRoll, (h) => stop === undefined || toId(h, i.options) !== stop);
      const path = p.path.map((h) => toId(h, i.options));
      return json({ panics: true, margin: t.margin, effect: "flee", choices, path, stopsAt: path[path.length - 1] ?? i.from, stoppedEarly: p.stoppedEarly, prone: true,
        provenance: [describeProvenance(SCATTER_PROVENANCE)] });
    },
  }),
  "sniper/patrol-entry": defineProbe({
    description: "Which patrol enters first: the lower roll moves at once; the higher waits as many turns as the difference; equal rolls are rolled again.",
    rule: "Sniper 37.1 Step 3",
    input: z.object({ alpha: d6, bravo: d6 }).strict(),
    compute: ({ alpha, bravo }) => json(alpha === bravo ? { reroll: true } : { reroll: false, first: alpha < bravo ? "alpha" : "bravo", leadTurns: Math.abs(alpha - bravo) }),
  }),
  "sniper/panic-tests": defineProbe({
    description: "Several panic tests called for by one attack, in order: once one panics him the rest are skipped.",
    rule: "Sniper 24.1",
    input: z.object({ panicValue: d6, tests: z.array(z.object({ cause: z.enum(["wounded", "P", "P1", "P2", "ally_hit", "first_shot"]), roll: d6 }).strict()).min(1) }).strict(),
    compute: ({ panicValue, tests }) => {
      const r = panicTests(tests.map((t) => ({ panicValue, roll: t.roll, cause: t.cause })));
      return json({ taken: r.taken.length, skipped: r.skipped, results: r.taken.map((o) => ({ panics: o.panics, effect: o.effect })) });
    },
  }),
  "sniper/leader-activations": defineProbe({
    description: "How many soldiers an active leader may activate under the current marker (a Japanese leader one more).",
    rule: "Sniper 22.3, 51.4",
    input: z.object({ marker: d6, leaderActivation: d6, stunned: z.boolean().optional(), panicked: z.boolean().optional(), japanese: z.boolean().optional() }).strict(),
    compute: (i) => json(leaderActivations(i)),
  }),
  "sniper/jump": defineProbe({
    description: "Whether a jump from a roof, window or hole to a storey is legal: down exactly one level.",
    rule: "Sniper 10.3",
    input: z.object({ from: z.object({ storey: z.number().int().min(-1), via: z.enum(["roof", "window", "hole"]) }).strict(), toStorey: z.number().int().min(-1), prone: z.boolean().optional() }).strict(),
    compute: ({ from, toStorey, prone }) => json(jumpLegality(from, toStorey, prone ?? false)),
  }),
  "sniper/isolation": defineProbe({
    description: "Whether a soldier is isolated, from his allies' postures, LOS distances and paths; Germans add 2 to every distance.",
    rule: "Sniper 23.1, 51.2",
    input: z.object({
      insideBuilding: z.boolean(), german: z.boolean().optional(),
      allies: z.array(z.object({ health: z.enum(["healthy", "wounded", "incap", "kia"]).optional(), posture: z.enum(["standing", "prone"]), losDistance: z.number().int().min(0).optional(),
        path: z.object({ hexes: z.number().int().min(0), crossings: z.number().int().min(0) }).strict().optional() }).strict()),
    }).strict(),
    compute: (i) => json(isIsolated({ insideBuilding: i.insideBuilding, german: i.german ?? false, allies: i.allies.map((a) => ({ ...a, health: a.health ?? "healthy" })) })),
  }),
  "sniper/initial-observation": defineProbe({
    description: "The initial observation roll on the sniper sequence: markers each player may place (a 1 allows 2), who places first (the higher roll; equal rolls roll again for the order).",
    rule: "Sniper 4.0 C, 7.4",
    input: z.object({ rolls: z.array(d6).min(2) }).strict(),
    compute: ({ rolls }) => {
      const seats = ["first", "second"] as const;
      const t0 = initSniperTurn({ seats, tracks: { first: trackThresholds("A"), second: trackThresholds("A") }, turns: 1 });
      const dice = createFixedDice(rolls);
      const out = stepTurnModel(sequence, t0, turnCommand("roll_observation", "first"), dice, { game: undefined, seats: [...seats], options: {} });
      if (!out.ok) return { ok: false, error: { code: out.error.code, message: out.error.message } };
      return json({ allowance: out.turn.allowance, placesFirst: out.turn.first, placing: out.turn.placing, rollsUsed: rolls.length - dice.remaining() });
    },
  }),
  "sniper/vehicle-opening": defineProbe({
    description: "Whether an opening of printed hexes lets a vehicle into a building: two adjacent hexes.",
    rule: "Sniper 34.1",
    input: z.object({ hexes: z.array(hexId).min(1), options }).strict(),
    compute: ({ hexes, options: o }) => json(vehicleOpeningAdmits(hexes.map((h) => toHex(h, o)))),
  }),
};
