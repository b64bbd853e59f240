import type { AnyTable, Check, ChitTurn, Command, GameEvent } from "@tactica/engine";
import { defineCommand, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex, toHexKey } from "@tactica/hex";
import type { LosAnswer } from "@tactica/sighting";
import { z } from "zod";
import type { Board } from "../core/board";
import { boardOf } from "../core/board";
import { caveAt, entersCaveTop, onCaveTop, opposite } from "./caves";
import { hexAhead } from "../core/geometry";
import { actionCost, checkActor, nonCombatMfLeft, spendNonCombat } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import type { TunnelNetwork } from "../state/works-state";

const RULE = "Firepower 8.8.8";

/** Soldiers of one side a tunnel hex holds [8.8.8]. */
export const TUNNEL_CAPACITY = 4;

export type { TunnelNetwork } from "../state/works-state";

/** Scenario tunnels: the defending side, who records them secretly at set-up, and how many tunnel hexes it may record [8.8.8]. */
export const tunnelSpecSchema = z.object({ side: z.enum(["A", "B"]), hexes: z.number().int().min(1).max(60) }).strict();

/** Scenario tunnels. */
export type TunnelSpec = z.infer<typeof tunnelSpecSchema>;

/** The network at the start of set-up: nothing recorded yet. */
export function initialTunnels(spec: TunnelSpec | undefined): { tunnels?: TunnelNetwork } {
  return spec ? { tunnels: { side: spec.side, hexes: [], left: spec.hexes, revealed: [] } } : {};
}

/** Whether `hex` is a tunnel hex `side` knows of: all of them for the defender, the revealed ones for the other side [11.5]. */
export function knownTunnel(game: FirepowerGame, side: string, hex: Hex): boolean {
  const t = game.tunnels;
  if (!t || !t.hexes.some((h) => isSameHex(h, hex))) return false;
  return t.side === side || t.revealed.includes(toHexKey(hex));
}

/**
 * 8.8.8, 3.3: an Impulse the tunnel side starts in one of its tunnel hexes not yet revealed keeps its hex from the
 * other side and spectators (the chit-draw model then hides it in its views and events).
 */
export function secretTunnelImpulse(game: FirepowerGame, side: string, _squad: string, hexId: string): boolean {
  const t = game.tunnels;
  const hex = t?.side === side ? boardOf(game).hexOf(hexId) : undefined;
  return hex !== undefined && secretTunnelHex(game, hex);
}

/** A tunnel hex the other side has not been shown [8.8.8, 11.5]. */
function secretTunnelHex(game: FirepowerGame, hex: Hex): boolean {
  const t = game.tunnels;
  return t !== undefined && t.hexes.some((h) => isSameHex(h, hex)) && !t.revealed.includes(toHexKey(hex));
}

/** The hex behind a cave's back (the tunnel hex it may lead to) [8.8.7-8.8.8]. */
export const behindCave = (cave: { hex: Hex; mouth: number }): Hex => hexAhead(cave.hex, opposite(cave.mouth));

/** Whether a (would-be) tunnel hex links to the back of a cave or to a tunnel hex already recorded [8.8.8]. */
function links(game: FirepowerGame, hex: Hex): boolean {
  if ((game.caves ?? []).some((c) => isSameHex(behindCave(c), hex))) return true;
  return (game.tunnels?.hexes ?? []).some((h) => [1, 2, 3, 4, 5, 6].some((d) => isSameHex(hexAhead(h, d), hex)));
}

const placePayload = z.object({ hex: z.string().min(1) }).strict();

function checkPlaceTunnel(state: FirepowerState, seat: string, p: z.infer<typeof placePayload>): Check & { hex?: Hex } {
  const setup = state.game.setup, t = state.game.tunnels;
  if (!setup || setup.step !== "place") return reject("setup/over", "tunnels are recorded during set-up", RULE);
  if (setup.order[0] !== seat) return reject("setup/not_your_turn", "the other side sets up now", "Firepower 2.4");
  // The scenario names the defender publicly; the refusal says nothing of the layout.
  if (!t || t.side !== seat) return reject("tunnel/not_defender", "the defending player records the tunnels", RULE);
  if (t.left <= 0) return reject("tunnel/none_left", "the scenario gives no more tunnel hexes", RULE);
  const hex = boardOf(state.game).hexOf(p.hex);
  if (!hex) return reject("setup/unknown_hex", `no hex ${p.hex} on this map`, "Firepower 2.1");
  if (t.hexes.some((h) => isSameHex(h, hex))) return reject("tunnel/recorded", "that tunnel hex is recorded already", RULE);
  if (caveAt(state.game, hex)) return reject("tunnel/cave_hex", "a cave hex is the tunnel's entrance, not a tunnel hex", "Firepower 8.8.7, 8.8.8");
  if (!links(state.game, hex)) return reject("tunnel/unlinked", "every tunnel hex must connect to the back of a cave hex or another tunnel hex", RULE);
  return { ...OK, hex };
}

/**
 * `place_tunnel`: during its set-up the defending side secretly records one tunnel hex [8.8.8]: under any hex (buildings
 * included, 8.8), linked to the back of a cave or to a tunnel hex recorded before. Only that side sees it (view and event).
 */
export const placeTunnelCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof placePayload>>({
  schema: placePayload,
  rule: RULE,
  steps: ["draw"],
  actor: "any",
  validate: (state, cmd) => checkPlaceTunnel(state, cmd.seat, cmd.payload),
  resolve(state, cmd) {
    const c = checkPlaceTunnel(state, cmd.seat, cmd.payload);
    const t = state.game.tunnels;
    if (!c.hex || !t) throw new Error("place_tunnel: resolve after a failed check");
    const game: FirepowerGame = { ...state.game, tunnels: { ...t, hexes: [...t.hexes, c.hex], left: t.left - 1 } };
    const event: GameEvent = { type: "setup/tunnel_recorded", data: { side: t.side, hex: cmd.payload.hex, rule: RULE }, visibleTo: [t.side] };
    return { state: { ...state, game }, events: [event] };
  },
});

/** Candidate `place_tunnel` commands of the defender setting up: every linked hex not yet recorded. */
export function tunnelPlaceCandidates(state: FirepowerState, seat: string): Command[] {
  const setup = state.game.setup, t = state.game.tunnels;
  if (!setup || setup.step !== "place" || setup.order[0] !== seat || !t || t.side !== seat || t.left <= 0) return [];
  const board = boardOf(state.game);
  const out: Command[] = [];
  const seen = new Set<string>();
  const ends = [...(state.game.caves ?? []).map(behindCave), ...t.hexes.flatMap((h) => [1, 2, 3, 4, 5, 6].map((d) => hexAhead(h, d)))];
  for (const hex of ends) {
    const key = toHexKey(hex);
    if (seen.has(key) || !board.has(hex)) continue;
    seen.add(key);
    out.push({ type: "place_tunnel", seat, payload: { hex: board.idOf(hex) } });
  }
  return out;
}

/** A soldier in a tunnel moves with `tunnel_move` only [8.8.8, 11.5]: the refusal for `move`. */
export function checkNotInTunnel(s: Soldier): Check {
  return s.inTunnel ? reject("tunnel/use_tunnel_move", "a soldier in a tunnel moves along it with tunnel_move", "Firepower 8.8.8, 11.5") : OK;
}

/**
 * A soldier under ground sees nothing above: a line from a tunnel is blocked [8.8.8]. Lines to a hex are judged as if its
 * tunnel were not there (a man in it is no target at all, fire-command.ts), so no answer tells whether one is below.
 */
export function tunnelLos(_game: FirepowerGame, firer: Soldier, _to: Hex, answer: LosAnswer | undefined): LosAnswer | undefined {
  if (!answer || !answer.clear || !firer.inTunnel) return answer;
  return { ...answer, clear: false, modifier: 0, blockedBy: [...answer.blockedBy, { feature: "tunnel", rule: RULE, reason: "soldiers in a tunnel are under ground" }], rules: [...answer.rules, RULE] };
}

const movePayload = z.object({ soldier: z.string().min(1) }).strict();

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables: ReadonlyMap<string, AnyTable> };
type TunnelStep = { soldier: Soldier; to: Hex; into: "tunnel" | "cave"; cost: number };

/** Soldiers of `side` in the tunnel under `hex`. */
const inTunnelAt = (game: FirepowerGame, hex: Hex): Soldier[] => game.soldiers.filter((s) => s.inTunnel && !s.eliminated && isSameHex(s.hex, hex));

function checkTunnelMove(state: FirepowerState, seat: string, p: z.infer<typeof movePayload>, ctx: Ctx): Check & { step?: TunnelStep } {
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return actor;
  const s = actor.soldier, game = state.game;
  if (s.riding) return reject("vehicle/dismount_first", `${s.id} rides vehicle ${s.riding.vehicle}: dismount first`, "Firepower 19.1.16");
  if (s.posture === "stand") return reject("tunnel/posture", "a tunnel is 1 height high: soldiers must be Prone or Crouching to enter one", RULE);
  const ahead = hexAhead(s.hex, s.facing);
  const cave = caveAt(game, s.hex);
  const fromCave = !s.inTunnel && cave !== undefined && !onCaveTop(game, s) && s.facing === opposite(cave.mouth); // 8.8.7: not from its top
  if (!s.inTunnel && !fromCave) return reject("tunnel/no_entrance", "tunnels are entered from a cave, facing its back", "Firepower 8.8.7, 8.8.8");
  const caveAhead = caveAt(game, ahead);
  if (s.inTunnel && caveAhead && isSameHex(behindCave(caveAhead), s.hex)) return costed(s, ahead, "cave", ctx);
  // Only the tunnels the soldier's side knows of: the answer is the same whether or not an unknown one is there (3.3, 11.5).
  if (!knownTunnel(game, s.side, ahead)) return reject("tunnel/none", "no tunnel known to your side leads that way", RULE);
  const there = inTunnelAt(game, ahead);
  if (there.some((o) => o.side !== s.side)) return reject("move/enemy_hex", "enter an enemy hex only by melee", "Firepower 6.2.1");
  if (there.length >= TUNNEL_CAPACITY) return reject("tunnel/full", `a tunnel hex holds up to ${TUNNEL_CAPACITY} soldiers of one side`, RULE);
  return costed(s, ahead, "tunnel", ctx);
}

function costed(s: Soldier, to: Hex, into: "tunnel" | "cave", ctx: Ctx): Check & { step?: TunnelStep } {
  const cost = actionCost(ctx.tables, ctx.options, "enter_hex", s);
  if (cost === undefined || cost > nonCombatMfLeft(s)) return reject("move/no_mf", "not enough movement factors", "Firepower 6.2");
  return { ...OK, step: { soldier: s, to, into, cost } };
}

/**
 * What the other side learns when one of its soldiers enters a cave or tunnel hex [11.5]: "any adjacent tunnel and cave
 * hexes and if they contain soldiers (but no other information)". Tunnel hexes so revealed stay known to it.
 */
export function revealAround(game: FirepowerGame, mover: Soldier, hex: Hex): { game: FirepowerGame; events: GameEvent[] } {
  const t = game.tunnels;
  if (!t || mover.side === t.side || (!mover.inTunnel && (!caveAt(game, hex) || entersCaveTop(game, mover, hex)))) return { game, events: [] }; // 8.8.7: not onto a cave's top
  const board = boardOf(game);
  const near = [1, 2, 3, 4, 5, 6].map((d) => hexAhead(hex, d)).filter((h) => t.hexes.some((x) => isSameHex(x, h)));
  const fresh = near.map(toHexKey).filter((k) => !t.revealed.includes(k));
  const tunnels = near.map((h) => ({ hex: board.idOf(h), occupied: inTunnelAt(game, h).length > 0 }));
  if (tunnels.length === 0) return { game, events: [] };
  const next: FirepowerGame = fresh.length > 0 ? { ...game, tunnels: { ...t, revealed: [...t.revealed, ...fresh] } } : game;
  return { game: next, events: [{ type: "tunnel/revealed", data: { to: mover.side, tunnels, rule: "Firepower 11.5" } }] };
}

/**
 * `tunnel_move`: a Prone or Crouching soldier moves into the hex he faces underground [8.8.8, 11.5]: from a cave facing
 * its back into the tunnel hex behind it, along the tunnel, or out into the cave whose back the tunnel reaches, at the
 * ordinary cost to enter a hex. The defender's moves are told to the defender only; the other side's tunnel hexes are
 * known to the defender (11.5: "the hex numbers ... are known to the defending player at all times").
 */
export const tunnelMoveCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof movePayload>>({
  schema: movePayload,
  rule: RULE,
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkTunnelMove(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, _dice, ctx) {
    const { step } = checkTunnelMove(state, cmd.seat, cmd.payload, ctx);
    if (!step) throw new Error("tunnel_move: resolve after a failed check");
    const s = step.soldier;
    const { inTunnel: _was, ...rest } = { ...s, ...spendNonCombat(s, step.cost), hex: step.to, hexesEntered: s.hexesEntered + 1 };
    const moved: Soldier = step.into === "tunnel" ? { ...rest, inTunnel: true } : rest;
    const game: FirepowerGame = { ...state.game, soldiers: state.game.soldiers.map((x) => (x.id === moved.id ? moved : x)) };
    const revealed = revealAround(game, moved, step.to);
    const owner = state.game.tunnels?.side;
    const board = boardOf(state.game);
    const event: GameEvent = {
      type: "tunnel/moved", data: { soldier: s.id, hex: board.idOf(step.to), into: step.into, mf: step.cost, rule: RULE },
      ...(owner === s.side && step.into === "tunnel" ? { visibleTo: [s.side] } : {}),
    };
    return { state: { ...state, game: revealed.game }, events: [event, ...revealed.events] };
  },
});

/** Candidate `tunnel_move` of a soldier of the Impulse in a cave or tunnel (the framework keeps the valid ones). */
export function tunnelMoveCandidates(state: FirepowerState, s: Soldier): Command[] {
  return s.inTunnel || caveAt(state.game, s.hex) ? [{ type: "tunnel_move", seat: s.side, payload: { soldier: s.id } }] : [];
}

/**
 * A game as a viewer may see it [8.8.8, 11.5, 3.3]: the other side and spectators get no tunnel hex but those revealed
 * to the attacker, no count left, and no defender soldier in a tunnel (nor the hex of an Impulse of such soldiers),
 * until the match has a result.
 */
export function toTunnelsView(game: FirepowerGame, viewer: string): FirepowerGame {
  const t = game.tunnels;
  if (!t || game.result || viewer === t.side) return game;
  const shown = t.hexes.filter((h) => t.revealed.includes(toHexKey(h)));
  const hidden = new Set(game.soldiers.filter((s) => s.inTunnel && s.side === t.side).map((s) => s.id));
  const soldiers = game.soldiers.filter((s) => !hidden.has(s.id));
  const impulseHex = game.impulse ? boardOf(game).hexOf(game.impulse.hexId) : undefined;
  const secretHex = impulseHex !== undefined && secretTunnelHex(game, impulseHex);
  const impulse = game.impulse && (secretHex || game.impulse.soldiers.some((id) => hidden.has(id)))
    ? { hexId: "", soldiers: game.impulse.soldiers.filter((id) => !hidden.has(id)), firedFrom: [] } : game.impulse;
  return { ...game, soldiers, impulse, tunnels: { side: t.side, hexes: shown, left: 0, revealed: t.revealed } };
}

type ScenarioLike = { readonly rules?: string; readonly tunnels?: TunnelSpec | undefined; readonly setup?: unknown };

/** Scenario check [8.8.8]: tunnels are Advanced, recorded during a set-up phase (the scenario needs `setup`). */
export function checkTunnelScenario(_board: Board | undefined, sc: ScenarioLike, ctx: z.RefinementCtx): void {
  if (!sc.tunnels) return;
  if (sc.rules !== "advanced") ctx.addIssue({ code: "custom", message: "tunnels are Advanced Game defensive units (8.8)", path: ["tunnels"] });
  else if (!sc.setup) ctx.addIssue({ code: "custom", message: "tunnels are recorded secretly at set-up (8.8.8): the scenario needs a setup phase", path: ["tunnels"] });
}
