// fireOdds and commandOdds for Sniper!: the fire folder's exact odds of one attack over 2d6 [12.6] (sniperFireOdds),
// for a described situation or for a `fire` the seat could submit now, each number with its provenance.
import { z } from "zod";
import { checkCommand, describeIssuesMessage, fromBook, reject, resolveTables, viewFor } from "@tactica/engine";
import type { FireOddsExplainer, CommandOddsExplainer, OddsModifier, OddsOutcome } from "@tactica/ruleset-module";
import { rational, toDecimal } from "@tactica/dice";
import { sniperFireOdds } from "../fire/index";
import type { FireOddsAnswer, FireSituation } from "../fire/index";
import type { SniperGame } from "../state/index";
import { soldierById, WEAPONS } from "../state/index";
import { TERRAIN_MODES } from "../tables/index";
import { fireSituation } from "../turn/index";

const situationSchema = z.object({
  weapon: z.enum(WEAPONS), range: z.number().int().min(1).max(200),
  mode: z.enum(["direct", "opportunity", "quick"]).default("direct"), wounded: z.boolean().default(false),
  shooting: z.enum(["F", "(F)"]).optional(), terrainMode: z.enum(TERRAIN_MODES).default("mixed"),
  target: z.object({
    terrain: z.enum(["clear", "rough-1", "rough-2", "slope", "street", "building"]).default("clear"), posture: z.enum(["standing", "prone"]).default("standing"),
    marker: z.enum(["none", "move", "evade"]).default("none"),
  }).strict().default({ terrain: "clear", posture: "standing", marker: "none" }),
}).strict();

const NOTE = "The basic game ignores P, P1 and P2 results [14.2].";

/** The fire folder's answer in the shape every system gives. */
function toParts(a: FireOddsAnswer): { outcomes: OddsOutcome[]; modifiers: OddsModifier[] } {
  const outcomes = a.outcomes.map((o) => {
    const [n, d] = o.probability.split("/").map(Number);
    return { outcome: o.outcome, probability: o.probability, decimal: toDecimal(rational(n!, d ?? 1), 6) };
  });
  const modifiers = a.defenceFactors.map((f) => ({ name: f.what, value: f.multiple, rule: f.rule, provenance: f.provenance }));
  if (a.rollModifier !== 0) modifiers.push({ name: "roll modifier", value: a.rollModifier, rule: "Sniper 16.2", provenance: fromBook("16.2") });
  return { outcomes, modifiers };
}

const details = (a: FireOddsAnswer) => ({ baseFirepower: a.baseFirepower, firepower: a.firepower, defence: a.defence, column: a.column, explanation: a.explanation, ...(a.ammunition ? { ammunition: a.ammunition } : {}) });

export const sniperFireOddsExplainer: FireOddsExplainer = {
  situationSchema,
  takesSight: false,
  answer(json) {
    const parsed = situationSchema.safeParse(json);
    if (!parsed.success) return { ok: false, code: "odds/invalid_situation", message: describeIssuesMessage(parsed.error, "situation") };
    const s = parsed.data;
    const situation: FireSituation = {
      weapon: s.weapon, range: s.range, mode: s.mode, firerWounded: s.wounded, terrainMode: s.terrainMode, ...(s.shooting ? { shooting: s.shooting } : {}),
      target: { terrain: s.target.terrain, posture: s.target.posture, moving: s.target.marker === "move", evading: s.target.marker === "evade" },
    };
    const a = sniperFireOdds(situation);
    if (!a.ok) return { ok: false, code: a.code, message: a.message, rule: a.rule };
    const p = toParts(a);
    return { ok: true, value: { system: "sniper", outcomes: p.outcomes, modifiers: p.modifiers, provenance: a.provenance, notes: [NOTE, ...a.nonBook.map((x) => `not the book's: ${x}`)], details: details(a) } };
  },
};

/** The odds of a `fire` command the seat could submit now, judged on its own view (the target must be one it sees). */
export const sniperCommandOdds: CommandOddsExplainer = {
  commands: ["fire"],
  explain(ruleset, state, command) {
    if (command.type !== "fire") return reject("odds/not_explained", `no odds for ${command.type}`, "sniper 12.6");
    // A fire the rules would refuse now is answered with the refusal itself.
    const check = checkCommand(ruleset, state, { type: command.type, seat: command.seat, payload: command.payload });
    if (!check.ok) return check;
    const p = command.payload as { soldier?: unknown; target?: unknown } | null;
    const view = viewFor(ruleset, state, command.seat);
    const game = view.game as SniperGame;
    const firer = typeof p?.soldier === "string" ? soldierById(game, p.soldier) : undefined;
    const target = typeof p?.target === "string" ? soldierById(game, p.target) : undefined;
    if (!firer || firer.side !== command.seat || !target || target.side === command.seat) return reject("fire/no_target", "no such firer of yours or enemy you can see", "sniper 12.1");
    // The match's tables: a rulings pack's charts replace the placeholder ones, and the answer's provenance names them.
    const tables = resolveTables(ruleset.tables, { tables: state.rulings.tables });
    const a = sniperFireOdds(fireSituation(game, firer, target, "direct", state.options, tables.ok ? tables.tables : undefined));
    if (!a.ok) return reject(a.code, a.message, a.rule);
    const parts = toParts(a);
    return { ok: true, value: { command: "fire", seat: command.seat, provenance: a.provenance, notes: [NOTE], parts: [{ target: target.id, outcomes: parts.outcomes, modifiers: parts.modifiers, details: details(a) }] } };
  },
};
