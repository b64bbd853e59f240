import type { Viewer } from "@tactica/engine";
import type { PatrolGame, Side } from "../state/index";
import { toMinesView } from "../fire/index";
import { toHiddenThingsView } from "./hidden-view";
import { toEntryView } from "../situations/index";

/**
 * What a viewer sees of the game [5.1, 21.13, 3.3 of the digest]: positions, postures, casualties and markers are
 * public; the other side's Preservation chits, the type of a prepared grenade, β's hidden men [26.4] and, on the
 * Assault's first turn, β's weapons [26.92 a] are not, until the game ends.
 */
export function toPatrolView(game: PatrolGame, viewer: Viewer, over: boolean): unknown {
  if (over) return game;
  const sides = Object.fromEntries((["alpha", "bravo"] as Side[]).map((s) => {
    const side = game.sides[s];
    if (s === viewer) return [s, side];
    return [s, { name: side.name, panic: side.panic, preservation: side.preservation, chitsDrawn: side.chits.length, reachedRound: side.reachedRound, exitedRound: side.exitedRound }];
  }));
  const hidden = viewer === "bravo" ? [] : game.engagement?.hidden ?? [];
  // 26.92 a: on Game-Turn One of the Assault α knows where β's men are, not what weapons they carry.
  const underSmoke = game.scenario.situation === "assault" && (game.engagement?.round ?? 2) < 2 && viewer !== "bravo";
  const men = Object.fromEntries(Object.entries(game.men).filter(([id]) => !hidden.includes(id)).map(([id, m]) => {
    if (m.side === viewer) return [id, m];
    const seen = m.grenade === null ? m : { ...m, grenade: "held" };
    return [id, underSmoke && m.side === "bravo" ? { ...seen, counter: "unknown", rifle: null } : seen];
  }));
  const order = game.order.filter((id) => !hidden.includes(id));
  // 26.4: where β's hidden men stand is β's alone; α is told the section only (26.66 d).
  const engagement = game.engagement && viewer !== "bravo" ? { section: game.engagement.section, zone: game.engagement.zone, round: game.engagement.round } : game.engagement;
  return { ...game, sides, men, order, work: null, ...(engagement ? { engagement } : {}), ...(game.mines ? { mines: toMinesView(game.mines, viewer) } : {}),
    ...(game.entry ? { entry: toEntryView(game.entry, viewer) } : {}), ...toHiddenThingsView(game, viewer, hidden) };
}
