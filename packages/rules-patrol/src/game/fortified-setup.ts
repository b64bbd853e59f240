import type { Force } from "../scenarios/parse-force";
import { toClaymoreState } from "./claymore";
import type { PillboxSpec } from "./pillbox";
import { toAreaHexes, toPillboxes } from "./pillbox";
import { toSniperSetup } from "./snipers";
import type { PatrolGame } from "./state";

/** The scenario fields this set-up reads. */
export type FortifiedScenario = { readonly pillboxes?: readonly PillboxSpec[] | undefined; readonly snipers?: boolean | undefined };

/**
 * Set-up of the hidden and fortified things, after the men are deployed: β's pillboxes [9.62; the Recon's one
 * hidden pillbox, 26.62] with their garrisons, both sides' Claymore allowances [18.5], and the spider holes of the
 * sniper variant [28.7]. Default pillbox hexes: the clear hexes of β's section (engaged situations) or of the rows
 * just in front of β's start rows, centre first (placeholders: the book lets β choose).
 */
export function toFortifiedSetup(game: PatrolGame, scenario: FortifiedScenario, alpha: Force, bravo: Force, cols: number, rows: number):
  { readonly ok: true; readonly game: PatrolGame } | { readonly ok: false; readonly message: string } {
  const zone = game.engagement?.zone ?? { c0: 2, c1: Math.max(2, cols - 1), r0: Math.max(1, rows - 4), r1: Math.max(1, rows - 3) };
  const boxed = toPillboxes(game, bravo.pillboxes, scenario.pillboxes, toAreaHexes(zone));
  if ("error" in boxed) return { ok: false, message: boxed.error };
  const claymores = toClaymoreState(alpha.claymores, bravo.claymores);
  const armed: PatrolGame = claymores ? { ...boxed.game, claymores } : boxed.game;
  return { ok: true, game: scenario.snipers ? toSniperSetup(armed) : armed };
}

/** Option patrol/sniper_sighting read once at set-up into the sniper state [28.7]. */
export function withSniperOption(game: PatrolGame, options: Readonly<Record<string, string>>): PatrolGame {
  return game.snipers && options["patrol/sniper_sighting"] === "after_firing" ? { ...game, snipers: { ...game.snipers, sighting: "after_firing" } } : game;
}
