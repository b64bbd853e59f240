// Options 27.2-27.3 in play: NBC protection of vehicles and its loss in a radioactive, biological or chemical
// environment. Every number here is the book's (there are none: the effects are elimination or casualty status).
//
// Protection [27.2, 27.3]: a soldier is protected while he wears an NBC suit (Option 27.1, scenario `nbc`) whose
// protection he has not lost, or while he is inside a vehicle (an inside passenger or a crewman) whose protection is
// intact. A vehicle loses it for the rest of the game when any of its hatches is opened (a crewman Standing in his
// hatch, 19.4.2, a hatch broken open, 19.4.3, or a man getting in or out) or when it is penetrated (except on its
// tracks) [27.3]. A suit loses it when its wearer is wounded under Option 23.1 (any wound but a weapon hit; minor
// wounds too) [27.3]. Riders on the hull and every other soldier are exposed.
// Losing protection [27.3.1-27.3.2]: in a chemical environment the soldier is eliminated at once; in a radioactive or
// biological one nothing happens during the game, but he is a casualty at its end and never a surviving soldier.
// Reading: soldiers the scenario leaves unprotected are exposed from the start ("most chemical weapons will rapidly
// eliminate any exposed soldiers", 27.3), and the check runs after every command and every turn event.
import type { AfterCommandHook, ChitTurn, GameEvent } from "@tactica/engine";
import { patchSoldiers } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import { isHatchOpen } from "./vehicles-hatches";
import { lineOf, vehiclesOf } from "./vehicles-state";
import type { FieldSoldier } from "../core/wound-effects";
import { NBC_ENVIRONMENT } from "../options/rule-options";
export { NBC_ENVIRONMENT } from "../options/rule-options";

/** A soldier under 27.3: his suit's protection lost, and exposed (27.3.1: a casualty at the game's end). */
export type NbcSoldier = FieldSoldier & { readonly nbcSuitLost?: true; readonly nbcExposed?: true };
/** A game under 27.3: the vehicles whose NBC protection is lost. */
export type NbcGame = FirepowerGame & { readonly nbcBreached?: readonly string[] };

type Environment = "radioactive_biological" | "chemical";

function environmentOf(options: Readonly<Record<string, string>>): Environment | undefined {
  const e = options[NBC_ENVIRONMENT.id];
  return e === "radioactive_biological" || e === "chemical" ? e : undefined;
}

/** Option 27.3.1: an exposed soldier in a radioactive or biological environment is a casualty at the game's end. */
export function nbcCasualty(s: Soldier): boolean {
  const n: NbcSoldier = s;
  return n.nbcExposed === true;
}

function breachedOf(game: FirepowerGame): readonly string[] {
  const g: NbcGame = game;
  return g.nbcBreached ?? [];
}

/** Whether a soldier is protected now [27.1, 27.2]. */
export function isNbcProtected(game: FirepowerGame, s: Soldier): boolean {
  const n: NbcSoldier = s;
  if (n.nbc && !n.nbcSuitLost) return true;
  const r = s.riding;
  return r !== undefined && (r.place === "inside" || r.place === "crew") && !breachedOf(game).includes(r.vehicle);
}

const shutInPlace = (s: Soldier | undefined, vehicle: string) => s?.riding?.vehicle === vehicle && (s.riding.place === "inside" || s.riding.place === "crew");

/** Vehicles whose protection is lost now, with why [27.3]: a hatch open, a man in or out, a penetration. */
function newBreaches(before: FirepowerGame, after: FirepowerGame, events: readonly GameEvent[], tables: Parameters<typeof lineOf>[0]): { vehicle: string; cause: string }[] {
  const done = new Set(breachedOf(after));
  const out: { vehicle: string; cause: string }[] = [];
  const add = (vehicle: string, cause: string) => { if (!done.has(vehicle)) { done.add(vehicle); out.push({ vehicle, cause }); } };
  for (const e of events) {
    const d = e.data as { vehicle?: unknown; penetrated?: unknown; face?: unknown } | undefined;
    if (e.type === "vehicle/hit" && d?.penetrated === true && d.face !== "TRK" && typeof d.vehicle === "string") add(d.vehicle, "penetrated");
  }
  for (const v of vehiclesOf(after)) {
    if (lineOf(tables, v).crew.some((box) => isHatchOpen(after, v, box))) add(v.id, "hatch_open");
    const moved = after.soldiers.some((s) => !s.eliminated && shutInPlace(before.soldiers.find((b) => b.id === s.id), v.id) !== shutInPlace(s, v.id));
    if (moved) add(v.id, "hatch_open");
  }
  return out;
}

/** Soldiers whose suit's protection a new wound (not a weapon hit) ends [27.3, 23.1]. */
function newSuitLosses(before: FirepowerGame, after: FirepowerGame): Set<string> {
  const lost = new Set<string>();
  for (const s of after.soldiers) {
    const n: NbcSoldier = s;
    if (!n.nbc || n.nbcSuitLost) continue;
    const prior: FieldSoldier | undefined = before.soldiers.find((b) => b.id === s.id);
    const was = prior?.wounds?.length ?? 0;
    if ((n.wounds ?? []).slice(was).some((w) => w.location !== "weapon")) lost.add(s.id);
  }
  return lost;
}

/**
 * The 27.3 check of a game: breaches and suit losses since `before`, then every living soldier left unprotected and
 * not yet exposed is eliminated (chemical) or marked exposed (radioactive/biological), with events citing 27.3.
 */
export function applyNbcEnvironment(
  before: FirepowerGame, after: FirepowerGame, events: readonly GameEvent[], options: Readonly<Record<string, string>>, tables?: Parameters<typeof lineOf>[0],
): { game: FirepowerGame; events: GameEvent[] } {
  const env = environmentOf(options);
  if (!env) return { game: after, events: [] };
  const out: GameEvent[] = [];
  const breaches = newBreaches(before, after, events, tables);
  let game: FirepowerGame = after;
  if (breaches.length > 0) {
    const next: NbcGame = { ...game, nbcBreached: [...breachedOf(game), ...breaches.map((b) => b.vehicle)] };
    game = next;
    for (const b of breaches) out.push({ type: "nbc/vehicle_protection_lost", data: { vehicle: b.vehicle, cause: b.cause, rule: "Firepower 27.3" } });
  }
  const suits = newSuitLosses(before, game);
  if (suits.size > 0) {
    game = patchSoldiers(game, (s) => { if (!suits.has(s.id)) return undefined; const lost: NbcSoldier = { ...s, nbcSuitLost: true }; return lost; });
    for (const id of suits) out.push({ type: "nbc/suit_protection_lost", data: { soldier: id, rule: "Firepower 27.3" } });
  }
  const exposed = game.soldiers.filter((s) => { const n: NbcSoldier = s; return !s.eliminated && !s.exited && !n.nbcExposed && !isNbcProtected(game, s); }).map((s) => s.id);
  if (exposed.length === 0) return { game, events: out };
  const ids = new Set(exposed);
  const fields: Partial<NbcSoldier> = env === "chemical" ? { eliminated: true } : { nbcExposed: true };
  game = patchSoldiers(game, (s) => { if (!ids.has(s.id)) return undefined; const hit: NbcSoldier = { ...s, ...fields }; return hit; });
  out.push(env === "chemical"
    ? { type: "nbc/eliminated", data: { soldiers: exposed, environment: env, rule: "Firepower 27.3.2" } }
    : { type: "nbc/exposed", data: { soldiers: exposed, environment: env, casualtyAtEnd: true, rule: "Firepower 27.3.1" } });
  return { game, events: out };
}

/** Options 27.2-27.3 after every command: the check of `applyNbcEnvironment`, its events appended. */
export const NBC_ENVIRONMENT_HOOK: AfterCommandHook<FirepowerGame, ChitTurn> = {
  name: "nbc-environment",
  rule: "Firepower 27.2-27.3",
  after: (state, out, _cmd, _dice, ctx) => {
    const nbc = applyNbcEnvironment(state.game, out.state.game, out.events, state.options, ctx.tables);
    return nbc.events.length === 0 ? out : { ...out, state: { ...out.state, game: nbc.game }, events: [...out.events, ...nbc.events] };
  },
};

/** Options 27.2-27.3 after a turn event (charges, Fires and the like may penetrate vehicles). */
export function afterTurnEventNbc(before: FirepowerState, out: { state: FirepowerState; events: GameEvent[] }, tables?: Parameters<typeof lineOf>[0]): { state: FirepowerState; events: GameEvent[] } {
  const nbc = applyNbcEnvironment(before.game, out.state.game, out.events, out.state.options, tables);
  return nbc.events.length === 0 ? out : { state: { ...out.state, game: nbc.game }, events: [...out.events, ...nbc.events] };
}

/** Options 27.2-27.3 at set-up: soldiers the scenario leaves unprotected are exposed from the start (no events). */
export function withNbcSetup(game: FirepowerGame, options: Readonly<Record<string, string>>): FirepowerGame {
  return applyNbcEnvironment(game, game, [], options).game;
}
