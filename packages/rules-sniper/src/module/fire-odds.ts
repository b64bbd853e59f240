// fireOdds and commandOdds for Sniper!: the exact distribution of a shot's Fire Attack Results cell over 2d6
// [12.6], from the same figures the fire task uses (turn/fire.ts), each number with its provenance.
import { z } from "zod";
import { checkCommand, describeIssuesMessage, reject, summarizeProvenance, viewFor } from "@tactica/engine";
import type { Provenance } from "@tactica/engine";
import { toDecimal, toFractionString } from "@tactica/dice";
import type { Distribution } from "@tactica/dice";
import type { CommandOddsExplainer, FireOddsExplainer, OddsModifier, OddsOutcome } from "@tactica/ruleset-module";
import { sniperResultOdds } from "../odds/index";
import type { SniperGame, Soldier } from "../state/index";
import { fromColRow, hexKey, NO_MARKERS, soldierById } from "../state/index";
import { fireFigures, fireResultCell } from "../turn/index";
import type { FireFigures } from "../turn/index";
import { WEAPONS } from "../state/index";
import { TERRAIN_MODES } from "../tables/index";

const toOutcomes = <T extends string>(d: Distribution<T>): OddsOutcome[] =>
  [...d.entries()].map(([outcome, p]) => ({ outcome, probability: toFractionString(p), decimal: toDecimal(p, 6) }));

const situationSchema = z.object({
  weapon: z.enum(WEAPONS), range: z.number().int().min(1).max(200),
  mode: z.enum(["direct", "opportunity"]).default("direct"), wounded: z.boolean().default(false),
  terrainMode: z.enum(TERRAIN_MODES).default("mixed"),
  target: z.object({
    terrain: z.enum(["clear", "rough-1", "rough-2", "slope"]).default("clear"), posture: z.enum(["standing", "prone"]).default("standing"),
    marker: z.enum(["none", "move", "evade"]).default("none"),
  }).strict().default({ terrain: "clear", posture: "standing", marker: "none" }),
}).strict();

const soldier = (id: string, side: "alpha" | "bravo", patch: Partial<Soldier>): Soldier => ({
  id, side, weapon: "R", activation: 1, panic: 3, hex: { q: 0, r: 0 }, facing: 3, posture: "standing", level: 0, health: "healthy",
  stunned: false, unloaded: false, markers: NO_MARKERS, actedThisTurn: false, revealed: false, oppFired: false, reachedFarEdge: false, ...patch,
});

/** The outcomes of one shot with these figures: the results cell of each 2d6 total [12.6]. */
function shotOdds(f: FireFigures): { outcomes: OddsOutcome[]; modifiers: OddsModifier[]; used: Provenance[] } {
  const used: Provenance[] = f.steps.map((s) => s.provenance);
  for (let roll = 2; roll <= 12; roll++) used.push(fireResultCell(f.column, roll).provenance);
  const d = sniperResultOdds(0, (roll) => fireResultCell(f.column, roll).value);
  return { outcomes: toOutcomes(d), modifiers: f.steps.map((s) => ({ name: s.name, value: s.value, rule: s.rule, provenance: s.provenance })), used };
}

const NOTES = ["The basic game ignores P, P1 and P2 results [14.2].", "The firepower, Fire Attack Results and Terrain Effects tables are absent from the text: their cells are placeholder data (see provenance)."];

export const sniperFireOdds: FireOddsExplainer = {
  situationSchema,
  takesSight: false,
  answer(json) {
    const parsed = situationSchema.safeParse(json);
    if (!parsed.success) return { ok: false, code: "odds/invalid_situation", message: describeIssuesMessage(parsed.error, "situation") };
    const s = parsed.data;
    const target = fromColRow(0, s.range);
    const firerHex = fromColRow(0, 0);
    const game = {
      board: { id: "odds", cols: 1, rows: s.range + 1, mode: s.terrainMode, terrain: { [hexKey(target)]: s.target.terrain }, provenance: "odds question" },
    } as unknown as SniperGame;
    const f = fireFigures(game,
      soldier("firer", "alpha", { weapon: s.weapon, hex: firerHex, health: s.wounded ? "wounded" : "healthy" }),
      soldier("target", "bravo", { hex: target, posture: s.target.posture, markers: { ...NO_MARKERS, move: s.target.marker === "move", evade: s.target.marker === "evade" } }), s.mode);
    const o = shotOdds(f);
    return { ok: true, value: {
      system: "sniper", outcomes: o.outcomes, modifiers: o.modifiers, provenance: summarizeProvenance(o.used), notes: NOTES,
      details: { range: f.range, firepower: f.firepower, defence: f.defence, column: f.column },
    } };
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
    const f = fireFigures(game, firer, target, "direct");
    const o = shotOdds(f);
    return { ok: true, value: {
      command: "fire", seat: command.seat, provenance: summarizeProvenance(o.used), notes: NOTES,
      parts: [{ target: target.id, outcomes: o.outcomes, modifiers: o.modifiers, details: { range: f.range, firepower: f.firepower, defence: f.defence, column: f.column } }],
    } };
  },
};
