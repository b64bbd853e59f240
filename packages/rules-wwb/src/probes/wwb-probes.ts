// We Were Brothers' rule probes: the book's worked examples (digest §12.1, T1-T13) as named pure computations, JSON
// in and JSON out, so tests/conformance/wwb states them as data (docs/conformance.md). Examples whose dice faces are
// lost take the results the book prints ("the roll killed him", "Pink null") rather than faces.
import type { Json, RuleProbes } from "@tactica/ruleset-module";
import { defineProbe } from "@tactica/ruleset-module";
import { z } from "zod";
import type { WeaponCard } from "../tables/index";
import { COMBAT_RESULTS, COVER_KINDS, DIE_COLOURS, STANCES, WEAPONS, shiftDie } from "../tables/index";
import { markerPosition, spot, spottingTest } from "../spotting/index";
import { HEALTHY } from "../health/index";
import { accuracyFromResult, applyFireResult, checkMarkers, impactDie, revealTurn, shotDie, strafingRolls, timeTrackEntry, useSuppressionAttacks } from "../fire/index";
import { playMelee } from "../melee/index";
import { blastDie } from "../grenades/index";

const options = z.record(z.string(), z.string()).optional();
const stance = z.enum(STANCES);
const coverLevel = z.union([z.literal(0), z.literal(0.5), z.literal(1), z.literal(2)]);
const party = z.object({
  stance, elevation: z.number().int().min(0).optional(), inWoods: z.boolean().optional(), woodsEdge: z.boolean().optional(),
  atBuildingCorner: z.boolean().optional(), atBarrierEdge: z.boolean().optional(),
  building: z.object({ id: z.string(), floor: z.number().int().min(0), atWindow: z.boolean() }).strict().optional(),
  running: z.boolean().optional(), observation: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  specialist: z.enum(["leader", "engineer", "medic", "team_gunner", "radio_operator", "sniper"]).optional(), camouflaged: z.boolean().optional(),
  cover: z.object({ level: coverLevel, kind: z.string().optional() }).strict().optional(), inCrater: z.boolean().optional(),
}).strict();

/** Drops undefined keys so an answer is plain JSON. */
const json = (o: unknown): Json => JSON.parse(JSON.stringify(o)) as Json;

export const WWB_PROBES: RuleProbes = {
  "wwb/die-shift": defineProbe({
    description: "A colour modifier moves the die along the White->Black ladder (not the face): the die rolled after each shift, or below_white.",
    rule: "WWB 2.0 Combat Dice",
    input: z.object({ base: z.enum(DIE_COLOURS), shift: z.number().int() }).strict(),
    compute: ({ base, shift }) => { const r = shiftDie(base, shift); return json(r.ok ? { die: r.colour, clamped: r.clamped } : { die: "below_white" }); },
  }),
  "wwb/direct-fire": defineProbe({
    description: "The die of a direct shot: the range band's die (the most lethal in the same MHx), each colour modifier with its rule, the die rolled; with a printed result, its effect on the target.",
    rule: "WWB 8.1 steps 3-5",
    input: z.object({
      weapon: z.string(), mhxDistance: z.number().int().min(0), sameMhx: z.boolean().default(false), shooterStance: stance,
      target: z.object({ stance, cover: z.enum(COVER_KINDS).optional() }).strict(), headShot: z.boolean().optional(), shooterRunning: z.boolean().optional(),
      weaponsSkill: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(), result: z.enum(COMBAT_RESULTS).optional(), options,
    }).strict(),
    compute: (i) => {
      const weapon = WEAPONS[i.weapon];
      if (!weapon) return { ok: false, error: { code: "probe/unknown_weapon", message: `No weapon "${i.weapon}"; there are ${Object.keys(WEAPONS).join(", ")}.`, rule: "WWB 2.0 Weapons Cards" } };
      const d = shotDie({ ...i, weapon, target: i.target.cover ? { stance: i.target.stance, cover: i.target.cover } : { stance: i.target.stance } } as never);
      if (!d.ok) return { ok: false, error: d.error };
      const effect = i.result ? applyFireResult(i.result, { health: HEALTHY, morale: "alerted" }, i.headShot ? { headShot: true } : {}) : undefined;
      return json({
        base: d.value.base, band: d.value.band, die: d.value.die, total: d.value.total,
        modifiers: d.value.modifiers.map((m) => ({ name: m.name, value: m.value, rule: m.rule, provenance: m.provenance.kind })), notes: d.value.notes,
        ...(effect ? { effect: { result: effect.result, condition: effect.health.condition, morale: effect.morale } } : {}),
      });
    },
  }),
  "wwb/visibility": defineProbe({
    description: "Whether a spotter sees a target from plain geometry: arc, visual range, woods, smoke, buildings, barriers on the line, intervening miniatures and the Rule of Levels with elevation.",
    rule: "WWB 5.0 Field of view; 6.0",
    input: z.object({
      spotter: party, target: party, mhxDistance: z.number().int().min(0), sameMhx: z.boolean().default(false), inArc: z.boolean().default(true),
      illumination: z.enum(["day", "full_moon", "new_moon"]).optional(),
      between: z.object({ woodedMhx: z.number().int().min(0).optional(), smoke: z.array(z.object({ grenade: z.boolean() }).strict()).optional(), buildings: z.number().int().min(0).optional(), barriers: z.array(coverLevel).optional(), figures: z.array(stance).optional() }).strict().optional(),
      spotterAdjacent: z.boolean().optional(), dispute: z.boolean().optional(), options,
    }).strict(),
    compute: (i) => json(spot(i as never)),
  }),
  "wwb/spotting-test": defineProbe({
    description: "The dice of a Spotting Test: Grey (+Observation, night, optional penalty; White against a camouflaged Sniper) and whether the Red die is rolled with it.",
    rule: "WWB 6.0 Spotting Test; 11.0 Observation; 12.0 Sniper",
    input: z.object({ spotter: party, target: party, illumination: z.enum(["day", "full_moon", "new_moon"]).optional(), dispute: z.boolean().optional(), options }).strict(),
    compute: (i) => json(spottingTest(i.spotter as never, i.target as never, { ...(i.illumination ? { illumination: i.illumination } : {}), ...(i.dispute ? { dispute: true } : {}), ...(i.options ? { options: i.options } : {}) })),
  }),
  "wwb/suppression-ammo": defineProbe({
    description: "Suppression fire's ammunition: refused beyond the first suppression box; the Round in the Chamber die moves right by the number of suppression boxes; whether the clip is then empty.",
    rule: "WWB 8.3 steps 1, 5",
    input: z.object({ attacksPerClip: z.number().int().min(1), suppressionBoxes: z.array(z.number().int().min(1)).min(1), box: z.number().int().min(1), clips: z.number().int().min(1).default(1) }).strict(),
    compute: (i) => {
      const p = (value: unknown) => ({ value, provenance: { kind: "placeholder" as const, note: "the card of the probe's input" } });
      const card = { ...WEAPONS.m1_garand!, attacksPerClip: p(i.attacksPerClip), suppressionBoxes: p(i.suppressionBoxes) } as WeaponCard;
      const r = useSuppressionAttacks(card, { clips: i.clips, box: i.box });
      return r.ok ? json({ box: r.value.box, emptyAfter: r.value.emptyAfter }) : { ok: false, error: r.error };
    },
  }),
  "wwb/melee": defineProbe({
    description: "A melee played from the printed results: who rolls which die, the effect of each result (suppressed = shaken), flight with the final blow, and how it ends.",
    rule: "WWB 8.4",
    input: z.object({
      attacker: z.object({ id: z.string(), morale: z.enum(["not_alerted", "alerted", "shaken", "suppressed", "broken"]).default("alerted"), strength: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(), prone: z.boolean().optional() }).strict(),
      defender: z.object({ id: z.string(), morale: z.enum(["not_alerted", "alerted", "shaken", "suppressed", "broken"]).default("alerted"), strength: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(), prone: z.boolean().optional() }).strict(),
      results: z.array(z.enum(COMBAT_RESULTS)).min(1), options,
    }).strict(),
    compute: (i) => {
      const f = (x: typeof i.attacker) => ({ ...x, health: HEALTHY });
      const r = playMelee(f(i.attacker) as never, f(i.defender) as never, i.results, i.options);
      return json({ rolls: r.rolls, end: r.end, loser: r.loser, attacker: { health: r.attacker.health, morale: r.attacker.morale }, defender: { health: r.defender.health, morale: r.defender.morale }, penalties: r.penalties });
    },
  }),
  "wwb/blast-die": defineProbe({
    description: "The die a soldier rolls in a grenade blast by his cover from it (open Black, bush Blue, wall White) and his ring (ring 2 one colour lower; below White no effect).",
    rule: "WWB 8.5 step 4",
    input: z.object({ ring: z.union([z.literal(0), z.literal(1), z.literal(2)]), cover: z.enum(["open", "light", "hard"]), stance: stance.optional() }).strict(),
    compute: (i) => json(blastDie(i.ring, i.cover, i.stance)),
  }),
  "wwb/building-marker": defineProbe({
    description: "A closed building's occupant read from his marker: touching = ground-floor window, 1 Hex away = 1st-floor window, inside = away from windows (not visible from outside).",
    rule: "WWB 7.0 Moving inside a building",
    input: z.object({ placement: z.enum(["touching", "one_hex", "inside"]), floor: z.number().int().min(0).optional() }).strict(),
    compute: (i) => json(markerPosition(i.floor === undefined ? { placement: i.placement } : { placement: i.placement, floor: i.floor })),
  }),
  "wwb/time-track": defineProbe({
    description: "When a Time Track entry comes into play: a reinforcement on box n in the Movement phase of turn n; scheduled support in turn n's Resolution phase.",
    rule: "WWB 2.0 Time Track",
    input: z.object({ box: z.number().int().min(1), kind: z.enum(["reinforcement", "support"]) }).strict(),
    compute: (i) => json(timeTrackEntry(i.box, i.kind)),
  }),
  "wwb/artillery": defineProbe({
    description: "An artillery call: six markers (two real), revealed in the Resolution phase of the next turn; per real marker the accuracy die (Pink seen with a Leader, else White), the printed icon and Blue number, the drift; the die each soldier at the impact rolls.",
    rule: "WWB 13.0 Artillery Support",
    input: z.object({
      callTurn: z.number().int().min(1), markers: z.array(z.object({ real: z.boolean() }).strict()),
      targetVisibleToRo: z.boolean(), leaderPresent: z.boolean(), substituteRo: z.boolean().optional(),
      results: z.array(z.object({ icon: z.enum(["ok", "medal", "none"]), blue: z.number().int().min(1).max(6) }).strict()), options,
    }).strict(),
    compute: (i) => {
      const m = checkMarkers(i.markers);
      if (!m.ok) return m;
      const c = { targetVisibleToRo: i.targetVisibleToRo, leaderPresent: i.leaderPresent, ...(i.substituteRo ? { substituteRo: true } : {}) };
      return json({ reveal: revealTurn(i.callTurn), shots: i.results.map((r) => accuracyFromResult(c, r.icon, r.blue, i.options)), impact: impactDie("impact", i.options), adjacent: impactDie("adjacent", i.options) ?? null });
    },
  }),
  "wwb/air-strike": defineProbe({
    description: "An air strike: along the flight line from the panel edge each soldier of an overflown MHx rolls Green in the open, Grey in cover or a building; at the target MHx they bomb as artillery, Blue 1 toward their attack.",
    rule: "WWB 13.0 Air Support",
    input: z.object({
      path: z.array(z.object({ mhx: z.string(), soldiers: z.array(z.object({ id: z.string(), inCover: z.boolean() }).strict()) }).strict()).min(1),
      targetMhx: z.string(), options,
    }).strict(),
    compute: (i) => json(strafingRolls(i.path, i.targetMhx, i.options)),
  }),
};
