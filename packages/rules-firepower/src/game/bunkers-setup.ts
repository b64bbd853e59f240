// Firepower 8.8, 8.8.4, 8.8.6, 8.2.4: the scenario's and the map's bunkers, pillboxes and towers, and the scenario's
// wall loopholes, at the start of a match.
import type { z } from "zod";
import type { FirepowerScenarioData } from "../scenarios/scenario-schema";
import { boardFrom } from "./board";
import { fortificationScenarioIssues, toFortificationUnit, withFortifications } from "./bunkers";
import { loopholeIssues, withScenarioLoopholes } from "./loopholes";
import { mapFortifications } from "./map-fortifications";
import type { FirepowerGame, Side } from "./types";

type ScenarioLike = Pick<FirepowerScenarioData, "rules" | "map" | "mapDocument" | "works" | "fortifications" | "loopholes" | "sides">;

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
  const specs = sc.fortifications ?? [];
  if (specs.length === 0) return;
  const soldiers = (["A", "B"] as const).flatMap((side: Side) => sc.sides[side].soldiers.map((s) => ({ id: s.id, hex: s.hex, side })));
  const drawn = board ? mapFortifications(board).filter(({ hex, f }) => f.type !== "mines" && !toFortificationUnit(hex, f)).map(({ hex }) => board.idOf(hex)) : [];
  const taken = [...(sc.works ?? []).map((w) => w.hex), ...drawn];
  for (const issue of fortificationScenarioIssues(specs, sc.rules, board, taken, soldiers)) ctx.addIssue({ code: "custom", ...issue });
}

/** The game with the map's and the scenario's bunkers, pillboxes and towers, garrisons inside, and its wall loopholes [8.2.4, 8.8.1, 8.8.4, 8.8.6]. */
export function withScenarioFortifications(game: FirepowerGame, sc: ScenarioLike): FirepowerGame {
  const board = boardFrom(sc);
  return board ? withScenarioLoopholes(withFortifications(game, board, sc.fortifications), board, sc.loopholes) : game;
}
