// Firepower 8.8, 8.8.4, 8.8.6: the scenario's and the map's bunkers, pillboxes and towers at the start of a match.
import type { z } from "zod";
import type { FirepowerScenarioData } from "../scenarios/scenario-schema";
import { boardFrom } from "./board";
import { fortificationScenarioIssues, toFortificationUnit, withFortifications } from "./bunkers";
import { mapFortifications } from "./map-fortifications";
import type { FirepowerGame, Side } from "./types";

type ScenarioLike = Pick<FirepowerScenarioData, "rules" | "map" | "mapDocument" | "works" | "fortifications" | "sides">;

/**
 * Scenario check of its `fortifications` [8.8, 8.8.4, 8.8.6]: Advanced only, on the map, one defensive unit per hex
 * (not on a scenario work, nor on a unit the map draws unless it is the same kind), never in a building hex, a door
 * for bunkers and pillboxes, garrisons starting on the unit's hex within its capacity.
 */
export function checkFortificationScenario(sc: ScenarioLike, ctx: z.RefinementCtx): void {
  const specs = sc.fortifications ?? [];
  if (specs.length === 0) return;
  const board = boardFrom(sc);
  const soldiers = (["A", "B"] as const).flatMap((side: Side) => sc.sides[side].soldiers.map((s) => ({ id: s.id, hex: s.hex, side })));
  const drawn = board ? mapFortifications(board).filter(({ hex, f }) => f.type !== "mines" && !toFortificationUnit(hex, f)).map(({ hex }) => board.idOf(hex)) : [];
  const taken = [...(sc.works ?? []).map((w) => w.hex), ...drawn];
  for (const issue of fortificationScenarioIssues(specs, sc.rules, board, taken, soldiers)) ctx.addIssue({ code: "custom", ...issue });
}

/** The game with the map's and the scenario's bunkers, pillboxes and towers, garrisons inside [8.8.1, 8.8.4, 8.8.6]. */
export function withScenarioFortifications(game: FirepowerGame, sc: ScenarioLike): FirepowerGame {
  const board = boardFrom(sc);
  return board ? withFortifications(game, board, sc.fortifications) : game;
}
