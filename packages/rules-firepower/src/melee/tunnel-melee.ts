// Firepower 8.8.8, 11.5, 13: melee under ground. A tunnel hex is "1" height high and holds soldiers of both sides only
// "until the melee was resolved" (10.8); 13 melees soldiers who share a hex and a height, so men meeting in a tunnel
// fight there: an attacker in a tunnel (or in a cave, facing its back) melees the enemies in the tunnel hex ahead that
// his side knows of, and a man in a tunnel melees the enemies in the cave the tunnel comes out into. A man in a tunnel
// meets nobody above ground, nor a man above him anybody below (tunnels.ts). The book gives no line of sight along a
// tunnel, so fire under ground stays out (tunnelLos blocks every line from a tunnel; a man in one is no target).
import type { ChitTurn, Command, CommandSpec, GameEvent } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import { boardOf } from "../core/board";
import { caveAt, onCaveTop, opposite } from "../works/caves";
import { hexAhead } from "../core/geometry";
import { controllerOf } from "../optional/prisoners";
import { behindCave, knownTunnel, revealAround } from "../works/tunnels";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";

/** How a melee goes under ground: into the tunnel hex ahead, or out of the tunnel into the cave ahead. */
export type TunnelMelee = { readonly kind: "into_tunnel" | "into_cave"; readonly defenders: Soldier[] };

const RULE = "Firepower 8.8.8, 11.5, 13";

const enemiesAt = (game: FirepowerGame, seat: string, hex: Hex, inTunnel: boolean): Soldier[] =>
  game.soldiers.filter((o) => !o.eliminated && o.prisonerOf === undefined && controllerOf(o) !== seat && isSameHex(o.hex, hex) && (o.inTunnel === true) === inTunnel);

/**
 * The tunnel melee an attacker would make into `hex` (the hex ahead of him), or undefined when it is not one: from a
 * tunnel (or from a cave, facing its back) into a tunnel hex his side knows of (11.5: the attacker only those revealed
 * to him) at the enemies in it; or from the tunnel hex behind a cave into that cave, at the enemies in the cave.
 */
export function tunnelMeleeOf(game: FirepowerGame, seat: string, attacker: Soldier, hex: Hex): TunnelMelee | undefined {
  const cave = caveAt(game, hex);
  if (attacker.inTunnel && cave && isSameHex(behindCave(cave), attacker.hex)) return { kind: "into_cave", defenders: enemiesAt(game, seat, hex, false).filter((o) => !onCaveTop(game, o)) }; // 8.8.7: not the men on its top
  const here = caveAt(game, attacker.hex);
  const fromCave = !attacker.inTunnel && here !== undefined && !onCaveTop(game, attacker) && attacker.facing === opposite(here.mouth) && isSameHex(behindCave(here), hex);
  if (!attacker.inTunnel && !fromCave) return undefined;
  if (!knownTunnel(game, attacker.side, hex)) return undefined;
  return { kind: "into_tunnel", defenders: enemiesAt(game, seat, hex, true) };
}

type Payload = { readonly soldiers?: readonly string[]; readonly hex?: string };

function tunnelOf(state: FirepowerState, seat: string, payload: unknown): TunnelMelee | undefined {
  const p = (payload ?? {}) as Payload;
  const hex = typeof p.hex === "string" ? boardOf(state.game).hexOf(p.hex) : undefined;
  const first = state.game.soldiers.find((s) => s.id === p.soldiers?.[0]);
  return hex && first ? tunnelMeleeOf(state.game, seat, first, hex) : undefined;
}

/**
 * Wraps `melee` [8.8.8, 11.5, 13]: after a melee into a tunnel hex the attackers are in the tunnel there (into a cave:
 * out of it), and the hexes beside it are revealed to an attacker of the other side (tunnels.ts `revealAround`). The
 * melee's events are told to the two sides only: the tunnel hex stays secret from spectators.
 */
export function withTunnelMelee(spec: CommandSpec<FirepowerGame, ChitTurn>): CommandSpec<FirepowerGame, ChitTurn> {
  return {
    ...spec,
    resolve: (state, cmd, dice, ctx) => {
      const under = tunnelOf(state, cmd.seat, cmd.payload);
      const r = spec.resolve(state, cmd, dice, ctx);
      if (!under) return r;
      const ids = new Set((cmd.payload as Payload).soldiers ?? []);
      let game: FirepowerGame = {
        ...r.state.game,
        soldiers: r.state.game.soldiers.map((s) => {
          if (!ids.has(s.id)) return s;
          const { inTunnel: _was, ...rest } = s;
          return under.kind === "into_tunnel" ? { ...rest, inTunnel: true as const } : rest;
        }),
      };
      const events: GameEvent[] = r.events.map((e) => (e.visibleTo ? e : { ...e, visibleTo: ["A", "B"] }));
      const first = game.soldiers.find((s) => ids.has(s.id) && !s.eliminated);
      if (first) {
        const revealed = revealAround(game, first, first.hex);
        game = revealed.game;
        events.push(...revealed.events.map((e) => ({ ...e, visibleTo: [first.side] })));
      }
      events.push({ type: "tunnel/melee", data: { hex: (cmd.payload as Payload).hex ?? "", into: under.kind === "into_tunnel" ? "tunnel" : "cave", rule: RULE }, visibleTo: ["A", "B"] });
      return { state: { ...r.state, game }, events };
    },
  };
}

/** Legal-action candidate: a melee along the tunnel (or out into its cave) at the enemies there [8.8.8, 13]. */
export function tunnelMeleeCandidates(state: FirepowerState, s: Soldier): Command[] {
  if (state.game.rules !== "advanced" || (!s.inTunnel && !caveAt(state.game, s.hex))) return [];
  const ahead = hexAhead(s.hex, s.facing);
  const under = boardOf(state.game).has(ahead) ? tunnelMeleeOf(state.game, s.side, s, ahead) : undefined;
  return under && under.defenders.length > 0 ? [{ type: "melee", seat: s.side, payload: { soldiers: [s.id], hex: boardOf(state.game).idOf(ahead) } }] : [];
}

/**
 * 11.5: the defending player knows the hex numbers of the attacker's men in his tunnels, "but no other information":
 * in the defender's view an attacker in a tunnel keeps his id, side, squad and hex; his posture, facing and status are
 * shown as fixed values (Prone, facing 1, no marker, nothing spent) whatever they are, and his other markers dropped.
 */
export function maskTunnelIntruders(game: FirepowerGame, viewer: string): FirepowerGame {
  const t = game.tunnels;
  if (!t || game.result || viewer !== t.side) return game;
  if (!game.soldiers.some((s) => s.inTunnel && s.side !== t.side)) return game;
  return {
    ...game,
    soldiers: game.soldiers.map((s): Soldier => {
      if (!s.inTunnel || s.side === t.side || s.eliminated) return s;
      return {
        id: s.id, side: s.side, weapon: s.weapon, squad: s.squad, rank: s.rank, hex: s.hex, inTunnel: true,
        facing: 1, posture: "prone", status: "none", running: false, eliminated: false, acted: false, combatUsed: false,
        mf: 0, nonCombatMf: 0, hexesEntered: 0, afterFireMf: null, freeTurns: [],
      };
    }),
  };
}
