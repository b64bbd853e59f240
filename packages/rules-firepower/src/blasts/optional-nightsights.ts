// Option 16.7.2 (nightsights, NST and PNS) in play: a PNS sees better through smoke (16.7.2.2) and detects a soldier
// who used an NST this Turn (16.7.2.2). 16.7.2.1 (an NST improves visibility by one Condition only with Rain, Snow
// or Fog at Night) is nightsight-weather.ts: the scenario's Snow weather; Rain and Fog are no scenario weather. 16.7.2.3 (one nightsight of a type
// per weapon, one type used at a time) is the scenario's `nightsight` field, one of NST or PNS per soldier.
import type { AfterCommandHook, ChitTurn } from "@tactica/engine";
import type { AppliedModifier } from "../fire/applied-modifier";
import type { FireSituation } from "../fire/fire-situation";
import { book } from "../tables/sources";
import { observationAt } from "./smoke";
import { findSoldier, patchSoldiers } from "../core/soldiers";
import type { FirepowerGame, Soldier } from "../state/types";
import type { FieldSoldier } from "../core/wound-effects";
import { NIGHTSIGHTS } from "../options/rule-options";
export { NIGHTSIGHTS } from "../options/rule-options";

/** A soldier who used his NST: the Turn (the turn model's round) in which he last fired with it at Night [16.7.2.2]. */
export type NightsightSoldier = FieldSoldier & { readonly nstRound?: number };

function on(options: Readonly<Record<string, string>> | undefined): boolean {
  return options?.[NIGHTSIGHTS.id] === "on";
}

/** The firer's nightsight for the fire situation (Option 16.7.2.2 needs to know a PNS). */
export function nightsightFirer(firer: Soldier): { nightsight?: "NST" | "PNS" } {
  const s: FieldSoldier = firer;
  return s.nightsight ? { nightsight: s.nightsight } : {};
}

/** The target used an NST this Turn [16.7.2.2] (stale marks are cleared before every command, `NIGHTSIGHT_USE_HOOK`). */
export function nstTarget(target: Soldier): { nstUsed?: boolean } {
  const s: NightsightSoldier = target;
  return s.nstRound !== undefined ? { nstUsed: true } : {};
}

/**
 * Option 16.7.2.2 modifiers of L fire: with a PNS, -1 per smoke hex on the line (its +2/+3 become +1/+2), and -2 at a
 * target that used an NST during the current Turn (a PNS detects an NST). Both are the book's numbers.
 */
export function pnsFireModifiers(s: Pick<FireSituation, "firer" | "target" | "field" | "options">): AppliedModifier[] {
  // 16.7.2.1: an NST leaves the target at Condition 2 or 3 only in Snow at Night (nightsight-weather.ts): a 0 line says why.
  if (on(s.options) && s.firer.nightsight === "NST" && (s.field?.observation ?? 1) > 1) {
    return [{ name: "NST in Snow at Night: visibility one Condition better only", value: 0, rule: "Firepower 16.7.2.1", provenance: book("16.7.2.1") }];
  }
  if (!on(s.options) || s.firer.nightsight !== "PNS") return [];
  const smoke = s.field?.smoke?.length ?? 0;
  return [
    ...(smoke > 0 ? [{ name: `PNS through ${smoke} smoke hex${smoke > 1 ? "es" : ""}`, value: -smoke, rule: "Firepower 16.7.2.2", provenance: book("16.7.2.2") }] : []),
    ...(s.target.nstUsed ? [{ name: "PNS: target used an NST this Turn", value: -2, rule: "Firepower 16.7.2.2", provenance: book("16.7.2.2") }] : []),
  ];
}

/** Clears the NST marks of earlier Turns. */
function clearStale(game: FirepowerGame, round: number): FirepowerGame {
  const stale = game.soldiers.filter((s) => { const n: NightsightSoldier = s; return n.nstRound !== undefined && n.nstRound !== round; });
  if (stale.length === 0) return game;
  const ids = new Set(stale.map((s) => s.id));
  return patchSoldiers(game, (s) => {
    if (!ids.has(s.id)) return undefined;
    const marked: NightsightSoldier = s;
    return Object.fromEntries(Object.entries(marked).filter(([k]) => k !== "nstRound")) as Soldier;
  });
}

/** The soldier fired a weapon with an NST at a target hex under Night (Observation Condition 2-3): he "used" it [12.4.7, 16.7.2.2]. */
function markNstUse(game: FirepowerGame, payload: unknown, round: number): FirepowerGame {
  if (typeof payload !== "object" || payload === null) return game;
  const p = payload as { soldier?: unknown; targets?: unknown };
  if (typeof p.soldier !== "string" || !Array.isArray(p.targets)) return game;
  const firer: NightsightSoldier | undefined = findSoldier(game, p.soldier);
  if (!firer || firer.nightsight !== "NST") return game;
  const night = p.targets.some((t) => { const target = typeof t === "string" ? findSoldier(game, t) : undefined; return target !== undefined && observationAt(game, target.hex) > 1; });
  if (!night) return game;
  return patchSoldiers(game, (s) => { if (s.id !== firer.id) return undefined; const marked: NightsightSoldier = { ...s, nstRound: round }; return marked; });
}

/** The commands through which a soldier fires his own weapon (and so may use its NST). */
const FIRING = new Set(["fire", "order_fire"]);

/**
 * Option 16.7.2.2 bookkeeping around every command: NST marks of an earlier Turn are dropped before it resolves, and a
 * `fire` or `order_fire` by a soldier whose weapon has an NST, at a target under Night, marks him for this Turn.
 */
export const NIGHTSIGHT_USE_HOOK: AfterCommandHook<FirepowerGame, ChitTurn> = {
  name: "nightsight-use",
  rule: "Firepower 16.7.2.2",
  before: (state) => {
    if (!on(state.options)) return state;
    const cleared = clearStale(state.game, state.turn.round);
    return cleared === state.game ? state : { ...state, game: cleared };
  },
  after: (state, out, cmd) => {
    if (!on(state.options) || !FIRING.has(cmd.type)) return out;
    const game = markNstUse(out.state.game, cmd.payload, state.turn.round);
    return game === out.state.game ? out : { ...out, state: { ...out.state, game } };
  },
};

/**
 * Option 16.7.2.2: the Turn Record Phase ends the Turn, and with it every "used an NST during the current Turn" mark
 * (so views and odds between Turns show none; `NIGHTSIGHT_USE_HOOK` also drops a stale mark before any command).
 */
export function clearNstOnTurnRecord<R extends { state: { game: FirepowerGame } }>(event: { readonly type: string }, out: R): R {
  if (event.type !== "turn/turn_record" || !out.state.game.soldiers.some((s) => { const n: NightsightSoldier = s; return n.nstRound !== undefined; })) return out;
  const game = patchSoldiers(out.state.game, (s) => {
    const marked: NightsightSoldier = s;
    return marked.nstRound === undefined ? undefined : (Object.fromEntries(Object.entries(marked).filter(([k]) => k !== "nstRound")) as Soldier);
  });
  return { ...out, state: { ...out.state, game } };
}
