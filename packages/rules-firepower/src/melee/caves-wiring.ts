// Firepower 8.8.5.3, 8.8.5.4, 8.8.7, 8.8.8: what the ruleset declaration needs from caves, tunnels, roadblocks and
// ditches, gathered so that firepower-ruleset.ts takes them in one import.
import type { z } from "zod";
import type { FirepowerScenarioData } from "../fire-setup/scenario-schema";
import { boardFrom } from "../core/board";
import { checkCaveScenario, setupCaves } from "../works/caves";
import { climbDitchCommand } from "../combat/ditch";
import { checkRoadblockScenario, setupRoadblocks } from "../works/roadblocks";
import { checkTunnelScenario, initialTunnels, placeTunnelCommand, toTunnelsView, tunnelMoveCommand } from "../works/tunnels";
import type { FirepowerGame } from "../state/types";
import { maskTunnelIntruders } from "./tunnel-melee";

/** Commands: climbing into and out of ditches, recording tunnels at set-up, moving through them. */
export const UNDERGROUND_COMMANDS = { climb_ditch: climbDitchCommand, place_tunnel: placeTunnelCommand, tunnel_move: tunnelMoveCommand };

/** Scenario checks of roadblocks, caves (the scenario's and the map's) and tunnels; each issue names its field. */
export function checkUndergroundScenario(sc: FirepowerScenarioData, ctx: z.RefinementCtx): void {
  const board = boardFrom(sc);
  checkRoadblockScenario(board, sc, ctx);
  checkCaveScenario(board, sc, ctx);
  checkTunnelScenario(board, sc, ctx);
}

/** The game at set-up with the scenario's and the map's roadblocks and caves in play, and the tunnels to record. */
export function setupUnderground(game: FirepowerGame, sc: FirepowerScenarioData): FirepowerGame {
  const withCaves = setupCaves(setupRoadblocks(game, sc.roadblocks, sc.rules), sc.caves, sc.rules);
  return { ...withCaves, ...(sc.rules === "advanced" ? initialTunnels(sc.tunnels) : {}) };
}

/** The view of a seat: tunnels hidden from the other side (tunnels.ts). */
// 11.5: the defender sees the attacker's men in his tunnels by hex number only (tunnel-melee.ts).
export const toUndergroundView = (game: FirepowerGame, viewer: string): FirepowerGame => maskTunnelIntruders(toTunnelsView(game, viewer), viewer);
