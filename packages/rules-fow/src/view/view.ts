// What a seat may see of a Flames of War game. Army lists are open in the book, so every team on the table is seen
// by both players; what stays hidden is an Ambush held off the table: the opponent sees only how many units the
// other player holds in Ambush, not which ones nor their teams, until revealed (our reading of "Ambush Units count
// as on the table but are held off it" [Mission Special Rules › Ambush]). Spectators see what both players see;
// everything is shown once the game is over.
import type { Viewer } from "@tactica/engine";
import type { FowGame, FowUnit, SideId, Team } from "../state/index";

export type FowGameView = Omit<FowGame, "units" | "teams"> & {
  readonly units: readonly FowUnit[];
  readonly teams: readonly Team[];
  /** Units each side holds in Ambush that this viewer may not see. */
  readonly hiddenAmbush: Readonly<Record<SideId, number>>;
  readonly viewer: string;
};

export function toFowView(game: FowGame, viewer: Viewer, over: boolean): FowGameView {
  const seen = (u: FowUnit) => over || !u.ambush || u.side === viewer;
  const hidden = new Set(game.units.filter((u) => !seen(u)).map((u) => u.id));
  const count = (s: SideId) => game.units.filter((u) => u.side === s && hidden.has(u.id)).length;
  return {
    ...game,
    units: game.units.filter((u) => !hidden.has(u.id)),
    teams: game.teams.filter((t) => !hidden.has(t.unit)),
    hiddenAmbush: { A: count("A"), B: count("B") },
    viewer: String(viewer),
  };
}
