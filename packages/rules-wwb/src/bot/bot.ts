// A simple WWB bot for one seat, from that seat's view only (never the hidden state): it rolls the initiative,
// activates its pending teams, and with its active team fires each soldier at the visible enemy with the deadliest
// die, reloads an empty clip, sets opportunity fire with every other soldier when nothing is in sight, and in the
// Movement phase walks (or crawls) the others towards the enemy. Seeded: ties are broken by its own dice; it polls
// `limits.shouldStop` and stops evaluating when told.
import type { DiceSource } from "@tactica/dice";
import type { BotLimits, Command, InitiativeTurn, MatchView } from "@tactica/engine";
import { facingToward, fromColRow, hxDistance, neighbor, sameHex, toColRow } from "../grids/index";
import { activatableTeams } from "../legal/index";
import { reload, useAttack } from "../fire/index";
import { checkMove } from "../movement/index";
import { isReady, isOnMap } from "../state/index";
import type { Soldier, WwbGame } from "../state/index";
import { ladderIndex } from "../tables/index";
import { shotFigures, sightOf, weaponOf } from "../turn/index";
import type { WwbGameView } from "../view/index";
import { isOwn, sideOfView } from "../view/index";

const cmd = (seat: string, type: string, payload: object = {}): Command => ({ type, seat, payload });

export function wwbBotFromView(view: MatchView, dice: DiceSource, limits?: BotLimits): Command | undefined {
  const seat = view.viewer;
  const side = sideOfView(view);
  if (view.over || side === null) return undefined;
  const game = view.game as WwbGameView;
  const turn = view.turn as InitiativeTurn;
  if (game.result || turn.over) return undefined;
  if (turn.step === "initiative") return cmd(seat, "turn/roll_initiative");
  const pick = activatableTeams(turn, seat);
  if (pick.length > 0) return cmd(seat, "turn/activate_team", { team: pick[dice.roll(pick.length) - 1] });
  const team = turn.teams.find((t) => t.id === turn.activeTeam);
  if (!team || team.seat !== seat) return undefined;
  // The rules' functions read a WwbGame; the view's enemy soldiers lack only dashboard fields they do not read.
  const g = game as unknown as WwbGame;
  const mine = game.soldiers.filter((s): s is Soldier => isOwn(s) && s.team === team.id && isReady(s));
  const enemies = g.soldiers.filter((s) => s.side !== side && isOnMap(s));
  let budget = limits?.budget ?? 600;
  const stop = () => budget <= 0 || limits?.shouldStop?.() === true;
  const goalRow = game.homeEdge[side] === "top" ? game.board.rows - 1 : 0;

  if (turn.step === "fire") {
    for (const s of mine) {
      if (s.acted || stop()) continue;
      let best: { target: string; index: number; tie: number } | undefined;
      for (const e of enemies) {
        budget -= 1;
        if (stop()) break;
        if (!sightOf(g, s, e).sees) continue;
        const card = weaponOf(s);
        if (!card || !useAttack(card, s.ammo, view.options).ok) continue;
        const f = shotFigures(g, s, e, view.options);
        if ("refused" in f) continue;
        const index = f.die === "none" ? 0 : ladderIndex(f.die), tie = dice.roll(6);
        if (!best || index > best.index || (index === best.index && tie > best.tie)) best = { target: e.id, index, tie };
      }
      if (best) return cmd(seat, "fire", { soldier: s.id, target: best.target });
      const card = weaponOf(s);
      if (card && !useAttack(card, s.ammo, view.options).ok && reload(card, s.ammo, view.options).ok) return cmd(seat, "reload", { soldier: s.id });
      if (Number(s.id.slice(-1)) % 2 === 0) {
        const near = [...enemies].sort((a, b) => hxDistance(s.hex, a.hex) - hxDistance(s.hex, b.hex))[0];
        const facing = near ? facingToward(s.hex, near.hex) : facingToward(s.hex, fromColRow(toColRow(s.hex).col, goalRow));
        return cmd(seat, "opportunity", { soldier: s.id, facing });
      }
    }
    return cmd(seat, "turn/end_activation");
  }
  if (turn.step === "movement") {
    const occupied = (h: { q: number; r: number }, self: string) => g.soldiers.some((o) => o.id !== self && isOnMap(o) && sameHex(o.hex, h));
    for (const s of mine) {
      if (s.acted || s.pinned || s.opf || stop()) continue;
      if (enemies.some((e) => sightOf(g, s, e).sees && hxDistance(s.hex, e.hex) <= 6)) continue;
      const mode = s.stance === "standing" ? "walk" : "stealth";
      const goal = [...enemies].sort((a, b) => hxDistance(s.hex, a.hex) - hxDistance(s.hex, b.hex))[0]?.hex ?? fromColRow(toColRow(s.hex).col, goalRow);
      const path: { q: number; r: number }[] = [];
      let at = s.hex;
      for (let i = 0; i < (mode === "walk" ? 4 : 3); i++) {
        budget -= 1;
        const options = [0, 1, 2, 3, 4, 5].map((d) => neighbor(at, d))
          .filter((h) => !occupied(h, s.id) && !path.some((p) => sameHex(p, h)) && !sameHex(h, s.hex))
          .map((h) => ({ h, score: hxDistance(h, goal) * 10 + dice.roll(3) }))
          .sort((a, b) => a.score - b.score);
        const next = options[0];
        if (!next || hxDistance(next.h, goal) >= hxDistance(at, goal)) break;
        path.push(next.h);
        at = next.h;
      }
      while (path.length > 0 && !checkMove(g.board, s, mode, path, (h) => occupied(h, s.id), { woodsRun: true }).ok) path.pop();
      if (path.length > 0) return cmd(seat, "move", { soldier: s.id, mode, path });
    }
    return cmd(seat, "turn/end_activation");
  }
  return undefined;
}
