// Exact odds of one fire-type command a seat could issue now in a stored Firepower match, from that seat's view only
// (moved from services/api/src/odds/command-odds.ts; the module's command-odds explainer).
import type { MatchState, ProvenanceSummary, Ruleset } from "@tactica/engine";
import { checkCommand, summarizeProvenance } from "@tactica/engine";
import type { Distribution } from "@tactica/dice";
import { complement, toDecimal, toFractionString } from "@tactica/dice";
import { fireOdds } from "../fire-setup/fire-odds";
import { explainAmmoFireInMatch } from "../play/ammo-odds";
import { boardOf } from "../core/board";
import { explainSpecialFire } from "../weapons/explain-special";
import { losFrom, toFireSituation, toViewpoint } from "../combat/fire-context";
import type { FireOddsAnswer as PackageFireOdds } from "../fire-setup/fire-odds";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import type { CommandOddsExplainer, CommandOddsPart, CommandOddsResult, OddsOutcome } from "@tactica/ruleset-module";
import { grenadeOdds, mortarOdds } from "./command-odds-blast";
import { explainedHere, moreOdds, MORE_EXPLAINED } from "./command-odds-more";

/** The command kinds with an exact-odds explainer. */
export const EXPLAINED_COMMANDS = ["fire", "throw_grenade", "fire_special", "fire_ammo", "fire_mortar", ...MORE_EXPLAINED] as const;
export type ExplainedCommand = (typeof EXPLAINED_COMMANDS)[number];

const rows = <T extends string>(d: Distribution<T>): OddsOutcome[] =>
  [...d.entries()].filter(([, p]) => p.num !== 0n).map(([outcome, p]) => ({ outcome, probability: toFractionString(p), decimal: toDecimal(p, 6) }));
const refuse = (code: string, message: string, rule = ""): CommandOddsResult => ({ ok: false, error: { code, message, rule } });
const isExplained = (t: string): t is ExplainedCommand => (EXPLAINED_COMMANDS as readonly string[]).includes(t);
const soldierIn = (game: FirepowerGame, id: string): Soldier | undefined => game.soldiers.find((s) => s.id === id && !s.eliminated);

/**
 * The state as `seat` may know it: the ruleset's own view of the game (viewFor's `game`), so secret tunnels and the
 * men in them, the other side's mines, written orders, vehicle loading and character sheets are not there to count.
 * The turn model's state stays (its status, whose activation and which step, is public in every view).
 */
export function seatState(ruleset: Ruleset, state: MatchState<unknown, unknown>, seat: string): FirepowerState {
  return { ...(state as FirepowerState), game: ruleset.view(state, seat) as FirepowerGame };
}

const fromFireOdds = (target: string, a: PackageFireOdds): CommandOddsPart => ({
  target, outcomes: rows(a.outcomes), modifiers: [...a.modifiers, ...(a.blastModifiers ?? [])],
  details: { weapon: a.weapon, mode: a.mode, range: a.range, hitNumber: a.hit.hitNumber, shots: a.hit.shots, modifierTotal: a.modifierTotal, perShot: toFractionString(a.perShot), notes: a.notes },
});

/**
 * Exact odds of `command` for `seat` now, computed on the seat's view only (`seatState`): first every check the
 * command itself makes (so a rules refusal carries the command's own code, message and rule), then the
 * explainer of its kind. Never reads hidden information, never rolls dice, never changes the state.
 */
export function commandOdds(ruleset: Ruleset, state: MatchState<unknown, unknown>, seat: string, command: { readonly type: string; readonly payload: unknown }): CommandOddsResult {
  if (ruleset.id !== "firepower") return refuse("odds/unknown_ruleset", `Command odds are served for Firepower matches; this match plays ${ruleset.id}.`);
  if (!isExplained(command.type)) return refuse("odds/not_explained", `No exact-odds explainer for "${command.type}"; explained: ${EXPLAINED_COMMANDS.join(", ")}.`);
  const known = seatState(ruleset, state, seat);
  const checked = checkCommand(ruleset, known as MatchState<unknown, unknown>, { type: command.type, seat, payload: command.payload ?? {} });
  if (!checked.ok) return { ok: false, error: checked.error };
  const tables = checked.ctx.tables;
  const game = known.game;
  const board = boardOf(game);
  const notes: string[] = [];
  const parts: CommandOddsPart[] = [];
  const used: { provenance: ProvenanceSummary["sources"][number] }[] = [];
  const payload = checked.cmd.payload as Record<string, unknown>;
  if (command.type === "fire_mortar") {
    // The bomb's landing replayed with every face, then each soldier's blast as the command rolls it (command-odds-blast.ts).
    const r = mortarOdds(known, seat, payload as Parameters<typeof mortarOdds>[2], known.options, tables);
    if (!r.ok) return { ok: false, error: r.error };
    const a = r.value;
    const landing = { hitNumber: a.hitNumber, modifierTotal: a.total, landing: a.landing, ...(a.blast ? { blastNumber: a.blast.blast, radius: a.blast.radius } : {}) };
    parts.push({ target: `hex ${String(payload.hex)}`, outcomes: a.landing, modifiers: a.modifiers, details: landing });
    for (const s of a.soldiers) parts.push({ target: s.soldier, outcomes: s.outcomes, modifiers: [...a.modifiers, ...s.modifiers], details: { ...landing, blasts: s.blasts } });
    const sources = [...new Set(a.provenance)].map((provenance) => ({ provenance }));
    return { ok: true, value: { command: command.type, seat, parts, provenance: summarizeProvenance(sources), notes: ["one bomb: the soldier parts share its landing, so they are not independent [12.4.2, 6.3.6.3.2.2]", ...a.notes] } };
  }
  if (explainedHere(command.type, payload)) {
    // 16.3.2, 12.6.3, 16.8, 19.3.9, 16.5, 10.1, 19.2.3, 12.4.1.1: the package's explainers (command-odds-more.ts).
    const r = moreOdds(known, checked.cmd, checked.ctx);
    if (!r.ok) return { ok: false, error: r.error };
    return { ok: true, value: { command: command.type, seat, parts: r.parts, provenance: summarizeProvenance(r.provenance.map((provenance) => ({ provenance }))), notes: r.notes } };
  }
  const firer = soldierIn(game, String(payload.soldier));
  if (!firer) return refuse("fire/bad_target", "the firer must be a living soldier", "Firepower 6.3.1");
  if (command.type === "fire") {
    const mode = (payload.mode as "auto" | "semi" | undefined) ?? (firer.weapon === "PST" ? "semi" : "auto");
    for (const id of payload.targets as string[]) {
      const target = soldierIn(game, id);
      const los = target ? losFrom(board, game, firer, toViewpoint(target), known.options) : undefined;
      if (!target || !los) return refuse("fire/no_los", "the line of sight is blocked", "Firepower 6.3.4");
      // The same situation the `fire` command rolls against (fire-command.ts rollBurst), with the match's tables.
      const r = fireOdds({ ...toFireSituation(board, game, firer, target, mode, Number(payload.afterMf ?? 0), known.options, los), tables });
      if (!r.ok) return { ok: false, error: { code: r.error.code, message: r.error.message, rule: r.error.rule ?? "" } };
      parts.push(fromFireOdds(target.id, r.value));
      used.push(...r.value.provenance.sources.map((provenance) => ({ provenance })));
    }
    notes.push("each burst is rolled on its own: the parts are independent [6.3.5.1, 6.3.6.3]");
    if (mode === "auto") notes.push("automatic fire also Suppresses unhit soldiers in the target hex [6.4.1]");
    if (known.options["firepower/reliability"] === "on") notes.push("Option 16.3.1 (reliability) is on: a jam on the first die is not counted in these odds");
  } else if (command.type === "throw_grenade") {
    // Exact: the throw, spread and 12.7.3 opening pass replayed with every face, and each soldier's blast rolled
    // against the command's own blastTarget at each impact (command-odds-blast.ts).
    const hexId = String(payload.hex);
    const aimed = board.hexOf(hexId);
    if (!aimed) return refuse("fire/unknown_hex", `no hex ${hexId} on this map`, "Firepower 2.1");
    const g = grenadeOdds(game, firer, aimed, payload as Parameters<typeof grenadeOdds>[3], known.options, tables);
    for (const s of g.soldiers) {
      parts.push({ target: s.soldier, outcomes: s.outcomes, modifiers: [...g.throwModifiers, ...s.modifiers], details: { weapon: "HGN", mode: "throw", hitNumber: g.hitNumber, modifierTotal: g.throwTotal, landing: g.landing, blasts: s.blasts } });
    }
    used.push(...g.provenance.map((provenance) => ({ provenance })));
    notes.push(`one grenade: the parts are every soldier the seat can see whom its blast can reach (friends too); they share one throw, so they are not independent [6.3.6.3.2.2]`);
    notes.push("the throw, its spread (a dud off-map, out of range or out of LOS), the 12.7.3 pass through a door or window and each blast roll are the command's own; details.blasts gives each soldier's blast target at every impact [6.3.6.3.2, 12.2.8, 12.7.3]");
    notes.push(...g.notes);
    if (parts.length === 0) notes.push("no soldier the seat can see is within the blast");
  } else if (command.type === "fire_special") {
    const r = explainSpecialFire(known, firer.id, payload.item as Parameters<typeof explainSpecialFire>[2], String(payload.hex), payload as Parameters<typeof explainSpecialFire>[4]); // 12.7.3, 12.7.5: storey, inside, worksSign
    if (!r.ok) return { ok: false, error: { code: r.error.code, message: r.error.message, rule: r.error.rule ?? "" } };
    const a = r.value;
    const landing = new Map([["hit", a.landing.hit], ["spread", a.landing.spread], ["none", a.landing.none]] as const);
    parts.push({
      target: `hex ${String(payload.hex)}`, outcomes: rows(landing), modifiers: a.modifiers,
      details: { item: a.item, ammo: a.ammo, range: a.range, hitNumber: a.hitNumber, modifierTotal: a.modifierTotal, ...(a.opening ? { opening: rows(new Map([["passed", a.opening.passed], ["failed", a.opening.failed]] as const)) } : {}), ...(a.outcomes ? { perSoldierInHex: rows(a.outcomes) } : {}) },
    });
    used.push(...a.provenance.sources.map((provenance) => ({ provenance })));
    notes.push(...a.notes);
  } else {
    const r = explainAmmoFireInMatch(known, seat, payload as Parameters<typeof explainAmmoFireInMatch>[2]);
    if (!r.ok) return { ok: false, error: r.error };
    const a = r.value;
    for (const s of a.soldiers) parts.push({ target: s.soldier, outcomes: rows(s.outcomes), modifiers: s.modifiers, details: {} });
    if (a.perShot) {
      const hit = new Map([["hit", a.perShot], ["miss", complement(a.perShot)]] as const);
      parts.unshift({ target: payload.vehicle ? `vehicle ${String(payload.vehicle)}` : `hex ${String(payload.hex)}`, outcomes: rows(hit), modifiers: a.modifiers ?? [], details: { ammo: a.ammo, hitNumber: a.hitNumber ?? null, ...(a.penetrates !== undefined ? { penetrates: a.penetrates } : {}) } });
    }
    used.push(...a.provenance.sources.map((provenance) => ({ provenance })));
    notes.push(...a.notes);
  }
  return { ok: true, value: { command: command.type, seat, parts, provenance: summarizeProvenance(used), notes } };
}

/** Firepower's command-odds explainer: the command kinds above, each from its own check and dice. */
export const firepowerCommandOdds: CommandOddsExplainer = {
  commands: EXPLAINED_COMMANDS,
  explain: (ruleset, state, command) => commandOdds(ruleset, state, command.seat, command),
};
