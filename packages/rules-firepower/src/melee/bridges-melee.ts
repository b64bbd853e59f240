// Firepower 8.9, 13: melee in a bridge hex. The men on the deck and the men under it are not in one place (the deck,
// 1 height thick, lies between them as a floor between storeys, 13): a melee meets only the enemies on the level the
// attackers come to - the deck from an originating hex or along the deck, under it from anywhere else (bridges-move.ts).
import type { Check, ChitTurn, CommandSpec, GameEvent } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import { boardOf } from "../core/board";
import { BRIDGE_RULE, bridgeAt, deckAboveGround } from "../blasts/bridges";
import type { BridgeLevel } from "../blasts/bridges-levels";
import { levelEntering, levelOf, levelWords } from "../blasts/bridges-levels";
import { controllerOf } from "../optional/prisoners";
import { soldiersAt } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";

type Payload = { readonly soldiers?: readonly string[]; readonly hex?: string };

/** The level the attackers of a melee come to in a bridge hex (undefined: no bridge hex, or the check refuses) [8.9]. */
function meleeLevel(game: FirepowerGame, p: Payload): { hex: Hex; level: BridgeLevel; attackers: Soldier[] } | undefined {
  if (!game.bridges || game.bridges.length === 0 || !p.hex) return undefined;
  const hex = boardOf(game).hexOf(p.hex);
  if (!hex || !bridgeAt(game, hex)) return undefined;
  const attackers = (p.soldiers ?? []).map((id) => game.soldiers.find((s) => s.id === id)).filter((s): s is Soldier => s !== undefined);
  const level = attackers[0] ? levelEntering(game, attackers[0], hex) : undefined;
  return level === "deck" || level === "under" ? { hex, level, attackers } : undefined;
}

/**
 * The bridge checks of a melee [8.9, 13]: a man on a deck melees only along it or onto an originating hex
 * (`bridge/off_deck`); into a bridge hex all attackers come to one level (`bridge/melee_levels`), and there must be
 * enemies on it (`bridge/melee_level`: the enemies there are all on the other level). OK otherwise; the melee's own
 * checks follow.
 */
export function checkBridgeMelee(state: FirepowerState, seat: string, p: Payload): Check {
  const game = state.game;
  if (!game.bridges || game.bridges.length === 0 || !p.hex) return OK;
  const board = boardOf(game);
  const hex = board.hexOf(p.hex);
  if (!hex) return OK;
  const attackers = (p.soldiers ?? []).map((id) => game.soldiers.find((s) => s.id === id && s.side === seat)).filter((s): s is Soldier => s !== undefined);
  const levels = attackers.filter((a) => !isSameHex(a.hex, hex)).map((a) => levelEntering(game, a, hex));
  if (levels.includes("side")) return reject("bridge/off_deck", "a soldier on a bridge melees only along it or off it onto an originating hex; he may not step off the side", BRIDGE_RULE);
  if (!bridgeAt(game, hex) || levels.length === 0) return OK;
  const level = levels[0] as BridgeLevel;
  if (levels.some((l) => l !== level)) return reject("bridge/melee_levels", `the attackers of one melee all come onto the deck (from an originating hex or along the deck) or all go under the bridge in ${p.hex}`, `${BRIDGE_RULE}, 13`);
  const enemies = soldiersAt(game, hex).filter((o) => controllerOf(o) !== seat && o.prisonerOf === undefined && !o.inTunnel);
  if (enemies.length > 0 && !enemies.some((o) => levelOf(game, o) === level)) {
    const other = level === "deck" ? "under" : "deck";
    const how = level === "deck" ? "from an originating hex or along the deck a man comes onto the deck" : "from beside the bridge a man goes under it";
    return reject("bridge/melee_level", `the enemies in ${p.hex} are ${levelWords(other)} and ${how}: a melee meets only the men on the attackers' level`, `${BRIDGE_RULE}, 13`);
  }
  return OK;
}

/** Attackers who came into the bridge hex take its level: on the deck with `bridgeDeck`, else without it [8.9]. */
function placeAttackers(game: FirepowerGame, ids: ReadonlySet<string>, hex: Hex, level: BridgeLevel): FirepowerGame {
  const bridge = bridgeAt(game, hex);
  return {
    ...game,
    soldiers: game.soldiers.map((s) => {
      if (!ids.has(s.id) || !isSameHex(s.hex, hex)) return s;
      const { bridgeDeck: _was, ...rest } = s;
      return level === "deck" && bridge ? { ...rest, bridgeDeck: deckAboveGround(game, bridge, hex) } : rest;
    }),
  };
}

/**
 * `melee` with bridges [8.9, 13]: the checks above, then the melee; the attackers who came into a bridge hex are placed
 * on its deck or under it, and a deck man who melees onto an originating hex leaves the deck. Events say the level.
 */
export function withBridgeMelee(spec: CommandSpec<FirepowerGame, ChitTurn>): CommandSpec<FirepowerGame, ChitTurn> {
  return {
    ...spec,
    validate: (state, cmd, ctx) => {
      const c = checkBridgeMelee(state, cmd.seat, cmd.payload as Payload);
      return c.ok ? spec.validate(state, cmd, ctx) : c;
    },
    resolve: (state, cmd, dice, ctx) => {
      const p = cmd.payload as Payload;
      const at = meleeLevel(state.game, p);
      const r = spec.resolve(state, cmd, dice, ctx);
      const ids = new Set(p.soldiers ?? []);
      const hex = p.hex ? boardOf(state.game).hexOf(p.hex) : undefined;
      if (!hex || !state.game.bridges || state.game.bridges.length === 0) return r;
      if (!at) {
        // Off a deck onto an originating hex (or no bridge hex at all): nobody keeps a deck field off the bridge.
        const game = { ...r.state.game, soldiers: r.state.game.soldiers.map((s) => {
          if (!ids.has(s.id) || s.bridgeDeck === undefined || bridgeAt(r.state.game, s.hex)) return s;
          const { bridgeDeck: _gone, ...rest } = s;
          return rest;
        }) };
        return { ...r, state: { ...r.state, game } };
      }
      const game = placeAttackers(r.state.game, ids, hex, at.level);
      const events: GameEvent[] = r.events.map((e) => (e.type === "melee/resolved" || e.type === "melee/prisoners_taken" ? { ...e, data: { ...(e.data as Record<string, unknown>), bridge: levelWords(at.level), bridgeRule: BRIDGE_RULE } } : e));
      return { state: { ...r.state, game }, events };
    },
  };
}
