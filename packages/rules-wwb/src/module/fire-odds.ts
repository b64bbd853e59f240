// fireOdds and commandOdds for WWB: the odds chapter's exact distribution of one direct or opportunity shot over the
// combat dice faces in use (the shipped faces are a PLACEHOLDER: every answer names them), with each colour shift,
// its rule and provenance; for a `fire` the seat could submit now, from its own view.
import { z } from "zod";
import { checkCommand, reject, summarizeProvenance, viewFor, describeIssuesMessage } from "@tactica/engine";
import type { Provenance } from "@tactica/engine";
import type { CommandOddsExplainer, FireOddsExplainer, OddsModifier, OddsOutcome } from "@tactica/ruleset-module";
import { shotDie } from "../fire/index";
import type { ShotInput } from "../fire/index";
import { fireOdds } from "../odds/index";
import type { OddsAnswer } from "../odds/index";
import { soldierById } from "../state/index";
import type { WwbGame } from "../state/index";
import { COVER_KINDS, PLACEHOLDER_DICE_FACES, STANCES, WEAPONS } from "../tables/index";
import { coverKindOf, shotFigures, weaponOf } from "../turn/index";

const weaponIds = Object.keys(WEAPONS) as [string, ...string[]];

const situationSchema = z.object({
  weapon: z.enum(weaponIds),
  /** Range in MegaHexes (WWB 1.0, 8.1 step 3); 0 with sameMhx. */
  range: z.number().int().min(0).max(40),
  sameMhx: z.boolean().default(false),
  mode: z.enum(["direct", "opportunity"]).default("direct"),
  shooter: z.object({ stance: z.enum(STANCES).default("standing"), weapons: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0), running: z.boolean().default(false) }).strict().default({ stance: "standing", weapons: 0, running: false }),
  target: z.object({ stance: z.enum(STANCES), cover: z.enum(COVER_KINDS).optional() }).strict(),
  headShot: z.boolean().default(false),
}).strict();

const toOutcomes = (a: OddsAnswer): OddsOutcome[] => a.outcomes.map((o) => ({ outcome: o.outcome, probability: o.probability, decimal: o.decimal }));

/** The shot's colour modifiers with their provenance, and every provenance the answer rests on (faces, base die). */
function parts(input: ShotInput): { modifiers: OddsModifier[]; used: Provenance[] } {
  const d = shotDie(input);
  const mods: OddsModifier[] = d.ok ? d.value.modifiers.map((m) => ({ name: m.name, value: m.value, rule: m.rule, provenance: m.provenance })) : [];
  const used: Provenance[] = [PLACEHOLDER_DICE_FACES.provenance, ...mods.map((m) => m.provenance)];
  if (d.ok) { const b = input.weapon.bands.find((x) => x.die.value === d.value.base); if (b) used.push(b.die.provenance); }
  return { modifiers: mods, used };
}

export const wwbFireOddsExplainer: FireOddsExplainer = {
  situationSchema,
  takesSight: false,
  answer(json) {
    const parsed = situationSchema.safeParse(json);
    if (!parsed.success) return { ok: false, code: "odds/invalid_situation", message: describeIssuesMessage(parsed.error, "situation") };
    const s = parsed.data;
    const input: ShotInput = {
      weapon: WEAPONS[s.weapon]!, mhxDistance: s.range, sameMhx: s.sameMhx, shooterStance: s.shooter.stance, shooterRunning: s.shooter.running,
      weaponsSkill: s.shooter.weapons, target: { stance: s.target.stance, ...(s.target.cover ? { cover: s.target.cover } : {}) }, headShot: s.headShot,
    };
    const a = fireOdds({ ...input, mode: s.mode });
    if (!a.ok) return { ok: false, code: a.error.code, message: a.error.message, rule: a.error.rule };
    const p = parts(input);
    return {
      ok: true,
      value: {
        system: "wwb", outcomes: toOutcomes(a.value), modifiers: p.modifiers, provenance: summarizeProvenance(p.used),
        notes: [...a.value.notes], details: { action: a.value.action, rule: a.value.rule, dice: a.value.dice, faces: a.value.faces },
      },
    };
  },
};

/** The odds of a `fire` the seat could submit now, judged on its own view (the target must be one its side sees). */
export const wwbCommandOdds: CommandOddsExplainer = {
  commands: ["fire"],
  explain(ruleset, state, command) {
    if (command.type !== "fire") return reject("odds/not_explained", `no odds for ${command.type}`, "WWB 8.1");
    const check = checkCommand(ruleset, state, { type: command.type, seat: command.seat, payload: command.payload });
    if (!check.ok) return check;
    const p = command.payload as { soldier?: unknown; target?: unknown; head?: unknown } | null;
    const game = viewFor(ruleset, state, command.seat).game as WwbGame;
    const firer = typeof p?.soldier === "string" ? soldierById(game, p.soldier) : undefined;
    const target = typeof p?.target === "string" ? soldierById(game, p.target) : undefined;
    if (!firer || !target) return reject("fire/no_target", "no such firer of yours or enemy your side sees", "WWB 8.1 step 1");
    const f = shotFigures(game, firer, target, state.options, p?.head === true);
    if ("refused" in f) return reject("fire/no_shot", f.refused, "WWB 8.1 steps 3-4");
    const cover = coverKindOf(game, firer, target);
    const input: ShotInput = {
      weapon: weaponOf(firer)!, mhxDistance: f.range, sameMhx: f.sameMhx, shooterStance: firer.stance, weaponsSkill: firer.skills.weapons ?? 0,
      target: { stance: target.stance, ...(cover ? { cover } : {}) }, headShot: f.headOnly, options: state.options,
    };
    const a = fireOdds({ ...input, target: { ...input.target, health: target.health, morale: target.morale } });
    if (!a.ok) return reject(a.error.code, a.error.message, a.error.rule);
    const { modifiers, used } = parts(input);
    return {
      ok: true,
      value: {
        command: "fire", seat: command.seat, provenance: summarizeProvenance(used),
        notes: [...a.value.notes],
        parts: [{ target: target.id, outcomes: toOutcomes(a.value), modifiers, details: { die: f.die, base: f.base, range: f.range, sameMhx: f.sameMhx, faces: a.value.faces } }],
      },
    };
  },
};
