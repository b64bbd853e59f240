import type { Check, GameEvent } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import type { Task } from "../plot/task";
import { COMBAT_TASKS } from "../plot/task";
import { toEdgeHexes } from "../state/index";
import type { Man, PatrolGame } from "../state/index";
export type { WavesState } from "../state/index";

/** Men of the wave on the map at the start [27.53]. */
export const WAVE_START = 15;
const WAVE_OBS: Readonly<Record<string, boolean>> = { "27.53": true, "27.82": false };

const pad = (n: number) => String(n).padStart(2, "0");
const isWaveMan = (m: Man) => m.side === "alpha" && m.counter === "RF";

/** The set-up: in those Assaults, an α of 50 RF keeps 15 on the map and the rest in reserve, off the map. */
export function withWaves(game: PatrolGame): PatrolGame {
  const noProne = WAVE_OBS[game.scenario.ob];
  if (noProne === undefined || game.scenario.situation !== "assault") return game;
  const rf = game.order.filter((id) => isWaveMan(game.men[id]!));
  if (rf.length < 50) return game;
  const reserve = rf.slice(WAVE_START);
  const men = { ...game.men };
  for (const id of reserve) men[id] = { ...men[id]!, hex: null };
  return { ...game, men, waves: { reserve, noProne } };
}

/** Phase H before the record: one reserve man enters for each wave man incapacitated or killed so far [27.53]. */
export function reinforceWaves(game0: PatrolGame): { game: PatrolGame; events: GameEvent[] } {
  const w = game0.waves;
  if (!w || w.reserve.length === 0) return { game: game0, events: [] };
  const wave = game0.order.filter((id) => isWaveMan(game0.men[id]!));
  const fallen = wave.filter((id) => game0.men[id]!.status === "I" || game0.men[id]!.status === "K").length;
  const entered = wave.length - WAVE_START - w.reserve.length;
  const entering = w.reserve.slice(0, Math.max(0, fallen - entered));
  if (entering.length === 0) return { game: game0, events: [] };
  const { c0, c1, r0 } = game0.map.box;
  const mid = (c0 + c1) / 2;
  // 26.92 b: the edge α picked, when it picked one (the default), else the whole North edge (`entry: "home_edge"`).
  const picked = game0.entry?.roles.alpha === "front" ? game0.entry.sides.alpha?.entry : undefined;
  const edge = (picked !== undefined ? toEdgeHexes(game0.map.box, picked) : Array.from({ length: c1 - c0 + 1 }, (_, i) => c0 + i).map((c) => `${pad(c)}${pad(r0)}`))
    .sort((a, b) => Math.abs(Number(a.slice(0, 2)) - mid) - Math.abs(Number(b.slice(0, 2)) - mid) || a.localeCompare(b));
  const men = { ...game0.men };
  const count = (h: string) => game0.order.filter((id) => men[id]!.hex === h && men[id]!.side === "alpha").length;
  const placed: { man: string; hex: string }[] = [];
  for (const id of entering) {
    const hex = edge.find((h) => count(h) < 3) ?? edge[0]!;
    men[id] = { ...men[id]!, hex };
    placed.push({ man: id, hex });
  }
  const game = { ...game0, men, waves: { ...w, reserve: w.reserve.slice(entering.length) } };
  return { game, events: [{ type: "patrol/wave_entered", data: { men: placed, reserve: game.waves.reserve.length, rule: "27.53" } }] };
}

/** 27.53: Japanese RF of the wave may never fall prone. */
export function checkWaveTasks(game: PatrolGame, m: Man, tasks: readonly Task[]): Check {
  if (!game.waves?.noProne || !isWaveMan(m)) return OK;
  const prone = tasks.find((t) => t.code === "PP" || ("prone" in t && t.prone === true));
  return prone ? reject("plot/wave_prone", "Japanese RF may never fall prone", "patrol 27.53") : OK;
}

/**
 * 21.23: once its side has reached Preservation, a man moving off the map (MV to exit) "has lost all interest in
 * fighting and may not be used for any combat purpose": no combat task in the same plot.
 */
export function checkExitingCombat(game: PatrolGame, m: Man, tasks: readonly Task[]): Check {
  if (game.sides[m.side].reachedRound === null || !tasks.some((t) => (t.code === "MV" || t.code === "CC") && t.exit === true)) return OK;
  const fight = tasks.find((t) => COMBAT_TASKS.has(t.code));
  return fight ? reject("plot/exiting_fights", `${m.id} is exiting under Preservation and may not fight (${fight.code})`, "patrol 21.23") : OK;
}
