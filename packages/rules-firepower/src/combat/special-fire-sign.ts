// Special rounds aimed inside a unit and the 12.7.5 sign [12.7.3, 12.7.5]: F and W rounds roll the 12.7.3 pass only
// at openings they must pass (a storey's door or window, a bunker's, pillbox's or tower's opening, a cave's mouth);
// at range 1 the pass into a unit or cave takes -2, or +2 when the firer announces "+" (`worksSign`), e.g. to burst on
// the wall and burn the men beside it rather than go in. The command rolls it in special-fire.ts (`specialPass`).
import { hexDistance } from "@tactica/hex";
import type { SpecialItem } from "../tables/special-weapons";
import { SPECIAL_AMMO } from "../tables/special-weapons";
import { boardOf } from "../core/board";
import { caveAt } from "../works/caves";
import { unitTargets } from "./opening-blasts";
import type { FirepowerState, Soldier } from "../state/types";

type Candidate = { type: string; seat: string; payload: { soldier: string; item: SpecialItem; hex: string; inside?: boolean; worksSign?: "+" } };

/**
 * Candidate F and W rounds of `s` into enemy-held units (`inside`), and at range 1 with "+" into such a unit or at an
 * enemy-held cave hex, where the sign changes the pass [12.7.3, 12.7.5] (the framework keeps the legal ones).
 */
export function specialInsideCandidates(state: FirepowerState, s: Soldier, items: readonly SpecialItem[]): Candidate[] {
  if (state.game.rules !== "advanced") return [];
  const board = boardOf(state.game);
  const fw = items.filter((item) => SPECIAL_AMMO[item] === "F" || SPECIAL_AMMO[item] === "W");
  const adjacent = (hex: string) => { const h = board.hexOf(hex); return h !== undefined && hexDistance(h, s.hex) === 1; };
  const units = unitTargets(state, s);
  const caves = [...new Set(state.game.soldiers.filter((e) => !e.eliminated && e.side !== s.side && !e.inTunnel && hexDistance(e.hex, s.hex) === 1 && caveAt(state.game, e.hex)).map((e) => board.idOf(e.hex)))];
  return fw.flatMap((item) => [
    ...units.map((hex) => ({ type: "fire_special", seat: s.side, payload: { soldier: s.id, item, hex, inside: true } })),
    ...units.filter(adjacent).map((hex) => ({ type: "fire_special", seat: s.side, payload: { soldier: s.id, item, hex, inside: true, worksSign: "+" as const } })),
    ...caves.map((hex) => ({ type: "fire_special", seat: s.side, payload: { soldier: s.id, item, hex, worksSign: "+" as const } })),
  ]);
}
