// Option 24 morale: the Morale Phase at the start of each Turn (in the order of option optional_phase_order with the
// Fire Phase) reduces each squad's sequence units by its losses (24.1) and checks reduced squads for panic (24.2.2);
// both charts are missing, so their cells are placeholders a rulings pack overrides, and every event says so.
import { offMapOf } from "./map-entry";
import type { AnyTable, Check, ChitTurn, CommandGuard, GameEvent } from "@tactica/engine";
import { lookup, OK, reject, summarizeProvenance } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import { tableOf } from "../fire/table-of";
import { moraleChitLoss } from "../tables/advanced-data";
import { PANIC_NUMBERS, SEQUENCE_UNIT_REDUCTION } from "../tables/optional-rule-tables";
import type { FirepowerScenarioData } from "./scenario-schema";
import { hexAhead } from "../core/geometry";
import { findSoldier, patchSoldiers } from "../core/soldiers";
import type { FirepowerGame, SquadMorale } from "../state/types";

type Options = Readonly<Record<string, string>>;
type Tables = ReadonlyMap<string, AnyTable> | undefined;

/** Whether Option 24 is in use. */
export function moraleInUse(options: Options): boolean {
  return options["firepower/morale"] === "on";
}

/** Each squad's record at the start of the game (with the option) [24.1]. */
export function initialMorale(sc: FirepowerScenarioData, options: Options): { morale?: Readonly<Record<string, SquadMorale>> } {
  if (!moraleInUse(options)) return {};
  const morale: Record<string, SquadMorale> = {};
  for (const side of ["A", "B"] as const) {
    const s = sc.sides[side];
    const squads = s.squads ?? { [side]: { chits: s.chits, impulses: s.impulses } };
    for (const [id, q] of Object.entries(squads)) {
      const men = s.soldiers.filter((m) => (m.squad ?? side) === id);
      morale[id] = { side, men: men.length, chits: q.chits, leaders: men.filter((m) => m.rank !== "private").length, edge: s.edge, reduced: 0, panicked: false, drawn: 0, ...(sc.defender === side ? { defender: true as const } : {}) };
    }
  }
  return { morale };
}

/** Men of a squad still with it: alive (or waiting off the map to enter, 10.2: no loss), neither prisoners nor surrendered [24.1]. */
const present = (game: FirepowerGame, squad: string) =>
  game.soldiers.filter((s) => s.squad === squad && (!s.eliminated || offMapOf(s) !== undefined) && s.prisonerOf === undefined && s.surrenderedTo === undefined);

/**
 * The Morale Phase [24.1, 24.2.1-24.2.2]: each squad loses units by the reduction chart cell for its starting men and
 * units; with none left it panics automatically; a reduced (or still panicked) squad rolls against the panic chart
 * (+1 when it has lost all its leaders, -1 for the scenario's `defender` side).
 */
export function moralePhase(game: FirepowerGame, dice: DiceSource, tables?: Tables): { game: FirepowerGame; events: GameEvent[] } {
  if (!game.morale) return { game, events: [] };
  const events: GameEvent[] = [];
  const morale: Record<string, SquadMorale> = {};
  for (const [squad, m] of Object.entries(game.morale)) {
    const men = present(game, squad);
    const lost = m.men - men.length;
    const cell = lookup(tableOf(tables, SEQUENCE_UNIT_REDUCTION), { men: m.men, chits: m.chits });
    const reduced = cell.ok ? Math.min(m.chits, moraleChitLoss(cell.value, lost)) : 0;
    const base = { squad, lost, reduced, chits: m.chits, reductionProvenance: cell.ok ? cell.provenance.kind : "no cell", ...(cell.ok ? { provenance: summarizeProvenance([cell]) } : {}), rule: "Firepower 24.1" };
    if (reduced >= m.chits) {
      morale[squad] = { ...m, reduced, panicked: true, drawn: 0 };
      events.push({ type: "morale/panic", data: { ...base, automatic: true, rule: "Firepower 24.2.1" } });
      continue;
    }
    const panic = reduced > 0 ? lookup(tableOf(tables, PANIC_NUMBERS), { reduction: reduced, chits: m.chits }) : undefined;
    if (!panic || !panic.ok) {
      morale[squad] = { ...m, reduced, panicked: false, drawn: 0 };
      if (reduced > 0 || m.panicked) events.push({ type: "morale/steady", data: base });
      continue;
    }
    const leaderless = m.leaders > 0 && !men.some((s) => s.rank !== "private");
    const roll = dice.roll(10);
    // 24.2.2: +1 once all its leaders are lost; -1 for the squads of the side the scenario names the defender.
    const modifier = (leaderless ? 1 : 0) - (m.defender ? 1 : 0);
    const panicked = roll + modifier > panic.value;
    morale[squad] = { ...m, reduced, panicked, drawn: 0 };
    events.push({ type: panicked ? "morale/panic" : "morale/steady", data: { ...base, roll, modifier, panicNumber: panic.value, panicProvenance: panic.provenance.kind, provenance: summarizeProvenance(cell.ok ? [cell, panic] : [panic]), automatic: false, rule: "Firepower 24.2.2" } });
  }
  return { game: { ...game, morale }, events };
}

/**
 * A unit is drawn [24.1]: for each squad it applies to, once the squad has had as many units this Turn as it has left,
 * the letter is designated not to apply to it: its soldiers take no Impulse in this phase.
 */
export function onMoraleDraw(game: FirepowerGame, squads: readonly string[]): { game: FirepowerGame; events: GameEvent[] } {
  if (!game.morale) return { game, events: [] };
  const morale = { ...game.morale };
  const idle: string[] = [];
  for (const squad of squads) {
    const m = morale[squad];
    if (!m) continue;
    morale[squad] = { ...m, drawn: m.drawn + 1 };
    if (m.drawn + 1 > m.chits - m.reduced) idle.push(squad);
  }
  const next = patchSoldiers({ ...game, morale }, (s) => (idle.includes(s.squad) ? { ...s, acted: true } : undefined));
  return { game: next, events: idle.length > 0 ? [{ type: "morale/unit_withheld", data: { squads: idle, rule: "Firepower 24.1" } }] : [] };
}

const PANIC_ACTIONS = ["move", "change_facing", "change_posture"];

/** Whether a panicked soldier's command is panic movement: no other Action, and a move only towards his own edge [24.2.3]. */
function checkPanic(game: FirepowerGame, type: string, payload: unknown): Check {
  const ids = [(payload as { soldier?: unknown }).soldier, ...((payload as { soldiers?: unknown }).soldiers as unknown[] ?? [])].filter((x): x is string => typeof x === "string");
  for (const id of ids) {
    const s = findSoldier(game, id);
    const m = s ? game.morale?.[s.squad] : undefined;
    if (!s || !m?.panicked) continue;
    if (!PANIC_ACTIONS.includes(type)) return reject("morale/panicked", `${id}'s squad has panicked: its soldiers only run for their own map edge`, "Firepower 24.2.3");
    if (type === "move") {
      // 11.2.1.2: backing moves into the hex behind him.
      const ahead = hexAhead(s.hex, (payload as { back?: unknown }).back === true ? ((s.facing + 2) % 6) + 1 : s.facing);
      if (!towardEdge(s.hex.q, ahead.q, m.edge)) return reject("morale/panicked", `${id} is panicked: he may only move towards his own map edge`, "Firepower 24.2.3");
    }
  }
  return OK;
}

/** Whether a step from column q0 to q1 approaches the side's own edge ("5/6" left, "2/3" right) [2, 24.2.3]. */
export function towardEdge(q0: number, q1: number, edge: "2/3" | "5/6"): boolean {
  return edge === "5/6" ? q1 < q0 : q1 > q0;
}

/** Panicked squads' soldiers only make panic moves (24.2.3; the bail-outs of 24.2.4 are optional-panic-bailout.ts's hook). */
export const PANIC_GUARD: CommandGuard<FirepowerGame, ChitTurn> = {
  name: "panic",
  rule: "Firepower 24.2.3",
  check: (state, cmd) => (state.game.morale ? checkPanic(state.game, cmd.type, cmd.payload) : OK),
};
