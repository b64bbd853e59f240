import { terrainAt } from "../state/index";
import type { PatrolGame } from "../state/index";

/**
 * Crater hexes [9.84, 25.2 c]: those the scenario starts with (the Raid's β men each begin in one, 26.72) and those
 * artillery has made (src/artillery). A crater is a terrain of its own on the Terrain Effects Chart: 4 MP, defense
 * 6 / 10 (IC), blocking sight only at night (-(N)).
 */
export function toCraterHexes(game: PatrolGame): readonly string[] {
  const made = game.artillery?.craters ?? [];
  return made.length === 0 ? game.craters ?? [] : [...new Set([...(game.craters ?? []), ...made])];
}

/** The terrain of a hex for movement, defense and night spotting: a crater marker overrides the printed terrain. */
export function terrainOf(game: PatrolGame, hex: string): "clear" | "rough-1" | "rough-2" | "crater" {
  // 9.62, 9.68: a placed pillbox supersedes the hex's terrain; outside it defends (and moves) as clear terrain.
  if ((game.pillboxes ?? []).some((p) => p.hex === hex && !p.destroyed && !p.hidden)) return "clear";
  return toCraterHexes(game).includes(hex) ? "crater" : terrainAt(game.map, hex);
}
