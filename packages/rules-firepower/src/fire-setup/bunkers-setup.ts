// Firepower 8.8, 8.8.4, 8.8.6, 8.2.4: the scenario's and the map's bunkers, pillboxes and towers, and the scenario's
// wall loopholes, at the start of a match.
import type { z } from "zod";
import type { FirepowerScenarioData } from "./scenario-schema";
import { boardFrom } from "../core/board";
import { fortificationScenarioIssues, toFortificationUnit, withFortifications } from "../works/bunkers";
import { loopholeIssues, withScenarioLoopholes } from "../works/loopholes";
import { mapFortifications } from "../works/map-fortifications";
import type { FirepowerGame, Side } from "../state/types";

type ScenarioLike = Pick<FirepowerScenarioData, "rules" | "map" | "mapDocument" | "works" | "fortifications" | "loopholes" | "sides" | "vehicles">;

/**
 * Scenario check of its `fortifications` [8.8, 8.8.4, 8.8.6]: Advanced only, on the map, one defensive unit per hex
 * (not on a scenario work, nor on a unit the map draws unless it is the same kind), never in a building hex, a door
 * for bunkers and pillboxes, garrisons starting on the unit's hex within its capacity.
 */
export function checkFortificationScenario(sc: ScenarioLike, ctx: z.RefinementCtx): void {
  const board = boardFrom(sc);
  // 8.2.4: the scenario's loopholes go into building walls (loopholes.ts).
  for (const issue of loopholeIssues(sc.loopholes ?? [], board)) ctx.addIssue({ code: "custom", ...issue });
  if ((sc.loopholes ?? []).length > 0 && sc.rules !== "advanced") ctx.addIssue({ code: "custom", path: ["loopholes"], message: "loopholes are an Advanced Game feature (8.2.4, 12.2.3)" });
  if (board && sc.rules === "advanced") checkMapUnits(sc, board, ctx);
  const specs = sc.fortifications ?? [];
  if (specs.length === 0) return;
  const soldiers = (["A", "B"] as const).flatMap((side: Side) => sc.sides[side].soldiers.map((s) => ({ id: s.id, hex: s.hex, side })));
  const drawn = board ? mapFortifications(board).filter(({ hex, f }) => f.type !== "mines" && !toFortificationUnit(hex, f)).map(({ hex }) => board.idOf(hex)) : [];
  const taken = [...(sc.works ?? []).map((w) => w.hex), ...drawn];
  for (const issue of fortificationScenarioIssues(specs, sc.rules, board, taken, soldiers)) ctx.addIssue({ code: "custom", ...issue });
}

/**
 * The map's pillboxes, bunkers and towers [8.8, 8.8.4]: set up in the open (only mines and tunnels are secret), never in
 * a building hex; no scenario vehicle starts in a bunker or pillbox hex (scenario or map) [8.8.4, 19.2.1].
 */
function checkMapUnits(sc: ScenarioLike, board: NonNullable<ReturnType<typeof boardFrom>>, ctx: z.RefinementCtx): void {
  const drawn = mapFortifications(board).filter(({ hex, f }) => toFortificationUnit(hex, f));
  for (const { hex, f } of drawn) {
    if (f.hidden) ctx.addIssue({ code: "custom", path: ["mapDocument"], message: `${board.idOf(hex)}: a ${f.type} is set up in the open (8.8); only mines and tunnels are secret` });
    if (board.storeysOf(hex).length > 0) ctx.addIssue({ code: "custom", path: ["mapDocument"], message: `${board.idOf(hex)}: no defensive unit may be placed in a building hex (8.8)` });
  }
  const closed = new Set([...drawn.filter(({ f }) => f.type !== "tower").map(({ hex }) => board.idOf(hex)), ...(sc.fortifications ?? []).filter((f) => f.type !== "tower").flatMap((f) => { const h = board.hexOf(f.hex); return h ? [board.idOf(h)] : []; })]);
  (sc.vehicles ?? []).forEach((v, i) => {
    const h = board.hexOf(v.hex);
    if (h && closed.has(board.idOf(h))) ctx.addIssue({ code: "custom", path: ["vehicles", i, "hex"], message: "vehicles may not enter a bunker or pillbox hex (8.8.4)" });
  });
}

/** The game with the map's and the scenario's bunkers, pillboxes and towers, garrisons inside, and its wall loopholes [8.2.4, 8.8.1, 8.8.4, 8.8.6]. */
export function withScenarioFortifications(game: FirepowerGame, sc: ScenarioLike): FirepowerGame {
  const board = boardFrom(sc);
  return board ? withScenarioLoopholes(withFortifications(game, board, sc.fortifications), board, sc.loopholes) : game;
}
