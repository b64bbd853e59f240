// A simple Sniper! bot that plays from its seat's view only: it rolls and places Sighting markers on its best
// weapons, draws its markers, fires each activated soldier at the target with the best column, reloads, and
// otherwise moves towards the enemy's edge (30 VP [37.4]) through its front hexes. Seeded: ties are broken by
// its own dice. In a staircase on the ground floor it climbs to the first floor to watch from the windows. It never
// goes prone, so no enemy can lie concealed in a hex in front of a mover.
import type { DiceSource } from "@tactica/dice";
import type { ActivationTurn, BotLimits, Command, MatchView } from "@tactica/engine";
import { toHexKey } from "@tactica/hex";
import { entryCost } from "../movement/index";
import { buildingAt } from "../terrain/index";
import type { SniperGame, Soldier } from "../state/index";
import { compiledBoard, distance, facingToward, fromColRow, isFit, neighbor, otherSide, toColRow } from "../state/index";
import { fireFigures, sees } from "../turn/index";
import type { SniperGameView } from "../view/index";
import { isOwn } from "../view/index";

const WEAPON_PRIORITY = ["MG", "AR", "SR", "AW", "BR", "MR", "R", "MP", "SG", "P"];
const cmd = (seat: string, type: string, payload: object = {}): Command => ({ type, seat, payload });

export function sniperBotFromView(view: MatchView, dice: DiceSource, limits?: BotLimits): Command | undefined {
  const seat = view.viewer;
  if (view.over || (seat !== "alpha" && seat !== "bravo")) return undefined;
  const game = view.game as SniperGameView;
  const turn = view.turn as ActivationTurn;
  if (game.result) return undefined;
  // The game functions read a SniperGame; the view's enemy soldiers lack only fields those functions do not read.
  const g = game as unknown as SniperGame;
  const mine = game.soldiers.filter((s): s is Soldier => isOwn(s) && s.side === seat && isFit(s) && !s.stunned);
  const enemies = g.soldiers.filter((s) => s.side !== seat && isFit(s));

  if (turn.step === "observation") {
    if (turn.first === null) return cmd(seat, "turn/roll_observation");
    if (turn.placing[0] !== seat) return undefined;
    const left = (turn.allowance[seat] ?? 0) - (game.placed[seat] ?? 0);
    const pick = [...mine].filter((s) => !s.markers.sighting).sort((a, b) => WEAPON_PRIORITY.indexOf(a.weapon) - WEAPON_PRIORITY.indexOf(b.weapon))[0];
    return left > 0 && pick ? cmd(seat, "observe", { soldier: pick.id }) : cmd(seat, "turn/end_placement");
  }
  if (turn.step !== "operations" || turn.active !== seat) return undefined;
  if (turn.marker === null) return cmd(seat, "turn/draw_activation");
  const imp = game.impulse;
  if (!imp || !("done" in imp)) return cmd(seat, "turn/end_impulse");
  const farRow = game.sides[otherSide(seat)].homeRow;

  // Staircases on the ground floor no soldier of its side holds yet: a soldier near one heads there to climb [10.1].
  const cb = g.board.buildings?.length ? compiledBoard(g.board) : undefined;
  const stairs = cb ? [...cb.buildings.values()].flatMap((b) => [...b.stairs.values()].filter((st) => st.from <= 0 && st.to >= 1).map((st) => st.hex)) : [];
  const freeStair = (s: Soldier) => stairs.filter((h) => !mine.some((o) => o.id !== s.id && distance(o.hex, h) === 0)).sort((a, b) => distance(s.hex, a) - distance(s.hex, b))[0];
  const onStair = (s: Soldier) => s.level === 0 && stairs.some((h) => distance(h, s.hex) === 0);

  const stepFor = (s: Soldier, mp: number | null): Command | undefined => {
    if (toColRow(s.hex).row === farRow || s.level !== 0) return undefined;
    // A prone soldier (laid down by a seat's own choice) stands up before he moves [9.4].
    if (s.posture === "prone") return mp === null ? cmd(seat, "stand", { soldier: s.id }) : undefined;
    const goal = freeStair(s);
    const toStair = goal !== undefined && distance(s.hex, goal) <= 4;
    const options: { to: { q: number; r: number }; score: number }[] = [];
    for (const d of toStair ? [0, 1, 2, 3, 4, 5] : [s.facing, (s.facing + 5) % 6, (s.facing + 1) % 6]) {
      const to = neighbor(s.hex, d);
      const e = entryCost(g, g.board, s, to);
      if (!e.ok || (mp !== null && e.cost > mp) || (mp === null && e.cost > 8)) continue;
      const row = toColRow(to).row;
      options.push({ to, score: (toStair ? distance(to, goal) : Math.abs(row - farRow)) * 10 + e.cost + dice.roll(3) / 10 });
    }
    options.sort((a, b) => a.score - b.score);
    const best = options[0];
    return best ? cmd(seat, "move", { soldier: s.id, to: best.to }) : undefined;
  };

  // A movement under way goes on while MP last and no enemy is in the mover's sight.
  if (imp.current) {
    const s = mine.find((x) => x.id === imp.current!.soldier);
    if (s && !onStair(s) && !enemies.some((e) => sees(g.board, s, e))) {
      const step = stepFor(s, imp.current.mpLeft);
      if (step) return step;
    }
  }
  let budget = limits?.budget ?? 400;
  for (const s of mine) {
    if (s.activation > imp.marker || imp.done.includes(s.id)) continue;
    if (limits?.shouldStop?.() || budget <= 0) break;
    let best: { target: string; column: number } | undefined;
    for (const e of enemies) {
      budget -= 1;
      if (distance(s.hex, e.hex) === 0 || !sees(g.board, s, e)) continue;
      const f = fireFigures(g, s, e, "direct");
      if (f && f.firepower > 0 && (!best || f.column > best.column)) best = { target: e.id, column: f.column };
    }
    if (s.unloaded) return cmd(seat, "reload", { soldier: s.id });
    if (best && best.column >= 1) return cmd(seat, "fire", { soldier: s.id, target: best.target });
    // In a staircase at the ground floor with no target: up to the first floor, to see and fire from its windows [10.1, 7.5].
    const stair = g.board.buildings?.length && s.level === 0 && s.posture === "standing" ? buildingAt(compiledBoard(g.board), s.hex)?.stairs.get(toHexKey(s.hex)) : undefined;
    if (stair && stair.to >= 1 && !(stair.kind === "ladder" && s.health === "wounded")) return cmd(seat, "climb", { soldier: s.id, storey: 1 });
    const near = [...enemies].sort((a, b) => distance(s.hex, a.hex) - distance(s.hex, b.hex))[0];
    if (near && distance(s.hex, near.hex) <= 12 && !sees(g.board, s, near)) {
      const facing = facingToward(s.hex, near.hex);
      if (facing !== s.facing) return cmd(seat, "face", { soldier: s.id, facing });
    }
    const step = stepFor(s, null);
    if (step) return step;
    const toFar = facingToward(s.hex, fromColRow(toColRow(s.hex).col, farRow));
    if (toFar !== s.facing && toColRow(s.hex).row !== farRow) return cmd(seat, "face", { soldier: s.id, facing: toFar });
    if (!s.markers.sighting) return cmd(seat, "observe", { soldier: s.id });
  }
  return cmd(seat, "turn/end_impulse");
}
