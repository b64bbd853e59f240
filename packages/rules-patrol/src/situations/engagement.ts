import type { GameEvent } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import type { Check } from "@tactica/engine";
import type { Task } from "../plot/task";
import { SITUATION_DATA } from "../scenarios/situations";
import { rangeBetween, isActive } from "../state/index";
import { seesMan, canSee, toLosPosture, isSniperRevealed, placeSpiderHoles } from "../spotting/index";
import type { Man, PatrolGame, EngagementState } from "../state/index";
import { hiddenPillboxIds, spotPillboxes } from "../terrain/index";
import { isOpportunityFireBarred } from "../fire/index";
export type { EngagementState } from "../state/index";

/** Situations with a β deployment and rules of engagement here (the Patrol situation keeps 26.56 elsewhere). */
const ENGAGED = new Set(["recon", "raid", "ambush", "assault"]);
/** Situations whose β deployment stays hidden [26.4, 26.66 a, 26.82]; the Raid deploys openly [26.72], the Assault under smoke (positions known, weapons not) [26.92 a]. */
const HIDDEN = new Set(["recon", "ambush"]);
/** Tasks that fire or throw [6.1]: DF, KF (the book's QF), EF, OF, RG, TG, HH. */
const COMBAT = new Set(["DF", "KF", "EF", "OF", "RG", "TG", "HH", "GUN"]); // GUN: a tank's main gun (vehicles)
const MOVES = new Set(["MV", "PMV", "CC"]);
/** Within this many hexes, with an otherwise unblocked LOS, an α man reveals a hidden β man [26.66 a, 26.86 a]. */
export const REVEAL_RANGE = 5;

const R = (code: string, message: string, rule: string) => reject(`plot/${code}`, message, `patrol ${rule}`);

/** β's placeholder section box for a board box. */
export function toBravoZone(box: { readonly c0: number; readonly c1: number; readonly r0: number; readonly r1: number }): EngagementState["zone"] {
  const cols = box.c1 - box.c0 + 1, rows = box.r1 - box.r0 + 1;
  const c0 = box.c0 + Math.floor(cols / 3), c1 = Math.max(c0, box.c0 + Math.floor((2 * cols) / 3) - 1);
  return { c0, c1, r0: box.r0 + Math.floor(rows / 2), r1: box.r1 };
}

/** True when a printed hex lies in a zone. */
export function isInZone(zone: EngagementState["zone"], hex: string | null): boolean {
  if (!hex) return false;
  const c = Number(hex.slice(0, 2)), r = Number(hex.slice(2));
  return c >= zone.c0 && c <= zone.c1 && r >= zone.r0 && r <= zone.r1;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The set-up of an engaged situation: β men without a scenario `deploy` hex stand in β's section, filled from the
 * bottom row (at most 3 a hex [7.34]); recon/ambush β men start hidden. Undefined for Patrol or the solitaire.
 */
export function toEngagedSetup(game: PatrolGame, deployed: ReadonlySet<string>): PatrolGame {
  if (!ENGAGED.has(game.scenario.situation) || game.solitaire) return game;
  const zone = toBravoZone(game.map.box);
  const hexes: string[] = [];
  for (let r = zone.r1; r >= zone.r0; r--) for (let c = zone.c0; c <= zone.c1; c++) hexes.push(`${pad(c)}${pad(r)}`);
  const men = { ...game.men };
  let i = 0;
  for (const id of game.order) {
    const m = men[id]!;
    if (m.side !== "bravo" || deployed.has(id)) continue;
    men[id] = { ...m, hex: hexes[i % hexes.length]! };
    i += 1;
  }
  const layout = SITUATION_DATA[game.scenario.situation].layout;
  const hidden = HIDDEN.has(game.scenario.situation) ? game.order.filter((id) => men[id]!.side === "bravo") : [];
  const engagement: EngagementState = { section: layout[1][1] ?? "?", zone, hidden, round: 1 };
  // 26.72: the Raid's β men each begin in a crater (one man per crater).
  const craters = game.scenario.situation === "raid" ? [...new Set(game.order.filter((id) => men[id]!.side === "bravo").map((id) => men[id]!.hex!))] : [];
  // 26.96 b: in the Assault both sides know every position from the start (Contact before turn 1).
  return { ...game, men, engagement, contactRound: game.scenario.situation === "assault" ? 0 : null, ...(craters.length ? { craters } : {}) };
}

/** True when `m` is a β man still hidden from `viewer` [26.4]. */
export function isHiddenFrom(game: PatrolGame, m: Man, viewer: string): boolean {
  return viewer !== "bravo" && game.engagement !== undefined && game.engagement.hidden.includes(m.id);
}

const afterContact = (game: PatrolGame, round: number) => game.contactRound !== null && game.contactRound < round;

/**
 * The Plot Phase limits of the situation's rules of engagement for one man's tasks [26.66 b, 26.76 a-c, 26.86 b-c,
 * 26.96 a, b, d]. OK for the Patrol situation (26.56 c is checked by `validatePlot`).
 */
export function checkEngagement(game: PatrolGame, m: Man, tasks: readonly Task[]): Check {
  const e = game.engagement;
  if (!e) return OK;
  const round = e.round, free = afterContact(game, round), bravo = m.side === "bravo";
  const codes = tasks.map((t) => t.code);
  const moves = codes.find((c) => MOVES.has(c));
  const fires = codes.find((c) => COMBAT.has(c) && c !== "OF");
  switch (game.scenario.situation) {
    case "recon": {
      const other = codes.find((c) => c !== "OF");
      if (bravo && !free && other) return R("engagement", `until the turn after Contact β plots Opportunity Fire only (${other})`, "26.66 b");
      return OK;
    }
    case "raid":
      if (bravo && !free && moves) return R("engagement", "β may not move until the turn after Contact", "26.76 a");
      if (!free && fires) return R("engagement", `no DF, QF or throws (${fires}) until the turn after Contact`, "26.76 b");
      return OK;
    case "ambush":
      if (bravo && !free && moves) return R("engagement", "β may not move until the turn after Contact", "26.86 b");
      if (!free && fires) return R("engagement", `only Opportunity Fire (not ${fires}) until the turn after Contact`, "26.86 c");
      return OK;
    case "assault": {
      if (bravo && round < 2 && moves) return R("engagement", "β may not move until the second Game-Turn", "26.96 a");
      const anyFire = codes.find((c) => COMBAT.has(c));
      if (bravo && round < 2 && anyFire) return R("engagement", `β may not fire on Game-Turn One (${anyFire})`, "26.96 b");
      const exit = tasks.some((t) => (t.code === "MV" || t.code === "CC") && t.exit === true);
      if (bravo && exit && round <= 5) return R("engagement", "β may exit only after Game-Turn Five", "26.96 d");
      return OK;
    }
    default: return OK;
  }
}

/**
 * True when β's plotted Opportunity Fire may execute now [26.66 b, 26.76 c]: in the Recon only once an α man is
 * in β's section; in the Raid only on the Contact turn. Always true for α and elsewhere.
 */
export function mayExecuteOpportunityFire(game: PatrolGame, firer: Man, round: number): boolean {
  const e = game.engagement;
  if (isOpportunityFireBarred(game, firer, round)) return false; // 26.86 d
  if (!e || firer.side !== "bravo") return true;
  if (game.scenario.situation === "recon") return game.order.some((id) => { const a = game.men[id]!; return a.side === "alpha" && isActive(a) && isInZone(e.zone, a.hex); });
  if (game.scenario.situation === "raid") return game.contactRound === round;
  return true;
}

/**
 * Contact during movement, checked after every MP [26.66 c, 26.76 a, 26.86 a]: Recon, the first β OF executed;
 * Raid, the first α man in β's section; Ambush, a β OF at α or an α man within 5 hexes of a β man with LOS.
 * `betaFired` says a β OF executed on this MP.
 */
export function isEngagementContact(game: PatrolGame, betaFired: boolean): boolean {
  const e = game.engagement;
  if (!e || game.contactRound !== null) return false;
  const active = game.order.map((id) => game.men[id]!).filter(isActive);
  const alpha = active.filter((m) => m.side === "alpha"), bravo = active.filter((m) => m.side === "bravo");
  switch (game.scenario.situation) {
    case "recon": return betaFired;
    case "raid": return alpha.some((a) => isInZone(e.zone, a.hex));
    case "ambush": return betaFired || alpha.some((a) => bravo.some((b) => rangeBetween(a.hex!, b.hex!) <= REVEAL_RANGE && seesMan(game, a, b)));
    default: return false;
  }
}

/**
 * Hidden β men revealed [26.66 a]: those who fired, threw or moved (`acted`), and those an active α man sees within
 * 5 hexes. Each reveal is a public `patrol/revealed` event with the man's hex.
 */
export function revealBravo(game: PatrolGame, acted: ReadonlySet<string>, movedNow: ReadonlySet<string> = acted): { game: PatrolGame; events: GameEvent[] } {
  const e = game.engagement;
  if (!e || e.hidden.length === 0) return { game, events: [] };
  const alpha = game.order.map((id) => game.men[id]!).filter((m) => m.side === "alpha" && isActive(m));
  const shown = e.hidden.filter((id) => {
    const b = game.men[id]!;
    if (!b.hex) return false;
    // 28.7: snipers in spider holes are revealed by moving, firing or an American adjacent (sighting draws: snipers.ts).
    if (game.snipers?.holes[id]) return isSniperRevealed(game, b, movedNow.has(id), acted.has(id) && !movedNow.has(id));
    if (acted.has(id)) return true;
    return alpha.some((a) => rangeBetween(a.hex!, b.hex!) <= REVEAL_RANGE && seesMan(game, a, b));
  });
  if (shown.length === 0) return { game, events: [] };
  const events: GameEvent[] = shown.map((id) => ({ type: "patrol/revealed", data: { man: id, hex: game.men[id]!.hex, rule: game.snipers?.holes[id] ? "28.7" : "26.66 a" } }));
  return { game: placeSpiderHoles({ ...game, engagement: { ...e, hidden: e.hidden.filter((id) => !shown.includes(id)) } }), events };
}

/** Events that name a still-hidden β man reach only β [26.4]; the others are unchanged. */
export function restrictHiddenEvents(game: PatrolGame, events: readonly GameEvent[]): GameEvent[] {
  // 26.66 a: the hidden pillbox is as secret as the hidden men.
  const hidden = [...(game.engagement?.hidden ?? []), ...hiddenPillboxIds(game)];
  if (hidden.length === 0) return [...events];
  return events.map((ev) => {
    const text = JSON.stringify(ev.data ?? null);
    if (!hidden.some((id) => text.includes(`"${id}"`))) return ev;
    const to = ev.visibleTo ? ev.visibleTo.filter((s) => s === "bravo") : ["bravo"];
    return { ...ev, visibleTo: to };
  });
}

/** Phase H: the next Game-Turn for the engagement clock. */
export function nextEngagementRound(game: PatrolGame): PatrolGame {
  return game.engagement ? { ...game, engagement: { ...game.engagement, round: game.engagement.round + 1 } } : game;
}

/**
 * After each resolution stage: β men who fired, threw or moved this turn, or whom an α man now sees within 5 hexes,
 * are revealed [26.66 a]; the stage's events that still name a hidden man reach β only [26.4]. At the end of the
 * game every hidden man is shown (5.1: everything is public once the game is over).
 */
export function settleHidden(before: PatrolGame, after0: PatrolGame, events0: readonly GameEvent[]): { game: PatrolGame; events: GameEvent[] } {
  // 26.62, 26.66 a: the hidden pillbox is placed when its garrison fires or moves, or an α man sees it within 5 hexes.
  const boxed = settlePillboxes(before, after0);
  const after = boxed.game, events = [...events0, ...boxed.events];
  const e = after.engagement;
  if (!e || e.hidden.length === 0) return { game: after, events: restrictHiddenEvents(after, events) };
  if (after.result !== null) return { game: { ...after, engagement: { ...e, hidden: [] } }, events: [...events] };
  const moved = e.hidden.filter((id) => before.men[id]?.hex !== after.men[id]?.hex);
  const acted = new Set([...(after.work?.fired ?? []), ...(after.work?.threw ?? []), ...moved]);
  const shown = revealBravo(after, acted, new Set(moved));
  return { game: shown.game, events: restrictHiddenEvents(shown.game, [...events, ...shown.events]) };
}

function settlePillboxes(before: PatrolGame, after: PatrolGame): { game: PatrolGame; events: GameEvent[] } {
  if (!after.pillboxes?.length) return { game: after, events: [] };
  if (after.result !== null) return { game: { ...after, pillboxes: after.pillboxes.map((p) => ({ ...p, hidden: false })) }, events: [] };
  const moved = after.order.filter((id) => before.men[id]?.hex !== after.men[id]?.hex);
  const acted = new Set([...(after.work?.fired ?? []), ...(after.work?.threw ?? []), ...moved]);
  // "an otherwise unblocked line of sight" to the pillbox hex (the target hex never blocks its own sight, 9.85 B).
  return spotPillboxes(after, acted, (a, hex) => canSee(after, a.hex!, toLosPosture(a), hex, "erect"), before);
}
