import type { Force } from "../scenarios/parse-force";
import { toClaymoreState } from "../fire/index";
import type { PillboxSpec } from "../terrain/index";
import { GARRISON_MAX, toAreaHexes, toPillboxes } from "../terrain/index";
import { toSniperSetup } from "../spotting/index";
import type { PatrolGame } from "../state/index";

/** The scenario fields this set-up reads. */
export type FortifiedScenario = { readonly pillboxes?: readonly PillboxSpec[] | undefined; readonly snipers?: boolean | undefined; readonly deploy?: Readonly<Record<string, unknown>> | undefined };

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
  const dug = toAssaultPositions(boxed.game, scenario);
  const armed: PatrolGame = claymores ? { ...dug, claymores } : dug;
  return { ok: true, game: scenario.snipers ? toSniperSetup(armed) : armed };
}

/**
 * 26.92 a: the Assault's β "deploys them either in the pillbox(es) he is allowed by the Order of Battle or in
 * craters (one man per crater)". By default β's men without a scenario `deploy` hex and not named in a pillbox's
 * `garrison` fill each pillbox whose spec names no garrison (up to 3 inside, 9.61, in OB order), and every other one
 * gets a crater marker in the hex the section set-up gave him (one man a hex there). A scenario that places men
 * itself (`deploy`, `garrison`) keeps them where it says.
 */
export function toAssaultPositions(game: PatrolGame, scenario: FortifiedScenario): PatrolGame {
  if (game.scenario.situation !== "assault" || game.solitaire) return game;
  const placed = new Set([...Object.keys(scenario.deploy ?? {}), ...(scenario.pillboxes ?? []).flatMap((p) => p.garrison ?? [])]);
  const free = game.order.filter((id) => {
    const m = game.men[id]!;
    return m.side === "bravo" && m.hex !== null && !m.aboard && !placed.has(id);
  });
  const men = { ...game.men };
  let next = 0;
  const pillboxes = (game.pillboxes ?? []).map((p, i) => {
    if (scenario.pillboxes?.[i]?.garrison !== undefined || p.inside.length > 0) return p;
    const garrison = free.slice(next, next + GARRISON_MAX);
    next += garrison.length;
    for (const id of garrison) men[id] = { ...men[id]!, hex: p.hex };
    return { ...p, inside: garrison };
  });
  const boxes = new Set(pillboxes.map((p) => p.hex));
  const craters = [...new Set([...(game.craters ?? []), ...free.slice(next).map((id) => men[id]!.hex!).filter((h) => !boxes.has(h))])];
  return { ...game, men, ...(game.pillboxes ? { pillboxes } : {}), ...(craters.length > 0 ? { craters } : {}) };
}

/** Option patrol/sniper_sighting read once at set-up into the sniper state [28.7]. */
export function withSniperOption(game: PatrolGame, options: Readonly<Record<string, string>>): PatrolGame {
  return game.snipers && options["patrol/sniper_sighting"] === "after_firing" ? { ...game, snipers: { ...game.snipers, sighting: "after_firing" } } : game;
}
